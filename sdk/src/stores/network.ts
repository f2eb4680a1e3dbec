import { atom } from 'nanostores';

/** `$online` follows navigator.onLine and the window's online/offline events until `signal` aborts (the unmount). */
export function createNetwork(signal: AbortSignal, win: Window = window) {
  const $online = atom<boolean>(win.navigator?.onLine ?? true);
  win.addEventListener('online', () => $online.set(true), { signal });
  win.addEventListener('offline', () => $online.set(false), { signal });
  return { $online };
}
export type Network = ReturnType<typeof createNetwork>;
