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

/**
 * Saves the language chosen in the page's menu, for the page (localStorage) and for its server,
 * which draws the hall's first paint in it on the next visit (server.mjs reads the cookie).
 */
export function saveLocale(value) {
  localStorage.setItem('handy.locale', value);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `handy.locale=${value}; path=/; max-age=31536000; samesite=lax`;
}

export function startingLocale() {
  const saved = localStorage.getItem('handy.locale');
  if (LANGUAGES.some(([value]) => value === saved)) {
    // a choice saved before the page kept it in a cookie too
    if (!document.cookie.includes(`handy.locale=${saved}`)) saveLocale(saved);
    return saved;
  }
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(browser) ? 'zh-Hant' : 'zh-Hans';
  return LANGUAGES.find(([value]) => browser.startsWith(value))?.[0] ?? 'en';
}

/** The options `<Marketplace/>` gets in App.jsx, but the locale, which the page may change later. */
export const hallOptions = { entry: 'taskHall', apiBase: marketplaceUrl, nonce, theme };
