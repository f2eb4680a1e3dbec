import type { InlineMessages } from '../../../../i18n';
import en from './i18n/en';

/** The filter panel's texts, added to the instance's i18n when the chunk arrives: en inline, each other locale its own chunk. */
const messages: InlineMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default messages;
