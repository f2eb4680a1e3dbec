import { atom } from 'nanostores';
import type { UserData } from './user-data';

/**
 * `$unread`: the unread message count shown on the messages tab badge. Filled by the unread
 * poll of a later feature (registered in stores/polls.ts); cleared with user data.
 */
export function createUnread(userData: UserData) {
  const $unread = atom<number>(0);
  userData.register(() => $unread.set(0));
  return {
    $unread,
    setUnread(count: number): void {
      $unread.set(Math.max(0, Math.floor(count) || 0));
    },
  };
}
export type Unread = ReturnType<typeof createUnread>;
