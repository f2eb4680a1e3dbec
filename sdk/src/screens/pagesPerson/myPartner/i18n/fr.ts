import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'myPartner.title': 'Mes partenaires',
  'myPartner.loggedOut': 'Connectez-vous pour voir qui vous a invité et vos partenaires.',
  'myPartner.login': 'Associer mon mobile',
  'myPartner.invitedBy': 'Invité par',
  'myPartner.partners': 'Également invités par cette personne',
  'myPartner.joined': 'Inscrit le {date}',
  'myPartner.noCaptain':
    'Vous vous êtes inscrit sans invitation : vous n’avez donc pas encore de partenaires.',
  'myPartner.toTeam': 'Inviter des personnes',
  'myPartner.empty': 'Personne d’autre ne s’est encore inscrit avec votre parrain.',
};

export default fr;
