import type { Catalog } from '../../../i18n';

const catalog: Catalog = {
  'withdrawalRow.title': '提现到微信',
  'withdrawalRow.pending': '处理中',
  'withdrawalRow.waiting': '待你确认收款',
  'withdrawalRow.cancelling': '撤销中',
  'withdrawalRow.succeeded': '已到账',
  'withdrawalRow.failed': '提现失败',
  'withdrawalRow.cancelled': '已撤销',
  'withdrawalRow.started': '{date} 申请',
  'withdrawalRow.finished': '{date} 结束',
};

export default catalog;
