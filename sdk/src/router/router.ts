import { atom, type ReadableAtom } from 'nanostores';
import type { Sheet } from '../app/sheets';
import { ENTRY_ALIASES, HOME_ROUTE, STACK_DEPTH_MAX, TAB_ROUTES, type TabName } from '../config';
import type { ScreenMessages } from '../i18n';
import type { ComponentType } from '../lib/preact';
import type { History } from './history';
import { PRELOADS, type RouteDef, type RouteGroup, type RouteInfo, withBase } from './routes';

/** The name of the page shown for an unknown route. */
export const NOT_FOUND = 'notFound';

/** The not-found page loads like a screen: a chunk of its own, with the page base. */
const notFoundRoute: RouteDef = {
  name: NOT_FOUND,
  path: '',
  group: 'pages',
  load: withBase(() => import('./not-found')),
};

export type Query = Record<string, string | number | boolean | undefined>;

/** One page of the stack. */
export interface PageEntry {
  key: number;
  name: string;
  path: string;
  query: Record<string, string>;
}

export interface Router {
  /** The page stack, bottom first; the last entry is the visible page. */
  $stack: ReadableAtom<PageEntry[]>;
  /** Pushes a page; the page below stays mounted (hidden) so its scroll and state survive. */
  navigateTo(name: string, query?: Query): void;
  /** Replaces the top page. */
  redirectTo(name: string, query?: Query): void;
  /** Pops `delta` pages (default 1); on the bottom page: reLaunch home. */
  navigateBack(delta?: number): void;
  /** Resets the stack to a tab page. */
  switchTab(name: TabName): void;
  /** Resets the stack to any page. */
  reLaunch(name: string, query?: Query): void;
  /** Navigates by route name or by path (`/pages/aboutUs/aboutUs?x=1`); `/` is home. */
  navigate(target: string, query?: Query): void;
  /** The built route of a name, if any. */
  route(name: string): RouteDef | undefined;
  /** Loads a screen (cached per router); `fresh` drops a pending attempt and fetches again. */
  load(name: string, fresh?: boolean): Promise<ComponentType>;
  /** The screen of a name if it has already loaded. */
  loaded(name: string): ComponentType | undefined;
  isTab(name: string): boolean;
  /** `path?query` of an entry. */
  href(entry: PageEntry): string;
  dispose(): void;
}

export interface RouterOptions {
  history: History;
  /** The route table (injectable for tests). */
  routes: readonly RouteDef[];
  /** All known routes, built or not (for the not-found page's path of an unbuilt route; ROUTE_INFO). */
  info?: readonly RouteInfo[];
  /** The first page (route name, alias or path) unless the history already holds one. */
  entry?: string;
  /**
   * Where `/`, a back from the bottom page and the not-found page's way home lead (a route
   * name). Default homeView; a single view (`entry: 'taskHall'`) is its own home, so the widget
   * never leaves the one view the host embedded.
   */
  home?: string;
  /** Which groups to preload on entering a route. */
  preloads?: Readonly<Record<string, readonly RouteGroup[]>>;
  /** Called whenever the top page changes. */
  onChange?(top: PageEntry): void;
  /** Adds a loaded screen's texts (the page base's and its own); it shows once they are in (i18n `addMessages`). */
  addMessages?(messages: ScreenMessages): Promise<void>;
  /** Adds the page base's CSS before the first page shows (the instance's `addStyles`). */
  addStyles?(...sheets: Sheet[]): void;
}

const toQuery = (query: Query = {}): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
};

