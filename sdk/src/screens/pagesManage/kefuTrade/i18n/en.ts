import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'kefuTrade.title': 'Transaction detail',
  'kefuTrade.status': 'State',
  'kefuTrade.fee': 'Fee',
  'kefuTrade.coupon': 'Coupon',
  'kefuTrade.noCoupon': 'None',
  'kefuTrade.poster': 'Customer',
  'kefuTrade.taker': 'Provider',
  'kefuTrade.address': 'Address',
  'kefuTrade.payments': 'Payments',
  'kefuTrade.ledger': 'Ledger entries',
  'kefuTrade.log': 'History',
  'kefuTrade.evaluations': 'Evaluations',
  'kefuTrade.chat': 'Chat between the two parties',
  'kefuTrade.openChat': 'Read the chat',
  'kefuTrade.none': 'None.',
};

export default en;
