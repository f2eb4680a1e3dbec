import type { Catalog } from '../../../../../i18n';

/** The filter panel of the task hall: sort, distance and price. */
const en: Catalog = {
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
};

export default en;
