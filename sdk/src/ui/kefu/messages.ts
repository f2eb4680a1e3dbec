import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/** The console's shared texts (`kefu.*`, ui/kefu): merged into each pagesManage screen's messages. */
export const kefuMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
