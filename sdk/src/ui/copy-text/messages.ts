import type { InlineMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The toasts of copyText (`copyText.*`): en inline, each other locale its own chunk, merged by
 * home (`mergeMessages(own, copyTextMessages)`); the other screens that copy have them in the
 * shared file of their texts (i18n/screens).
 */
export const copyTextMessages: InlineMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
