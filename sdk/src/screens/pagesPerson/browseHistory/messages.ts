import type { ScreenMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { orderCardMessages } from '../../../ui/order-card/messages';
import en from './i18n/en';

/**
 * The texts of browseHistory and of its order cards: en inline, each other locale with the rest of
 * the group's (../i18n/).
 */
const own: ScreenMessages = {
  en,
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  'zh-Hans': () => import('../i18n/zh-Hans'),
  'zh-Hant': () => import('../i18n/zh-Hant'),
};

export default mergeMessages(own, orderCardMessages);
