import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'selectCoupon.title': '選擇優惠券',
  'selectCoupon.none': '不使用優惠券',
  'selectCoupon.usable': '可使用的優惠券',
  'selectCoupon.unusable': '此任務無法使用',
  'selectCoupon.empty': '您還沒有優惠券',
  'selectCoupon.saving': '套用中…',
  'selectCoupon.applied': '已套用優惠券',
  'selectCoupon.removed': '已改為不使用優惠券',
};

export default zhHant;
