import type { Instance } from './context';

/** The longest a first paint from the host's server stays once its page has mounted. */
export const SERVER_PAINT_MAX_MS = 3000;

/**
 * Hands over from a first paint the host's server wrote into the shadow root (`@marketplace/sdk/
 * server`, declarative shadow DOM; docs/embedding.md) to the widget. The mount leaves the
 * paint's elements (`data-mp-paint`) in place and draws beside them, hidden by the paint's own
 * sheet for up to three seconds; the page the paint shows (the task hall) calls this when it
 * mounts, and the paint goes once the page is drawn in the widget's locale: no spinner, and no
 * list item still waiting for its card's chunk, so the view never falls back to a loading
 * state. After SERVER_PAINT_MAX_MS the paint goes whatever the widget shows (it is inert: its
 * buttons do nothing), and an unmount removes it too.
 */
export default function replaceServerPaint({ i18n, options, signal }: Instance, container: Element): void {
  const paint = [...(container.parentNode?.children ?? [])].filter((el) => el.hasAttribute('data-mp-paint'));
  if (!paint[0]) return;
  const drawn = () =>
    i18n.$locale.get() === options.locale &&
    !!container.querySelector('.mp-stack-page:not([hidden]) .mp-page') &&
    !container.querySelector('.mp-spin,li:empty');
  const check = () => drawn() && done();
  const observer = new MutationObserver(check);
  // after the store's other listeners (the components' re-renders) have run
  const offLocale = i18n.$locale.listen(() => void Promise.resolve().then(check));
  const timer = setTimeout(done, SERVER_PAINT_MAX_MS);
  function done() {
    observer.disconnect();
    offLocale();
    clearTimeout(timer);
    for (const el of paint) el.remove();
  }
  if (signal.aborted) {
    done();
    return;
  }
  signal.addEventListener('abort', done);
  observer.observe(container, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
  check();
}
