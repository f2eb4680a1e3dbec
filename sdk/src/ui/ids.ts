import { useMemo } from '../lib/preact';

let seq = 0;

/** A document-unique id for label/aria wiring, stable for the life of the component. */
export function useUid(prefix = 'mp'): string {
  return useMemo(() => `${prefix}-${++seq}`, [prefix]);
}
