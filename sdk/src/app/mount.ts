// preact itself, not lib/preact, which would bring preact/hooks into the core (lib/preact.ts)
import { h, render } from 'preact';
import { createTransport } from '../api/transport';
import { ENTRY_ALIASES, LOGIN_ROUTE } from '../config';
import { createI18n, normalizeLocale } from '../i18n';
import { createEmitter, type Emitter } from '../lib/emitter';
import { localStorageFor, memoryStorage } from '../lib/storage';
import type { History } from '../router/history';
import { createLazyHashHistory } from '../router/lazy-hash-history';
import { createMemoryHistory } from '../router/memory-history';
import { createRouter, type PageEntry, type Query, type Router } from '../router/router';
import { routes as builtRoutes, GROUP_TABLES, type GroupTables, type RouteDef } from '../router/routes';
import { createNetwork } from '../stores/network';
import { createPolls } from '../stores/polls';
import { createSession, type Session } from '../stores/session';
import { createToasts } from '../stores/toasts';
import { createUnread } from '../stores/unread';
import { createUserData } from '../stores/user-data';
import type { Instance } from './context';
import type { MarketplaceEvents } from './events';
import {
  type MarketplaceOptions,
  type ResolvedOptions,
  resolveOptions,
  resolveTheme,
  tokenName,
} from './options';
import { createSheets, type Sheets } from './sheets';
import { Shell } from './shell';
import { shellSheet } from './styles';

/**
 * What `mountMarketplace` returns.
 *
 * @example
 * const mp = mountMarketplace(el, { locale: 'fr' });
 * const off = mp.on('authRequired', async () => mp.update({ token: await host.getToken() }));
 * mp.navigate('aboutUs');
 * mp.unmount();
 */
export interface MarketplaceHandle {
  /**
   * Applies a new token, locale, colour scheme and/or theme tokens without remounting (`token:
   * null` signs out locally; undefined: unchanged). `themeTokens` replaces the host's whole set;
   * `theme` as an object (the form of earlier versions) replaces it too.
   */
  update(patch: Pick<MarketplaceOptions, 'token' | 'locale' | 'theme' | 'themeTokens'>): void;
  /**
   * Opens a page by route name (`'aboutUs'`, a route of `/pages/`) or by path
   * (`'/pages/aboutUs/aboutUs?x=1'`; a group's route: `'pagesPerson/browseHistory/browseHistory'`,
   * with or without the leading slash, whose group's table is fetched first).
   */
  navigate(target: string, query?: Query): void;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof MarketplaceEvents>(event: K, fn: (payload: MarketplaceEvents[K]) => void): () => void;
  /** Removes every node, timer, listener and poll, and aborts in-flight requests. */
  unmount(): void;
}

