import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'orderList.groups': '订单状态',
  'orderList.nonePoster': '你还没有发布过任务',
  'orderList.noneTaker': '你还没有接过任务',
  'orderList.noneHere': '暂无该状态的订单',
  'orderList.post': '发布任务',
  'orderList.find': '去任务大厅接单',
  'orderList.loggedOut': '登录后查看你的订单',
  'orderList.login': '去登录',
};

export default zhHans;
