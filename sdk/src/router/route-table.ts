import { atom, type ReadableAtom } from 'nanostores';
import { type GroupTables, type RouteDef, tableOf } from './routes';

/**
 * A spec path of a group: `/<group>/<name>/<name>`. Group names all start with `pages` and
 * have more after it, so `/pages/...` and the names of Object.prototype never look like a group.
 */
const GROUP_PATH = /^\/(pages\w+)\/(\w+)\/\2$/;

/** The routes the router knows: the `/pages/` table at once, a group's once its table is in. */
export interface RouteTable {
  /** The route of a name (`'aboutUs'`) or a path (`'/pages/aboutUs/aboutUs'`), if known yet. */
  route(target: string): RouteDef | undefined;
  /** The group of a path whose group table is still to fetch (whether the route exists is not known yet). */
  pendingGroup(path: string): string | undefined;
  /**
   * Fetches a group's table, once: concurrent calls share the fetch, and a failed fetch lets
   * the next call try again. (No `fresh` as screens have: a browser answers a second import of
   * a module still on its way with the same pending fetch anyway.)
   */
  loadGroup(group: string): Promise<void>;
  /** The routes of a group known so far. */
  routesOf(group: string): RouteDef[];
  /** The groups whose tables are in; screens that list group routes re-render on it. */
  $groups: ReadableAtom<readonly string[]>;
}

export function createRouteTable(routes: readonly RouteDef[], groups: GroupTables): RouteTable {
  const table = [...routes];
  const $groups = atom<readonly string[]>([]);
  const fetches = new Map<string, Promise<void>>();
  const isIn = (group: string) => $groups.get().includes(group);

  function loadGroup(group: string): Promise<void> {
    let fetch = fetches.get(group);
    if (!fetch) {
      fetch = (groups[group]?.() ?? Promise.resolve({ default: {} })).then(
        (m) => {
          table.push(...tableOf(group, m.default));
          $groups.set([...$groups.get(), group]);
        },
        (err: unknown) => {
          fetches.delete(group);
          throw err;
        },
      );
      fetches.set(group, fetch);
    }
    return fetch;
  }

  return {
    route: (target) => table.find((r) => r.name === target || r.path === target),
    pendingGroup(path) {
      const group = GROUP_PATH.exec(path)?.[1];
      return group && groups[group] && !isIn(group) ? group : undefined;
    },
    loadGroup,
    routesOf: (group) => table.filter((r) => r.group === group),
    $groups,
  };
}
