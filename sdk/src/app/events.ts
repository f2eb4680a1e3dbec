/**
 * The events of a mounted marketplace, by name, with their payloads.
 *
 * @example
 * const off = handle.on('unread', ({ count }) => badge.textContent = String(count));
 * off(); // unsubscribe
 */
export interface MarketplaceEvents {
  /** The first page is on screen and the interface language is loaded. */
  ready: undefined;
  /** The visible page changed. `path` is the spec's route path, `query` its parameters. */
  navigate: { path: string; query: Record<string, string> };
  /** A user signed in inside the widget (phone binding). */
  login: { userId: number };
  /** The user signed out inside the widget; token, user and order data are cleared. */
  logout: undefined;
  /**
   * A screen needs a signed-in user and there is none, or the token expired (401). In
   * memory routing the host may answer with `handle.update({ token })`; in hash routing the
   * widget also opens its own login page.
   */
  authRequired: undefined;
  /** The unread message count changed. */
  unread: { count: number };
  /**
   * A request failed (aborted requests excepted), or `getToken` failed (`kind: 'token'`; it is
   * retried with backoff). `message` is translated, ready to show.
   */
  error: { message: string; kind: 'server' | 'network' | 'timeout' | 'unauthorized' | 'token' };
}

export type MarketplaceEventName = keyof MarketplaceEvents;

/** Every event name, for adapters that forward them all. */
export const EVENT_NAMES = [
  'ready',
  'navigate',
  'login',
  'logout',
  'authRequired',
  'unread',
  'error',
] as const satisfies readonly MarketplaceEventName[];
