import { atom } from 'nanostores';
import {
  type Message,
  type MessageCard,
  newClientKey,
  postMessage,
  uploadPicture,
} from '../api/endpoints/chat';
import type { Instance } from '../app/context';
import { quietApi } from '../ui/quiet-api';

/**
 * What the chat hears from the live connection (stores/live.ts) and from its own sends:
 * `message`, a new message (the stream's, or one of mine just sent); `sync`, fetch what is
 * newer than the last message held (`new.php`): sent on every poll tick while polling and
 * when the stream (re)opens, so nothing missed while it was down is lost.
 */
export type ChatEvent = { type: 'message'; message: Message } | { type: 'sync' };

/** A message of mine not yet stored by the server. Its `client_key` stays the same across retries. */
export interface Outgoing {
  client_key: string;
  conversation_id: string;
  /** Text, or "" for a picture. */
  content: string;
  /** An order card: the order, and what it showed when picked (drawn while it waits). */
  goods_order_id?: number;
  card?: MessageCard;
  /** A picture until it is uploaded, and its local preview (an object URL). */
  file?: Blob;
  preview?: string;
  /** The uploaded picture's URL, once known (a retry does not upload again). */
  pic?: string;
  /** Upload progress, 0..1. */
  progress?: number;
  /** waiting: queued (offline: sent when the connection returns); sending; failed: retry by hand. */
  status: 'waiting' | 'sending' | 'failed';
  /** Why it failed, translated. */
  error?: string;
  /** Unix seconds, when it was written. */
  created_at: number;
}

/** The instance parts the hub needs. */
export type HubDeps = Pick<Instance, 'api' | 'network' | 'userData' | 'i18n'>;

/**
 * The chat's per-instance state, kept while the user moves between screens and cleared with
 * user data (logout, expiry): drafts per conversation, the outbox, and the live event fan-out.
 * The outbox sends one message at a time, in order, only while online; a message written
 * offline waits and goes out once when `$online` returns, with the key it got when written.
 */
export function createChatHub({ api, network, userData, i18n }: HubDeps) {
  const quiet = quietApi(api);
  const listeners = new Set<(event: ChatEvent) => void>();
  const drafts = new Map<string, string>();
  const $outbox = atom<Outgoing[]>([]);
  let pumping = false;

  const patch = (key: string, change: Partial<Outgoing>) =>
    $outbox.set($outbox.get().map((o) => (o.client_key === key ? { ...o, ...change } : o)));

  function drop(key: string): void {
    const gone = $outbox.get().find((o) => o.client_key === key);
    if (gone?.preview) URL.revokeObjectURL(gone.preview);
    $outbox.set($outbox.get().filter((o) => o !== gone));
  }

  function emit(event: ChatEvent): void {
    for (const fn of [...listeners]) fn(event);
  }

  async function deliver(item: Outgoing): Promise<void> {
    const key = item.client_key;
    patch(key, { status: 'sending', error: undefined });
    try {
      let pic = item.pic;
      if (item.file && !pic) {
        ({ url: pic } = await uploadPicture(quiet, item.file, {
          onProgress: (progress) => patch(key, { progress }),
        }));
        patch(key, { pic });
      }
      const message = await postMessage(quiet, {
        conversation_id: item.conversation_id,
        content: item.content,
        pic,
        goods_order_id: item.goods_order_id,
        client_key: key,
      });
      if (!$outbox.get().some((o) => o.client_key === key)) return; // cleared by a logout meanwhile
      drop(key);
      emit({ type: 'message', message });
    } catch (err) {
      const e = err as { kind?: string; message?: string };
      const offline = !network.$online.get() || navigator.onLine === false;
      if (e.kind === 'aborted' || (offline && e.kind !== 'server')) patch(key, { status: 'waiting' });
      else patch(key, { status: 'failed', error: e.message || i18n.t('common.error') });
    }
  }

  /** Sends waiting messages one by one, oldest first, while online. */
  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      for (;;) {
        const next = network.$online.get() && $outbox.get().find((o) => o.status === 'waiting');
        if (!next) break;
        await deliver(next);
      }
    } finally {
      pumping = false;
    }
  }

  network.$online.listen((online) => {
    if (online) void pump();
  });
  userData.register(() => {
    drafts.clear();
    for (const o of $outbox.get()) if (o.preview) URL.revokeObjectURL(o.preview);
    $outbox.set([]);
  });

  return {
    /** Messages of mine not stored yet, oldest first, over all conversations. */
    $outbox,
    /** Subscribes to live events; returns the unsubscribe function. */
    on(fn: (event: ChatEvent) => void): () => void {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    emit,
    /** The unsent text of a conversation ("" when none). */
    draft: (conversation: string): string => drafts.get(conversation) ?? '',
    setDraft(conversation: string, text: string): void {
      if (text) drafts.set(conversation, text);
      else drafts.delete(conversation);
    },
    /**
     * Queues a text, a picture or an order card and sends it now if online. Returns its client key.
     *
     * @example hub.send('12', { content: 'On my way' }); hub.send('12', { file }); hub.send('12', { goods_order_id: 7, card });
     */
    send(
      conversation: string,
      input: { content?: string; file?: Blob; goods_order_id?: number; card?: MessageCard },
    ): string {
      const client_key = newClientKey();
      const { file, content, ...card } = input;
      $outbox.set([
        ...$outbox.get(),
        {
          ...card,
          client_key,
          conversation_id: conversation,
          content: content ?? '',
          ...(file ? { file, preview: URL.createObjectURL(file), progress: 0 } : {}),
          status: 'waiting',
          created_at: Math.floor(Date.now() / 1000),
        },
      ]);
      void pump();
      return client_key;
    },
    /** Sends a failed message again, with the same key (the server never stores it twice). */
    retry(key: string): void {
      patch(key, { status: 'waiting', error: undefined });
      void pump();
    },
    /** Gives up on an unsent message. */
    discard(key: string): void {
      if ($outbox.get().find((o) => o.client_key === key)?.status !== 'sending') drop(key);
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;

/**
 * The chat hub of an instance, made on first use and kept on the instance (`unread.chat`), so
 * two widgets on one page never share drafts or messages.
 *
 * @example const hub = chatHub(useInstance()); useEffect(() => hub.on(onEvent), []);
 */
export function chatHub(inst: Pick<Instance, 'unread'> & HubDeps): ChatHub {
  inst.unread.chat ??= createChatHub(inst);
  return inst.unread.chat;
}
