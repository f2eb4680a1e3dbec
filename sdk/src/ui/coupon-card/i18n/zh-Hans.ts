import type { Catalog } from '../../../i18n';

const zhHans: Catalog = {
  'couponCard.min': '满{amount}可用',
  'couponCard.noMin': '无门槛',
  'couponCard.until': '有效期至{date}',
  'couponCard.ended': '已于{date}过期',
  'couponCard.usedOn': '{date}已使用',
  'couponCard.soon': '即将过期',
  'couponCard.held': '待支付任务占用中',
};

export default zhHans;
