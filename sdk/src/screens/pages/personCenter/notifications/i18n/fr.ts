import type { Catalog } from '../../../../../i18n';

/** The person's notification settings: one line per kind. */
const fr: Catalog = {
  'personCenter.notifyOffer': 'Devis et contre-propositions',
  'personCenter.notifyAccepted': 'Mon offre acceptée',
  'personCenter.notifyPaid': 'Paiements',
  'personCenter.notifyDelivered': 'Travail livré',
  'personCenter.notifyConfirmReminder': 'Rappels de confirmation',
  'personCenter.notifyCancelRequested': 'Demandes d’annulation',
  'personCenter.notifyDisputeResolved': 'Décisions sur les litiges',
  'personCenter.notifyWithdrawalFinished': 'Retraits',
  'personCenter.notifySms': 'Aussi par SMS',
};

export default fr;
