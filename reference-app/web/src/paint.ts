/**
 * Removes home's first paint from the page's element when it is in another language than the
 * widget's: the server picks the page by Accept-Language, the widget its language by
 * `navigator.language`, which a browser can set apart. The widget then draws as without a paint,
 * rather than after the hand-over's longest wait.
 */
export function dropPaintIn(element: Element, locale: string): void {
  const root = element.shadowRoot;
  const painted = root?.querySelector('.mp-root[data-mp-paint]');
  if (!root || !painted || painted.getAttribute('lang') === locale) return;
  for (const el of root.querySelectorAll('[data-mp-paint]')) el.remove();
}