/** Seams for tests: a fake route table, history or network. Not part of the public API. */
export interface MountInternals {
  /** The route table; when given, there are no group tables but those of `groups`. */
  routes?: readonly RouteDef[];
  groups?: GroupTables;
  history?: History;
  fetch?: typeof fetch;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/**
 * Mounts the marketplace into `el` (inside an open shadow root) and returns its handle.
 *
 * @example
 * import { mountMarketplace } from '@marketplace/sdk';
 * const mp = mountMarketplace(document.getElementById('market')!, { token, locale: 'zh-CN' });
 */
export function mountMarketplace(el: HTMLElement, options: MarketplaceOptions = {}): MarketplaceHandle {
  return mountWith(el, options, {});
}

/** Where a shadow root remembers the instance mounted in it (per element, not module state). */
const ACTIVE = Symbol.for('marketplace.active');
type Marked = ShadowRoot & { [ACTIVE]?: MarketplaceHandle };

export function mountWith(
  el: HTMLElement,
  options: MarketplaceOptions,
  internals: MountInternals,
): MarketplaceHandle {
  const opts = resolveOptions(options);
  const emitter = createEmitter<MarketplaceEvents>();
  const controller = new AbortController();
  const container = document.createElement('div');
  container.className = 'mp-root';
  const sheets = createSheets(container, opts.nonce);
  let disposed = false;
  const gone = () => disposed;
  const instance = createInstance(opts, internals, emitter, sheets, controller.signal, gone);
  // DOM: one open shadow root (reused cleanly on a remount) holding the style elements and the
  // container. A second mount on the same element first unmounts the one still living there.
  const root: Marked = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  root[ACTIVE]?.unmount();
  // What a shadow root holds that no instance does is a first paint from the host's server
  // (declarative shadow DOM): it stays until the widget has drawn the same page (server/hand-over.ts).
  root.append(container);
  sheets.add(shellSheet);
  const stop = start(instance, internals, emitter, container, gone);
  const repaint = () => paint(el, container, instance);
  repaint();
  const handle = createHandle(instance, emitter, repaint, gone, () => {
    disposed = true;
    render(null, container); // the screens first, then their requests, then the rest
    controller.abort();
    stop();
    emitter.clear();
    sheets.remove();
    container.remove();
    el.removeAttribute(SCHEME);
    if (root[ACTIVE] === handle) delete root[ACTIVE];
  });
  root[ACTIVE] = handle;
  return handle;
}

const SCHEME = 'data-mp-theme';

/**
 * Themes the widget: `data-mp-theme` on the host element picks the palette (app/styles.ts:
 * `:host([data-mp-theme=dark])`, so --mp-* the host page sets on the element still win), the
 * themeTokens go inline on the container (its whole inline style is written anew, so tokens the
 * host dropped go), over both, with its height and zIndex.
 * The rest of the dark set is a lazy sheet (app/dark.ts), fetched once the scheme is not light.
 */
function paint(el: HTMLElement, container: HTMLElement, { options: opts, addStyles }: Instance): void {
  el.setAttribute(SCHEME, opts.colorScheme);
  if (opts.colorScheme !== 'light') void import('./dark').then((m) => addStyles(m.darkSheet));
  let css = opts.zIndex == null ? 'height:100%' : `height:100%;position:relative;z-index:${opts.zIndex}`;
  for (const [key, value] of Object.entries(opts.theme)) css += `;${tokenName(key)}:${value}`;
  container.style.cssText = css;
}

/** What the transport and the session need of an instance before they exist. */
type InstanceBase = Omit<Instance, 'api' | 'session' | 'router'>;

/** Everything a screen can reach: stores, transport, session, router. Nothing runs yet. */
function createInstance(
  opts: ResolvedOptions,
  internals: MountInternals,
  emitter: Emitter<MarketplaceEvents>,
  sheets: Sheets,
  signal: AbortSignal,
  gone: () => boolean,
): Instance {
  const userData = createUserData();
  const toasts = createToasts();
  const base: InstanceBase = {
    options: opts,
    i18n: createI18n(),
    toast: toasts.show,
    emit: emitter.emit,
    signal,
    userData,
    polls: createPolls(),
    unread: createUnread(userData),
    network: createNetwork(signal),
    toasts,
    addStyles: sheets.add,
  };
  let router: Router | undefined; // made below; no 401 can arrive before the first render
  const { api, session } = connect(base, internals, () => {
    if (gone()) return;
    emitter.emit('authRequired');
    const top = router?.$stack.get().at(-1);
    if (opts.routing === 'hash' && top?.name !== LOGIN_ROUTE) router?.navigateTo(LOGIN_ROUTE);
  });
  router = createInstanceRouter(base, internals, (top) => {
    if (!gone()) emitter.emit('navigate', { path: top.path, query: top.query });
  });
  return { ...base, api, session, router };
}

/**
 * The transport and the session. They need each other: the transport reads the token and the
 * session calls the server through the transport. `authRequired`: a call needed a session.
 */
function connect(base: InstanceBase, internals: MountInternals, authRequired: () => void) {
  const { options, emit } = base;
  const hash = options.routing === 'hash';
  let session: Session | undefined;
  // getToken (partner sign-in): its own chunk, loaded at mount when there is no token, or on a 401.
  const renew =
    options.getToken &&
    ((used?: string) => import('./token-source').then((m) => m.renew(base, () => session, used)));
  const api = createTransport({
    ...base, // its i18n, toast and signal
    renew,
    apiBase: options.apiBase,
    getToken: () => session?.$token.get()?.token,
    onUnauthorized: (used) => {
      // A late 401 for a token already cleared or replaced (logout, re-login) changes nothing, and
      // neither does one for a call sent without a token: the screen asks for a login itself.
      if (!used || session?.$token.get()?.token !== used) return;
      session?.expire();
      authRequired();
    },
    // every failure but an abort (the transport does not report those)
    onError: (err) => emit('error', { message: err.message, kind: err.kind }),
    ...internals, // a test's fetch and XMLHttpRequest
  });
  session = createSession(
    {
      ...base, // its userData, polls and emit
      api,
      storage: hash ? localStorageFor(options.base) : memoryStorage(),
      persistToken: hash,
      onAuthRequired: authRequired,
    },
    options.token,
  );
  if (!options.token) void renew?.();
  return { api, session };
}

/**
 * The router of an instance: hash history (its chunk fetched on first use) or memory history,
 * the built route tables (a test's table alone when it gives one), a single view as its own home.
 */
function createInstanceRouter(
  base: InstanceBase,
  internals: MountInternals,
  onChange: (top: PageEntry) => void,
): Router {
  const { options } = base;
  return createRouter({
    ...base, // its i18n (the screens' texts) and addStyles (the page base's CSS)
    history:
      internals.history ?? (options.routing === 'hash' ? createLazyHashHistory() : createMemoryHistory()),
    routes: internals.routes ?? builtRoutes,
    groups: internals.groups ?? (internals.routes ? {} : GROUP_TABLES),
    entry: options.entry,
    // a single view ('chat', 'taskHall') is its own home: the widget never leaves it
    home: ENTRY_ALIASES[options.entry],
    onChange,
  });
}

/** Renders the shell and starts the session, live chat and events; returns what stops them (the caller unrenders). */
function start(
  instance: Instance,
  internals: MountInternals,
  emitter: Emitter<MarketplaceEvents>,
  container: HTMLDivElement,
  gone: () => boolean,
): () => void {
  const { session, i18n, unread, polls } = instance;
  const offUnread = unread.$unread.listen((count) => emitter.emit('unread', { count }));
  // Live chat (stream, or polling unread_number.php): a lazy chunk, run while signed in.
  polls.register('live', () => {
    const live = import('../stores/live').then((m) => m.startLive(instance, internals));
    return () => live.then((stop) => stop());
  });
  session.start();
  render(h(Shell, { instance }), container);
  void i18n.setLocale(instance.options.locale).then(() => gone() || emitter.emit('ready'));
  // Spec 4's launch rules for coupons (the popup, new coupons announced): couponView's chunk and
  // its ten shared parts, fetched half a second after the mount rather than with the first
  // screen, whose main thread they would share on a phone (bench/RESULTS.md, "First render").
  const coupons = setTimeout(
    () => import('../screens/pages/couponView/couponView').then((m) => m.launch(instance, container)),
    500,
  );
  return () => {
    clearTimeout(coupons);
    offUnread();
    instance.router.dispose();
    session.dispose();
    instance.toasts.dispose();
  };
}

/** The handle the host holds; `unmount` runs `release` once. */
function createHandle(
  instance: Instance,
  emitter: Emitter<MarketplaceEvents>,
  repaint: () => void,
  gone: () => boolean,
  release: () => void,
): MarketplaceHandle {
  return {
    update({ token, locale, theme, themeTokens }) {
      if (gone()) return;
      const opts = instance.options;
      if (token !== undefined) instance.session.setHostToken(token);
      if (locale !== undefined) {
        opts.locale = normalizeLocale(locale);
        void instance.i18n.setLocale(locale);
      }
      if (theme !== undefined || themeTokens !== undefined) {
        const previous = opts.theme;
        Object.assign(
          opts,
          resolveTheme(
            theme ?? opts.colorScheme,
            themeTokens ?? (typeof theme === 'object' ? undefined : previous),
          ),
        );
        repaint();
      }
    },
    // after an unmount the disposed router ignores it
    navigate: instance.router.navigate,
    on: emitter.on,
    unmount() {
      if (!gone()) release();
    },
  };
}
