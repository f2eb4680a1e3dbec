// The hall's options, the same for the early mount (boot.js) and for the React page that
// adopts it (App.jsx), and the page's saved language.
import { theme } from './theme.js';

const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';

// server.mjs put the marketplace's address (MARKETPLACE_URL or `?server=`) and this response's
// CSP nonce in meta tags: the page has no inline script to carry them.
export const marketplaceUrl = meta('marketplace-url').replace(/\/+$/, '');
export const nonce = meta('csp-nonce');
export { theme };

export const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['zh-Hans', '简体中文'],
  ['zh-Hant', '繁體中文'],
];

export function startingLocale() {
  const saved = localStorage.getItem('handy.locale');
  if (LANGUAGES.some(([value]) => value === saved)) return saved;
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(browser) ? 'zh-Hant' : 'zh-Hans';
  return LANGUAGES.find(([value]) => browser.startsWith(value))?.[0] ?? 'en';
}

/** The options `<Marketplace/>` gets in App.jsx, but the locale, which the page may change later. */
export const hallOptions = { entry: 'taskHall', apiBase: marketplaceUrl, nonce, theme };
