import type { History } from './history';

/** A history held in memory: the host page's location is never read or written. */
export function createMemoryHistory(initial = '/'): History {
  let entries = [initial];
  let index = 0;
  return {
    read: () => entries[index] ?? '/',
    push(url) {
      entries = [...entries.slice(0, index + 1), url];
      index = entries.length - 1;
    },
    replace(url) {
      entries[index] = url;
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
    },
    // nothing outside the router moves it, and nothing uses it after `dispose`
    listen() {},
    dispose() {},
  };
}
