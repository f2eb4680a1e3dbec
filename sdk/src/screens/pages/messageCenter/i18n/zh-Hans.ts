import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'messageCenter.title': '消息',
  'messageCenter.loggedOutTitle': '登录后查看消息',
  'messageCenter.loggedOutBody': '与发单人和接单人沟通任务和订单',
  'messageCenter.login': '绑定手机',
  'messageCenter.empty': '暂无会话',
  'messageCenter.emptyBody': '就任务联系对方后，会话会显示在这里',
  'messageCenter.list': '会话列表',
  'messageCenter.noMessage': '暂无消息',
  'messageCenter.picture': '[图片]',
  'messageCenter.order': '[订单]',
  'messageCenter.task': '[接单申请]',
  'messageCenter.system': '[系统消息]',
  'messageCenter.unread': '{count}条未读',
  'messageCenter.delete': '删除',
  'messageCenter.deleteNamed': '删除与{name}的会话',
};

export default zhHans;
