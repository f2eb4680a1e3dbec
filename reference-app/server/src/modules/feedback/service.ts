import {
  checkFields,
  FEEDBACK_ANSWER_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
} from '@marketplace/sdk/rules';
import { type Clock, unixSeconds } from '../../clock.js';
import type { RateLimitRule } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { DbWindowLimiter } from '../../http/db-rate-limit.js';
import { recordAudit } from '../../kernel/audit.js';
import { AppError, invalidField, TextRefusedError } from '../../kernel/errors.js';
import { optionalId, parseEnum, requireId, requireIdempotencyKey } from '../../kernel/input.js';
import { PAGE_SIZE, type Page, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { FileInfo, FileService } from '../files/service.js';
import type { TaskService } from '../tasks/service.js';

/** Feedback and complaints per person: enough for a real problem, not for flooding kefu's queue. */
export const FEEDBACK_LIMIT: RateLimitRule = { max: 10, windowMs: 60 * 60 * 1000 };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we drop.
const CONTROL_ALL = /[\u0000-\u001f\u007f]+/g;
/** The SDK's description of the device (user agent, screen, language): kept short. */
const DEVICE_MAX = 300;

export interface CreateInput {
  type: string | undefined;
  content: string | undefined;
  contact: string | undefined;
  images: string | undefined;
  goods_order_id: string | undefined;
  goods_order_task_id: string | undefined;
  device: string | undefined;
  idempotency_key: string | undefined;
}

/** One feedback as its author (and kefu) sees it. */
export interface FeedbackItem {
  id: number;
  type: FeedbackType;
  content: string;
  contact: string;
  status: FeedbackStatus;
  goods_order_id: number | null;
  goods_order_task_id: number | null;
  /** The title of the order it is about, or null. */
  order_title: string | null;
  images: FileInfo[];
  answer: string;
  answered_at: number | null;
  /** An answer or a close its author has not opened yet. */
  unread: boolean;
  /** The task kefu turned the complaint into a dispute of, or null. */
  dispute_task_id: number | null;
  created_at: number;
  updated_at: number;
}

/** What kefu sees besides: who sent it and from what device. */
export interface KefuFeedbackItem extends FeedbackItem {
  user_id: number;
  user_name: string;
  device: string;
  handler_id: number | null;
}

interface Row {
  id: number;
  user_id: number;
  type: string;
  content: string;
  contact: string;
  status: string;
  goods_order_id: number | null;
  goods_order_task_id: number | null;
  order_title: string | null;
  answer: string;
  answered_at: number | null;
  unread: boolean;
  dispute_task_id: number | null;
  created_at: number;
  updated_at: number;
  user_name: string;
  device: string;
  handler_id: number | null;
}

const notFound = () => new AppError('notFound', 'error.feedbackNotFound');
const moved = () => new AppError('conflict', 'error.feedbackState');

function parseContent(raw: string | undefined): string {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  const length = [...text].length;
  if (length < 1 || length > FEEDBACK_TEXT_MAX) {
    throw new AppError('invalid', 'error.feedbackLength', { field: 'content', max: FEEDBACK_TEXT_MAX });
  }
  if (CONTROL.test(text)) throw invalidField('content');
  const verdict = checkFields({ content: text });
  if (!verdict.ok) throw new TextRefusedError(verdict.category, 'content');
  return text;
}

function parseContact(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if ([...text].length > FEEDBACK_CONTACT_MAX || CONTROL.test(text)) {
    throw new AppError('invalid', 'error.contactLength', { field: 'contact', max: FEEDBACK_CONTACT_MAX });
  }
  return text;
}

/** Comma-separated ids of the caller's uploaded pictures, at most 9. */
function parseImages(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') return [];
  const items = raw.split(',').map((s) => s.trim());
  if (items.length > FEEDBACK_IMAGES_MAX || items.some((s) => !/^\d{1,10}$/.test(s) || Number(s) < 1)) {
    throw new AppError('invalid', 'error.feedbackImages', { field: 'images', max: FEEDBACK_IMAGES_MAX });
  }
  const ids = items.map(Number);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('invalid', 'error.feedbackImages', { field: 'images', max: FEEDBACK_IMAGES_MAX });
  }
  return ids;
}

function parseAnswer(raw: string | undefined, required: boolean): string {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  const length = [...text].length;
  if ((required && length < 1) || length > FEEDBACK_ANSWER_MAX || CONTROL.test(text)) {
    throw new AppError('invalid', 'error.answerLength', { field: 'answer', max: FEEDBACK_ANSWER_MAX });
  }
  return text;
}

