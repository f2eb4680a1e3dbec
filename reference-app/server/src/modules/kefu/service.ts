import type { Clock } from '../../clock.js';
import { unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { type AuditEntry, type AuditRecord, kefuActor, readAudit, recordAudit } from '../../kernel/audit.js';
import { AppError } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { optionalId, parseEnum, requireId, requireInt, requireText } from '../../kernel/input.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import { absoluteUrl } from '../user/present.js';
import { maskAddress, maskIdNumber, maskPhone } from './mask.js';
import type { KefuQueues } from './queues.js';

/** A reason of a kefu action: 1 to 140 characters, like the lifecycle's. */
const REASON_MAX = 140;
const NOTE_MAX = 1000;
const LIST_MAX = 20;
const DAY = 86_400;
/** A restriction for a period lasts 1 day to 10 years; without days, until lifted. */
const RESTRICT_DAYS_MAX = 3650;
const SHARE_BP_MAX = 10_000;

export interface KefuDeps {
  db: Db;
  clock: Clock;
  queues: KefuQueues;
  /** Where kefu's decisions are told (`kefu.told`): the chat writes them to the person. */
  events?: EventPublisher;
  /** Money decisions on a task whose fee is above this need a supervisor. */
  supervisorAboveFen: number;
}

function reasonOf(raw: string | undefined): string {
  return requireText('reason', raw, 1, REASON_MAX);
}

/** Rows with their bigint `created_at` read back as a number of seconds. */
function withSeconds<T extends { created_at: number | string }>(rows: T[]): (T & { created_at: number })[] {
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}

/** Refuses (404) when there is no person `id`. */
async function requirePerson(db: Db, id: number): Promise<void> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('notFound', 'error.chatUserNotFound');
}

/** Writes kefu's action to the audit log in `tx`, as the agent or supervisor `viewer` is. */
async function auditAs(tx: Db, viewer: Viewer, entry: Omit<AuditEntry, 'actor'>): Promise<void> {
  await recordAudit(tx, { ...entry, actor: await kefuActor(tx, viewer.userId) });
}

/** Tasks as the console lists them: id, order, title, state, fee. */
function taskLines(db: Db) {
  return db
    .selectFrom('goods_order_tasks as t')
    .innerJoin('goods_orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.order_id', 'o.title', 't.status', 't.price_fen']);
}

