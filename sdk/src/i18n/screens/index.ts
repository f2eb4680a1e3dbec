import type { ScreenMessages } from '..';

/**
 * The texts of every screen beyond the first load, one file per locale, English included: a
 * page pays for its language alone, and in one file rather than sixty (each file compresses on
 * its own, and small ones badly). The screens a first load shows keep their English inline and
 * their other locales in files of their own: home, the task hall, the conversations and the
 * coupon popup (FIRST_LOAD_SCREENS in ./screens.test.ts). The page shows once the file is in.
 */
export const screenTexts: ScreenMessages = {
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
};
