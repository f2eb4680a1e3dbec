import type { ServerResponse } from 'node:http';
import { checkText, openFeeChange } from '@marketplace/sdk/rules';
import { type Insertable, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { RateLimitRule } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { ChatMessagesTable } from '../../db/schema.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import type { FieldName, MessageKey } from '../../i18n/messages.js';
import { AppError, invalidField, requiredField, TextRefusedError } from '../../kernel/errors.js';
import type { KefuTold, TaskChanged } from '../../kernel/events.js';
import { PAGE_SIZE, type Page, parsePage } from '../../kernel/paging.js';
import { afterCommit } from '../../kernel/transaction.js';
import type { UploadService } from '../uploads/service.js';
import {
  type CardFacts,
  type Cards,
  cardKey,
  checkCard,
  contactAllowed,
  loadCards,
  NO_CARDS,
} from './cards.js';
import type { ChatEvent, ChatEventBus } from './events.js';
import {
  type ConversationItem,
  type MessageRow,
  type PeerView,
  presentMessage,
  type ReadPositions,
} from './present.js';
import { type ChatStream, PING_MS, StreamHub, type Ticker, type TokenCheck } from './streams.js';
import { type EventFacts, systemMessage } from './system.js';
import { UnreadCounts } from './unread.js';

/** Characters of a text message, a card note or a refusal reason, after trimming. */
export const MESSAGE_MAX = 140;
/** Messages `new.php` answers at most per call. */
export const NEW_LIMIT = 100;
/** Posts per user (docs/chat.md: 30 a minute). */
export const POST_LIMIT: RateLimitRule = { max: 30, windowMs: 60_000 };

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const ID = /^[1-9]\d{0,15}$/;
const MAX_INT4 = 2_147_483_647;
const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * The task behind a `task` card and its reject transition (app.ts wires the tasks module's
 * transition call, `taskApplications`). It runs the transition in its own transaction, whose
 * `task.changed` event writes the `system` message; it throws an AppError when the caller may
 * not reject the task (403) or the task cannot be rejected now (409).
 */
export interface TaskApplications {
  reject(input: { taskId: number; actorId: number; reason: string }): Promise<void>;
}

/** No tasks behind cards (a chat service built alone): no card is a live application. */
export const noTaskApplications: TaskApplications = {
  async reject() {
    throw new AppError('invalid', 'error.notApplication', { field: 'chat_id' });
  },
};

export interface ChatServiceDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  uploads: UploadService;
  bus: ChatEventBus;
  ticker?: Ticker;
  /** Re-checks the token of each open stream on every ping (revoked or expired: ended). */
  checkToken?: TokenCheck;
  postLimit?: RateLimitRule;
  applications?: TaskApplications;
  log?: { error(obj: object, msg: string): void };
}

export interface PostInput {
  conversationId: string | undefined;
  content: string | undefined;
  pic: string | undefined;
  goodsOrderId: string | undefined;
  goodsOrderTaskId: string | undefined;
  clientKey: string | undefined;
  /** The origin pictures must come from (this server's own). */
  base: string;
}

export interface MessagesResult {
  rows: MessageRow[];
  read: ReadPositions;
  /** The orders and tasks of the card messages among `rows`. */
  cards: Cards;
}

/** Messages of one conversation as read by one participant, with what the device's check needs. */
export interface ReadResult extends MessagesResult {
  /** Contact details may be sent in this conversation now (`contactAllowed`). */
  contactAllowed: boolean;
}

interface Participant {
  conversation_id: number;
  peer_id: number;
  last_read_id: number;
  cleared_before_id: number;
  last_message_id: number;
  peer_last_read_id: number;
}

function requireId(field: FieldName, raw: string | undefined): number {
  if (raw === undefined) throw requiredField(field);
  if (!ID.test(raw) || !Number.isSafeInteger(Number(raw))) throw invalidField(field);
  return Number(raw);
}

/** "", "0" or absent: none (0). */
function optionalId(field: FieldName, raw: string | undefined): number {
  if (raw === undefined || raw === '0') return 0;
  return requireId(field, raw);
}

/** A message id the client holds: 0 or a positive integer. */
function position(field: FieldName, raw: string | undefined): number {
  if (raw === undefined) throw requiredField(field);
  return raw === '0' ? 0 : requireId(field, raw);
}

/** Trimmed text of at most `max` characters (code points), without control characters but newlines. */
function text(field: FieldName, raw: string | undefined, max: number, lengthKey: MessageKey): string {
  // Browsers submit a textarea's line breaks as CRLF: store them as LF.
  const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if ([...value].length > max) throw new AppError('invalid', lengthKey, { field });
  if (CONTROL.test(value)) throw invalidField(field);
  return value;
}

