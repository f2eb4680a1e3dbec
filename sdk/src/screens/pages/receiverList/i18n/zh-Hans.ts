import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'receiverList.title': '接单人',
  'receiverList.missing': '链接中缺少订单信息',
  'receiverList.spots': '已付款{paid}个名额，共{total}个',
  'receiverList.empty': '还没有人接这一单',
  'receiverList.open': '详情与记录',
  'receiverList.contact': '私信',
  'receiverList.contactNamed': '私信{name}',
};

export default zhHans;
