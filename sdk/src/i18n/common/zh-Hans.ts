import type { Catalog } from '../index';

/** The texts the kit and the screens share (`common.*`), Simplified Chinese (lazy chunk). Same keys and placeholders as en. */
const zhHans: Catalog = {
  'common.back': '返回',
  'common.close': '关闭',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.retry': '重试',
  'common.empty': '暂无内容',
  'common.error': '出错了，请稍后再试',
  'common.loadMore': '加载更多',
  'common.noMore': '没有更多了',
};

export default zhHans;
