import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'certificationView.title': 'Certification',
  'certificationView.signInFirst': 'Connectez-vous pour vérifier votre identité et ajouter des certificats',
  'certificationView.signIn': 'Se connecter',
  'certificationView.identity': 'Identité',
  'certificationView.verified': 'Identité vérifiée : {name}, {id}',
  'certificationView.lastRejected':
    "Votre dernière vérification a échoué : le nom et le numéro d'identité ne correspondaient pas. Vérifiez-les et réessayez.",
  'certificationView.scanHint':
    "Photographiez ou choisissez les deux faces de votre carte d'identité ; nous lisons le nom et le numéro pour vous.",
  'certificationView.sideFront': 'Recto (côté photo)',
  'certificationView.sideBack': 'Verso (côté emblème)',
  'certificationView.reading': 'Lecture de la carte… {percent} %',
  'certificationView.read': 'Carte lue',
  'certificationView.nameLabel': 'Nom légal',
  'certificationView.idLabel': "Numéro d'identité",
  'certificationView.checkHint': 'Comparez le nom et le numéro avec votre carte avant de confirmer.',
  'certificationView.nameRequired': 'Saisissez votre nom légal',
  'certificationView.nameInvalid': 'Uniquement des lettres, comme sur votre carte',
  'certificationView.idRequired': "Saisissez votre numéro d'identité",
  'certificationView.idInvalid': "Ce numéro d'identité n'est pas valide ; vérifiez chaque caractère",
  'certificationView.confirm': 'Confirmer et vérifier',
  'certificationView.verifiedToast': 'Identité vérifiée',
  'certificationView.certificates': 'Mes certificats',
  'certificationView.none':
    'Aucun certificat pour le moment. Ajoutez-en un pour obtenir un badge sur votre profil.',
  'certificationView.typeLicence': 'Licence',
  'certificationView.typeDiploma': 'Diplôme',
  'certificationView.typeSkill': 'Certificat de compétence',
  'certificationView.typeOther': 'Autre',
  'certificationView.statusPending': 'En cours d’examen',
  'certificationView.statusApproved': 'Approuvé',
  'certificationView.statusRejected': 'Refusé',
  'certificationView.reason': 'Motif : {reason}',
  'certificationView.addTitle': 'Ajouter un certificat',
  'certificationView.photo': 'Photo du certificat',
  'certificationView.typeLabel': 'Type',
  'certificationView.categoryLabel': 'Catégorie',
  'certificationView.chooseCategory': 'Choisissez une catégorie',
  'certificationView.uploading': 'Envoi… {percent} %',
  'certificationView.photoRequired': 'Ajoutez une photo du certificat',
  'certificationView.categoryRequired': 'Choisissez la catégorie pour laquelle il vous qualifie',
  'certificationView.add': 'Envoyer pour examen',
  'certificationView.added': 'Envoyé pour examen',
};

export default fr;