/** The stored name of one of our uploads, from its absolute URL (our origin) or its path. */
export function uploadName(raw: string, base: string): string | undefined {
  let path = raw;
  if (/^https?:\/\//i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(base).origin || url.search !== '' || url.hash !== '') return undefined;
    path = url.pathname;
  }
  return UPLOAD_PATH.exec(path)?.[1];
}

function notFound(): AppError {
  return new AppError('notFound', 'error.conversationNotFound');
}

/**
 * Conversations and messages between two users (docs/chat.md): rules, one transaction per
 * action, unread totals in memory and live delivery to open streams.
 *
 * Every write that touches a conversation first locks its row, so writes and read marks of one
 * conversation happen one at a time: message ids grow in commit order within a conversation,
 * and the unread change each write computes is exact.
 */
export class ChatService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #limiter: RateLimiter;
  readonly #uploads: UploadService;
  readonly #bus: ChatEventBus;
  readonly #postLimit: RateLimitRule;
  readonly #applications: TaskApplications;
  readonly #log: ChatServiceDeps['log'];
  readonly counts: UnreadCounts;
  readonly streams: StreamHub;
  /** Users whose unread total is being sent to their streams; `true`: send again after. */
  readonly #announcing = new Map<number, boolean>();

  constructor(deps: ChatServiceDeps) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#limiter = deps.limiter;
    this.#uploads = deps.uploads;
    this.#bus = deps.bus;
    this.#postLimit = deps.postLimit ?? POST_LIMIT;
    this.#applications = deps.applications ?? noTaskApplications;
    this.#log = deps.log;
    this.counts = new UnreadCounts((userId) => this.#countUnread(userId), deps.clock);
    this.streams = new StreamHub(deps.ticker, PING_MS, deps.checkToken);
    this.#bus.listen({
      event: (event) => this.#onRemote(event),
      live: (live) => {
        this.counts.setCaching(live);
        // Messages of other processes may have been missed: clients reconnect and catch up.
        this.streams.closeAll();
      },
    });
  }

  /** Starts listening to other processes (PostgreSQL). */
  async start(): Promise<void> {
    await this.#bus.start();
  }

  /** Ends every open stream (before the server waits for open connections to finish). */
  closeStreams(): void {
    this.streams.closeAll();
  }

  async close(): Promise<void> {
    this.streams.closeAll();
    await this.#bus.close();
  }

  /** The caller's unread total over all conversations: from memory after the first call. */
  unreadCount(userId: number): Promise<number> {
    return this.counts.get(userId);
  }

  /** Registers an open event stream and sends it the current unread total. */
  async openStream(userId: number, base: string, res: ServerResponse, token?: string): Promise<ChatStream> {
    const stream = this.streams.open(userId, base, res, token);
    const count = await this.counts.get(userId);
    if (!stream.closed && stream.lastUnread === undefined) {
      stream.lastUnread = count;
      stream.send('unread', { count });
    }
    return stream;
  }

  /** The conversation with `accept_id`, created when new. */
  async open(userId: number, acceptRaw: string | undefined): Promise<ConversationItem> {
    const peerId = requireId('accept_id', acceptRaw);
    if (peerId === userId) throw new AppError('invalid', 'error.chatSelf', { field: 'accept_id' });
    const peer =
      peerId > MAX_INT4
        ? undefined
        : await this.#db.selectFrom('users').select('id').where('id', '=', peerId).executeTakeFirst();
    if (!peer) throw new AppError('notFound', 'error.chatUserNotFound');
    const conversationId = await this.#db
      .transaction()
      .execute((tx) => this.#pairConversation(tx, userId, peerId));
    const [item] = await this.#conversations(userId, { conversationId }, 1, 0);
    if (!item) throw notFound();
    return item;
  }

  /** The conversation of two users, created (with both participants) when new. */
  async #pairConversation(tx: Db, userId: number, peerId: number): Promise<number> {
    const [low, high] = userId < peerId ? [userId, peerId] : [peerId, userId];
    const now = unixSeconds(this.#clock);
    const created = await tx
      .insertInto('chat_conversations')
      .values({ user_low: low, user_high: high, created_at: now })
      .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) {
      // Exists, or a parallel call just created it (the insert waited for it to commit).
      const existing = await tx
        .selectFrom('chat_conversations')
        .select('id')
        .where('user_low', '=', low)
        .where('user_high', '=', high)
        .executeTakeFirstOrThrow();
      return existing.id;
    }
    await tx
      .insertInto('chat_participants')
      .values([
        { conversation_id: created.id, user_id: userId, peer_id: peerId, updated_at: now },
        { conversation_id: created.id, user_id: peerId, peer_id: userId, updated_at: now },
      ])
      .execute();
    return created.id;
  }

  /** The caller's conversations, newest activity first; cleared ones only once a newer message came. */
  async list(
    userId: number,
    pageRaw: string | undefined,
  ): Promise<Page<ConversationItem> & { cards: Cards }> {
    const page = parsePage(pageRaw);
    const items = await this.#conversations(userId, {}, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
    const list = items.slice(0, PAGE_SIZE);
    return {
      list,
      page,
      page_size: PAGE_SIZE,
      has_more: items.length > PAGE_SIZE,
      cards: await loadCards(
        this.#db,
        list.map((item) => item.last),
      ),
    };
  }

  /**
   * Messages of a conversation, newest first; older than `before_id` when given. Page 1 without
   * `before_id` marks the whole conversation read; other pages mark read what they return.
   */
  async history(
    userId: number,
    input: { conversationId: string | undefined; page: string | undefined; beforeId: string | undefined },
  ): Promise<Page<MessageRow> & { read: ReadPositions; cards: Cards; contactAllowed: boolean }> {
    const conversationId = requireId('conversation_id', input.conversationId);
    const page = parsePage(input.page);
    const beforeId = input.beforeId === undefined ? undefined : requireId('before_id', input.beforeId);
    const result = await this.#reading(userId, conversationId, async (tx, p) => {
      let query = this.#visible(tx, userId, p);
      if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
      const rows = await query
        .orderBy('m.id', 'desc')
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE)
        .execute();
      const shown = rows.slice(0, PAGE_SIZE);
      const upTo = page === 1 && beforeId === undefined ? p.last_message_id : (shown[0]?.id ?? 0);
      return { rows, upTo };
    });
    return {
      list: result.rows.slice(0, PAGE_SIZE),
      page,
      page_size: PAGE_SIZE,
      has_more: result.rows.length > PAGE_SIZE,
      read: result.read,
      cards: result.cards,
      contactAllowed: result.contactAllowed,
    };
  }

  /** Messages newer than `after_id`, oldest first, at most 100; marks them read. */
  async newer(
    userId: number,
    input: { conversationId: string | undefined; afterId: string | undefined },
  ): Promise<ReadResult> {
    const conversationId = requireId('conversation_id', input.conversationId);
    const afterId = position('after_id', input.afterId);
    return this.#reading(userId, conversationId, async (tx, p) => {
      const rows = await this.#visible(tx, userId, p)
        .where('m.id', '>', afterId)
        .orderBy('m.id', 'asc')
        .limit(NEW_LIMIT)
        .execute();
      return { rows, upTo: rows[rows.length - 1]?.id ?? 0 };
    });
  }

  /** Posts a text, a picture, an order card or a task card. Idempotent by `client_key`. */
  async post(userId: number, input: PostInput): Promise<MessagesResult> {
    const conversationId = requireId('conversation_id', input.conversationId);
    const clientKey = input.clientKey === undefined ? null : input.clientKey;
    if (clientKey !== null && !CLIENT_KEY.test(clientKey)) throw invalidField('client_key');
    const orderId = optionalId('goods_order_id', input.goodsOrderId);
    const taskId = optionalId('goods_order_task_id', input.goodsOrderTaskId);
    let picName: string | undefined;
    if (input.pic !== undefined) {
      picName = uploadName(input.pic, input.base);
      if (picName === undefined) throw new AppError('invalid', 'error.chatPicture', { field: 'pic' });
    }
    if ((orderId ? 1 : 0) + (taskId ? 1 : 0) + (picName ? 1 : 0) > 1) {
      throw new AppError('invalid', 'error.chatOneKind', { field: picName ? 'pic' : 'goods_order_id' });
    }
    const card = orderId !== 0 || taskId !== 0;
    let content: string;
    if (picName !== undefined) {
      if ((input.content ?? '').trim() !== '') {
        throw new AppError('invalid', 'error.chatOneKind', { field: 'content' });
      }
      content = '';
    } else if (card) {
      content = text('content', input.content, MESSAGE_MAX, 'error.chatNoteLength');
    } else {
      content = text('content', input.content, MESSAGE_MAX, 'error.chatTextLength');
      if (content === '') throw requiredField('content');
    }

    const participant = await this.#participant(this.#db, userId, conversationId);
    if (!participant) throw notFound();

    if (clientKey !== null) {
      const stored = await this.#byClientKey(userId, clientKey);
      if (stored) return stored;
    }
    let facts: CardFacts | undefined;
    if (card) {
      facts = await checkCard(this.#db, { orderId, taskId, sender: userId, peer: participant.peer_id });
    }
    if (content !== '') await this.#checkText(userId, participant.peer_id, content, 'content');
    if (picName !== undefined) {
      const upload = await this.#db
        .selectFrom('uploads')
        .select('id')
        .where('name', '=', picName)
        .executeTakeFirst();
      if (!upload) throw new AppError('invalid', 'error.chatPicture', { field: 'pic' });
    }
    await this.#rateLimit(userId);

    const cards: Cards = facts ? new Map([[cardKey(facts.order_id, facts.task_id), facts]]) : NO_CARDS;
    const row = await this.#write(
      userId,
      participant,
      {
        conversation_id: conversationId,
        sender_id: userId,
        kind: facts ? (taskId ? 'task' : 'order') : picName !== undefined ? 'picture' : 'text',
        content,
        pic: picName === undefined ? '' : `/uploads/${picName}`,
        goods_order_id: facts?.order_id ?? 0,
        goods_order_task_id: facts?.task_id ?? 0,
        client_key: clientKey,
        created_at: unixSeconds(this.#clock),
      },
      cards,
    );
    if (!row) {
      // A parallel post with the same key stored it first.
      const stored = clientKey === null ? undefined : await this.#byClientKey(userId, clientKey);
      if (!stored) throw new Error('message neither inserted nor found');
      return stored;
    }
    return {
      rows: [row],
      read: { viewer: participant.last_read_id, peer: participant.peer_last_read_id },
      cards,
    };
  }

  /**
   * Stores a picture to send with `post.php` (not a message by itself); returns its
   * `/uploads/...` path. Counts towards its own budget of posts a minute.
   */
  async upload(userId: number, data: Buffer | undefined): Promise<string> {
    if (data === undefined) throw new AppError('invalid', 'error.chatFileRequired', { field: 'file' });
    const image = await this.#uploads.prepareImage(data);
    await this.#rateLimit(userId, 'chat-upload');
    return this.#uploads.storeWith(image, () =>
      this.#db.transaction().execute((tx) => this.#uploads.recordUpload(tx, userId, image, 'chat')),
    );
  }

  /**
   * Declines the application behind a `task` card with a reason: the tasks module takes `reject`
   * as the caller (its locks, its checks), and the transition's effects write the `system`
   * message, which this answers. Only the poster of the card's order may (403); an application
   * already answered cannot be (409). Nothing is written when either refuses.
   */
  async refuse(
    userId: number,
    input: { chatId: string | undefined; content: string | undefined },
  ): Promise<MessagesResult> {
    const chatId = requireId('chat_id', input.chatId);
    const reason = text('content', input.content, MESSAGE_MAX, 'error.chatReasonLength');
    if (reason === '') throw requiredField('content');
    const card = await this.#messageOf(userId, chatId);
    if (!card) throw notFound();
    const participant = await this.#participant(this.#db, userId, card.conversation_id);
    if (!participant) throw notFound();
    await this.#checkText(userId, participant.peer_id, reason, 'content');
    if (card.kind !== 'task') throw new AppError('invalid', 'error.notApplication', { field: 'chat_id' });
    try {
      await this.#applications.reject({ taskId: card.goods_order_task_id, actorId: userId, reason });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.kind === 'forbidden') throw new AppError('forbidden', 'error.refuseNotPoster');
      if (error.kind === 'conflict') throw new AppError('conflict', 'error.refuseTooLate');
      if (error.kind === 'notFound') throw new AppError('notFound', 'error.taskNotFound');
      throw error;
    }
    const row = await this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', card.conversation_id)
      .where('kind', '=', 'system')
      .where('goods_order_task_id', '=', card.goods_order_task_id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) throw new Error('the reject transition wrote no system message');
    return {
      rows: [row],
      read: { viewer: participant.last_read_id, peer: participant.peer_last_read_id },
      cards: NO_CARDS,
    };
  }

  /**
   * The chat's subscriber of `task.changed` (app.ts): each task change writes its `system`
   * message (`systemMessage`) into the conversation of the task's poster and taker, created
   * when new, inside the transaction of the change; once it committed, the message goes to both
   * participants' open streams and their unread totals are read again.
   */
  async writeTaskMessage(tx: Db, event: TaskChanged): Promise<void> {
    const facts = await this.#eventFacts(tx, event);
    const message = facts && systemMessage(event, facts);
    if (!facts || !message) return;
    await this.#writeSystem(tx, [facts.poster_id, facts.taker_id], message.sender_id, {
      content: { key: message.key, params: message.params },
      orderId: facts.order_id,
      taskId: event.taskId,
    });
  }

  /**
   * The chat's subscriber of `kefu.told` (app.ts): kefu's decision as a `system` line, sent by
   * the agent, in the conversation of a task's two parties, or of the one person and the agent.
   */
  async writeKefuNotice(tx: Db, told: KefuTold): Promise<void> {
    const [first, second] = told.userIds;
    if (first === undefined) return;
    const pair = second === undefined || second === first ? [first, told.kefuId] : [first, second];
    if (pair[0] === pair[1]) return;
    await this.#writeSystem(tx, pair, told.kefuId, {
      content: { key: `chat.system.${told.name}`, params: told.params },
      orderId: told.orderId ?? 0,
      taskId: told.taskId ?? 0,
    });
  }

  /** One `system` message in the conversation of `userIds`, pushed live once committed. */
  async #writeSystem(
    tx: Db,
    userIds: number[],
    senderId: number,
    what: {
      content: { key: string; params: Record<string, string | number> };
      orderId: number;
      taskId: number;
    },
  ): Promise<void> {
    const [a = 0, b = 0] = userIds;
    const conversationId = await this.#pairConversation(tx, a, b);
    await this.#lock(tx, conversationId);
    const row = await this.#insert(tx, conversationId, userIds, {
      conversation_id: conversationId,
      sender_id: senderId,
      kind: 'system',
      content: JSON.stringify(what.content),
      goods_order_id: what.orderId,
      goods_order_task_id: what.taskId,
      client_key: null,
      created_at: unixSeconds(this.#clock),
    });
    if (!row) return;
    const pushed = afterCommit(tx, () => {
      const chatEvent: ChatEvent = { messageId: row.id, userIds };
      this.#bus.committed(chatEvent);
      for (const id of userIds) this.counts.invalidate(id);
      this.#deliver(row, userIds, NO_CARDS);
      for (const id of userIds) this.#announceUnread(id);
    });
    if (!pushed) {
      this.#log?.error(
        { key: what.content.key, taskId: what.taskId },
        'system message outside transact(): it is stored but not pushed live',
      );
    }
  }

  /** What a task event's message says, read in the event's transaction. */
  async #eventFacts(tx: Db, event: TaskChanged): Promise<EventFacts | undefined> {
    const row = await tx
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select([
        't.order_id',
        't.taker_id',
        't.status',
        't.price_fen',
        't.rounds',
        't.cancel_requested_by',
        'o.poster_id',
        'o.title',
        'o.status as order_status',
      ])
      .where('t.id', '=', event.taskId)
      .executeTakeFirst();
    if (!row) return undefined;
    let orderReason: string | null = null;
    if (row.order_status === 'cancelled' || row.order_status === 'removed') {
      const log = await tx
        .selectFrom('goods_order_log')
        .select('reason')
        .where('order_id', '=', row.order_id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      orderReason = log?.reason ?? null;
    }
    return {
      order_id: row.order_id,
      poster_id: row.poster_id,
      taker_id: row.taker_id,
      title: row.title,
      price_fen: event.transition === 'modify-fee' ? (openFeeChange(row) ?? row.price_fen) : row.price_fen,
      order_status: row.order_status,
      cancel_requested_by: row.cancel_requested_by,
      order_reason: orderReason,
    };
  }

  /** Hides one message, or clears a whole conversation, for the caller only. */
  async remove(
    userId: number,
    input: { chatId: string | undefined; conversationId: string | undefined },
  ): Promise<void> {
    if (input.chatId !== undefined && input.conversationId !== undefined) {
      throw new AppError('invalid', 'error.chatOneTarget', { field: 'chat_id' });
    }
    if (input.conversationId !== undefined) {
      const conversationId = requireId('conversation_id', input.conversationId);
      await this.#change(userId, conversationId, async (tx, p) => {
        if (p.last_message_id <= p.cleared_before_id) return 0;
        const read = await this.#countRange(tx, userId, conversationId, p, p.last_message_id);
        await tx
          .updateTable('chat_participants')
          .set({ cleared_before_id: p.last_message_id })
          .where('conversation_id', '=', conversationId)
          .where('user_id', '=', userId)
          .execute();
        // Single hides under the cleared position are now redundant.
        await tx
          .deleteFrom('chat_hidden_messages')
          .where('user_id', '=', userId)
          .where('message_id', 'in', (eb) =>
            eb
              .selectFrom('chat_messages')
              .select('id')
              .where('conversation_id', '=', conversationId)
              .where('id', '<=', p.last_message_id),
          )
          .execute();
        return -read;
      });
      return;
    }
    const chatId = requireId('chat_id', input.chatId);
    const message = await this.#messageOf(userId, chatId);
    if (!message) throw notFound();
    await this.#change(userId, message.conversation_id, async (tx, p) => {
      if (message.id <= p.cleared_before_id) return 0;
      const hidden = await tx
        .insertInto('chat_hidden_messages')
        .values({ user_id: userId, message_id: message.id, created_at: unixSeconds(this.#clock) })
        .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
        .returning('message_id')
        .executeTakeFirst();
      const wasUnread = message.sender_id !== userId && message.id > p.last_read_id;
      return hidden && wasUnread ? -1 : 0;
    });
  }

  // -------------------------------------------------------------------------------------------

  async #checkText(userId: number, peerId: number, value: string, field: FieldName): Promise<void> {
    const result = checkText(value, { contact: !(await contactAllowed(this.#db, userId, peerId)) });
    if (!result.ok) throw new TextRefusedError(result.category, field);
  }

  async #rateLimit(userId: number, name = 'chat-post'): Promise<void> {
    const retryAfter = await this.#limiter.hit(`${name}:${userId}`, this.#postLimit);
    if (retryAfter > 0) {
      throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);
    }
  }

  async #byClientKey(userId: number, clientKey: string): Promise<MessagesResult | undefined> {
    const row = await this.#db
      .selectFrom('chat_messages')
      .selectAll()
      .where('sender_id', '=', userId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    if (!row) return undefined;
    const p = await this.#participant(this.#db, userId, row.conversation_id);
    return {
      rows: [row],
      read: { viewer: p?.last_read_id ?? 0, peer: p?.peer_last_read_id ?? 0 },
      cards: await loadCards(this.#db, [row]),
    };
  }

  /** A message in one of the caller's conversations (hidden or not), or undefined. */
  async #messageOf(userId: number, chatId: number): Promise<MessageRow | undefined> {
    return this.#db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_participants as p', (join) =>
        join.onRef('p.conversation_id', '=', 'm.conversation_id').on('p.user_id', '=', userId),
      )
      .selectAll('m')
      .where('m.id', '=', chatId)
      .executeTakeFirst();
  }

  async #participant(db: Db, userId: number, conversationId: number): Promise<Participant | undefined> {
    if (conversationId > MAX_INT4) return undefined;
    return db
      .selectFrom('chat_participants as p')
      .innerJoin('chat_participants as q', (join) =>
        join.onRef('q.conversation_id', '=', 'p.conversation_id').onRef('q.user_id', '=', 'p.peer_id'),
      )
      .select([
        'p.conversation_id',
        'p.peer_id',
        'p.last_read_id',
        'p.cleared_before_id',
        'p.last_message_id',
        'q.last_read_id as peer_last_read_id',
      ])
      .where('p.conversation_id', '=', conversationId)
      .where('p.user_id', '=', userId)
      .executeTakeFirst();
  }

  async #lock(tx: Db, conversationId: number): Promise<void> {
    await tx
      .selectFrom('chat_conversations')
      .select('id')
      .where('id', '=', conversationId)
      .forUpdate()
      .execute();
  }

  /** Messages of `p`'s conversation the caller still sees (after their clear, not hidden). */
  #visible(db: Db, userId: number, p: Participant) {
    return db
      .selectFrom('chat_messages as m')
      .selectAll('m')
      .where('m.conversation_id', '=', p.conversation_id)
      .where('m.id', '>', p.cleared_before_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chat_hidden_messages as h')
              .select('h.message_id')
              .whereRef('h.message_id', '=', 'm.id')
              .where('h.user_id', '=', userId),
          ),
        ),
      );
  }

  /** Unread messages of one conversation for `userId` with ids up to `upTo`. */
  async #countRange(
    tx: Db,
    userId: number,
    conversationId: number,
    p: Participant,
    upTo: number,
  ): Promise<number> {
    const from = Math.max(p.last_read_id, p.cleared_before_id);
    if (upTo <= from) return 0;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from chat_messages m
      where m.conversation_id = ${conversationId} and m.id > ${from} and m.id <= ${upTo}
        and m.sender_id <> ${userId}
        and not exists (select 1 from chat_hidden_messages h where h.user_id = ${userId} and h.message_id = m.id)`.execute(
      tx,
    );
    return rows[0]?.n ?? 0;
  }

  /** The unread total over all of a user's conversations, from the database. */
  async #countUnread(userId: number): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n
      from chat_participants p
      join chat_messages m on m.conversation_id = p.conversation_id
        and m.id > greatest(p.last_read_id, p.cleared_before_id)
        and m.sender_id <> p.user_id
      where p.user_id = ${userId}
        and not exists (select 1 from chat_hidden_messages h where h.user_id = p.user_id and h.message_id = m.id)`.execute(
      this.#db,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Runs a change of the caller's own view of a conversation in one transaction, under the
   * conversation's lock; `fn` returns the change of the caller's unread total.
   */
  async #change(
    userId: number,
    conversationId: number,
    fn: (tx: Db, p: Participant) => Promise<number>,
  ): Promise<{ p: Participant; delta: number }> {
    if (conversationId > MAX_INT4) throw notFound();
    let delta = 0;
    this.counts.begin([userId]);
    let result: { p: Participant; delta: number };
    try {
      result = await this.#db.transaction().execute(async (tx) => {
        await this.#lock(tx, conversationId);
        const p = await this.#participant(tx, userId, conversationId);
        if (!p) throw notFound();
        const change = await fn(tx, p);
        if (change !== 0) await this.#bus.stage(tx, { userIds: [userId] });
        return { p, delta: change };
      });
      delta = result.delta;
    } finally {
      this.counts.end(new Map([[userId, delta]]));
    }
    if (delta !== 0) {
      this.#bus.committed({ userIds: [userId] });
      this.#announceUnread(userId);
    }
    return result;
  }

  /**
   * Reads messages and marks them read up to `upTo` in one transaction; then the cards among
   * them and whether the two may exchange contact details.
   */
  async #reading(
    userId: number,
    conversationId: number,
    fn: (tx: Db, p: Participant) => Promise<{ rows: MessageRow[]; upTo: number }>,
  ): Promise<ReadResult> {
    let rows: MessageRow[] = [];
    let read: ReadPositions = { viewer: 0, peer: 0 };
    const { p } = await this.#change(userId, conversationId, async (tx, p) => {
      const found = await fn(tx, p);
      rows = found.rows;
      read = { viewer: Math.max(p.last_read_id, found.upTo), peer: p.peer_last_read_id };
      if (found.upTo <= p.last_read_id) return 0;
      const change = await this.#countRange(tx, userId, conversationId, p, found.upTo);
      await tx
        .updateTable('chat_participants')
        .set({ last_read_id: found.upTo })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .execute();
      return -change;
    });
    const [cards, allowed] = await Promise.all([
      loadCards(this.#db, rows),
      contactAllowed(this.#db, userId, p.peer_id),
    ]);
    return { rows, read, cards, contactAllowed: allowed };
  }

  /**
   * Inserts a message under the conversation's lock (a same-key message already stored wins),
   * moves both participants' last activity, and tells every process.
   */
  async #write(
    userId: number,
    p: Participant,
    values: Insertable<ChatMessagesTable>,
    cards: Cards,
  ): Promise<MessageRow | undefined> {
    const receiver = p.peer_id;
    let row: MessageRow | undefined;
    this.counts.begin([receiver]);
    try {
      row = await this.#db.transaction().execute(async (tx) => {
        await this.#lock(tx, p.conversation_id);
        return this.#insert(tx, p.conversation_id, [userId, receiver], values);
      });
    } finally {
      this.counts.end(new Map([[receiver, row ? 1 : 0]]));
    }
    if (!row) return undefined;
    const event: ChatEvent = { messageId: row.id, userIds: [userId, receiver] };
    this.#bus.committed(event);
    this.#deliver(row, event.userIds, cards);
    this.#announceUnread(receiver);
    return row;
  }

  /**
   * Inserts a message into a conversation the transaction locked (a same-key message already
   * stored wins: undefined), moves both participants' last activity, and stages the event for
   * the other processes.
   */
  async #insert(
    tx: Db,
    conversationId: number,
    userIds: number[],
    values: Insertable<ChatMessagesTable>,
  ): Promise<MessageRow | undefined> {
    const inserted = await tx
      .insertInto('chat_messages')
      .values(values)
      .onConflict((oc) => oc.columns(['sender_id', 'client_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return undefined;
    await tx
      .updateTable('chat_participants')
      .set({ last_message_id: inserted.id, updated_at: inserted.created_at })
      .where('conversation_id', '=', conversationId)
      .execute();
    await this.#bus.stage(tx, { messageId: inserted.id, userIds });
    return inserted;
  }

  /** Sends a new message to the open streams of both participants (the sender's other devices too). */
  #deliver(row: MessageRow, userIds: number[], cards: Cards): void {
    const unread: ReadPositions = { viewer: 0, peer: 0 };
    for (const userId of userIds) {
      this.streams.send(
        userId,
        'message',
        (stream) => presentMessage(row, userId, stream.base, unread, cards),
        row.id,
      );
    }
  }

  /** A change written by another process: forget cached totals, push to open streams. */
  #onRemote(event: ChatEvent): void {
    for (const userId of event.userIds) this.counts.invalidate(userId);
    const watched = event.userIds.filter((userId) => this.streams.has(userId));
    if (watched.length === 0) return;
    const deliver = async () => {
      if (event.messageId !== undefined) {
        const row = await this.#db
          .selectFrom('chat_messages')
          .selectAll()
          .where('id', '=', event.messageId)
          .executeTakeFirst();
        if (row) this.#deliver(row, watched, await loadCards(this.#db, [row]));
      }
      for (const userId of watched) this.#announceUnread(userId);
    };
    deliver().catch((error: unknown) => this.#log?.error({ err: error }, 'chat event delivery failed'));
  }

  /** Sends a user's current unread total to their streams; calls made meanwhile coalesce. */
  #announceUnread(userId: number): void {
    if (!this.streams.has(userId)) return;
    if (this.#announcing.has(userId)) {
      this.#announcing.set(userId, true);
      return;
    }
    this.#announcing.set(userId, false);
    const run = async () => {
      do {
        this.#announcing.set(userId, false);
        const count = await this.counts.get(userId);
        this.streams.sendUnread(userId, count);
      } while (this.#announcing.get(userId));
    };
    run()
      .catch((error: unknown) => this.#log?.error({ err: error }, 'unread announcement failed'))
      .finally(() => this.#announcing.delete(userId));
  }

  /** Conversations of `userId` with their peer, last visible message and unread count. */
  async #conversations(
    userId: number,
    filter: { conversationId?: number },
    limit: number,
    offset: number,
  ): Promise<ConversationItem[]> {
    const where =
      filter.conversationId === undefined
        ? sql`p.last_message_id > p.cleared_before_id`
        : sql`p.conversation_id = ${filter.conversationId}`;
    const { rows } = await sql<{
      conversation_id: number;
      peer_id: number;
      last_read_id: number;
      peer_last_read_id: number;
      updated_at: number;
      s_username: string;
      face: string;
      unread: number;
      last_id: number | null;
    }>`
      select p.conversation_id, p.peer_id, p.last_read_id, q.last_read_id as peer_last_read_id,
        p.updated_at, u.s_username, u.face,
        (select count(*)::int from chat_messages m
          where m.conversation_id = p.conversation_id
            and m.id > greatest(p.last_read_id, p.cleared_before_id)
            and m.sender_id <> p.user_id
            and not exists (select 1 from chat_hidden_messages h where h.user_id = p.user_id and h.message_id = m.id)
        ) as unread,
        (select max(m.id) from chat_messages m
          where m.conversation_id = p.conversation_id and m.id > p.cleared_before_id
            and not exists (select 1 from chat_hidden_messages h where h.user_id = p.user_id and h.message_id = m.id)
        ) as last_id
      from chat_participants p
      join chat_participants q on q.conversation_id = p.conversation_id and q.user_id = p.peer_id
      join users u on u.id = p.peer_id
      where p.user_id = ${userId} and ${where}
      order by p.last_message_id desc, p.conversation_id desc
      limit ${limit} offset ${offset}`.execute(this.#db);
    const ids = rows.map((r) => r.last_id).filter((id): id is number => id !== null);
    const messages =
      ids.length === 0
        ? []
        : await this.#db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(messages.map((m) => [m.id, m]));
    return rows.map((r) => {
      const peer: PeerView = { id: r.peer_id, s_username: r.s_username, face: r.face };
      return {
        conversationId: r.conversation_id,
        peer,
        last: r.last_id === null ? null : (byId.get(r.last_id) ?? null),
        read: { viewer: r.last_read_id, peer: r.peer_last_read_id },
        unread: r.unread,
        updatedAt: r.updated_at,
      };
    });
  }
}
