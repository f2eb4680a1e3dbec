import type { InlineMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { copyTextMessages } from '../../../ui/copy-text/messages';
import en from './i18n/en';

/** The texts of homeView and of copyText's toasts: en inline (the fallback), each other locale its own chunk. */
const own: InlineMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default mergeMessages(own, copyTextMessages);
