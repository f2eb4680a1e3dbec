import type { Catalog } from '../../../../../i18n';

/** The filter panel of the task hall: sort, distance and price. */
const zhHant: Catalog = {
  'taskCentered.sort': '排序',
  'taskCentered.sortNewest': '最新刊登',
  'taskCentered.sortNearest': '離我最近',
  'taskCentered.sortPriceAsc': '價格由低到高',
  'taskCentered.sortPriceDesc': '價格由高到低',
  'taskCentered.distance': '距離',
  'taskCentered.anyDistance': '不限距離',
  'taskCentered.withinKm': '{km}公里內',
  'taskCentered.priceMin': '最低價',
  'taskCentered.priceMax': '最高價',
  'taskCentered.priceApply': '確定',
  'taskCentered.priceInvalid': '請輸入金額，例如 50 或 12.50',
  'taskCentered.priceOrder': '最低價不可高於最高價',
  'taskCentered.noLocation': '未開啟定位，暫時無法依距離篩選',
  'taskCentered.locating': '正在取得你的位置…',
};

export default zhHant;
