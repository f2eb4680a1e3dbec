import type { ScreenMessages } from '../../../i18n';
import { mergeMessages } from '../../../i18n/merge';
import { orderFormMessages } from '../../../ui/order-form/messages';
import { pickersMessages } from '../../../ui/pickers/messages';
import en from './i18n/en';

/** The texts of modifyOrder and of the order form it draws (with its pickers): en inline, each other locale its own chunk. */
const own: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};

export default mergeMessages(own, pickersMessages, orderFormMessages);
