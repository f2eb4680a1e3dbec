import type { Catalog } from '../../../../../i18n';

/** The filter panel of the task hall: sort, distance and price. */
const zhHans: Catalog = {
  'taskCentered.sort': '排序',
  'taskCentered.sortNewest': '最新发布',
  'taskCentered.sortNearest': '离我最近',
  'taskCentered.sortPriceAsc': '价格从低到高',
  'taskCentered.sortPriceDesc': '价格从高到低',
  'taskCentered.distance': '距离',
  'taskCentered.anyDistance': '不限距离',
  'taskCentered.withinKm': '{km}公里内',
  'taskCentered.priceMin': '最低价',
  'taskCentered.priceMax': '最高价',
  'taskCentered.priceApply': '确定',
  'taskCentered.priceInvalid': '请输入金额，如 50 或 12.50',
  'taskCentered.priceOrder': '最低价不能高于最高价',
  'taskCentered.noLocation': '未开启定位，暂时无法按距离筛选',
  'taskCentered.locating': '正在获取你的位置…',
};

export default zhHans;
