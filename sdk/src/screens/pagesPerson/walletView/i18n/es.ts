import type { Catalog } from '../../../../i18n';

const es: Catalog = {
  'walletView.title': 'Monedero',
  'walletView.loggedOut': 'Inicia sesión para ver tu monedero.',
  'walletView.login': 'Iniciar sesión',
  'walletView.balances': 'Saldos',
  'walletView.available': 'Disponible para retirar',
  'walletView.pending': 'En liquidación',
  'walletView.frozen': 'En retiro',
  'walletView.total': 'Ingresos totales',
  'walletView.pendingHint':
    'Lo que ganas se libera {days} días después de cerrar la tarea; entonces puedes retirarlo.',
  'walletView.cashOut': 'Retirar',
  'walletView.records': 'Historial de retiros',
  'walletView.income': 'Ingresos',
  'walletView.withdrawals': 'Retiros',
  'walletView.noIncome': 'Aquí aparecerá el dinero que ganes con tus tareas.',
  'walletView.noWithdrawals': 'Todavía no has retirado nada.',
  'walletView.kindClearance': 'Liberado',
  'walletView.kindRequested': 'Retiro solicitado',
  'walletView.kindSucceeded': 'Retirado a WeChat',
  'walletView.kindFailed': 'Retiro fallido, devuelto',
  'walletView.kindCancelled': 'Retiro cancelado, devuelto',
  'walletView.kindTask': 'Ingreso de una tarea',
  'walletView.bucketPending': 'en liquidación',
  'walletView.bucketAvailable': 'disponible',
  'walletView.bucketFrozen': 'en retiro',
};

export default es;
