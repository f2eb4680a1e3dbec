import type { InlineMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { couponCardMessages } from '../../../ui/coupon-card/messages';
import en from './i18n/en';

/** The texts of couponView (and of its launch popup) with the coupon card's. */
const own: InlineMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default mergeMessages(own, couponCardMessages);
