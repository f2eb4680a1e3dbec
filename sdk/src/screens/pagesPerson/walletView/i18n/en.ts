import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'walletView.title': 'Wallet',
  'walletView.loggedOut': 'Sign in to see your wallet.',
  'walletView.login': 'Sign in',
  'walletView.balances': 'Balances',
  'walletView.available': 'Available to withdraw',
  'walletView.pending': 'Clearing',
  'walletView.frozen': 'Being withdrawn',
  'walletView.total': 'Total income',
  'walletView.pendingHint': 'Earnings clear {days} days after a task is settled, then you can withdraw them.',
  'walletView.cashOut': 'Cash out',
  'walletView.records': 'Withdrawal records',
  'walletView.income': 'Income',
  'walletView.withdrawals': 'Withdrawals',
  'walletView.noIncome': 'Money you earn from tasks will show up here.',
  'walletView.noWithdrawals': 'You have not withdrawn anything yet.',
  'walletView.kindClearance': 'Cleared',
  'walletView.kindRequested': 'Withdrawal requested',
  'walletView.kindSucceeded': 'Withdrawn to WeChat',
  'walletView.kindFailed': 'Withdrawal failed, returned',
  'walletView.kindCancelled': 'Withdrawal cancelled, returned',
  'walletView.kindTask': 'Task income',
  'walletView.bucketPending': 'clearing',
  'walletView.bucketAvailable': 'available',
  'walletView.bucketFrozen': 'being withdrawn',
};

export default en;
