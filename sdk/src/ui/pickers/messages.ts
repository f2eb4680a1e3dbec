import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The labels of the date and time pickers (`pickers.*`): en inline, each other locale its own chunk, merged by
 * the screens that draw the order form (deliverOrder, modifyOrder) (`mergeMessages(own, pickersMessages)`).
 */
export const pickersMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
