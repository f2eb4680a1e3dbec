import type { Catalog } from '../../../../../i18n';

/** The filter panel of the task hall: sort, distance and price. */
const fr: Catalog = {
  'taskCentered.sort': 'Trier',
  'taskCentered.sortNewest': 'Plus récentes',
  'taskCentered.sortNearest': 'Plus proches',
  'taskCentered.sortPriceAsc': 'Prix croissant',
  'taskCentered.sortPriceDesc': 'Prix décroissant',
  'taskCentered.distance': 'Distance',
  'taskCentered.anyDistance': 'Toute distance',
  'taskCentered.withinKm': 'À moins de {km} km',
  'taskCentered.priceMin': 'Min ¥',
  'taskCentered.priceMax': 'Max ¥',
  'taskCentered.priceApply': 'Appliquer',
  'taskCentered.priceInvalid': 'Saisissez un montant en yuans, par ex. 50 ou 12.50',
  'taskCentered.priceOrder': 'Le minimum ne peut pas dépasser le maximum',
  'taskCentered.noLocation': 'Localisation désactivée : filtres de distance indisponibles',
  'taskCentered.locating': 'Recherche de votre position…',
};

export default fr;
