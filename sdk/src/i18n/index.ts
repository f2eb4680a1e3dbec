import { atom, type ReadableAtom } from 'nanostores';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../config';
import en from './en';

/** A flat catalog: `{ 'screen.key': 'text with {placeholders}' }`. */
export type Catalog = Record<string, string>;
export type TParams = Record<string, string | number>;
export type TFunction = (key: string, params?: TParams) => string;

/** Non-English catalogs are lazy chunks; en ships in the core bundle and is the per-key fallback. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>>> = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  'zh-Hans': () => import('./zh-Hans'),
  'zh-Hant': () => import('./zh-Hant'),
};

/**
 * Maps any BCP 47-ish tag to a supported locale: exact matches (any case), then
 * `zh-CN`/`zh-SG`/`zh-Hans-*`/`zh` -> zh-Hans, `zh-TW`/`zh-HK`/`zh-MO`/`zh-Hant-*` -> zh-Hant,
 * `es-*`, `fr-*`, `en-*` by language; anything else -> en.
 */
export function normalizeLocale(input?: string | null): Locale {
  if (!input) return DEFAULT_LOCALE;
  const tag = input.trim().replace(/_/g, '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const [lang, ...rest] = tag.split('-');
  if (lang === 'zh') {
    if (rest.includes('hant') || rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return 'zh-Hant';
    return 'zh-Hans';
  }
  const byLang = LOCALES.find((l) => l === lang);
  return byLang ?? DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, params?: TParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export interface I18n {
  /** The locale whose catalog is displayed (and sent as Accept-Language). */
  $locale: ReadableAtom<Locale>;
  /** The displayed catalog; a new object on every switch so subscribers re-render. */
  $catalog: ReadableAtom<Catalog>;
  /** Translates a key; falls back to en per missing key, then to the key itself. */
  t: TFunction;
  /** Switches the locale at runtime; resolves when its catalog is displayed. */
  setLocale(locale: string): Promise<void>;
}

/**
 * One i18n runtime per mounted instance. It starts in en (the core catalog); a non-en
 * `initial` starts loading its catalog at once (await `setLocale` to know when it shows).
 */
export function createI18n(initial?: string): I18n {
  const $locale = atom<Locale>(DEFAULT_LOCALE);
  const $catalog = atom<Catalog>(en);
  let wanted: Locale = DEFAULT_LOCALE;

  const t: TFunction = (key, params) => format($catalog.get()[key] ?? en[key] ?? key, params);

  async function setLocale(input: string): Promise<void> {
    const locale = normalizeLocale(input);
    wanted = locale;
    let catalog: Catalog = en;
    if (locale !== 'en') {
      try {
        catalog = (await LOADERS[locale]()).default;
      } catch (err) {
        console.error(err); // keep the current catalog when a chunk cannot be fetched
        return;
      }
    }
    if (wanted !== locale) return; // a later switch won the race
    $catalog.set({ ...catalog });
    $locale.set(locale);
  }

  if (initial && normalizeLocale(initial) !== DEFAULT_LOCALE) void setLocale(initial);
  return { $locale, $catalog, t, setLocale };
}
