import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'modifyOrder.title': '修改订单',
  'modifyOrder.loggedOut': '登录后才能修改订单',
  'modifyOrder.login': '绑定手机',
  'modifyOrder.missing': '订单不存在',
  'modifyOrder.locked': '订单已有任务付款或已结束，不能再修改',
  'modifyOrder.save': '保存修改',
  'modifyOrder.saved': '修改已保存',
};

export default zhHans;
