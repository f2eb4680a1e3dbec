import type { Catalog } from '../index';

/** The texts the kit and the screens share (`common.*`), Traditional Chinese (lazy chunk). Same keys and placeholders as en. */
const zhHant: Catalog = {
  'common.back': '返回',
  'common.close': '關閉',
  'common.confirm': '確定',
  'common.cancel': '取消',
  'common.retry': '重試',
  'common.empty': '目前沒有內容',
  'common.error': '發生錯誤，請稍後再試',
  'common.loadMore': '載入更多',
  'common.noMore': '沒有更多了',
};

export default zhHant;
