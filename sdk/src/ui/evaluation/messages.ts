import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The texts of the evaluation view and stars (`evaluation.*`): en inline, each other locale its
 * own chunk, shared by the screens that merge them into their messages.
 */
export const evaluationMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
