import { atom, type WritableAtom } from 'nanostores';
import type { ChatHub } from './live-hub';
import type { UserData } from './user-data';

export interface Unread {
  $unread: WritableAtom<number>;
  setUnread(count: number): void;
  /** The chat's per-instance state, made by the chat chunks on first use (`chatHub()`, stores/live-hub.ts). */
  chat?: ChatHub;
}

/**
 * `$unread`: the unread message count shown on the messages tab badge. Filled by the live
 * connection (stores/live.ts, started through the `live` poll): stream events, or polling
 * `unread_number.php` every 2000 ms; cleared with user data.
 */
export function createUnread(userData: UserData): Unread {
  const $unread = atom<number>(0);
  userData.register(() => $unread.set(0));
  return {
    $unread,
    setUnread(count: number): void {
      $unread.set(Math.max(0, Math.floor(count) || 0));
    },
  };
}
