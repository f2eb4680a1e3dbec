import { atom } from 'nanostores';
import { LOCK_GUIDE_RESET_MS } from '../config';
import type { KeyValueStore } from '../lib/storage';

export const GUIDE_FLAGS = ['deliver_guide', 'receive_guide', 'lock_guide', 'position_guide'] as const;
export type GuideFlag = (typeof GUIDE_FLAGS)[number];
export type Guides = Record<GuideFlag, boolean>;

interface Persisted {
  flags: Guides;
  /** When lock_guide was set (ms since epoch), so the reset survives a reload. */
  lockAt?: number;
}

const NONE: Guides = { deliver_guide: false, receive_guide: false, lock_guide: false, position_guide: false };

/**
 * Guide flags (spec 3). Persisted through `storage` (localStorage in hash mode, memory
 * otherwise). lock_guide resets itself LOCK_GUIDE_RESET_MS (600000 ms) after being set, also
 * across a reload: a lock whose time has passed by the time the store is created is already
 * reset. A lazy chunk: the session loads it for the first screen that asks (`session.guides()`).
 */
export function createGuides(storage: KeyValueStore) {
  const saved = storage.get<Persisted>('guides');
  const $guides = atom<Guides>({ ...NONE, ...saved?.flags });
  let lockAt = saved?.lockAt;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const save = () => storage.set('guides', { flags: $guides.get(), lockAt } satisfies Persisted);

  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (disposed || !$guides.get().lock_guide) return;
    const left = (lockAt ?? Date.now()) + LOCK_GUIDE_RESET_MS - Date.now();
    if (left <= 0) setGuide('lock_guide', false);
    else
      timer = setTimeout(() => {
        timer = undefined;
        setGuide('lock_guide', false);
      }, left);
  }

  function setGuide(flag: GuideFlag, value: boolean): void {
    $guides.set({ ...$guides.get(), [flag]: value });
    if (flag === 'lock_guide') {
      lockAt = value ? Date.now() : undefined;
      schedule();
    }
    save();
  }

  schedule();

  return {
    $guides,
    setGuide,
    /** Stops the lock_guide timer for good (unmount). */
    dispose(): void {
      disposed = true;
      schedule();
    },
  };
}
export type GuidesStore = ReturnType<typeof createGuides>;
