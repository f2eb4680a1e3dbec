import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'myCollection.title': '我的收藏',
  'myCollection.orders': '订单',
  'myCollection.talents': '人才',
  'myCollection.remove': '取消收藏',
  'myCollection.removed': '已取消收藏',
  'myCollection.noOrders': '收藏的订单会显示在这里',
  'myCollection.findOrders': '去任务大厅看看',
  'myCollection.noTalents': '收藏的人才会显示在这里',
  'myCollection.findTalents': '去人才中心看看',
  'myCollection.loggedOut': '登录后查看你的收藏',
  'myCollection.login': '去登录',
};

export default zhHans;
