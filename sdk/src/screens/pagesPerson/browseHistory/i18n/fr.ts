import type { Catalog } from '../../../../i18n';

const fr: Catalog = {
  'browseHistory.title': 'Historique de navigation',
  'browseHistory.open': 'Ouverte',
  'browseHistory.full': 'Complète',
  'browseHistory.closed': 'Terminée',
  'browseHistory.empty': 'Les commandes que vous ouvrez apparaîtront ici.',
  'browseHistory.find': 'Parcourir les missions',
  'browseHistory.loggedOut': 'Connectez-vous pour voir les commandes consultées.',
  'browseHistory.login': 'Se connecter',
};

export default fr;
