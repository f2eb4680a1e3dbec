import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'orderList.groups': '訂單狀態',
  'orderList.nonePoster': '你還沒有發布過案件',
  'orderList.noneTaker': '你還沒有接過案件',
  'orderList.noneHere': '目前沒有此狀態的訂單',
  'orderList.post': '發布案件',
  'orderList.find': '去任務大廳接案',
  'orderList.loggedOut': '登入後查看你的訂單',
  'orderList.login': '去登入',
};

export default zhHant;
