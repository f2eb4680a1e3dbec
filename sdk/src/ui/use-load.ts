import { useT } from '../app/context';
import { useEffect, useRef, useState } from '../lib/preact';
import { errorText, isAborted } from './errors';

export interface LoadState<T> {
  data: T | undefined;
  /** Translated message, or null. */
  error: string | null;
  loading: boolean;
  reload(): void;
}

/**
 * Runs `load` on mount and whenever `deps` change; keeps only the latest answer and drops
 * answers that arrive after unmount.
 *
 * @example const { data, error, loading, reload } = useLoad(() => getBanners(api, 'home'), []);
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): LoadState<T> {
  const t = useT();
  const [state, setState] = useState<{ data?: T; error: string | null; loading: boolean }>({
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const run = useRef(0);

  useEffect(() => {
    const id = ++run.current;
    setState((s) => ({ data: s.data, error: null, loading: true }));
    load().then(
      (data) => id === run.current && setState({ data, error: null, loading: false }),
      (err: unknown) => {
        if (id !== run.current || isAborted(err)) return;
        setState((s) => ({ data: s.data, error: errorText(err, t), loading: false }));
      },
    );
    return () => {
      run.current++;
    };
  }, [...deps, tick]);

  return { ...state, data: state.data, reload: () => setTick((n) => n + 1) };
}
