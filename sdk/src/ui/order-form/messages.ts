import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The texts of the order form (`orderForm.*`): en inline, each other locale its own chunk,
 * shared by the screens that draw the form (deliverOrder, modifyOrder), which merge them into
 * their messages: `mergeMessages(own, orderFormMessages)`. The router loads them with the
 * screen, so the form's chunk carries code only.
 */
export const orderFormMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
