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
  const tag = (input ?? '').trim().replace(/_/g, '-').toLowerCase();
  const lang = tag.split('-')[0];
  if (lang === 'zh') return /-(hant|tw|hk|mo)(-|$)/.test(tag) ? 'zh-Hant' : 'zh-Hans';
  return LOCALES.find((l) => l.toLowerCase() === tag || l === lang) ?? DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, params?: TParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A lazy catalog chunk. */
export type CatalogLoader = () => Promise<{ default: Catalog }>;

/**
 * A screen's texts. A screen of the first load has its English inline (in its chunk, and the
 * fallback) and every other locale in a chunk of its own, so its words are paid for only by
 * the pages that open it and only in the language shown. Every other screen shares one set
 * whose English is a chunk too (i18n/screens): a page then fetches the texts of its language
 * alone. Keys are `screenName.key`.
 *
 * @example
 * // screens/pages/homeView/messages.ts
 * import en from './i18n/en';
 * export default {
 *   en,
 *   es: () => import('./i18n/es'),
 *   fr: () => import('./i18n/fr'),
 *   'zh-Hans': () => import('./i18n/zh-Hans'),
 *   'zh-Hant': () => import('./i18n/zh-Hant'),
 * } satisfies InlineMessages;
 * // screens/pages/aboutUs/messages.ts
 * export { screenTexts as default } from '../../../i18n/screens';
 */
export type ScreenMessages = { en: Catalog | CatalogLoader } & Record<Exclude<Locale, 'en'>, CatalogLoader>;

/** A screen's texts with English inline (see ScreenMessages). */
export type InlineMessages = ScreenMessages & { en: Catalog };

export interface I18n {
  /** The locale whose catalog is displayed (and sent as Accept-Language). */
  $locale: ReadableAtom<Locale>;
  /** Translates a key; falls back to en per missing key, then to the key itself. */
  t: TFunction;
  /** `t` as a new function with every displayed catalog, so memoised users re-render (useT). */
  $t: ReadableAtom<TFunction>;
  /**
   * Switches the locale at runtime; resolves when its catalog is displayed, or when it could
   * not be fetched (the locale shown stays).
   */
  setLocale(locale: string): Promise<void>;
  /**
   * Adds a screen's texts (once per screen); resolves when they are displayed in the current
   * locale, or in en when that locale's chunk cannot be fetched. Rejects when texts without
   * inline English cannot be fetched (i18n/screens): the page cannot show.
   */
  addMessages(messages: ScreenMessages): Promise<void>;
}

/**
 * One i18n runtime per mounted instance. It starts in en (the core catalog); a non-en
 * `initial` starts loading its catalog at once (await `setLocale` to know when it shows).
 * The displayed catalog is the core catalog of the locale merged with the catalogs of every
 * screen added so far, each loaded once per locale and cached.
 */
export function createI18n(initial?: string): I18n {
  const $locale = atom<Locale>(DEFAULT_LOCALE);
  /** The displayed catalog: the locale's core catalog merged with every screen's. */
  let catalog: Catalog = en;
  const fallback: Catalog = { ...en };
  const core: Partial<Record<Locale, Catalog>> = { en };
  /** Each screen's catalogs by locale, en from the start. */
  const screens = new Map<ScreenMessages, Partial<Record<Locale, Catalog>>>();
  let wanted: Locale = DEFAULT_LOCALE;

  const t: TFunction = (key, params) => format(catalog[key] ?? fallback[key] ?? key, params);
  const $t = atom<TFunction>(t);

  /** Shows `locale` if it is still the one wanted and its core catalog is in. */
  function show(locale: Locale): void {
    const base = core[locale];
    if (wanted !== locale || !base) return;
    catalog = Object.assign({}, base, ...[...screens.values()].map((byLocale) => byLocale[locale]));
    $t.set((key, params) => t(key, params));
    $locale.set(locale);
  }

  /**
   * Loads one screen's catalog for a locale (cached; inline English is in from addMessages on).
   * A failed chunk leaves the inline English fallback; a set without one (i18n/screens)
   * rejects, as its page cannot show.
   */
  async function loadScreen(messages: ScreenMessages, locale: Locale): Promise<void> {
    const byLocale = screens.get(messages);
    if (!byLocale || byLocale[locale]) return;
    try {
      byLocale[locale] = (await (messages[locale] as CatalogLoader)()).default;
    } catch (err) {
      // the browser reports the failed fetch; inline English stands in
      if (typeof messages.en === 'function') throw err;
    }
  }

  async function setLocale(input: string): Promise<void> {
    const locale = normalizeLocale(input);
    wanted = locale;
    try {
      core[locale] ??= (await LOADERS[locale as Exclude<Locale, 'en'>]()).default;
      await Promise.all([...screens.keys()].map((messages) => loadScreen(messages, locale)));
    } catch (err) {
      console.error(err); // keep the current catalog when a chunk cannot be fetched
      if (wanted === locale) wanted = $locale.get();
      return;
    }
    show(locale);
  }

  async function addMessages(messages: ScreenMessages): Promise<void> {
    if (!screens.has(messages)) {
      const { en } = messages;
      const inline = typeof en === 'object';
      screens.set(messages, inline ? { en } : {});
      if (inline) Object.assign(fallback, en);
    }
    const locale = wanted;
    await loadScreen(messages, locale);
    show(locale);
  }

  if (initial && normalizeLocale(initial) !== DEFAULT_LOCALE) void setLocale(initial);
  return { $locale, t, $t, setLocale, addMessages };
}
