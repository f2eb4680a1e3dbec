import type { ReadableAtom } from 'nanostores';
import { useEffect, useReducer } from './preact';

/**
 * Subscribes the calling component to a nanostores store and returns its current value.
 *
 * @example
 * const user = useStore(session.$user);
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer<number, void>((n) => n + 1, 0);
  const value = store.get();
  useEffect(() => {
    // The value may have changed between render and effect: re-render once if so.
    if (store.get() !== value) rerender();
    // a store calls its listeners only when its value changes
    return store.listen(() => rerender());
  }, [store]);
  return value;
}
