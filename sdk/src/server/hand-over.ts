/** The longest a first paint stays in front once the widget has mounted beside it. */
export const HAND_OVER_MAX_MS = 3000;
/** How long the paint waits for a widget at all: without one, it is the page. */
export const MOUNT_WAIT_MAX_MS = 30_000;

/**
 * Hands over from the first paint (`data-mp-paint`: its sheet, which hides the widget's root,
 * and its own root) to the widget, in the host element's shadow root. It runs in the page, from
 * the script the paint's renderer writes after it, so the widget's bundle pays nothing for it.
 * The mount leaves the paint in place (app/mount.ts) and draws beside it, hidden. The paint
 * goes as soon as the widget shows the same page: in the same language (the same title in its
 * bar), and drawn, with no more still loading than the paint shows (spinners, as home's
 * banners', and list items waiting for their card's chunk). So the view never falls back to a
 * loading state. It watches the shadow root's changes (a MutationObserver), so it looks in the
 * same task as the widget's render, before the page's next script can delay the frame. A
 * widget that shows something else (another language, an error) takes over after `handOverMs`
 * all the same: the paint is inert, its buttons do nothing. A widget unmounted before then
 * takes the paint with it. Without a widget within `mountWaitMs`, it stops watching: the paint
 * is the page. Self-contained: it is written into the page as its source.
 */
export function handOver(host: Element | null, handOverMs: number, mountWaitMs: number): void {
  const root = host?.shadowRoot;
  if (!root) return;
  const paint = [...root.children].filter((el) => el.hasAttribute('data-mp-paint'));
  const title = (el: Element | undefined) =>
    el?.querySelector('.mp-stack-page:not([hidden]) .mp-nav__title')?.textContent;
  // what is still loading: a spinner, or a list item waiting for its card's chunk
  const loading = (el: Element | undefined) => el?.querySelectorAll('.mp-spin,li:empty').length ?? 0;
  const paintRoot = paint.find((el) => el.classList.contains('mp-root'));
  const painted = title(paintRoot);
  const paintLoading = loading(paintRoot);
  let mounted = false;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const handOverNow = () => {
    stop();
    for (const el of paint) el.remove();
  };
  const check = () => {
    const widget = [...root.children].find(
      (el) => el.classList.contains('mp-root') && !el.hasAttribute('data-mp-paint'),
    );
    if (widget && !mounted) {
      mounted = true;
      clearTimeout(timer);
      timer = setTimeout(handOverNow, handOverMs);
    }
    // a widget unmounted before it took over leaves its element empty, as an unmount does
    if ((!widget && mounted) || (widget && title(widget) === painted && paintLoading >= loading(widget)))
      handOverNow();
  };
  const observer = new MutationObserver(check);
  let timer = setTimeout(stop, mountWaitMs);
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  check();
}

/**
 * Home's paint in hash routing (the standalone app): the server cannot see the URL's hash, so
 * the paint is of home whatever page the hash names. This runs as the HTML is parsed, before
 * the first frame: on a hash that names another page (a deep link, a reload on a page), it
 * removes the paint at once and the widget opens that page as without one; on home, it hands
 * over as `handOver` does. Self-contained, `handOver` passed in: it is written into the page as
 * its source.
 */
export function handOverAtHome(
  host: Element | null,
  handOverMs: number,
  mountWaitMs: number,
  handOverFn: typeof handOver,
): void {
  // '', '#', '#/', '#/pages/homeView/homeView', each with a query or not (router/router.ts)
  if (/^#?\/?(pages\/homeView\/homeView)?(\?|$)/.test(location.hash))
    handOverFn(host, handOverMs, mountWaitMs);
  else for (const el of host?.shadowRoot?.querySelectorAll('[data-mp-paint]') ?? []) el.remove();
}

/**
 * The hand-over as the script a paint writes after its template: `handOver`, or with
 * `atHomeOnly` (home's paint in hash routing) `handOverAtHome`, each called on the host
 * element the script is written in.
 */
export function handOverScript(atHomeOnly = false): string {
  const args = `document.currentScript.parentElement,${HAND_OVER_MAX_MS},${MOUNT_WAIT_MAX_MS}`;
  return atHomeOnly ? `(${handOverAtHome})(${args},${handOver})` : `(${handOver})(${args})`;
}
