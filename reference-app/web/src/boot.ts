import { type MarketplaceHandle, mountMarketplace } from '@marketplace/sdk';
import type { MarketplaceMount } from '@marketplace/sdk/react';
import { dropPaintIn } from './paint';
import { logError, standaloneOptions } from './standalone';
import './styles.css';

/**
 * The page's entry: mounts the marketplace at once, so the first screen, its texts and its
 * data load while the React host is still on its way, then loads the host, which adopts this
 * mount (`<Marketplace adopt>`) instead of making a second one. The element waits in <body>
 * until React moves it into its own div: React empties #root when it first renders into it.
 * The server's page already holds it, with home's first paint in its shadow root
 * (build/paint-home.ts); the mount draws beside the paint, which hands over to it.
 */
const element = document.querySelector<HTMLElement>('body > .marketplace') ?? document.createElement('div');
element.className = 'marketplace';
if (!element.isConnected) document.getElementById('root')?.before(element);
dropPaintIn(element, standaloneOptions.locale);
const handle: MarketplaceHandle = mountMarketplace(element, standaloneOptions);
const mount: MarketplaceMount = { element, handle, options: standaloneOptions };
const stopLogging = handle.on('error', logError);

/** The boot mount, for the React host to adopt; the host's onEvent logs from then on. */
export function takeBootMount(): MarketplaceMount {
  stopLogging();
  return mount;
}

// React's bundle waits until the marketplace is ready (its texts loaded) and the browser is
// idle (the first page drawn): parsing it earlier competes with the first screen for the main
// thread. A first page that never gets ready (its texts failed) must not keep the host away.
let hostRequested = false;
const loadHost = () => {
  if (hostRequested) return;
  hostRequested = true;
  offReady();
  clearTimeout(fallback);
  void import('./main');
};
const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 0);
const offReady = handle.on('ready', () => whenIdle(loadHost));
const fallback = setTimeout(loadHost, 3000);
