import { useInstance, useRoute } from '../app/context';
import { useEffect, useRef } from '../lib/preact';
import type { Router } from '../router/router';

/**
 * What a picker page hands back to the page that opened it (selectProject -> a category,
 * manageAddress in pick mode -> an address, selectMap -> a location, selectOrder -> an order,
 * upLoadFile -> the uploaded file).
 * The picker calls `putPick(router, kind, value)` and `navigateBack()`; the opener's
 * `usePick(kind, fn)` receives it when its page is on top again. One slot per kind and
 * instance: two mounted widgets never see each other's picks.
 */
export type PickKind = 'category' | 'address' | 'location' | 'order' | 'file';

const slots = new WeakMap<Router, Map<PickKind, unknown>>();

/** Leaves a picked value for the page below; the next `usePick(kind)` on top takes it. */
export function putPick(router: Router, kind: PickKind, value: unknown): void {
  const slot = slots.get(router) ?? new Map<PickKind, unknown>();
  slots.set(router, slot);
  slot.set(kind, value);
}

/** Takes (and clears) the value picked for `kind`, if any. */
export function takePick<T>(router: Router, kind: PickKind): T | undefined {
  const slot = slots.get(router);
  if (!slot?.has(kind)) return undefined;
  const value = slot.get(kind) as T;
  slot.delete(kind);
  return value;
}

/**
 * Calls `onPick` with the value a picker left for `kind`, as soon as this component's page is
 * the visible one again (at once if it already is).
 *
 * @example usePick<Category>('category', (c) => setForm((f) => ({ ...f, category: c })));
 */
export function usePick<T>(kind: PickKind, onPick: (value: T) => void): void {
  const { router } = useInstance();
  const page = useRoute();
  const latest = useRef(onPick);
  latest.current = onPick;
  useEffect(() => {
    const check = (stack: readonly { key: number }[]) => {
      if (stack[stack.length - 1]?.key !== page.key) return;
      const value = takePick<T>(router, kind);
      if (value !== undefined) latest.current(value);
    };
    check(router.$stack.get());
    return router.$stack.listen(check);
  }, [router, page.key, kind]);
}
