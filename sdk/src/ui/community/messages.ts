import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/** The community's shared texts (`community.*`), merged into each community screen's messages. */
export const communityMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
