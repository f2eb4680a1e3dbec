import type { InlineMessages } from '../index';
import en from './en';

/**
 * The texts the kit and the screens share (`common.*`: back, confirm, load more...), only
 * those a first page may need: a text one kit part or a few screens use travels with them
 * (their messages.ts). Not in the core: they travel in the page base (app/page-base.ts), which
 * arrives with the first page and is added before any page shows, like a screen's own texts:
 * en inline (the fallback), each other locale its own chunk.
 */
const messages: InlineMessages = {
  en,
  es: () => import('./es'),
  fr: () => import('./fr'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
};

export default messages;
