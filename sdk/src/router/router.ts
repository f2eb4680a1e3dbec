import type { ReadableAtom } from 'nanostores';
import { ENTRY_ALIASES, HOME_ROUTE, TAB_ROUTES, type TabName } from '../config';
import type { ComponentType } from '../lib/preact';
import type { History } from './history';
import { createNavigation, href, type Navigation, type PageEntry, type Query } from './page-stack';
import { createRouteTable, type RouteTable } from './route-table';
import { type GroupTables, PRELOADS, type RouteDef, type RouteGroup } from './routes';
import { createScreenLoader, NOT_FOUND, type ScreenLoaderOptions } from './screen-loader';

export type { PageEntry, Query } from './page-stack';
export { NOT_FOUND } from './screen-loader';

export interface Router extends Navigation {
  /** The groups whose route tables are in: a screen listing group routes re-renders on it. */
  $groups: ReadableAtom<readonly string[]>;
  /** Resets the stack to a tab page. */
  switchTab(name: TabName): void;
  /**
   * Navigates by route name (a `/pages/` route, or a group's once its table is in) or by path,
   * with or without its leading slash (`/pages/aboutUs/aboutUs?x=1`,
   * `pagesPerson/browseHistory/browseHistory`); `/` is home. Same as navigateTo.
   */
  navigate(target: string, query?: Query): void;
  /** The built route of a name or a path (`/pagesPerson/walletView/walletView`), if known: a group's routes once its table is in. */
  route(target: string): RouteDef | undefined;
  /**
   * Loads the screen a name or a page's path shows (cached per router), its group's table
   * first; `fresh` drops a pending attempt and fetches again.
   */
  load(target: string, fresh?: boolean): Promise<ComponentType>;
  /** The screen of a name or path if it has already loaded. */
  loaded(target: string): ComponentType | undefined;
  isTab(name: string): boolean;
  /** `path?query` of an entry. */
  href(entry: PageEntry): string;
}

export interface RouterOptions extends ScreenLoaderOptions {
  history: History;
  /** The main package's route table (injectable for tests); may hold group routes as well. */
  routes: readonly RouteDef[];
  /** The group tables, fetched on first use (GROUP_TABLES; none by default). */
  groups?: GroupTables;
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
}

const toQuery = (query: Query = {}): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined) out[k] = String(v);
  return out;
};

/**
 * Turns navigation targets into page entries: a route name (or an alias of one), or a path with
 * its query. A path of a group whose table is not in yet keeps its name; the page finds out
 * whether the route exists when its screen loads.
 */
function createEntries(table: RouteTable, home: string) {
  let nextKey = 1;

  function resolvePath(target: string, query: Record<string, string>): Omit<PageEntry, 'key'> {
    const [raw = '', qs = ''] = target.split('?');
    const path = raw.startsWith('/') ? raw : `/${raw}`;
    const q = { ...Object.fromEntries(new URLSearchParams(qs)), ...query };
    if (path === '/') return { name: home, path: table.route(home)?.path ?? '/', query: q };
    const name = table.route(path)?.name ?? (table.pendingGroup(path) ? path.split('/')[2] : undefined);
    return { name: name ?? NOT_FOUND, path, query: q };
  }

  function resolve(target: string, query?: Query): Omit<PageEntry, 'key'> {
    if (target.includes('/')) return resolvePath(target, toQuery(query));
    const name = ENTRY_ALIASES[target] ?? target;
    const r = table.route(name);
    if (r) return { name, path: r.path, query: toQuery(query) };
    return { name: NOT_FOUND, path: `/${name}`, query: toQuery(query) };
  }

  return (target: string, query?: Query): PageEntry => ({ key: nextKey++, ...resolve(target, query) });
}

/** A page stack over a history (hash or memory), with the route tables and the lazy screens. */
export function createRouter(opts: RouterOptions): Router {
  const { history } = opts;
  const home = opts.home ?? HOME_ROUTE;
  const table = createRouteTable(opts.routes, opts.groups ?? {});
  const screens = createScreenLoader(table, opts);
  const enter = createEntries(table, home);
  const preloads = opts.preloads ?? PRELOADS;
  const isTab = (name: string) => (TAB_ROUTES as readonly string[]).includes(name);
  const navigation = createNavigation(history, home, enter, isTab, (top) => {
    for (const group of preloads[top.name] ?? []) screens.preload(group);
    opts.onChange?.(top);
  });
  const initialUrl = history.read();
  navigation.reLaunch(initialUrl && initialUrl !== '/' ? initialUrl : (opts.entry ?? home));
  // the table's and the loader's methods as they are (`route`, `$groups`, `load`, `loaded`...)
  return { ...navigation, ...table, ...screens, navigate: navigation.navigateTo, isTab, href };
}
