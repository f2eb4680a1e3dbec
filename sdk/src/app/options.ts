import { DEFAULT_BASE, ENTRY_ALIASES, HOME_ROUTE, type Locale } from '../config';
import { normalizeLocale } from '../i18n';

export type Routing = 'memory' | 'hash';

export type ColorScheme = 'light' | 'dark' | 'auto';

/**
 * Options of `mountMarketplace`.
 *
 * @example
 * mountMarketplace(el, { token, locale: 'zh-CN', theme: 'auto', themeTokens: { '--mp-primary': '#e4393c' } });
 */
export interface MarketplaceOptions {
  /** Bearer token of the signed-in user, if the host has one. */
  token?: string | null;
  /** en, es, fr, zh-Hans, zh-Hant (zh-CN -> zh-Hans, zh-TW/zh-HK -> zh-Hant; anything else -> en). */
  locale?: string;
  /** Deployment URL of the web app. Default '/web/'. */
  base?: string;
  /** API origin. Default: the origin of `base` resolved against the page location. */
  apiBase?: string;
  /** 'memory' (default: never touches the host URL) or 'hash' (standalone app: the hash is the route). */
  routing?: Routing;
  /** First page: a route name, a path, or a single-view alias ('chat', 'taskHall': no tab bar). */
  entry?: string;
  /**
   * Bearer token source for partner sign-in: called at mount, on a 401 and before the token
   * expires; concurrent needs share one call.
   */
  getToken?: () => Promise<string>;
  /**
   * 'light' (default), 'dark' or 'auto' (follows prefers-color-scheme). An object here is read
   * as `themeTokens` (the form of earlier versions).
   */
  theme?: ColorScheme | Record<string, string>;
  /** --mp-* CSS custom properties, e.g. { '--mp-primary': '#e4393c' } (the '--mp-' prefix may be omitted). */
  themeTokens?: Record<string, string>;
  /** CSP nonce, put on every style element the widget adds to its shadow root. */
  nonce?: string;
  /** z-index of the widget's root (popups stack inside it). */
  zIndex?: number;
  /** Hosts the webView page may open. */
  allowedWebHosts?: string[];
}

export interface ResolvedOptions {
  token: string | null;
  locale: Locale;
  base: string;
  apiBase: string;
  routing: Routing;
  entry: string;
  /** True when entry is a single-view alias: no tab bar. */
  singleView: boolean;
  getToken?: () => Promise<string>;
  colorScheme: ColorScheme;
  /** The --mp-* properties the host set (theme as an object, then themeTokens). */
  theme: Record<string, string>;
  nonce?: string;
  zIndex?: number;
  allowedWebHosts: string[];
}

export function resolveOptions(o: MarketplaceOptions = {}): ResolvedOptions {
  const base = o.base ?? DEFAULT_BASE;
  let apiBase = o.apiBase;
  if (!apiBase) {
    try {
      apiBase = new URL(base, globalThis.location?.href).origin;
    } catch {
      apiBase = '';
    }
  }
  const entry = o.entry ?? HOME_ROUTE;
  // the options kept as given (getToken, nonce, zIndex) come with the spread
  return {
    ...o,
    token: o.token || null,
    locale: normalizeLocale(o.locale),
    base,
    apiBase,
    routing: o.routing === 'hash' ? 'hash' : 'memory',
    entry,
    singleView: entry in ENTRY_ALIASES,
    ...resolveTheme(o.theme, o.themeTokens),
    allowedWebHosts: o.allowedWebHosts ?? [],
  };
}

/**
 * The colour scheme and the host's --mp-* properties of `theme` and `themeTokens` (an object as
 * `theme` is tokens, of earlier versions; `themeTokens` win over it).
 */
export function resolveTheme(
  theme: MarketplaceOptions['theme'],
  themeTokens?: Record<string, string>,
): Pick<ResolvedOptions, 'colorScheme' | 'theme'> {
  return {
    colorScheme: typeof theme === 'string' ? theme : 'light',
    theme: { ...(typeof theme === 'object' ? theme : {}), ...themeTokens },
  };
}

/** A theme token's custom property: `primary` and `--mp-primary` are both `--mp-primary`. */
export const tokenName = (key: string) => (key.startsWith('--') ? key : `--mp-${key}`);
