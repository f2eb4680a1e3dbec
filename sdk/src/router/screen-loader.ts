import type { Sheet } from '../app/sheets';
import type { ScreenMessages } from '../i18n';
import type { ComponentType } from '../lib/preact';
import type { RouteTable } from './route-table';
import { type RouteDef, withBase } from './routes';

/** The name of the page shown for an unknown route. */
export const NOT_FOUND = 'notFound';

/** The not-found page loads like a screen: a chunk of its own, with the page base. */
const notFoundRoute: RouteDef = {
  name: NOT_FOUND,
  path: '',
  group: 'pages',
  load: withBase(() => import('./not-found')),
};

export interface ScreenLoaderOptions {
  /** Adds a loaded screen's texts (the page base's and its own); it shows once they are in (the instance's i18n). */
  i18n?: { addMessages(messages: ScreenMessages): Promise<void> };
  /** Adds the page base's CSS before the first page shows (the instance's `addStyles`). */
  addStyles?(...sheets: Sheet[]): void;
}

export interface ScreenLoader {
  /**
   * Loads the screen a name or path shows (cached): its group's table first when that is not
   * in yet, and the not-found page when there is no such route. `fresh` drops a pending screen
   * fetch (a retry after the timeout).
   */
  load(target: string, fresh?: boolean): Promise<ComponentType>;
  /** The screen a name or path shows, if it has already loaded. */
  loaded(target: string): ComponentType | undefined;
  /**
   * Fetches a group's table and then its screens ahead of use (entering a route of PRELOADS),
   * once per group (again after a failure).
   */
  preload(group: string): void;
}

export function createScreenLoader(table: RouteTable, opts: ScreenLoaderOptions): ScreenLoader {
  const screens = new Map<string, ComponentType>();
  const loading = new Map<string, Promise<ComponentType>>();
  const routeOf = (target: string) => table.route(target) ?? notFoundRoute;

  /** Fetches a screen with its texts and CSS; a failed fetch is forgotten, so a retry fetches again. */
  function fetchScreen({ name, load }: RouteDef): Promise<ComponentType> {
    const fetch = load().then(
      async (m) => {
        const { base } = m;
        if (base) opts.addStyles?.(base.pageSheet);
        const add = opts.i18n?.addMessages;
        if (add) await Promise.all([base?.messages, m.messages].map((x) => x && add(x)));
        if (loading.get(name) === fetch) loading.delete(name);
        screens.set(name, m.default);
        return m.default;
      },
      (err: unknown) => {
        if (loading.get(name) === fetch) loading.delete(name);
        throw err;
      },
    );
    loading.set(name, fetch);
    return fetch;
  }

  function load(target: string, fresh = false): Promise<ComponentType> {
    const group = table.pendingGroup(target);
    if (group) return table.loadGroup(group).then(() => load(target));
    const route = routeOf(target);
    const done = screens.get(route.name);
    if (done) return Promise.resolve(done);
    const pending = loading.get(route.name);
    return pending && !fresh ? pending : fetchScreen(route);
  }

  const preloaded = new Set<string>();
  function preload(group: string) {
    if (preloaded.has(group)) return;
    preloaded.add(group);
    const forget = () => preloaded.delete(group);
    table.loadGroup(group).then(() => {
      for (const r of table.routesOf(group)) load(r.name).catch(forget);
    }, forget);
  }
  return {
    load,
    preload,
    loaded: (target) => (table.pendingGroup(target) ? undefined : screens.get(routeOf(target).name)),
  };
}
