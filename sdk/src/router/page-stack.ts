import { atom, type ReadableAtom } from 'nanostores';
import { STACK_DEPTH_MAX } from '../config';
import type { History } from './history';

/** One page of the stack. */
export interface PageEntry {
  key: number;
  name: string;
  path: string;
  query: Record<string, string>;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** `path?query` of an entry. */
export const href = (e: PageEntry): string => {
  const qs = new URLSearchParams(e.query).toString();
  return qs ? `${e.path}?${qs}` : e.path;
};

/** Makes the entry of a navigation target (route name, alias or path) with its query. */
export type Enter = (target: string, query?: Query) => PageEntry;

/** The page stack and its moves, mirrored into the history. */
export interface Navigation {
  /** The page stack, bottom first; the last entry is the visible page. */
  $stack: ReadableAtom<PageEntry[]>;
  /** Pushes a page; the page below stays mounted (hidden) so its scroll and state survive. */
  navigateTo(target: string, query?: Query): void;
  /** Replaces the top page. */
  redirectTo(target: string, query?: Query): void;
  /** Pops `delta` pages (default 1); on the bottom page: reLaunch home. */
  navigateBack(delta?: number): void;
  /** Resets the stack to a tab page. */
  switchTab(name: string): void;
  /** Resets the stack to any page. */
  reLaunch(target: string, query?: Query): void;
  /** Stops following the history; later moves do nothing. */
  dispose(): void;
}

/**
 * The stack with `entry` pushed, one history entry above the page below it. Above the depth
 * cap the oldest page above home goes (the bottom page when home is not at the bottom), and
 * the page that takes its place is no longer one history entry above the page below it.
 */
function pushPage(stack: PageEntry[], entry: PageEntry, home: string, pushed: Set<number>): PageEntry[] {
  const next = [...stack, entry];
  pushed.add(entry.key);
  while (next.length > STACK_DEPTH_MAX) {
    const drop = next[0]?.name === home ? 1 : 0;
    const [gone] = next.splice(drop, 1);
    if (gone) pushed.delete(gone.key);
    const heir = next[drop];
    if (heir) pushed.delete(heir.key);
  }
  return next;
}

/** The stack with its top page replaced by `entry`, which sits where the old top sat in the history. */
function replaceTop(stack: PageEntry[], entry: PageEntry, pushed: Set<number>): PageEntry[] {
  const old = stack.at(-1);
  if (old && pushed.delete(old.key)) pushed.add(entry.key);
  return [...stack.slice(0, -1), entry];
}

/** The stack without its top `delta` pages (at least one, never the bottom one), the history moved with it. */
function popPages(stack: PageEntry[], delta: number, pushed: Set<number>, history: History): PageEntry[] {
  const n = Math.max(1, Math.min(delta, stack.length - 1));
  const popped = stack.slice(-n);
  const rest = stack.slice(0, -n);
  const viaHistory = popped.every((e) => pushed.has(e.key));
  for (const e of popped) pushed.delete(e.key);
  const top = rest.at(-1);
  if (viaHistory) history.go(-n);
  else if (top) history.replace(href(top));
  return rest;
}

/**
 * The stack after a location the router did not make (back/forward buttons, an edited hash):
 * back down to a page below that has it, else that page on top (alone when it is a tab).
 * Undefined when the top page already has it.
 */
function follow(
  stack: PageEntry[],
  url: string,
  pushed: Set<number>,
  enter: Enter,
  isTab: (name: string) => boolean,
) {
  const top = stack.at(-1);
  if (top && href(top) === url) return undefined;
  for (let i = stack.length - 2; i >= 0; i--) {
    const e = stack[i];
    if (e && href(e) === url) {
      for (const gone of stack.slice(i + 1)) pushed.delete(gone.key);
      return stack.slice(0, i + 1);
    }
  }
  const entry = enter(url);
  if (!isTab(entry.name)) return [...stack, entry].slice(-STACK_DEPTH_MAX);
  pushed.clear();
  return [entry];
}

/** A page stack over a history (hash or memory); `onTop` hears of every new top page. */
export function createNavigation(
  history: History,
  home: string,
  enter: Enter,
  isTab: (name: string) => boolean,
  onTop: (top: PageEntry) => void,
): Navigation {
  const $stack = atom<PageEntry[]>([]);
  const pushed = new Set<number>(); // keys of entries one history entry above the entry below them
  let disposed = false;
  function set(stack: PageEntry[]): void {
    const before = $stack.get().at(-1);
    $stack.set(stack);
    const top = stack.at(-1);
    if (top && top !== before) onTop(top);
  }
  function reset(entry: PageEntry): void {
    pushed.clear();
    history.replace(href(entry));
    set([entry]);
  }
  history.listen((url) => {
    const stack = follow($stack.get(), url, pushed, enter, isTab);
    if (stack) set(stack);
  });
  return {
    $stack,
    navigateTo(target, query) {
      if (disposed) return;
      const entry = enter(target, query);
      history.push(href(entry));
      set(pushPage($stack.get(), entry, home, pushed));
    },
    redirectTo(target, query) {
      if (disposed) return;
      const entry = enter(target, query);
      history.replace(href(entry));
      set(replaceTop($stack.get(), entry, pushed));
    },
    navigateBack(delta = 1) {
      if (disposed) return;
      const stack = $stack.get();
      if (stack.length > 1) set(popPages(stack, delta, pushed, history));
      else reset(enter(home));
    },
    switchTab: (name) => disposed || reset(enter(name)),
    reLaunch: (target, query) => disposed || reset(enter(target, query)),
    dispose() {
      disposed = true;
      history.dispose();
    },
  };
}
