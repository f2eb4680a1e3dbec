import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'selectCoupon.title': 'Choose a coupon',
  'selectCoupon.none': 'No coupon',
  'selectCoupon.usable': 'Coupons you can use',
  'selectCoupon.unusable': 'Not for this task',
  'selectCoupon.empty': 'You have no coupons yet.',
  'selectCoupon.saving': 'Applying…',
  'selectCoupon.applied': 'Coupon applied',
  'selectCoupon.removed': 'Paying without a coupon',
};

export default en;
