import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'kefuTask.title': 'Tarea (atención al cliente)',
  'kefuTask.task': 'Tarea',
  'kefuTask.trade': 'Detalle de la transacción',
  'kefuTask.order': 'Pedido',
  'kefuTask.taker': 'Proveedor',
  'kefuTask.actions': 'Lo que puedes hacer',
  'kefuTask.noActions': 'Atención al cliente no tiene acciones sobre esta tarea en su estado actual.',
  'kefuTask.supervisorOnly':
    'La tarifa supera {amount}: solo un supervisor puede liberar, reembolsar o repartir el pago.',
  'kefuTask.takerPart': 'Parte del proveedor, en yuanes (tarifa {fee})',
  'kefuTask.splitRange': 'Indica la parte del proveedor: más de 0 y menos de {fee}.',
  'kefuTask.log': 'Historial',
};

export default es;
