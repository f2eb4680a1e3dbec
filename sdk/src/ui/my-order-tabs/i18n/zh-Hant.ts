import type { Catalog } from '../../../i18n';

const zhHant: Catalog = {
  'myOrderTabs.poster': '我發布的',
  'myOrderTabs.taker': '我接的案',
  'myOrderTabs.posterAll': '全部',
  'myOrderTabs.posterOpen': '招募中',
  'myOrderTabs.posterAwaitingPayment': '待付款',
  'myOrderTabs.posterInProgress': '進行中',
  'myOrderTabs.posterToConfirm': '待驗收',
  'myOrderTabs.posterAfterSale': '售後／糾紛',
  'myOrderTabs.posterDone': '已結束',
  'myOrderTabs.takerAll': '全部',
  'myOrderTabs.takerNegotiating': '報價中',
  'myOrderTabs.takerAwaitingPayment': '待委託方付款',
  'myOrderTabs.takerInProgress': '待服務',
  'myOrderTabs.takerToConfirm': '待驗收',
  'myOrderTabs.takerAfterSale': '售後／糾紛',
  'myOrderTabs.takerEnded': '已結束',
};

export default zhHant;
