import { atom } from 'nanostores';
import { TOAST_MS } from '../config';

export interface Toast {
  id: number;
  text: string;
}

/** The toast queue of one instance: each toast stays TOAST_MS (2000 ms). */
export function createToasts() {
  const $toasts = atom<Toast[]>([]);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let next = 1;

  function show(text: string): void {
    const toast = { id: next++, text };
    $toasts.set([...$toasts.get(), toast]);
    const timer = setTimeout(() => {
      timers.delete(timer);
      $toasts.set($toasts.get().filter((t) => t !== toast));
    }, TOAST_MS);
    timers.add(timer);
  }

  function dispose(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    $toasts.set([]);
  }

  return { $toasts, show, dispose };
}
export type Toasts = ReturnType<typeof createToasts>;
