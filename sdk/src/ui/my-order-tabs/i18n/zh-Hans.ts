import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'myOrderTabs.poster': '我发布的',
  'myOrderTabs.taker': '我接的单',
  'myOrderTabs.posterAll': '全部',
  'myOrderTabs.posterOpen': '招募中',
  'myOrderTabs.posterAwaitingPayment': '待付款',
  'myOrderTabs.posterInProgress': '进行中',
  'myOrderTabs.posterToConfirm': '待验收',
  'myOrderTabs.posterAfterSale': '售后/纠纷',
  'myOrderTabs.posterDone': '已结束',
  'myOrderTabs.takerAll': '全部',
  'myOrderTabs.takerNegotiating': '报价中',
  'myOrderTabs.takerAwaitingPayment': '待下单方付款',
  'myOrderTabs.takerInProgress': '待服务',
  'myOrderTabs.takerToConfirm': '待验收',
  'myOrderTabs.takerAfterSale': '售后/纠纷',
  'myOrderTabs.takerEnded': '已结束',
};

export default zhHans;
