import type { ScreenMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { countdownButtonMessages } from '../../../ui/countdown-button/messages';
import en from './i18n/en';

/** The texts of loginView and of its code countdown button: en inline (the fallback), each other locale its own chunk. */
const own: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default mergeMessages(own, countdownButtonMessages);
