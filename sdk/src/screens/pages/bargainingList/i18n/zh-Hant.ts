import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'bargainingList.title': '報價列表',
  'bargainingList.missing': '連結中缺少委託資訊',
  'bargainingList.reference': '你的參考價 {price}',
  'bargainingList.empty': '目前沒有待處理的報價，收到新報價會顯示在這裡',
  'bargainingList.open': '查看議價',
};

export default zhHant;
