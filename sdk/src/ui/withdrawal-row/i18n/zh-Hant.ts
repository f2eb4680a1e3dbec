import type { Catalog } from '../../../i18n';

const catalog: Catalog = {
  'withdrawalRow.title': '提領到微信',
  'withdrawalRow.pending': '處理中',
  'withdrawalRow.waiting': '等待你確認收款',
  'withdrawalRow.cancelling': '取消中',
  'withdrawalRow.succeeded': '已入帳',
  'withdrawalRow.failed': '提領失敗',
  'withdrawalRow.cancelled': '已取消',
  'withdrawalRow.started': '{date} 申請',
  'withdrawalRow.finished': '{date} 結束',
};

export default catalog;
