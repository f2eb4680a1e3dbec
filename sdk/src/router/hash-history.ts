import type { History } from './history';
import { readHash } from './lazy-hash-history';

/**
 * The URL hash is the route: `#/pages/homeView/homeView?x=1`. push/replace use the History
 * API (no hashchange of our own); back/forward and edited hashes reach `listen`. A chunk of its
 * own: the mount loads it through lazy-hash-history.ts, in hash routing only.
 */
export function createHashHistory(win: Window = window): History {
  const read = () => readHash(win);
  const listeners = new Set<(url: string) => void>();
  let last = read();
  const onChange = () => {
    const url = read();
    if (url === last) return; // popstate and hashchange both fire for one move
    last = url;
    for (const fn of listeners) fn(url);
  };
  win.addEventListener('popstate', onChange);
  win.addEventListener('hashchange', onChange);
  const write = (url: string, method: 'pushState' | 'replaceState') => {
    last = url;
    win.history[method](win.history.state, '', `#${encodeURI(url)}`);
  };
  return {
    read,
    push: (url) => write(url, 'pushState'),
    replace: (url) => write(url, 'replaceState'),
    go(delta) {
      if (delta) win.history.go(delta);
    },
    listen(fn) {
      listeners.add(fn);
    },
    dispose() {
      listeners.clear();
      win.removeEventListener('popstate', onChange);
      win.removeEventListener('hashchange', onChange);
    },
  };
}
