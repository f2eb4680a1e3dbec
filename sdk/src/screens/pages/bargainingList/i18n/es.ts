import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'bargainingList.title': 'Presupuestos',
  'bargainingList.missing': 'Este enlace no indica ningún pedido.',
  'bargainingList.reference': 'Tu precio orientativo {price}',
  'bargainingList.empty': 'No hay presupuestos pendientes. Los nuevos aparecerán aquí.',
  'bargainingList.open': 'Ver las ofertas',
};

export default es;
