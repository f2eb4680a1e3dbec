import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The texts of the code countdown button (`countdownButton.*`): en inline, each other locale its own chunk, merged by
 * every screen that shows it (loginView) (`mergeMessages(own, countdownButtonMessages)`).
 */
export const countdownButtonMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
