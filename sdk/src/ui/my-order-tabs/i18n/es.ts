import type { Catalog } from '../../../i18n';

const es: Catalog = {
  'myOrderTabs.poster': 'Publicados por mí',
  'myOrderTabs.taker': 'Aceptados por mí',
  'myOrderTabs.posterAll': 'Todos',
  'myOrderTabs.posterOpen': 'Buscando',
  'myOrderTabs.posterAwaitingPayment': 'Por pagar',
  'myOrderTabs.posterInProgress': 'En curso',
  'myOrderTabs.posterToConfirm': 'Por confirmar',
  'myOrderTabs.posterAfterSale': 'Cancelaciones y disputas',
  'myOrderTabs.posterDone': 'Cerrados',
  'myOrderTabs.takerAll': 'Todos',
  'myOrderTabs.takerNegotiating': 'Presupuestados',
  'myOrderTabs.takerAwaitingPayment': 'Esperando el pago',
  'myOrderTabs.takerInProgress': 'Por hacer',
  'myOrderTabs.takerToConfirm': 'Entregados',
  'myOrderTabs.takerAfterSale': 'Cancelaciones y disputas',
  'myOrderTabs.takerEnded': 'Terminados',
};

export default es;
