import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'kefuTrade.title': '交易详情',
  'kefuTrade.status': '状态',
  'kefuTrade.fee': '服务费',
  'kefuTrade.coupon': '优惠券',
  'kefuTrade.noCoupon': '未使用',
  'kefuTrade.poster': '发单人',
  'kefuTrade.taker': '接单人',
  'kefuTrade.address': '地址',
  'kefuTrade.payments': '支付记录',
  'kefuTrade.ledger': '账务流水',
  'kefuTrade.log': '处理记录',
  'kefuTrade.evaluations': '评价',
  'kefuTrade.chat': '双方聊天记录',
  'kefuTrade.openChat': '查看聊天记录',
  'kefuTrade.none': '暂无',
};

export default zhHans;
