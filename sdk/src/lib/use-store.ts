import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from './preact';

/**
 * Subscribes the calling component to a nanostores store and returns its current value.
 *
 * @example
 * const user = useStore(session.$user);
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, force] = useState(0);
  const value = store.get();
  useEffect(() => {
    let last = store.get();
    // The value may have changed between render and effect: re-render once if so.
    if (last !== value) force((n) => n + 1);
    return store.listen((next) => {
      if (next === last) return;
      last = next;
      force((n) => n + 1);
    });
  }, [store]);
  return value;
}
