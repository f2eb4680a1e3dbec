import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'bargainingList.title': '报价列表',
  'bargainingList.missing': '链接中缺少订单信息',
  'bargainingList.reference': '你的参考价 {price}',
  'bargainingList.empty': '暂无待处理的报价，收到新报价会显示在这里',
  'bargainingList.open': '查看议价',
};

export default zhHans;
