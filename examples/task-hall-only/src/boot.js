// The page's entry. It mounts the task hall at once, in its element in the hall's panel of the
// page's HTML (where server.mjs wrote the hall's first paint, which the hall replaces once it
// has drawn), so the hall's screen, its texts and its first orders load and show without
// waiting for React; then it loads the React page, whose <Marketplace adopt> takes the
// mount over where it stands (one instance, unmounted with the component).
import { mountMarketplace } from '@marketplace/sdk';
import { hallOptions, startingLocale } from './hall.js';
import './styles.css';

const options = { ...hallOptions, locale: startingLocale() };
// The element server.mjs wrote the hall's first paint into, or a new one (no paint: `vite dev`).
const element = document.querySelector('#hall-panel > .hall') ?? document.createElement('div');
element.className = 'hall';
if (!element.isConnected) document.getElementById('hall-panel')?.append(element);
const handle = mountMarketplace(element, options);
let ready = false;
const waiting = new Set();
handle.on('ready', () => {
  ready = true;
  for (const fn of waiting) fn();
  waiting.clear();
});

/**
 * The early mount, for the page to adopt. `ready` may come before React subscribes to the
 * widget's events (they are not replayed): `whenReady` calls back now or when it comes.
 */
export const earlyHall = {
  mount: { element, handle, options },
  whenReady(fn) {
    if (ready) fn();
    else waiting.add(fn);
  },
};

// React's bundle waits until the hall is ready and the browser idle (the hall drawn): parsing it
// earlier competes with the hall for a phone's main thread. A hall that never gets ready (its
// texts failed) must not keep the page's own parts away.
let pageRequested = false;
const loadPage = () => {
  if (pageRequested) return;
  pageRequested = true;
  clearTimeout(fallback);
  import('./main.jsx');
};
const whenIdle = (fn) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 0);
earlyHall.whenReady(() => whenIdle(loadPage));
const fallback = setTimeout(loadPage, 3000);
