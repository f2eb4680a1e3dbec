import type { Catalog } from '../../../../../i18n';

/** The person's notification settings: one line per kind. */
const en: Catalog = {
  'personCenter.notifyOffer': 'Quotes and counter-offers',
  'personCenter.notifyAccepted': 'My offer accepted',
  'personCenter.notifyPaid': 'Payments',
  'personCenter.notifyDelivered': 'Work delivered',
  'personCenter.notifyConfirmReminder': 'Reminders to confirm',
  'personCenter.notifyCancelRequested': 'Cancellation requests',
  'personCenter.notifyDisputeResolved': 'Dispute decisions',
  'personCenter.notifyWithdrawalFinished': 'Withdrawals',
  'personCenter.notifySms': 'Also by text message',
};

export default en;
