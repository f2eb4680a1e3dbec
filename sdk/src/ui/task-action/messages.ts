import type { ScreenMessages } from '../../i18n';
import en from './i18n/en';

/**
 * The texts of the task buttons and their forms (`taskAction.*`, ui/task-buttons and
 * ui/task-action): en inline, each other locale its own chunk, shared by every screen that
 * merges them into its messages (`mergeMessages(own, lifecycleMessages, taskActionMessages)`).
 */
export const taskActionMessages: ScreenMessages = {
  en,
  es: () => import('./i18n/es'),
  fr: () => import('./i18n/fr'),
  'zh-Hans': () => import('./i18n/zh-Hans'),
  'zh-Hant': () => import('./i18n/zh-Hant'),
};
