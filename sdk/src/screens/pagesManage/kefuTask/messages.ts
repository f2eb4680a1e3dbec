import type { ScreenMessages } from '../../../i18n';
import { lifecycleMessages } from '../../../i18n/lifecycle/messages';
import { mergeMessages } from '../../../i18n/merge';
import { kefuMessages } from '../../../ui/kefu/messages';
import en from './i18n/en';

/**
 * The texts of kefuTask and of the console's shared pieces: en inline, each other locale with the
 * rest of the group's (../i18n/).
 */
const own: ScreenMessages = {
  en,
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  'zh-Hans': () => import('../i18n/zh-Hans'),
  'zh-Hant': () => import('../i18n/zh-Hant'),
};

export default mergeMessages(own, kefuMessages, lifecycleMessages);
