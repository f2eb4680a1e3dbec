import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The names of the two sides and of their state tabs (`myOrderTabs.*`), shared by orderCenter
 * and orderList: en inline, each other locale its own chunk.
 */
export const myOrderTabsMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
