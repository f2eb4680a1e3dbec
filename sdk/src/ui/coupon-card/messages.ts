import type { InlineMessages } from '../../i18n';
import en from './i18n/en';

/** The texts of the coupon card (`couponCard.*`), merged by couponView; selectCoupon has them in i18n/screens. */
export const couponCardMessages: InlineMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
