import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'kefuTrade.title': '交易明細',
  'kefuTrade.status': '狀態',
  'kefuTrade.fee': '服務費',
  'kefuTrade.coupon': '優惠券',
  'kefuTrade.noCoupon': '未使用',
  'kefuTrade.poster': '發案者',
  'kefuTrade.taker': '接案者',
  'kefuTrade.address': '地址',
  'kefuTrade.payments': '付款紀錄',
  'kefuTrade.ledger': '帳務明細',
  'kefuTrade.log': '處理紀錄',
  'kefuTrade.evaluations': '評價',
  'kefuTrade.chat': '雙方聊天紀錄',
  'kefuTrade.openChat': '查看聊天紀錄',
  'kefuTrade.none': '目前沒有',
};

export default zhHant;
