import { atom } from 'nanostores';
import { getHistory, getNewMessages, type Message } from '../../../api/endpoints/chat';
import type { Transport } from '../../../api/transport';
import { CHAT_NEW_MAX } from '../../../config';
import type { TFunction } from '../../../i18n';
import { errorText, isAborted } from '../../../ui/errors';

export interface ThreadState {
  /** Messages held, oldest first, each once. */
  list: Message[];
  /** The first page: loading, ready, or failed with `error`. */
  status: 'loading' | 'ready' | 'error';
  error: string;
  /** Older messages exist on the server. */
  more: boolean;
  /** The upward page in flight, or failed. */
  older: 'idle' | 'loading' | 'error';
  /** Contact details may be sent (a paid task between the two), as the server last said. */
  contact: boolean;
}

/**
 * The messages of one open conversation: the newest page, older pages upward (`before_id`,
 * so new arrivals never shift them), and what is newer than the last held (`new.php`, also
 * marking it read). Every message is held once, by `chat_id`, whatever path brought it.
 */
export function createThread(api: Transport, conversation: string, t: TFunction) {
  const $thread = atom<ThreadState>({
    list: [],
    status: 'loading',
    error: '',
    more: false,
    older: 'idle',
    contact: false,
  });
  const set = (change: Partial<ThreadState>) => $thread.set({ ...$thread.get(), ...change });
  let syncing = false;
  let again = false;

  function add(messages: Message[]): void {
    const list = $thread.get().list;
    const known = new Set(list.map((m) => m.chat_id));
    const fresh = messages.filter((m) => !known.has(m.chat_id) && known.add(m.chat_id));
    if (!fresh.length) return;
    // The peer wrote after opening the conversation, which marked everything before it read:
    // there are no read receipts, so a reply is the sign (history tells the truth on reopening).
    const replied = Math.max(0, ...fresh.filter((m) => !m.mine).map((m) => m.chat_id));
    set({
      list: list
        .concat(fresh)
        .sort((a, b) => a.chat_id - b.chat_id)
        .map((m) => (m.mine && !m.read && m.chat_id < replied ? { ...m, read: true } : m)),
    });
  }

  return {
    $thread,
    add,
    /** Forgets a message (deleted for me). */
    remove(chat_id: number): void {
      set({ list: $thread.get().list.filter((m) => m.chat_id !== chat_id) });
    },
    /** Changes a message held (a card the caller just answered). */
    patch(chat_id: number, change: Partial<Message>): void {
      set({ list: $thread.get().list.map((m) => (m.chat_id === chat_id ? { ...m, ...change } : m)) });
    },

    /** The newest page (opening it marks the conversation read). */
    async load(): Promise<void> {
      set({ status: 'loading', error: '' });
      try {
        const page = await getHistory(api, { conversation_id: conversation });
        add(page.list);
        set({ status: 'ready', more: page.has_more, contact: page.contact_allowed });
      } catch (err) {
        if (!isAborted(err)) set({ status: 'error', error: errorText(err, t) });
      }
    },

    /** The page before the oldest held; `beforeAdd` runs just before it lands (to keep the scroll). */
    async older(beforeAdd?: () => void): Promise<void> {
      const { list, more, older } = $thread.get();
      const oldest = list[0];
      if (!oldest || !more || older === 'loading') return;
      set({ older: 'loading' });
      try {
        const page = await getHistory(api, { conversation_id: conversation, before_id: oldest.chat_id });
        beforeAdd?.();
        add(page.list);
        set({ older: 'idle', more: page.has_more && page.list.length > 0 });
      } catch {
        set({ older: 'error' });
      }
    },

    /** Fetches what is newer than the newest held, in rounds of 100; one round at a time. */
    async sync(): Promise<void> {
      if ($thread.get().status !== 'ready') return;
      if (syncing) {
        again = true;
        return;
      }
      syncing = true;
      try {
        do {
          again = false;
          const newest = $thread.get().list.at(-1)?.chat_id ?? 0;
          const { list, contact_allowed } = await getNewMessages(api, conversation, newest);
          add(list);
          // A lifecycle event: the cards above show their order or task as it is now.
          if (list.some((m) => m.kind === 'system')) {
            const fresh = new Map(
              (await getHistory(api, { conversation_id: conversation })).list.map((m) => [m.chat_id, m]),
            );
            set({
              list: $thread
                .get()
                .list.map((m) =>
                  m.card && fresh.has(m.chat_id) ? { ...m, card: fresh.get(m.chat_id)?.card } : m,
                ),
            });
          }
          if (contact_allowed !== $thread.get().contact) set({ contact: contact_allowed });
          if (list.length >= CHAT_NEW_MAX) again = true;
        } while (again);
      } catch {
        // the next tick or event tries again
      } finally {
        syncing = false;
      }
    },
  };
}
export type Thread = ReturnType<typeof createThread>;
