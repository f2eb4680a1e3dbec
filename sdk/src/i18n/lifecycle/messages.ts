import type { ScreenMessages } from '../index';
import en from './en';

/**
 * The lifecycle's shared texts (state names, button labels, log lines), for the screens of
 * orders and tasks: `mergeMessages(own, lifecycleMessages)` in a screen's messages.ts. English
 * ships in the chunk shared by those screens, each other locale is its own chunk.
 */
export const lifecycleMessages: ScreenMessages = {
  en,
  es: () => import('./es'),
  fr: () => import('./fr'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
};
