import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'cashRecord.title': 'Withdrawal records',
  'cashRecord.empty': 'You have not withdrawn anything yet.',
  'cashRecord.cashOut': 'Cash out',
  'cashRecord.loggedOut': 'Sign in to see your withdrawals.',
  'cashRecord.login': 'Sign in',
  'cashRecord.cancel': 'Cancel',
  'cashRecord.confirm': 'Confirm receipt',
  'cashRecord.cancelTitle': 'Cancel this withdrawal?',
  'cashRecord.cancelBody': 'The amount goes back to your available balance.',
  'cashRecord.cancelled': 'Withdrawal cancelled. The amount is back in your balance.',
};

export default en;
