import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'bargainingView.title': '议价',
  'bargainingView.missing': '链接中缺少接单信息',
  'bargainingView.reference': '参考价 {price}',
  'bargainingView.you': '我',
  'bargainingView.contact': '私信',
  'bargainingView.contactNamed': '私信{name}',
  'bargainingView.offers': '出价记录',
  'bargainingView.quoted': '{who}：首次报价',
  'bargainingView.countered': '{who}：还价',
  'bargainingView.yourMove': '轮到你了：当前价格 {price}',
  'bargainingView.theirMove': '等待{who}回复',
  'bargainingView.over': '议价已结束：{state}',
  'bargainingView.rounds': '已还价{used}次，共可还价{max}次',
  'bargainingView.limit': '{max}次还价机会已用完，当前价格只能同意、婉拒或撤回。',
};

export default zhHans;
