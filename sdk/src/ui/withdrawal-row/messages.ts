import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/** The texts of a withdrawal's row (`withdrawalRow.*`), shared by walletView and cashRecord. */
export const withdrawalRowMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
