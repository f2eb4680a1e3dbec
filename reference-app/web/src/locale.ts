/** The interface locales the SDK ships; anything else falls back to en. */
export type Locale = 'en' | 'es' | 'fr' | 'zh-Hans' | 'zh-Hant';

/**
 * Maps a BCP 47 tag from the browser to a supported locale.
 *
 * @example pickLocale('zh-TW') // 'zh-Hant'
 */
export function pickLocale(tag: string | undefined): Locale {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  }
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('fr')) return 'fr';
  return 'en';
}
