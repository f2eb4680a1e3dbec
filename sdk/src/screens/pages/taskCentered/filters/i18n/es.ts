import type { Catalog } from '../../../../../i18n';

/** The filter panel of the task hall: sort, distance and price. */
const es: Catalog = {
  'taskCentered.sort': 'Ordenar',
  'taskCentered.sortNewest': 'Más recientes',
  'taskCentered.sortNearest': 'Más cercanas',
  'taskCentered.sortPriceAsc': 'Precio: de menor a mayor',
  'taskCentered.sortPriceDesc': 'Precio: de mayor a menor',
  'taskCentered.distance': 'Distancia',
  'taskCentered.anyDistance': 'Cualquier distancia',
  'taskCentered.withinKm': 'A menos de {km} km',
  'taskCentered.priceMin': 'Mín. ¥',
  'taskCentered.priceMax': 'Máx. ¥',
  'taskCentered.priceApply': 'Aplicar',
  'taskCentered.priceInvalid': 'Introduce un importe en yuanes, como 50 o 12.50',
  'taskCentered.priceOrder': 'El mínimo no puede superar el máximo',
  'taskCentered.noLocation': 'Ubicación desactivada: no se puede filtrar por distancia',
  'taskCentered.locating': 'Buscando tu ubicación…',
};

export default es;
