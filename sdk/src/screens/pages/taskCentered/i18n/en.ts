import type { Catalog } from '../../../../i18n';
import orderCard from '../../../../ui/order-card/i18n/en';

const en: Catalog = {
  ...orderCard,
  'taskCentered.title': 'Task hall',
  'taskCentered.search': 'Search',
  'taskCentered.searchPlaceholder': 'Search tasks',
  'taskCentered.hot': 'Hot positions',
  'taskCentered.recommend': 'For you',
  'taskCentered.category': 'Category',
  'taskCentered.all': 'All',
  'taskCentered.filters': 'Filters',
  'taskCentered.list': 'Open tasks',
  'taskCentered.empty': 'No open tasks match these filters',
};

export default en;