/** The console's reads and kefu's own actions on people (docs/kefu-api.md). */
export class KefuService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #queues: KefuQueues;
  readonly #supervisorAboveFen: number;
  readonly #events: EventPublisher;

  constructor(deps: KefuDeps) {
    this.#events = deps.events ?? noEvents;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#queues = deps.queues;
    this.#supervisorAboveFen = deps.supervisorAboveFen;
  }

  /** The caller's level and the amount above which money decisions need a supervisor. */
  async me(viewer: Viewer) {
    const actor = await kefuActor(this.#db, viewer.userId);
    return { id: viewer.userId, level: actor.level, supervisor_above_fen: this.#supervisorAboveFen };
  }

  /** Every queue with its count and its oldest items; photos as absolute URLs under `base`. */
  async queues(base: string) {
    const queues = await this.#queues.snapshot(this.#db, unixSeconds(this.#clock), LIST_MAX);
    return {
      queues: queues.map((queue) => ({
        ...queue,
        items: queue.items.map((item) => ({ ...item, photo: absoluteUrl(base, item.photo) })),
      })),
    };
  }

  /** People by phone or id, orders and tasks by id or title. */
  async search(raw: string | undefined) {
    const q = requireText('q', raw, 1, 60);
    const digits = /^\d+$/.test(q);
    const id = digits && q.length <= 9 ? Number(q) : undefined;
    const users = await this.#db
      .selectFrom('users')
      .select(['id', 's_username', 'phone', 'role', 'smrz'])
      .where((eb) => {
        const any = [eb('phone', '=', q)];
        if (id !== undefined) any.push(eb('id', '=', id));
        return eb.or(any);
      })
      .orderBy('id')
      .limit(LIST_MAX)
      .execute();
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const orders = await this.#db
      .selectFrom('goods_orders')
      .select(['id', 'title', 'status', 'created_at'])
      .where((eb) => {
        const any = [eb('title', 'ilike', like)];
        if (id !== undefined) any.push(eb('id', '=', id));
        return eb.or(any);
      })
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    const tasks = await taskLines(this.#db)
      .where((eb) => {
        const any = [eb('o.title', 'ilike', like)];
        if (id !== undefined) any.push(eb('t.id', '=', id));
        return eb.or(any);
      })
      .orderBy('t.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return {
      users: users.map((u) => ({
        id: u.id,
        s_username: u.s_username,
        phone: maskPhone(u.phone ?? ''),
        role: u.role,
        smrz: u.smrz,
      })),
      orders: withSeconds(orders),
      tasks,
    };
  }

  /** A person as kefu sees them: masked profile, restrictions, notes, orders, tasks, audit. */
  async user(idRaw: string | undefined, base = '') {
    const id = requireId('id', idRaw);
    const user = await this.#db
      .selectFrom('users')
      .select([
        'id',
        's_username',
        'face',
        'phone',
        'role',
        'kefu_level',
        'smrz',
        'name',
        'sfzid',
        'share_bp',
        'created_at',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw new AppError('notFound', 'error.chatUserNotFound');
    const now = unixSeconds(this.#clock);
    const restrictions = await this.#db
      .selectFrom('user_restrictions')
      .select(['id', 'kind', 'reason', 'until', 'created_by', 'created_at', 'lifted_at'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    const notes = await this.#db
      .selectFrom('kefu_notes')
      .select(['id', 'author_id', 'body', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const orders = await this.#db
      .selectFrom('goods_orders')
      .select(['id', 'title', 'status', 'price_fen', 'created_at'])
      .where('poster_id', '=', id)
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    const tasks = await taskLines(this.#db)
      .where((eb) => eb.or([eb('t.taker_id', '=', id), eb('o.poster_id', '=', id)]))
      .orderBy('t.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return {
      user: {
        id: user.id,
        s_username: user.s_username,
        face: user.face,
        phone: maskPhone(user.phone ?? ''),
        role: user.role,
        kefu_level: user.kefu_level,
        smrz: user.smrz,
        name: user.name,
        id_number: maskIdNumber(user.sfzid),
        share_bp: user.share_bp,
        created_at: Number(user.created_at),
      },
      restrictions: restrictions.map((r) => ({
        id: r.id,
        kind: r.kind,
        reason: r.reason,
        until: r.until === null ? null : Number(r.until),
        created_by: r.created_by,
        created_at: Number(r.created_at),
        live: r.lifted_at === null && (r.until === null || Number(r.until) > now),
      })),
      notes: withSeconds(notes),
      orders: withSeconds(orders),
      tasks,
      certificates: await this.#certificates(id, base),
      businesses: await this.#businesses(id, base),
      audit: await readAudit(this.#db, { records: [{ type: 'user', id }] }),
    };
  }

  /** The person's qualification certificates, newest first, with their category and photo. */
  async #certificates(userId: number, base: string) {
    const rows = await this.#db
      .selectFrom('certificates as c')
      .innerJoin('categories as k', 'k.id', 'c.category_id')
      .select(['c.id', 'c.type', 'c.photo', 'c.status', 'c.reason', 'c.created_at', 'k.name as category'])
      .where('c.user_id', '=', userId)
      .orderBy('c.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return withSeconds(rows).map((r) => ({ ...r, photo: absoluteUrl(base, r.photo) }));
  }

  /** The person's community business (one at most today), with its licence photo. */
  async #businesses(userId: number, base: string) {
    const rows = await this.#db
      .selectFrom('community_businesses')
      .select(['id', 'name', 'licence_pic', 'status', 'review_reason', 'updated_at'])
      .where('owner_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      licence_pic: absoluteUrl(base, r.licence_pic),
      status: r.status,
      reason: r.review_reason,
      updated_at: Number(r.updated_at),
    }));
  }

  /** Tells `userId` of kefu's decision, in their conversation with the agent (`kefu.told`). */
  #tell(tx: Db, viewer: Viewer, userId: number, name: string, params: Record<string, string | number>) {
    return this.#events.emit(tx, 'kefu.told', {
      kefuId: viewer.userId,
      userIds: [userId],
      name,
      params,
      orderId: null,
      taskId: null,
    });
  }

  /** Shows one masked value (a phone, an ID number, an order's exact address): audited with a reason. */
  async reveal(viewer: Viewer, input: { record_type?: string; id?: string; what?: string; reason?: string }) {
    const recordType = parseEnum('record_type', input.record_type, ['user', 'order'] as const);
    const id = requireId('id', input.id);
    const what = parseEnum('what', input.what, ['phone', 'id_number', 'address'] as const);
    const reason = reasonOf(input.reason);
    if ((recordType === 'user') === (what === 'address'))
      throw new AppError('invalid', 'error.invalid', { field: 'what' });
    const now = unixSeconds(this.#clock);
    return transact(this.#db, async (tx) => {
      let value: string;
      if (recordType === 'user') {
        const row = await tx
          .selectFrom('users')
          .select(['phone', 'sfzid'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('notFound', 'error.chatUserNotFound');
        value = what === 'phone' ? (row.phone ?? '') : row.sfzid;
      } else {
        const row = await tx
          .selectFrom('goods_orders')
          .select('address')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new AppError('notFound', 'error.orderNotFound');
        value = row.address;
      }
      await auditAs(tx, viewer, {
        action: `${recordType}.reveal-${what}`,
        record: { type: recordType, id },
        reason,
        now,
      });
      return { value };
    });
  }

  /** Changes a taker's commission share (basis points: 1500 is 15%). */
  async setShare(viewer: Viewer, input: { id?: string; share_bp?: string; reason?: string }, base = '') {
    const id = requireId('id', input.id);
    const share = requireInt('share_bp', input.share_bp, 0, SHARE_BP_MAX);
    const reason = reasonOf(input.reason);
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('users')
        .select('share_bp')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('notFound', 'error.chatUserNotFound');
      await tx.updateTable('users').set({ share_bp: share, updated_at: now }).where('id', '=', id).execute();
      await auditAs(tx, viewer, {
        action: 'user.share',
        record: { type: 'user', id },
        before: { share_bp: row.share_bp },
        after: { share_bp: share },
        reason,
        now,
      });
      await this.#tell(tx, viewer, id, 'kefu_share', { share_bp: share, reason });
    });
    return this.user(String(id), base);
  }

  /** No posting, no taking, or a ban (both, and every session signed out), for `days` or until lifted. */
  async restrict(
    viewer: Viewer,
    input: { id?: string; restriction?: string; days?: string; reason?: string },
    base = '',
  ) {
    const id = requireId('id', input.id);
    const kind = parseEnum('restriction', input.restriction, ['post', 'take', 'ban'] as const);
    const days = input.days === undefined ? undefined : requireInt('days', input.days, 1, RESTRICT_DAYS_MAX);
    const reason = reasonOf(input.reason);
    if (id === viewer.userId) throw new AppError('forbidden', 'error.kefuSelf');
    const now = unixSeconds(this.#clock);
    const until = days === undefined ? null : now + days * DAY;
    await transact(this.#db, async (tx) => {
      await requirePerson(tx, id);
      const created = await tx
        .insertInto('user_restrictions')
        .values({ user_id: id, kind, reason, until, created_by: viewer.userId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (kind === 'ban') {
        await tx
          .updateTable('auth_tokens')
          .set({ revoked_at: now })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      }
      await auditAs(tx, viewer, {
        action: `user.restrict-${kind}`,
        record: { type: 'user', id },
        after: { restriction_id: created.id, kind, until },
        reason,
        now,
      });
      await this.#tell(tx, viewer, id, 'kefu_restricted', {
        restriction: kind,
        ...(days === undefined ? {} : { days }),
        reason,
      });
    });
    return this.user(String(id), base);
  }

  /** Ends a restriction before its time. */
  async lift(viewer: Viewer, input: { restriction_id?: string; reason?: string }, base = '') {
    const restrictionId = requireId('restriction_id', input.restriction_id);
    const reason = reasonOf(input.reason);
    const now = unixSeconds(this.#clock);
    const userId = await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('user_restrictions')
        .select(['user_id', 'kind', 'until', 'lifted_at'])
        .where('id', '=', restrictionId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('notFound', 'error.kefuRestrictionNotFound');
      if (row.lifted_at !== null || (row.until !== null && Number(row.until) <= now)) {
        throw new AppError('conflict', 'error.kefuRestrictionOver');
      }
      await tx
        .updateTable('user_restrictions')
        .set({ lifted_at: now, lifted_by: viewer.userId })
        .where('id', '=', restrictionId)
        .execute();
      await auditAs(tx, viewer, {
        action: `user.lift-${row.kind}`,
        record: { type: 'user', id: row.user_id },
        before: {
          restriction_id: restrictionId,
          kind: row.kind,
          until: row.until === null ? null : Number(row.until),
        },
        reason,
        now,
      });
      await this.#tell(tx, viewer, row.user_id, 'kefu_lifted', { restriction: row.kind, reason });
      return row.user_id;
    });
    return this.user(String(userId), base);
  }

  /** An internal note about a person (never shown to them). */
  async note(viewer: Viewer, input: { id?: string; note?: string }, base = '') {
    const id = requireId('id', input.id);
    const body = requireText('note', input.note, 1, NOTE_MAX, { lines: true });
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      await requirePerson(tx, id);
      const created = await tx
        .insertInto('kefu_notes')
        .values({ user_id: id, author_id: viewer.userId, body, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditAs(tx, viewer, {
        action: 'user.note',
        record: { type: 'user', id },
        after: { note_id: created.id },
        reason: '',
        now,
      });
    });
    return this.user(String(id), base);
  }

  /**
   * A task's whole transaction: payments, ledger, coupon, lifecycle log, evaluations, the
   * taker's latest withdrawals, audit.
   */
  async trade(taskIdRaw: string | undefined) {
    const taskId = requireId('goods_order_task_id', taskIdRaw);
    const task = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .innerJoin('users as p', 'p.id', 'o.poster_id')
      .innerJoin('users as k', 'k.id', 't.taker_id')
      .select([
        't.id',
        't.order_id',
        'o.title',
        't.status',
        't.price_fen',
        't.coupon_fen',
        'o.poster_id',
        'p.s_username as poster_name',
        't.taker_id',
        'k.s_username as taker_name',
        'o.region',
        'o.address',
        't.created_at',
      ])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
    if (!task) throw new AppError('notFound', 'error.taskNotFound');
    const payments = await this.#db
      .selectFrom('payments')
      .select(['id', 'purpose', 'amount_fen', 'provider', 'status', 'transaction_id', 'created_at'])
      .where('task_id', '=', taskId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const ledger = await this.#db
      .selectFrom('ledger_entries')
      .select(['id', 'transaction_id', 'account', 'amount_fen', 'kind', 'created_at'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    const log = await this.#db
      .selectFrom('goods_order_task_log')
      .select(['id', 'transition', 'actor_role', 'actor_id', 'from_state', 'to_state', 'at', 'reason'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    const evaluations = await this.#db
      .selectFrom('evaluations')
      .select(['id', 'author_role', 'author_id', 'stars', 'content', 'created_at'])
      .where('task_id', '=', taskId)
      .orderBy('id')
      .execute();
    const withdrawals = await this.#db
      .selectFrom('withdrawals')
      .select(['id', 'amount_fen', 'status', 'fail_reason', 'created_at', 'finished_at'])
      .where('user_id', '=', task.taker_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    const audit: AuditRecord[] = await readAudit(this.#db, {
      records: [
        { type: 'task', id: taskId },
        { type: 'order', id: task.order_id },
      ],
    });
    return {
      task: { ...task, address: maskAddress(task.address), created_at: Number(task.created_at) },
      payments: withSeconds(payments),
      ledger: withSeconds(ledger),
      log: log.map((l) => ({ ...l, at: Number(l.at) })),
      evaluations: withSeconds(evaluations),
      withdrawals: withSeconds(withdrawals).map((w) => ({
        ...w,
        finished_at: w.finished_at === null ? null : Number(w.finished_at),
      })),
      audit,
    };
  }

  /** The two parties' chat, read-only; opening it is audited with a reason. */
  async tradeChat(
    viewer: Viewer,
    input: { goods_order_task_id?: string; reason?: string; before_id?: string },
  ) {
    const taskId = requireId('goods_order_task_id', input.goods_order_task_id);
    const reason = reasonOf(input.reason);
    const beforeId = optionalId('before_id', input.before_id);
    const now = unixSeconds(this.#clock);
    return transact(this.#db, async (tx) => {
      const task = await tx
        .selectFrom('goods_order_tasks as t')
        .innerJoin('goods_orders as o', 'o.id', 't.order_id')
        .select(['o.poster_id', 't.taker_id'])
        .where('t.id', '=', taskId)
        .executeTakeFirst();
      if (!task) throw new AppError('notFound', 'error.taskNotFound');
      const low = Math.min(task.poster_id, task.taker_id);
      const high = Math.max(task.poster_id, task.taker_id);
      let query = tx
        .selectFrom('chat_messages as m')
        .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
        .select([
          'm.id',
          'm.sender_id',
          'm.kind',
          'm.content',
          'm.pic',
          'm.goods_order_task_id',
          'm.created_at',
        ])
        .where('c.user_low', '=', low)
        .where('c.user_high', '=', high);
      if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
      const rows = await query.orderBy('m.id', 'desc').limit(100).execute();
      await auditAs(tx, viewer, {
        action: 'task.read-chat',
        record: { type: 'task', id: taskId },
        reason,
        now,
      });
      return {
        poster_id: task.poster_id,
        taker_id: task.taker_id,
        list: rows.reverse().map((m) => ({ ...m, id: Number(m.id), created_at: Number(m.created_at) })),
        has_more: rows.length === 100,
      };
    });
  }

  /** The audit log of one record, newest first, keyset paged by `before_id`. */
  async audit(input: { record_type?: string; record_id?: string; before_id?: string }) {
    const type = requireText('record_type', input.record_type, 1, 40);
    const id = requireId('record_id', input.record_id);
    const beforeId = optionalId('before_id', input.before_id);
    const list = await readAudit(this.#db, {
      records: [{ type, id }],
      ...(beforeId !== undefined ? { beforeId } : {}),
      limit: 50,
    });
    return { list, has_more: list.length === 50 };
  }
}
