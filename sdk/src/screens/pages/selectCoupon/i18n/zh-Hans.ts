import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'selectCoupon.title': '选择优惠券',
  'selectCoupon.none': '不使用优惠券',
  'selectCoupon.usable': '可用优惠券',
  'selectCoupon.unusable': '本任务不可用',
  'selectCoupon.empty': '您还没有优惠券',
  'selectCoupon.saving': '正在使用…',
  'selectCoupon.applied': '已使用优惠券',
  'selectCoupon.removed': '已取消使用优惠券',
};

export default zhHans;
