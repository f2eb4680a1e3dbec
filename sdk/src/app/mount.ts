import { createTransport } from '../api/transport';
import { ENTRY_ALIASES, LOGIN_ROUTE } from '../config';
import { createI18n, normalizeLocale } from '../i18n';
import { createEmitter } from '../lib/emitter';
import { h, render } from '../lib/preact';
import { localStorageFor, memoryStorage } from '../lib/storage';
import { createHashHistory } from '../router/hash-history';
import type { History } from '../router/history';
import { createMemoryHistory } from '../router/memory-history';
import { createRouter, type Query } from '../router/router';
import { routes as builtRoutes, type RouteDef } from '../router/routes';
import { createNetwork } from '../stores/network';
import { createLaunchHooks, createPolls } from '../stores/polls';
import { createSession, type Session } from '../stores/session';
import { createToasts } from '../stores/toasts';
import { createUnread } from '../stores/unread';
import { createUserData } from '../stores/user-data';
import type { Instance } from './context';
import type { MarketplaceEvents } from './events';
import { type MarketplaceOptions, resolveOptions } from './options';
import { createSheets } from './sheets';
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
  /** Applies a new token and/or locale without remounting (`token: null` signs out locally; undefined: unchanged). */
  update(patch: { token?: string | null; locale?: string }): void;
  /** Opens a page by route name (`'aboutUs'`) or path (`'/pages/aboutUs/aboutUs?x=1'`). */
  navigate(target: string, query?: Query): void;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof MarketplaceEvents>(event: K, fn: (payload: MarketplaceEvents[K]) => void): () => void;
  /** Removes every node, timer, listener and poll, and aborts in-flight requests. */
  unmount(): void;
}

/** Seams for tests: a fake route table, history or network. Not part of the public API. */
export interface MountInternals {
  routes?: readonly RouteDef[];
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
  const hash = opts.routing === 'hash';
  const controller = new AbortController();
  const emitter = createEmitter<MarketplaceEvents>();
  const i18n = createI18n();
  const toasts = createToasts();
  const network = createNetwork();
  const userData = createUserData();
  const polls = createPolls();
  const launch = createLaunchHooks();
  const unread = createUnread(userData);
  const storage = hash ? localStorageFor(opts.base) : memoryStorage();
  let disposed = false;

  // The session and the transport need each other: the transport reads the token and the
  // session calls the server through the transport.
  let session: Session | undefined;
  const authRequired = () => {
    if (disposed) return;
    emitter.emit('authRequired');
    const top = router.$stack.get().at(-1);
    if (hash && top?.name !== LOGIN_ROUTE) router.navigateTo(LOGIN_ROUTE);
  };
  const api = createTransport({
    apiBase: opts.apiBase,
    getToken: () => session?.$token.get()?.token,
    getLocale: () => i18n.$locale.get(),
    t: i18n.t,
    toast: toasts.show,
    onUnauthorized: (used) => {
      // a late 401 for a token already cleared or replaced (logout, re-login) changes nothing
      if (used && session?.$token.get()?.token !== used) return;
      session?.expire();
      authRequired();
    },
    onError: (err) => {
      if (err.kind !== 'aborted') emitter.emit('error', { message: err.message, kind: err.kind });
    },
    signal: controller.signal,
    fetch: internals.fetch,
    XMLHttpRequest: internals.XMLHttpRequest,
  });
  const activeSession = createSession(
    {
      api,
      storage,
      persistToken: hash,
      userData,
      polls,
      onLogin: (user) => emitter.emit('login', { userId: user.id }),
      onLogout: () => emitter.emit('logout'),
      onAuthRequired: authRequired,
    },
    opts.token,
  );
  session = activeSession;

  // The container, and the style elements that the shell, the kit and the screens add before it.
  const container = document.createElement('div');
  container.className = 'mp-root';
  container.style.height = '100%';
  for (const [key, value] of Object.entries(opts.theme)) {
    container.style.setProperty(key.startsWith('--') ? key : `--mp-${key}`, value);
  }
  if (opts.zIndex != null) {
    container.style.position = 'relative';
    container.style.zIndex = String(opts.zIndex);
  }
  const sheets = createSheets(container, opts.nonce);

  const router = createRouter({
    history: internals.history ?? (hash ? createHashHistory() : createMemoryHistory()),
    routes: internals.routes ?? builtRoutes,
    entry: opts.entry,
    // a single view ('chat', 'taskHall') is its own home: the widget never leaves it
    home: ENTRY_ALIASES[opts.entry],
    addMessages: i18n.addMessages,
    addStyles: sheets.add,
    onChange: (top) => {
      if (!disposed) emitter.emit('navigate', { path: top.path, query: top.query });
    },
  });

  const instance: Instance = {
    options: opts,
    router,
    api,
    session: activeSession,
    i18n,
    toast: toasts.show,
    emit: emitter.emit,
    signal: controller.signal,
    userData,
    polls,
    launch,
    unread,
    network,
    toasts,
    addStyles: sheets.add,
  };

  // DOM: one open shadow root (reused cleanly on a remount) holding the style elements and the
  // container. A second mount on the same element first unmounts the one still living there.
  const root: Marked = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
  root[ACTIVE]?.unmount();
  root.replaceChildren(container);
  sheets.add(shellSheet);

  const offUnread = unread.$unread.listen((count) => emitter.emit('unread', { count }));
  // Live chat (stream, or polling unread_number.php): a lazy chunk, run while signed in.
  polls.register('live', () => {
    const live = import('../stores/live').then((m) => m.startLive(instance, internals));
    return () => live.then((stop) => stop());
  });

  activeSession.start();
  render(h(Shell, { instance }), container);

  void i18n.setLocale(opts.locale).then(() => {
    if (disposed) return;
    launch.run({ hasToken: !!activeSession.$token.get() });
    emitter.emit('ready');
  });

  const handle: MarketplaceHandle = {
    update(patch) {
      if (disposed) return;
      if (patch.token !== undefined) activeSession.setHostToken(patch.token);
      if (patch.locale !== undefined) {
        opts.locale = normalizeLocale(patch.locale);
        void i18n.setLocale(patch.locale);
      }
    },
    navigate(target, query) {
      if (!disposed) router.navigate(target, query);
    },
    on: (event, fn) => emitter.on(event, fn),
    unmount() {
      if (disposed) return;
      disposed = true;
      render(null, container);
      controller.abort();
      offUnread();
      router.dispose();
      activeSession.dispose();
      launch.dispose();
      toasts.dispose();
      network.dispose();
      emitter.clear();
      sheets.remove();
      container.remove();
      if (root[ACTIVE] === handle) delete root[ACTIVE];
    },
  };
  root[ACTIVE] = handle;
  return handle;
}
