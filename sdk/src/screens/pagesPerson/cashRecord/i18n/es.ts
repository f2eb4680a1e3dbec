import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'cashRecord.title': 'Historial de retiros',
  'cashRecord.empty': 'Todavía no has retirado nada.',
  'cashRecord.cashOut': 'Retirar',
  'cashRecord.loggedOut': 'Inicia sesión para ver tus retiros.',
  'cashRecord.login': 'Iniciar sesión',
  'cashRecord.cancel': 'Cancelar',
  'cashRecord.confirm': 'Confirmar recepción',
  'cashRecord.cancelTitle': '¿Cancelar este retiro?',
  'cashRecord.cancelBody': 'El importe vuelve a tu saldo disponible.',
  'cashRecord.cancelled': 'Retiro cancelado. El importe ha vuelto a tu saldo.',
};

export default es;
