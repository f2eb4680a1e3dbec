import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'orderCenter.title': 'Mes commandes',
  'orderCenter.loggedOut':
    'Connectez-vous pour voir les commandes que vous avez publiées et les missions que vous avez prises.',
  'orderCenter.login': 'Se connecter',
  'orderCenter.sides': 'Quelles commandes',
  'orderCenter.all': 'Toutes les commandes',
  'orderCenter.total': '{n} au total',
  'orderCenter.groupCount': '{group} : {n}',
  'orderCenter.nonePosted': "Vous n'avez encore rien publié.",
  'orderCenter.noneTaken': "Vous n'avez encore pris aucune mission.",
  'orderCenter.post': 'Publier une mission',
  'orderCenter.find': 'Trouver des missions',
  'orderCenter.evaluations': 'Mes avis',
};

export default fr;
