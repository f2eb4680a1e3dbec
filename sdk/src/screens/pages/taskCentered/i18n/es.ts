import type { Catalog } from '../../../../i18n';
import orderCard from '../../../../ui/order-card/i18n/es';

const es: Catalog = {
  ...orderCard,
  'taskCentered.title': 'Tareas',
  'taskCentered.search': 'Buscar',
  'taskCentered.searchPlaceholder': 'Buscar tareas',
  'taskCentered.hot': 'Más populares',
  'taskCentered.recommend': 'Para ti',
  'taskCentered.category': 'Categoría',
  'taskCentered.all': 'Todas',
  'taskCentered.filters': 'Filtros',
  'taskCentered.list': 'Tareas abiertas',
  'taskCentered.empty': 'Ninguna tarea abierta coincide con estos filtros',
};

export default es;
