import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'bargainingView.title': '議價',
  'bargainingView.missing': '連結中缺少接案資訊',
  'bargainingView.reference': '參考價 {price}',
  'bargainingView.you': '我',
  'bargainingView.contact': '傳訊息',
  'bargainingView.contactNamed': '傳訊息給{name}',
  'bargainingView.offers': '出價紀錄',
  'bargainingView.quoted': '{who}：首次報價',
  'bargainingView.countered': '{who}：還價',
  'bargainingView.yourMove': '輪到你了：目前價格 {price}',
  'bargainingView.theirMove': '等待{who}回覆',
  'bargainingView.over': '議價已結束：{state}',
  'bargainingView.rounds': '已還價{used}次，共可還價{max}次',
  'bargainingView.limit': '{max}次還價機會已用完，目前價格只能同意、婉拒或撤回。',
};

export default zhHant;
