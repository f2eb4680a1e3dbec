import { FIRST_PAGE } from '../../config';
import type { RequestOptions, Transport } from '../transport';
import type { Page } from '../types';

/** What a chat entry is (docs/chat.md). */
export type MessageKind = 'text' | 'picture' | 'order' | 'task' | 'system';

/**
 * What an order or task card shows, read when the message is answered (the order and the task
 * as they are now, not when the card was sent).
 */
export interface MessageCard {
  /** The order's title. */
  title: string;
  pricing_mode: 'fixed' | 'quote';
  /** A task card: the task's fee (agreed, or last proposed); an order card: the order's price. */
  price_fen: number;
  /** A task card: the task's state (`TaskState`); an order card: the order's (`OrderState`). */
  status: string;
  /** The order's first picture (absolute URL), or "". */
  pic: string;
  /** The caller may decline this application now (refuseOrder): its poster, while it waits. */
  refusable: boolean;
}

/**
 * A chat entry (its id is `chat_id`). Ids that do not apply are `0`; `pic` is `""` when none.
 * `read` (on my own messages): the other participant has read it. A `system` message's
 * `content` is JSON text: `{"key":"chat.system.paid","params":{"title":"...","price_fen":5000}}`.
 */
export interface Message {
  chat_id: number;
  conversation_id: number;
  sender_id: number;
  kind: MessageKind;
  content: string;
  pic: string;
  goods_order_id: number;
  goods_order_task_id: number;
  /** Unix seconds. */
  created_at: number;
  mine: boolean;
  read: boolean;
  /** On `order` and `task` messages whose order exists; null (or absent) otherwise. */
  card?: MessageCard | null;
}

/** Messages as one participant reads them, with whether contact details may be sent yet. */
export interface ReadMessages {
  /** The two have a paid task between them: the device's blocked-words check lets contact details pass. */
  contact_allowed: boolean;
}

/** The other participant of a conversation. */
export interface Peer {
  id: number;
  s_username: string;
  /** Avatar URL or "". */
  face: string;
}

/** A conversation as the caller sees it: the peer, the newest message, the caller's unread count. */
export interface Conversation {
  conversation_id: number;
  peer: Peer;
  last_message: Message | null;
  unread: number;
  /** Unix seconds. */
  updated_at: number;
}

/** What `post.php` sends: one of text, picture, order card or task card, and the idempotency key. */
export interface PostInput {
  conversation_id: number | string;
  content?: string;
  pic?: string;
  goods_order_id?: number;
  goods_order_task_id?: number;
  /** 8-64 characters of `[A-Za-z0-9_-]`, one per message: the same key never stores twice. */
  client_key: string;
}

/** The live stream (`text/event-stream`, read with fetch so the token stays in a header). */
export const CHAT_STREAM_PATH = '/m/api/chat/stream';

/**
 * A fresh `client_key` for a message: 24 hex digits from the platform's random source
 * (crypto.getRandomValues works on plain http too, unlike randomUUID).
 *
 * @example postMessage(api, { conversation_id: 3, content: 'hi', client_key: newClientKey() })
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** GET /m/api/chat/unread_number.php: unread messages over all conversations. */
export const getUnreadNumber = (api: Transport, opts?: RequestOptions) =>
  api.get<{ count: number }>('/m/api/chat/unread_number.php', undefined, opts);

/** POST /m/api/chat/conversation.php: the conversation with a user (created when new). */
export const openConversation = (api: Transport, accept_id: number | string, opts?: RequestOptions) =>
  api.post<Conversation>('/m/api/chat/conversation.php', { accept_id }, opts);

/** POST /m/api/chat/list.php: a page of the caller's conversations, newest activity first. */
export const getConversations = (api: Transport, page: number = FIRST_PAGE, opts?: RequestOptions) =>
  api.post<Page<Conversation>>('/m/api/chat/list.php', { page }, opts);

/**
 * POST /m/api/chat/history.php: messages of a conversation, newest first; marks it read.
 * `before_id` (the oldest `chat_id` held) keeps pages stable while new messages arrive.
 *
 * @example getHistory(api, { conversation_id: 3, page: 1, before_id: oldest.chat_id })
 */
export const getHistory = (
  api: Transport,
  input: { conversation_id: number | string; page?: number; before_id?: number },
  opts?: RequestOptions,
) =>
  api.post<Page<Message> & ReadMessages>(
    '/m/api/chat/history.php',
    { conversation_id: input.conversation_id, page: input.page ?? FIRST_PAGE, before_id: input.before_id },
    opts,
  );

/** POST /m/api/chat/post.php: sends a message; the same `client_key` answers the stored one. */
export const postMessage = (api: Transport, input: PostInput, opts?: RequestOptions) =>
  api.post<Message>('/m/api/chat/post.php', { ...input }, opts);

/** POST /m/api/chat/new.php: up to 100 messages newer than `after_id`, oldest first; marks them read. */
export const getNewMessages = (
  api: Transport,
  conversation_id: number | string,
  after_id: number,
  opts?: RequestOptions,
) => api.post<{ list: Message[] } & ReadMessages>('/m/api/chat/new.php', { conversation_id, after_id }, opts);

/** POST /m/api/chat/refuse_order.php: the poster declines a task card with a reason (the task becomes rejected); answers the system message. */
export const refuseOrder = (api: Transport, chat_id: number, content: string, opts?: RequestOptions) =>
  api.post<Message>('/m/api/chat/refuse_order.php', { chat_id, content }, opts);

/** POST /m/api/chat/delete.php: hides one message from the caller only. */
export const deleteMessage = (api: Transport, chat_id: number, opts?: RequestOptions) =>
  api.post<null>('/m/api/chat/delete.php', { chat_id }, opts);

/** POST /m/api/chat/delete.php: clears a whole conversation from the caller's list. */
export const deleteConversation = (api: Transport, conversation_id: number, opts?: RequestOptions) =>
  api.post<null>('/m/api/chat/delete.php', { conversation_id }, opts);

/**
 * POST /m/api/chat/upload.php (multipart `file`): stores a picture and answers its URL, to
 * send as `pic` with postMessage.
 *
 * @example const { url } = await uploadPicture(api, file, { onProgress: (f) => setProgress(f) });
 */
export const uploadPicture = (
  api: Transport,
  file: Blob,
  opts?: RequestOptions & { onProgress?: (fraction: number) => void },
) => api.upload<{ url: string }>('/m/api/chat/upload.php', file, { ...opts, field: 'file' });
