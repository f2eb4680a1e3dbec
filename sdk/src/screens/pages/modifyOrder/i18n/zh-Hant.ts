import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'modifyOrder.title': '修改訂單',
  'modifyOrder.loggedOut': '登入後才能修改訂單',
  'modifyOrder.login': '綁定手機',
  'modifyOrder.missing': '訂單不存在',
  'modifyOrder.locked': '訂單已有任務付款或已結束，無法再修改',
  'modifyOrder.save': '儲存修改',
  'modifyOrder.saved': '修改已儲存',
};

export default zhHant;
