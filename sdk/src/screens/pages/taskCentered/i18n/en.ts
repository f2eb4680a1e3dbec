import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'taskCentered.title': 'Task hall',
  'taskCentered.search': 'Search',
  'taskCentered.searchPlaceholder': 'Search tasks',
  'taskCentered.hot': 'Hot positions',
  'taskCentered.recommend': 'For you',
  'taskCentered.category': 'Category',
  'taskCentered.all': 'All',
  'taskCentered.sort': 'Sort',
  'taskCentered.sortNewest': 'Newest',
  'taskCentered.sortNearest': 'Nearest',
  'taskCentered.sortPriceAsc': 'Price: low to high',
  'taskCentered.sortPriceDesc': 'Price: high to low',
  'taskCentered.distance': 'Distance',
  'taskCentered.anyDistance': 'Any distance',
  'taskCentered.withinKm': 'Within {km} km',
  'taskCentered.priceMin': 'Min ¥',
  'taskCentered.priceMax': 'Max ¥',
  'taskCentered.priceApply': 'Apply',
  'taskCentered.priceInvalid': 'Enter an amount in yuan, like 50 or 12.50',
  'taskCentered.priceOrder': 'The minimum cannot be above the maximum',
  'taskCentered.noLocation': 'Location is off: distance filters are unavailable',
  'taskCentered.locating': 'Finding your location…',
  'taskCentered.list': 'Open tasks',
  'taskCentered.empty': 'No open tasks match these filters',
};

export default en;
