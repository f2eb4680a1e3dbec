import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'talentInformation.title': 'Prestataire',
  'talentInformation.missing': 'Cette personne est introuvable.',
  'talentInformation.verified': 'Identité vérifiée',
  'talentInformation.rating': '{rating} ({n} avis)',
  'talentInformation.completed': 'Missions terminées',
  'talentInformation.experience': 'Expérience',
  'talentInformation.years': '{n} ans',
  'talentInformation.area': 'Zone d’intervention',
  'talentInformation.distance': 'à {km} km',
  'talentInformation.categories': 'Domaines',
  'talentInformation.badges': 'Certificats',
  'talentInformation.badgeLicence': 'Licence',
  'talentInformation.badgeDiploma': 'Diplôme',
  'talentInformation.badgeSkill': 'Certificat professionnel',
  'talentInformation.badgeOther': 'Certificat',
  'talentInformation.album': 'Photos de réalisations',
  'talentInformation.photo': 'Photo {n}',
  'talentInformation.message': 'Envoyer un message',
  'talentInformation.evaluations': 'Avis des clients',
  'talentInformation.noEvaluations': 'Pas encore d’avis.',
};

export default fr;
