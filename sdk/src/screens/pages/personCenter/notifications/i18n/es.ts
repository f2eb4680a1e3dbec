import type { Catalog } from '../../../../../i18n';

/** The person's notification settings: one line per kind. */
const es: Catalog = {
  'personCenter.notifyOffer': 'Presupuestos y contraofertas',
  'personCenter.notifyAccepted': 'Mi oferta aceptada',
  'personCenter.notifyPaid': 'Pagos',
  'personCenter.notifyDelivered': 'Trabajo entregado',
  'personCenter.notifyConfirmReminder': 'Recordatorios para confirmar',
  'personCenter.notifyCancelRequested': 'Solicitudes de cancelación',
  'personCenter.notifyDisputeResolved': 'Decisiones sobre disputas',
  'personCenter.notifyWithdrawalFinished': 'Retiradas de dinero',
  'personCenter.notifySms': 'También por SMS',
};

export default es;
