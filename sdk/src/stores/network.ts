import { atom } from 'nanostores';

/** `$online` follows navigator.onLine and the window's online/offline events. */
export function createNetwork(win: Window = window) {
  const $online = atom<boolean>(win.navigator?.onLine ?? true);
  const onOnline = () => $online.set(true);
  const onOffline = () => $online.set(false);
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  return {
    $online,
    dispose(): void {
      win.removeEventListener('online', onOnline);
      win.removeEventListener('offline', onOffline);
    },
  };
}
export type Network = ReturnType<typeof createNetwork>;
