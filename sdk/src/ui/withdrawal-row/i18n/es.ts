import type { Catalog } from '../../../i18n';

const catalog: Catalog = {
  'withdrawalRow.title': 'Retiro a WeChat',
  'withdrawalRow.pending': 'En proceso',
  'withdrawalRow.waiting': 'Pendiente de tu confirmación',
  'withdrawalRow.cancelling': 'Cancelando',
  'withdrawalRow.succeeded': 'Recibido',
  'withdrawalRow.failed': 'Fallido',
  'withdrawalRow.cancelled': 'Cancelado',
  'withdrawalRow.started': 'Solicitado el {date}',
  'withdrawalRow.finished': 'Terminado el {date}',
};

export default catalog;
