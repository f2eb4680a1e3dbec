// The page's entry. It mounts the task hall at once, in an element of its own not yet in the
// page, so the hall's screen, its texts and its first orders load while React is on its way;
// then it loads the React page, whose <Marketplace adopt> puts that element in the hall's
// panel and takes the mount over (one instance, unmounted with the component).
import { mountMarketplace } from '@marketplace/sdk';
import { hallOptions, startingLocale } from './hall.js';
import './styles.css';

const options = { ...hallOptions, locale: startingLocale() };
const element = document.createElement('div');
element.className = 'hall';
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

import('./main.jsx');
