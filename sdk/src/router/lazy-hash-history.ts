import type { History } from './history';

/** The route in the URL hash: `#/pages/aboutUs/aboutUs?x=1` -> `/pages/aboutUs/aboutUs?x=1`. */
export const readHash = (win: Window = window): string =>
  decodeURI(win.location.hash.replace(/^#/, '')) || '/';

/**
 * Hash routing with hash-history.ts fetched on first use (a chunk of its own, hash routing
 * only): the embedded views route in memory and never pay for it, and the core keeps only this
 * loader. `read` is the hash itself, so a cold start on a deep link opens that page at once;
 * every other call (push, replace, go, listen, dispose) waits, in order, for the chunk and then
 * runs on it. The router reads only when it starts, before any move of its own.
 */
export function createLazyHashHistory(): History {
  let real: History | undefined;
  const waiting: [keyof History, unknown[]][] = [];
  void import('./hash-history').then((m) => {
    const history = m.createHashHistory();
    for (const [method, args] of waiting) (history[method] as (...a: unknown[]) => void)(...args);
    real = history;
  });
  const later =
    (method: keyof History) =>
    (...args: unknown[]) =>
      real ? (real[method] as (...a: unknown[]) => void)(...args) : void waiting.push([method, args]);
  return {
    read: readHash,
    push: later('push'),
    replace: later('replace'),
    go: later('go'),
    listen: later('listen'),
    dispose: later('dispose'),
  };
}
