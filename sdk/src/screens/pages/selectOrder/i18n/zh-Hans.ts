import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'selectOrder.title': '选择订单',
  'selectOrder.intro': '选择一个你发布的招募中订单，发送到当前聊天',
  'selectOrder.list': '招募中的订单',
  'selectOrder.send': '发送',
  'selectOrder.empty': '你没有招募中的订单可发送',
  'selectOrder.post': '发布任务',
  'selectOrder.loggedOut': '登录后才能发送订单',
  'selectOrder.login': '去登录',
};

export default zhHans;