/** A page stack over a history (hash or memory). */
export function createRouter(opts: RouterOptions): Router {
  const { history, routes } = opts;
  const info = opts.info ?? [];
  const preloads = opts.preloads ?? PRELOADS;
  const home = opts.home ?? HOME_ROUTE;
  const screens = new Map<string, ComponentType>();
  const loading = new Map<string, Promise<ComponentType>>();
  const preloaded = new Set<string>();
  /** Keys of entries that sit one history entry above the entry below them. */
  const pushed = new Set<number>();
  let nextKey = 1;
  let disposed = false;

  const route = (name: string) => routes.find((r) => r.name === name);

  function resolve(target: string, query?: Query): Omit<PageEntry, 'key'> {
    if (target.startsWith('/')) {
      const [path = '/', qs = ''] = target.split('?');
      const q = { ...Object.fromEntries(new URLSearchParams(qs)), ...toQuery(query) };
      if (path === '/' || path === '') return { name: home, path: route(home)?.path ?? '/', query: q };
      const r = routes.find((x) => x.path === path);
      return r ? { name: r.name, path: r.path, query: q } : { name: NOT_FOUND, path, query: q };
    }
    const name = ENTRY_ALIASES[target] ?? target;
    const r = route(name);
    if (r) return { name, path: r.path, query: toQuery(query) };
    const known = info.find((x) => x.name === name);
    return { name: NOT_FOUND, path: known?.path ?? `/${name}`, query: toQuery(query) };
  }

  const make = (target: string, query?: Query): PageEntry => ({ key: nextKey++, ...resolve(target, query) });

  const href = (e: PageEntry) => {
    const qs = new URLSearchParams(e.query).toString();
    return qs ? `${e.path}?${qs}` : e.path;
  };

  const initialUrl = history.read();
  const initial = initialUrl && initialUrl !== '/' ? make(initialUrl) : make(opts.entry ?? home);
  const $stack = atom<PageEntry[]>([]);
  history.replace(href(initial));

  function load(name: string, fresh = false): Promise<ComponentType> {
    if (fresh) loading.delete(name);
    const done = screens.get(name);
    if (done) return Promise.resolve(done);
    const r = name === NOT_FOUND ? notFoundRoute : route(name);
    if (!r) return Promise.reject(new Error(`no screen for ${name}`));
    let p = loading.get(name);
    if (!p) {
      p = r.load().then(
        async (m) => {
          const { base } = m;
          if (base) opts.addStyles?.(base.pageSheet);
          const add = opts.addMessages;
          if (add) await Promise.all([base?.messages, m.messages].map((x) => x && add(x)));
          if (loading.get(name) === p) loading.delete(name);
          screens.set(name, m.default);
          return m.default;
        },
        (err: unknown) => {
          if (loading.get(name) === p) loading.delete(name); // a retry fetches again
          throw err;
        },
      );
      loading.set(name, p);
    }
    return p;
  }

  function set(stack: PageEntry[]): void {
    const before = $stack.get().at(-1);
    $stack.set(stack);
    const top = stack.at(-1);
    if (!top || top === before) return;
    for (const group of preloads[top.name] ?? []) {
      if (preloaded.has(group)) continue;
      preloaded.add(group);
      for (const r of routes) if (r.group === group) load(r.name).catch(() => preloaded.delete(group));
    }
    opts.onChange?.(top);
  }

  function reset(entry: PageEntry): void {
    pushed.clear();
    history.replace(href(entry));
    set([entry]);
  }

  const router: Router = {
    $stack,
    navigateTo(name, query) {
      if (disposed) return;
      const entry = make(name, query);
      const stack = [...$stack.get(), entry];
      pushed.add(entry.key);
      while (stack.length > STACK_DEPTH_MAX) {
        // drop the oldest page above home (or the bottom page when home is not at the bottom)
        const drop = stack[0]?.name === home ? 1 : 0;
        const [gone] = stack.splice(drop, 1);
        if (gone) pushed.delete(gone.key);
        const heir = stack[drop];
        if (heir) pushed.delete(heir.key);
      }
      history.push(href(entry));
      set(stack);
    },
    redirectTo(name, query) {
      if (disposed) return;
      const stack = $stack.get().slice();
      const old = stack.pop();
      const entry = make(name, query);
      if (old && pushed.delete(old.key)) pushed.add(entry.key);
      history.replace(href(entry));
      set([...stack, entry]);
    },
    navigateBack(delta = 1) {
      if (disposed) return;
      const stack = $stack.get();
      if (stack.length <= 1) {
        reset(make(home));
        return;
      }
      const n = Math.max(1, Math.min(delta, stack.length - 1));
      const popped = stack.slice(-n);
      const rest = stack.slice(0, -n);
      const viaHistory = popped.every((e) => pushed.has(e.key));
      for (const e of popped) pushed.delete(e.key);
      const top = rest.at(-1);
      if (viaHistory) history.go(-n);
      else if (top) history.replace(href(top));
      set(rest);
    },
    switchTab(name) {
      if (!disposed) reset(make(name));
    },
    reLaunch(name, query) {
      if (!disposed) reset(make(name, query));
    },
    navigate(target, query) {
      router.navigateTo(target, query);
    },
    route,
    load,
    loaded: (name) => screens.get(name),
    isTab: (name) => (TAB_ROUTES as readonly string[]).includes(name),
    href,
    dispose() {
      disposed = true;
      unlisten();
      history.dispose();
    },
  };

  set([initial]);

  // Back/forward buttons and edited hashes.
  const unlisten = history.listen((url) => {
    const stack = $stack.get();
    const top = stack.at(-1);
    if (top && href(top) === url) return;
    for (let i = stack.length - 2; i >= 0; i--) {
      const e = stack[i];
      if (e && href(e) === url) {
        for (const gone of stack.slice(i + 1)) pushed.delete(gone.key);
        set(stack.slice(0, i + 1));
        return;
      }
    }
    const entry = make(url);
    if (router.isTab(entry.name)) {
      pushed.clear();
      set([entry]);
    } else set([...stack, entry].slice(-STACK_DEPTH_MAX));
  });

  return router;
}