/**
 * Feedback and complaints (pagesCommon/feedbackView; kefu's queue): a person sends one, kefu
 * takes it, answers or closes it, and may turn a complaint about an order into the task's
 * dispute. Pictures are the person's attachments, shared with kefu by being attached.
 */
export class FeedbackService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #files: FileService;
  readonly #tasks: TaskService;
  readonly #limiter: DbWindowLimiter;
  readonly #limit: RateLimitRule;

  constructor(deps: {
    db: Db;
    clock: Clock;
    files: FileService;
    tasks: TaskService;
    limiter: DbWindowLimiter;
    limit?: RateLimitRule;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#files = deps.files;
    this.#tasks = deps.tasks;
    this.#limiter = deps.limiter;
    this.#limit = deps.limit ?? FEEDBACK_LIMIT;
  }

  /** POST /api/feedback/create: once per idempotency key; the same key answers the first one. */
  async create(viewer: Viewer, input: CreateInput, base: string): Promise<FeedbackItem> {
    const type = parseEnum('type', input.type, FEEDBACK_TYPES);
    const content = parseContent(input.content);
    const contact = parseContact(input.contact);
    const images = parseImages(input.images);
    const orderId = optionalId('goods_order_id', input.goods_order_id);
    const taskId = optionalId('goods_order_task_id', input.goods_order_task_id);
    const device = (input.device ?? '').replace(CONTROL_ALL, ' ').trim().slice(0, DEVICE_MAX);
    const key = requireIdempotencyKey(input.idempotency_key);
    const done = await this.#byKey(viewer.userId, key);
    if (done) return this.#one(viewer, done, base);
    if (type === 'complaint_order' && orderId === undefined && taskId === undefined) {
      throw new AppError('invalid', 'error.feedbackNeedsOrder', { field: 'goods_order_id' });
    }
    const now = unixSeconds(this.#clock);
    const id = await transact(this.#db, async (tx) => {
      const subject = await this.#subject(tx, viewer.userId, orderId, taskId);
      const row = await tx
        .insertInto('feedback')
        .values({
          user_id: viewer.userId,
          type,
          content,
          contact,
          goods_order_id: subject.orderId,
          goods_order_task_id: subject.taskId,
          device,
          status: 'pending',
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // The same key raced in: the first one's row is the answer, and this one writes nothing.
      if (!row) return undefined;
      // Counted in this transaction: a refused or repeated send does not use up the allowance.
      const retryAfter = await this.#limiter.hit(`feedback:${viewer.userId}`, this.#limit, tx);
      if (retryAfter > 0)
        throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);
      await this.#files.linkOwn(tx, viewer.userId, images, 'feedback', row.id, 'images', 'images');
      return row.id;
    });
    return this.#one(viewer, id ?? (await this.#byKey(viewer.userId, key)) ?? 0, base);
  }

  /** GET /api/feedback/list: the caller's feedback, newest first. */
  async listMine(viewer: Viewer, rawPage: string | undefined, base: string): Promise<Page<FeedbackItem>> {
    const page = parsePage(rawPage);
    const rows = await this.#select(this.#db)
      .where('f.user_id', '=', viewer.userId)
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return this.#page(rows, page, base, false);
  }

  /** GET /api/feedback/unread: how many answers the caller has not opened (the entry's badge). */
  async unread(viewer: Viewer): Promise<{ count: number }> {
    const row = await this.#db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', viewer.userId)
      .where('unread', '=', true)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n) };
  }

  /** GET /api/feedback/detail: the author's own (opening it clears the unread mark), or any for kefu. */
  async detail(viewer: Viewer, rawId: string | undefined, base: string): Promise<FeedbackItem> {
    const id = requireId('id', rawId);
    const row = await this.#select(this.#db).where('f.id', '=', id).executeTakeFirst();
    if (!row || (row.user_id !== viewer.userId && viewer.role !== 'kefu')) throw notFound();
    if (row.user_id === viewer.userId && row.unread) {
      await this.#db.updateTable('feedback').set({ unread: false }).where('id', '=', id).execute();
      row.unread = false;
    }
    return this.#present(row, (await this.#files.attachedTo('feedback', [id], base)).get(id) ?? [], viewer);
  }

  /** GET /api/kefu/feedback/list: the queue, oldest first within a status (all statuses: newest first). */
  async kefuList(
    rawStatus: string | undefined,
    rawPage: string | undefined,
    base: string,
  ): Promise<Page<FeedbackItem>> {
    const page = parsePage(rawPage);
    const status = rawStatus === undefined ? undefined : parseEnum('status', rawStatus, FEEDBACK_STATUSES);
    let query = this.#select(this.#db);
    query = status
      ? query.where('f.status', '=', status).orderBy('f.id', 'asc')
      : query.orderBy('f.id', 'desc');
    const rows = await query
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return this.#page(rows, page, base, true);
  }

  /** POST /api/kefu/feedback/take: pending -> processing, kefu as its handler. */
  async take(kefu: Viewer, rawId: string | undefined, base: string): Promise<FeedbackItem> {
    const id = requireId('id', rawId);
    await this.#change(kefu, id, ['pending'], 'took it from the queue', {
      status: 'processing',
      handler_id: kefu.userId,
    });
    return this.detail(kefu, String(id), base);
  }

  /** POST /api/kefu/feedback/answer: pending or processing -> resolved; the author sees it unread. */
  async answer(
    kefu: Viewer,
    rawId: string | undefined,
    rawAnswer: string | undefined,
    base: string,
  ): Promise<FeedbackItem> {
    const id = requireId('id', rawId);
    const answer = parseAnswer(rawAnswer, true);
    const now = unixSeconds(this.#clock);
    await this.#change(kefu, id, ['pending', 'processing'], answer, {
      status: 'resolved',
      handler_id: kefu.userId,
      answer,
      answered_at: now,
      unread: true,
    });
    return this.detail(kefu, String(id), base);
  }

  /** POST /api/kefu/feedback/close: any open one -> closed, with an optional note shown as the answer. */
  async close(
    kefu: Viewer,
    rawId: string | undefined,
    rawNote: string | undefined,
    base: string,
  ): Promise<FeedbackItem> {
    const id = requireId('id', rawId);
    const note = parseAnswer(rawNote, false);
    const now = unixSeconds(this.#clock);
    await this.#change(kefu, id, ['pending', 'processing', 'resolved'], note || 'closed without a note', {
      status: 'closed',
      handler_id: kefu.userId,
      closed_at: now,
      ...(note ? { answer: note, answered_at: now, unread: true } : {}),
    });
    return this.detail(kefu, String(id), base);
  }

  /**
   * POST /api/kefu/feedback/dispute: a complaint about an order becomes the dispute of its task
   * (the lifecycle's `dispute`, taken as kefu with `reason`, in the same transaction), and the
   * feedback is `processing` with the task named. The task is the one the complaint names, or
   * `goods_order_task_id` of the complaint's order.
   */
  async dispute(
    kefu: Viewer,
    input: { id: string | undefined; reason: string | undefined; goods_order_task_id: string | undefined },
    base: string,
  ): Promise<FeedbackItem> {
    const id = requireId('id', input.id);
    const chosen = optionalId('goods_order_task_id', input.goods_order_task_id);
    const reason = (input.reason ?? '').trim();
    await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('feedback')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound();
      if (row.type !== 'complaint_order' || row.status === 'closed' || row.dispute_task_id !== null)
        throw moved();
      const taskId = row.goods_order_task_id ?? chosen;
      if (taskId === undefined) {
        throw new AppError('invalid', 'error.required', { field: 'goods_order_task_id' });
      }
      const locked = await this.#tasks.lock(tx, taskId);
      if (locked.order.id !== row.goods_order_id) throw invalidField('goods_order_task_id');
      await this.#tasks.takeAs(tx, locked, 'dispute', { role: 'kefu', id: kefu.userId }, { reason });
      const now = unixSeconds(this.#clock);
      const after = { status: 'processing', dispute_task_id: taskId, goods_order_task_id: taskId } as const;
      await tx
        .updateTable('feedback')
        .set({ ...after, handler_id: kefu.userId, updated_at: now })
        .where('id', '=', id)
        .execute();
      await recordAudit(tx, {
        actor: { id: kefu.userId, level: 'agent' },
        action: 'feedback.dispute',
        record: { type: 'feedback', id },
        before: { status: row.status, goods_order_task_id: row.goods_order_task_id },
        after,
        reason,
        now,
      });
    });
    return this.detail(kefu, String(id), base);
  }

  /**
   * Moves a feedback from one of `from` to `set.status` and records the kefu action in the audit
   * log, in one transaction; 409 when it has moved on meanwhile, 404 when there is none.
   */
  async #change(
    kefu: Viewer,
    id: number,
    from: FeedbackStatus[],
    reason: string,
    set: {
      status: FeedbackStatus;
      handler_id: number;
      answer?: string;
      answered_at?: number;
      closed_at?: number;
      unread?: boolean;
    },
  ): Promise<void> {
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('feedback')
        .select('status')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw notFound();
      if (!(from as string[]).includes(row.status)) throw moved();
      await tx
        .updateTable('feedback')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .execute();
      const { handler_id: _, ...after } = set;
      await recordAudit(tx, {
        actor: { id: kefu.userId, level: 'agent' },
        action: `feedback.${set.status === 'processing' ? 'take' : set.status === 'resolved' ? 'answer' : 'close'}`,
        record: { type: 'feedback', id },
        before: { status: row.status },
        after,
        reason,
        now,
      });
    });
  }

  /** The order (and task) the feedback is about: one the caller is a party to, or a 404. */
  async #subject(
    tx: Db,
    userId: number,
    orderId: number | undefined,
    taskId: number | undefined,
  ): Promise<{ orderId: number | null; taskId: number | null }> {
    if (taskId !== undefined) {
      const task = await tx
        .selectFrom('goods_order_tasks as t')
        .innerJoin('goods_orders as o', 'o.id', 't.order_id')
        .select(['t.id', 't.order_id'])
        .where('t.id', '=', taskId)
        .where((eb) => eb.or([eb('t.taker_id', '=', userId), eb('o.poster_id', '=', userId)]))
        .executeTakeFirst();
      if (!task || (orderId !== undefined && orderId !== task.order_id)) {
        throw new AppError('notFound', 'error.feedbackSubject', { field: 'goods_order_task_id' });
      }
      return { orderId: task.order_id, taskId: task.id };
    }
    if (orderId !== undefined) {
      const party = await tx
        .selectFrom('goods_orders as o')
        .select('o.id')
        .where('o.id', '=', orderId)
        .where((eb) =>
          eb.or([
            eb('o.poster_id', '=', userId),
            eb.exists(
              eb
                .selectFrom('goods_order_tasks as t')
                .select('t.id')
                .whereRef('t.order_id', '=', 'o.id')
                .where('t.taker_id', '=', userId),
            ),
          ]),
        )
        .executeTakeFirst();
      if (!party) throw new AppError('notFound', 'error.feedbackSubject', { field: 'goods_order_id' });
      return { orderId, taskId: null };
    }
    return { orderId: null, taskId: null };
  }

  async #byKey(userId: number, key: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('feedback')
      .select('id')
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }

  async #one(viewer: Viewer, id: number, base: string): Promise<FeedbackItem> {
    return this.detail(viewer, String(id), base);
  }

  #select(db: Db) {
    return db
      .selectFrom('feedback as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .leftJoin('goods_orders as o', 'o.id', 'f.goods_order_id')
      .select([
        'f.id',
        'f.user_id',
        'f.type',
        'f.content',
        'f.contact',
        'f.status',
        'f.goods_order_id',
        'f.goods_order_task_id',
        'o.title as order_title',
        'f.answer',
        'f.answered_at',
        'f.unread',
        'f.dispute_task_id',
        'f.created_at',
        'f.updated_at',
        'u.s_username as user_name',
        'f.device',
        'f.handler_id',
      ]);
  }

  async #page(rows: Row[], page: number, base: string, kefu: boolean): Promise<Page<FeedbackItem>> {
    const list = rows.slice(0, PAGE_SIZE);
    const images = await this.#files.attachedTo(
      'feedback',
      list.map((r) => r.id),
      base,
    );
    const as: Viewer = { userId: 0, role: kefu ? 'kefu' : 'user' };
    return {
      list: list.map((r) => this.#present(r, images.get(r.id) ?? [], as)),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  #present(row: Row, images: FileInfo[], viewer: Viewer): FeedbackItem | KefuFeedbackItem {
    const item: FeedbackItem = {
      id: row.id,
      type: row.type as FeedbackType,
      content: row.content,
      contact: row.contact,
      status: row.status as FeedbackStatus,
      goods_order_id: row.goods_order_id,
      goods_order_task_id: row.goods_order_task_id,
      order_title: row.order_title,
      images,
      answer: row.answer,
      answered_at: row.answered_at === null ? null : Number(row.answered_at),
      unread: row.unread,
      dispute_task_id: row.dispute_task_id,
      created_at: Number(row.created_at),
      updated_at: Number(row.updated_at),
    };
    if (viewer.role !== 'kefu') return item;
    return {
      ...item,
      user_id: row.user_id,
      user_name: row.user_name,
      device: row.device,
      handler_id: row.handler_id,
    };
  }
}
