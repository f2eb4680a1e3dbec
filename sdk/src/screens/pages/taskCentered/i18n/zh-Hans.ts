import type { Catalog } from '../../../../i18n';
import orderCard from '../../../../ui/order-card/i18n/zh-Hans';

const zhHans: Catalog = {
  ...orderCard,
  'taskCentered.title': '任务大厅',
  'taskCentered.search': '搜索',
  'taskCentered.searchPlaceholder': '搜索任务',
  'taskCentered.hot': '热门任务',
  'taskCentered.recommend': '为你推荐',
  'taskCentered.category': '分类',
  'taskCentered.all': '全部',
  'taskCentered.filters': '筛选',
  'taskCentered.list': '可接任务',
  'taskCentered.empty': '没有符合条件的任务',
};

export default zhHans;
