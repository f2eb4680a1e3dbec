import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'myCollection.title': '我的收藏',
  'myCollection.orders': '訂單',
  'myCollection.talents': '人才',
  'myCollection.remove': '取消收藏',
  'myCollection.removed': '已取消收藏',
  'myCollection.noOrders': '收藏的訂單會顯示在這裡',
  'myCollection.findOrders': '去任務大廳逛逛',
  'myCollection.noTalents': '收藏的人才會顯示在這裡',
  'myCollection.findTalents': '去人才中心逛逛',
  'myCollection.loggedOut': '登入後查看你的收藏',
  'myCollection.login': '去登入',
};

export default zhHant;
