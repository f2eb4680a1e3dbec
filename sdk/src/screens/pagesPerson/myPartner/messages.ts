import type { ScreenMessages } from '../../../i18n';
import en from './i18n/en';

/**
 * The texts of myPartner: en inline (the fallback), each other locale with the rest of the group's
 * (../i18n/).
 */
const messages: ScreenMessages = {
  en,
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  'zh-Hans': () => import('../i18n/zh-Hans'),
  'zh-Hant': () => import('../i18n/zh-Hant'),
};

export default messages;
