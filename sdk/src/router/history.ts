/**
 * Where the router keeps its location. Two implementations with this same small interface:
 * hash-history.ts (standalone app: the URL hash is the route; the mount loads it lazily through
 * lazy-hash-history.ts) and memory-history.ts
 * (embedded: never touches the host's URL). URLs are `path?query`, e.g.
 * `/pages/homeView/homeView?x=1`.
 */
export interface History {
  /** The current location. */
  read(): string;
  /** Adds an entry. */
  push(url: string): void;
  /** Replaces the current entry. */
  replace(url: string): void;
  /** Moves in the history (negative: back). Does not call `listen` subscribers. */
  go(delta: number): void;
  /** Location changes the router did not make (back/forward buttons, an edited hash), until `dispose`. */
  listen(fn: (url: string) => void): void;
  /** Stops listening; the history is not used after it. */
  dispose(): void;
}
