import type { Catalog } from '../../../../i18n';
import orderCard from '../../../../ui/order-card/i18n/zh-Hant';

const zhHant: Catalog = {
  ...orderCard,
  'taskCentered.title': '任務大廳',
  'taskCentered.search': '搜尋',
  'taskCentered.searchPlaceholder': '搜尋任務',
  'taskCentered.hot': '熱門任務',
  'taskCentered.recommend': '為你推薦',
  'taskCentered.category': '分類',
  'taskCentered.all': '全部',
  'taskCentered.filters': '篩選',
  'taskCentered.list': '可接任務',
  'taskCentered.empty': '沒有符合條件的任務',
};

export default zhHant;
