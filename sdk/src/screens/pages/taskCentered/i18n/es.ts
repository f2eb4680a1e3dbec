import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'taskCentered.title': 'Tareas',
  'taskCentered.search': 'Buscar',
  'taskCentered.searchPlaceholder': 'Buscar tareas',
  'taskCentered.hot': 'Más populares',
  'taskCentered.recommend': 'Para ti',
  'taskCentered.category': 'Categoría',
  'taskCentered.all': 'Todas',
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
  'taskCentered.list': 'Tareas abiertas',
  'taskCentered.empty': 'Ninguna tarea abierta coincide con estos filtros',
};

export default es;
