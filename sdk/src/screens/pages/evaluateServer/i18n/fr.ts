import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'evaluateServer.title': 'Évaluer la prestation',
  'evaluateServer.aboutTaker': 'Votre avis sur le travail de {name}',
  'evaluateServer.aboutPoster': 'Votre avis sur {name} comme client',
  'evaluateServer.done': 'Votre avis',
  'evaluateServer.theirs': 'L’avis de {name} sur vous',
  'evaluateServer.theirsNone': '{name} n’a pas laissé d’avis.',
  'evaluateServer.theirsHidden':
    '{name} n’a pas encore laissé d’avis. Dès que ce sera fait, les deux avis s’afficheront en même temps ; le délai pour évaluer se termine le {date}.',
  'evaluateServer.seeBoth': 'Voir les deux avis',
  'evaluateServer.notYet': 'Vous pourrez évaluer une fois la mission terminée.',
  'evaluateServer.state': 'État actuel : {state}',
  'evaluateServer.closed': 'Le délai pour évaluer a pris fin le {date}.',
  'evaluateServer.rating': 'Votre note',
  'evaluateServer.word1': 'Très mauvais',
  'evaluateServer.word2': 'Mauvais',
  'evaluateServer.word3': 'Correct',
  'evaluateServer.word4': 'Bien',
  'evaluateServer.word5': 'Excellent',
  'evaluateServer.starsRequired': 'Choisissez de 1 à 5 étoiles.',
  'evaluateServer.text': 'Ce qui s’est bien passé, ce qui peut s’améliorer (facultatif)',
  'evaluateServer.placeholder': 'Ponctualité, qualité, communication…',
  'evaluateServer.photos': 'Photos ({count}/{max})',
  'evaluateServer.tooManyPhotos': '{max} photos au maximum ; les autres ont été ignorées.',
  'evaluateServer.uploadFailed': 'L’envoi d’une photo a échoué. Retirez-la et réessayez.',
  'evaluateServer.uploading': 'Les photos sont encore en cours d’envoi. Patientez un instant.',
  'evaluateServer.removePhoto': 'Retirer la photo {n}',
  'evaluateServer.addPhotos': 'Ajouter des photos',
  'evaluateServer.rule':
    'Double aveugle : {name} ne verra votre avis qu’après vous avoir évalué à son tour, ou à la fin des {days} jours prévus pour évaluer. Vous ne pourrez plus le modifier une fois envoyé.',
  'evaluateServer.deadline': 'Évaluez avant le {date}.',
  'evaluateServer.waiting': '{name} vous a déjà évalué : envoyez votre avis pour voir le sien.',
  'evaluateServer.final': 'Vous ne pourrez plus modifier votre avis une fois envoyé.',
  'evaluateServer.sent': 'Avis envoyé',
  'evaluateServer.submit': 'Envoyer l’avis',
};

export default fr;
