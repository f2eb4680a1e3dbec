import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'receiverList.title': '接案者',
  'receiverList.missing': '連結中缺少委託資訊',
  'receiverList.spots': '已付款{paid}個名額，共{total}個',
  'receiverList.empty': '目前還沒有人承接這個委託',
  'receiverList.open': '詳情與紀錄',
  'receiverList.contact': '傳訊息',
  'receiverList.contactNamed': '傳訊息給{name}',
};

export default zhHant;
