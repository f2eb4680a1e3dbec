import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'cashOut.title': 'Cash out',
  'cashOut.loggedOut': 'Sign in to cash out.',
  'cashOut.login': 'Sign in',
  'cashOut.balance': 'Balance',
  'cashOut.available': 'Available to withdraw',
  'cashOut.min': 'Smallest withdrawal',
  'cashOut.dailyMax': 'Most per day',
  'cashOut.todayLeft': 'Left for today',
  'cashOut.amount': 'Amount (yuan)',
  'cashOut.placeholder': 'e.g. 50.00',
  'cashOut.all': 'All',
  'cashOut.arrives':
    'The money goes to your WeChat balance once you confirm receipt. One withdrawal at a time.',
  'cashOut.submit': 'Cash out',
  'cashOut.records': 'Withdrawal records',
  'cashOut.confirmTitle': 'Withdraw {amount} to WeChat?',
  'cashOut.confirmBody': 'The amount is set aside now and arrives when you confirm receipt.',
  'cashOut.invalid': 'Enter an amount in yuan, with at most two decimals.',
  'cashOut.belowMin': 'The smallest withdrawal is {min}.',
  'cashOut.aboveAvailable': 'You can withdraw at most {available}.',
  'cashOut.aboveDaily': 'You can withdraw {left} more today.',
  'cashOut.started': 'Withdrawal started.',
  'cashOut.open': 'A withdrawal is in progress.',
  'cashOut.confirmOnPage': 'Confirm receipt on the confirmation page to get the money.',
  'cashOut.openPage': 'Open the confirmation page',
  'cashOut.confirmInWechat': 'Confirm receipt in WeChat to get the money.',
  'cashOut.processing': 'We are waiting for WeChat’s answer. Check the withdrawal records.',
  'cashOut.unavailable': 'Cash-out is not available right now.',
};

export default en;
