import type { Catalog } from '../../../../i18n';
import orderCard from '../../../../ui/order-card/i18n/fr';

const fr: Catalog = {
  ...orderCard,
  'taskCentered.title': 'Missions',
  'taskCentered.search': 'Rechercher',
  'taskCentered.searchPlaceholder': 'Rechercher une mission',
  'taskCentered.hot': 'Populaires',
  'taskCentered.recommend': 'Pour vous',
  'taskCentered.category': 'Catégorie',
  'taskCentered.all': 'Toutes',
  'taskCentered.filters': 'Filtres',
  'taskCentered.list': 'Missions ouvertes',
  'taskCentered.empty': 'Aucune mission ouverte ne correspond à ces filtres',
};

export default fr;
