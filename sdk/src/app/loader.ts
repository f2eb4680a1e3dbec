/**
 * The <script> build (`marketplace.iife.js`, global `Marketplace`): a loader of about one
 * KB that imports the ESM build (`index.js`, beside this script) on first use, so screens
 * stay lazy chunks in the script flavour too. Calls made before the core has arrived are
 * queued and replayed in order.
 *
 * @example
 * <script src="https://cdn.example/marketplace/marketplace.iife.js"></script>
 * <script>
 *   const mp = Marketplace.mountMarketplace(el, { token });
 *   mp.on('ready', () => console.log('ready'));   // queued until the core is loaded
 *   mp.ready.then((handle) => handle.navigate('aboutUs'));
 * </script>
 */
import type { MarketplaceEvents } from './events';
import type { MarketplaceHandle } from './mount';
import type { MarketplaceOptions } from './options';

type Core = typeof import('../index');

/** A handle usable at once; `ready` resolves with the real handle once the core is loaded. */
export interface QueuedHandle extends MarketplaceHandle {
  ready: Promise<MarketplaceHandle>;
}

const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
/** Where the ESM build lives: the directory of this script (override with `data-core`). */
const coreUrl = script?.dataset.core ?? new URL('index.js', script?.src || globalThis.location?.href).href;
let core: Promise<Core> | undefined;

/** Loads the core (once). */
export function load(): Promise<Core> {
  if (!core) {
    core = import(/* @vite-ignore */ coreUrl) as Promise<Core>;
    core.catch(() => {
      core = undefined; // a later call retries
    });
  }
  return core;
}

/** Same signature as the ESM `mountMarketplace`; calls are queued until the core arrives. */
export function mountMarketplace(el: HTMLElement, options?: MarketplaceOptions): QueuedHandle {
  let real: MarketplaceHandle | undefined;
  let gone = false;
  const queue: ((h: MarketplaceHandle) => void)[] = [];
  const call = (fn: (h: MarketplaceHandle) => void) => (real ? fn(real) : queue.push(fn));
  const ready = load().then((m) => {
    real = m.mountMarketplace(el, options);
    for (const fn of queue.splice(0)) fn(real);
    return real;
  });
  ready.catch((err: unknown) => console.error(err));
  return {
    ready,
    update: (patch) => call((h) => h.update(patch)),
    navigate: (target, query) => call((h) => h.navigate(target, query)),
    on<K extends keyof MarketplaceEvents>(event: K, fn: (payload: MarketplaceEvents[K]) => void) {
      let off: (() => void) | undefined;
      let cancelled = false;
      call((h) => {
        if (!cancelled) off = h.on(event, fn);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    },
    unmount() {
      if (gone) return;
      gone = true;
      call((h) => h.unmount());
    },
  };
}
