import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'evaluateCenter.title': 'Mes avis',
  'evaluateCenter.received': 'Reçus',
  'evaluateCenter.given': 'Donnés',
  'evaluateCenter.fromPoster': 'D’un client',
  'evaluateCenter.fromTaker': 'D’un prestataire',
  'evaluateCenter.asPoster': 'En tant que client',
  'evaluateCenter.asTaker': 'En tant que prestataire',
  'evaluateCenter.hidden': 'Pas encore visible pour l’autre partie',
  'evaluateCenter.open': 'Détails',
  'evaluateCenter.count': 'Avis : {n}',
  'evaluateCenter.givenCount': 'Avis donnés : {n}',
  'evaluateCenter.noneReceived': 'Aucun avis reçu pour le moment.',
  'evaluateCenter.noneGiven': 'Vous n’avez encore évalué personne.',
  'evaluateCenter.emptyHint': 'Les avis s’ouvrent une fois la mission terminée.',
  'evaluateCenter.loggedOut': 'Connectez-vous pour voir vos avis.',
  'evaluateCenter.login': 'Se connecter',
};

export default fr;
