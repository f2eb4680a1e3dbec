import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'browseHistory.title': '浏览记录',
  'browseHistory.open': '招募中',
  'browseHistory.full': '已满员',
  'browseHistory.closed': '已结束',
  'browseHistory.empty': '你看过的订单会显示在这里',
  'browseHistory.find': '去任务大厅看看',
  'browseHistory.loggedOut': '登录后查看你的浏览记录',
  'browseHistory.login': '去登录',
};

export default zhHans;
