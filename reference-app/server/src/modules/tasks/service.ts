import {
  type Actor,
  allowedTransitions,
  checkTransition,
  clearancePostings,
  completedPostings,
  DEFAULT_LIFECYCLE_CONFIG,
  dueAt,
  type Entry,
  feeLoweredPostings,
  isJobCurrent,
  type JobName,
  type LifecycleConfig,
  type OrderState,
  openFeeChange,
  orderAfterTaskChange,
  orderChangeName,
  PAID_STATES,
  paidPostings,
  positionsLeft,
  type Responsible,
  type Role,
  refundedPostings,
  SYSTEM,
  splitPostings,
  TASK_GROUPS,
  TASK_STATES,
  type TaskGroup,
  type TaskState,
  TRANSITIONS,
  type TransitionInput,
  type TransitionName,
  timersAfter,
  topUpPostings,
  walletAccount,
} from '@marketplace/sdk/rules';
import type { Selectable } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { GoodsOrdersTable, GoodsOrderTasksTable } from '../../db/schema.js';
import { AppError, invalidField, LifecycleError } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import {
  optionalId,
  optionalIdempotencyKey,
  requireId,
  requireIdempotencyKey,
  requireInt,
} from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { refuseIfRestricted } from '../../kernel/restrictions.js';
import type { TaskCoupon, TaskCoupons } from '../../kernel/task-coupons.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import { type EvaluationPair, evaluationPairs } from '../evaluations/pairs.js';
import { type Deadlines, deadlinesOf, taskFacts } from './facts.js';
import { notSelectWaiting } from './not-selected.js';

type OrderRow = Selectable<GoodsOrdersTable>;
type TaskRow = Selectable<GoodsOrderTasksTable>;

/** The taker as a task shows them, with the share their commission is computed at. */
export interface TakerInfo {
  id: number;
  s_username: string;
  face: string;
  share_bp: number;
}

export interface TaskView {
  row: TaskRow;
  order: OrderRow;
  role: Role;
  actions: TransitionName[];
  log: Record<string, unknown>[];
  taker: TakerInfo;
  /** The timers that apply in the task's state, Unix seconds (see `deadlinesOf`). */
  deadlines: Deadlines;
  /** The caller's evaluation and the other party's (hidden until both are in or the window closed). */
  evaluations?: EvaluationPair;
  /** The coupon the task holds or used: for its poster and kefu (a taker's pay does not depend on it). */
  coupon?: TaskCoupon;
}

export interface Locked {
  order: OrderRow;
  tasks: { state: TaskState }[];
  task: TaskRow;
}

/** What a transition carries besides its name and actor, parsed. */
interface TakeInput {
  price_fen?: number;
  reason?: string;
  note: string;
  pics: string[];
  responsible?: Responsible;
  payment_fen?: number;
  taker_fen?: number;
  key?: string;
  /** accept and change-coupon: the coupon the poster chose (absent: none). */
  coupon_id?: number;
}

/** What a system transition may carry: a payment notification's amount. */
export interface SystemInput {
  payment_fen?: number;
}

/** What a job did: took its transition, was refused, was stale, only noted, or was gone. */
export type JobOutcome = 'fired' | 'refused' | 'stale' | 'noted' | 'gone';

/** Jobs that take a transition (the others notify or move money). */
const TIMED: readonly string[] = ['payment-expired', 'auto-confirm', 'accept-cancel', 'no-delivery'];

export interface TransitionRequest {
  id: string | undefined;
  transition: string | undefined;
  expected_state: string | undefined;
  price_fen: string | undefined;
  reason: string | undefined;
  note: string | undefined;
  pics: string | undefined;
  responsible: string | undefined;
  taker_fen: string | undefined;
  idempotency_key: string | undefined;
  /** accept and change-coupon: the poster's coupon (`0` or absent: none). */
  user_coupon_id?: string | undefined;
  /** This server's public origin: delivery photos may name their uploads by absolute URL. */
  base?: string;
}

/** A stored upload's public path (uploads/service.ts names them). */
const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;

/**
 * Delivery photos: this server's uploads (`/uploads/...` or the same as an absolute URL of
 * `base`), comma-separated; stored as paths. How many is the rules' `deliver` guard's business.
 */
function parseEvidence(raw: string | undefined, base: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((item) => {
    const text = item.trim();
    const path = base && text.startsWith(`${base}/`) ? text.slice(base.length) : text;
    if (!UPLOAD_PATH.test(path)) throw invalidField('pics', 'error.orderPics');
    return path;
  });
}

/** The caller's role on a task: kefu, its order's poster, its taker; null for anyone else. */
function roleOf(viewer: Viewer, task: TaskRow, order: OrderRow): Role | null {
  if (viewer.role === 'kefu') return 'kefu';
  if (viewer.userId === order.poster_id) return 'poster';
  if (viewer.userId === task.taker_id) return 'taker';
  return null;
}

/** Tasks: apply, the one transition call, detail and the lists of an order. */
export class TaskService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #events: EventPublisher;
  readonly #coupons: TaskCoupons | undefined;
  readonly #lifecycle: LifecycleConfig;

  /**
   * `events`: told of every log record in its transaction (`task.changed`). `coupons`: holds
   * the coupon a poster chooses; without it a chosen coupon is refused (`coupon.notFound`).
   */
  constructor(deps: {
    db: Db;
    clock: Clock;
    events?: EventPublisher;
    coupons?: TaskCoupons;
    /** The lifecycle's periods (the server's WALLET_CLEARANCE_SECONDS); the defaults otherwise. */
    lifecycle?: LifecycleConfig;
  }) {
    this.#lifecycle = deps.lifecycle ?? DEFAULT_LIFECYCLE_CONFIG;
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#events = deps.events ?? noEvents;
    this.#coupons = deps.coupons;
  }

  async #lockOrder(tx: Db, orderId: number): Promise<{ order: OrderRow; tasks: { state: TaskState }[] }> {
    const order = await tx
      .selectFrom('goods_orders')
      .selectAll()
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('notFound', 'error.orderNotFound');
    const rows = await tx
      .selectFrom('goods_order_tasks')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    return { order, tasks: rows.map((r) => ({ state: r.status as TaskState })) };
  }

  /** accept-at-price (fixed) or quote: creates the caller's task on an order. */
  async apply(
    viewer: Viewer,
    input: {
      goods_order_id: string | undefined;
      price_fen: string | undefined;
      note: string | undefined;
      idempotency_key: string | undefined;
    },
  ): Promise<TaskView> {
    const orderId = requireId('goods_order_id', input.goods_order_id);
    const key = requireIdempotencyKey(input.idempotency_key);
    const price =
      input.price_fen === undefined ? undefined : requireInt('price_fen', input.price_fen, 1, 100_000_000);
    const note = (input.note ?? '').trim();
    if ([...note].length > 140)
      throw new AppError('invalid', 'error.length', { field: 'note', min: 0, max: 140 });
    const existing = await this.#db
      .selectFrom('goods_order_tasks')
      .select('id')
      .where('taker_id', '=', viewer.userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (existing) return this.detail(viewer, String(existing.id));
    const now = unixSeconds(this.#clock);
    await refuseIfRestricted(this.#db, viewer.userId, 'take', now);
    const id = await transact(this.#db, async (tx) => {
      const { order } = await this.#lockOrder(tx, orderId);
      const user = await tx
        .selectFrom('users')
        .select('smrz')
        .where('id', '=', viewer.userId)
        .executeTakeFirstOrThrow();
      const live = await tx
        .selectFrom('goods_order_tasks')
        .select('id')
        .where('order_id', '=', orderId)
        .where('taker_id', '=', viewer.userId)
        .where('status', 'not in', [
          'withdrawn',
          'rejected',
          'not_selected',
          'cancelled',
          'completed',
          'refunded',
          'split',
        ])
        .executeTakeFirst();
      const name = order.pricing_mode === 'fixed' ? 'accept-at-price' : 'quote';
      if (name === 'accept-at-price' && price !== undefined && price !== order.price_fen) {
        throw new LifecycleError('task.pricingMode');
      }
      const fee = name === 'quote' ? price : order.price_fen;
      const actor: Actor = { role: 'taker', id: viewer.userId };
      const check = checkTransition(taskFacts(null, order), name, actor, {
        now,
        ...(fee === undefined ? {} : { price_fen: fee }),
        real_name_verified: user.smrz === 2,
        has_live_task: live !== undefined,
      });
      if (!check.ok) throw new LifecycleError(check.reason);
      const task = await tx
        .insertInto('goods_order_tasks')
        .values({
          order_id: orderId,
          taker_id: viewer.userId,
          status: check.to,
          price_fen: fee as number,
          rounds: JSON.stringify([{ by: 'taker', price_fen: fee, at: now }]),
          note,
          entered_at: now,
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.#log(tx, task.id, name, actor, null, check.to, now, null, null);
      return task.id;
    });
    return this.detail(viewer, String(id));
  }

  async #log(
    tx: Db,
    taskId: number,
    transition: string,
    actor: Actor,
    from: string | null,
    to: string,
    at: number,
    reason: string | null,
    key: string | null,
  ): Promise<void> {
    await tx
      .insertInto('goods_order_task_log')
      .values({
        task_id: taskId,
        transition,
        actor_role: actor.role,
        actor_id: actor.id,
        from_state: from,
        to_state: to,
        at,
        reason,
        idempotency_key: key,
      })
      .execute();
    await this.#events.emit(tx, 'task.changed', { taskId, transition, actor, from, to, reason });
  }

  /** True when `userId` already took a transition with this idempotency key. */
  async #keyUsed(db: Db, userId: number, key: string): Promise<boolean> {
    const row = await db
      .selectFrom('goods_order_task_log')
      .select('task_id')
      .where('actor_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Locks the task's order and then the task, for a caller that writes beside them (payments). */
  lock(tx: Db, id: number): Promise<Locked> {
    return this.#lockTask(tx, id);
  }

  /** Locks the task's order and then the task FOR UPDATE (the one lock order of every writer). */
  async #lockTask(tx: Db, id: number): Promise<Locked> {
    const ref = await tx
      .selectFrom('goods_order_tasks')
      .select('order_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!ref) throw new AppError('notFound', 'error.taskNotFound');
    const { order, tasks } = await this.#lockOrder(tx, ref.order_id);
    const task = await tx
      .selectFrom('goods_order_tasks')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { order, tasks, task };
  }

  /**
   * The one call for every transition: the order and then the task are locked FOR UPDATE, the
   * rules decide on the locked rows, and the new state, the log record, the timers and the
   * order's state are written in the same transaction (`#take`, shared with the system's
   * transitions: timers and payment notifications).
   */
  async transition(viewer: Viewer, input: TransitionRequest): Promise<TaskView> {
    const id = requireId('id', input.id);
    const name = input.transition;
    if (name === undefined) throw invalidField('transition');
    // An evaluation carries stars and text: POST /api/evaluate/create takes `evaluate`.
    if (name === 'evaluate') throw invalidField('transition');
    const key = optionalIdempotencyKey(input.idempotency_key);
    if (key !== undefined) {
      const done = await this.#db
        .selectFrom('goods_order_task_log')
        .select('task_id')
        .where('actor_id', '=', viewer.userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (done) return this.detail(viewer, String(done.task_id));
    }
    const price =
      input.price_fen === undefined ? undefined : requireInt('price_fen', input.price_fen, 0, 100_000_000);
    const takerFen =
      input.taker_fen === undefined ? undefined : requireInt('taker_fen', input.taker_fen, 1, 100_000_000);
    const couponId = optionalId('user_coupon_id', input.user_coupon_id);
    const reason = input.reason?.trim();
    const note = input.note?.trim() ?? '';
    const pics = parseEvidence(input.pics, input.base);

    await transact(this.#db, async (tx) => {
      const locked = await this.#lockTask(tx, id);
      const role = roleOf(viewer, locked.task, locked.order);
      if (role === null) throw new AppError('notFound', 'error.taskNotFound');
      // The same key sent twice at once (a double tap, a retry racing the first): the second
      // waited for the lock above; the first's log record is there now, and it is the answer.
      if (key !== undefined && (await this.#keyUsed(tx, viewer.userId, key))) return;
      if (pics.length > 0) {
        const names = pics.map((p) => p.slice('/uploads/'.length));
        const own = await tx
          .selectFrom('uploads')
          .select('name')
          .where('name', 'in', names)
          .where('owner_id', '=', viewer.userId)
          .execute();
        if (own.length !== new Set(names).size) throw invalidField('pics', 'error.orderPics');
      }
      if (input.expected_state !== undefined && input.expected_state !== locked.task.status) {
        throw new LifecycleError('task.wrongState', {
          task: { id: locked.task.id, status: locked.task.status },
        });
      }
      await this.#take(
        tx,
        locked,
        name,
        { role, id: viewer.userId },
        {
          ...(price === undefined ? {} : { price_fen: price }),
          ...(reason === undefined ? {} : { reason }),
          note,
          pics,
          ...(input.responsible === undefined ? {} : { responsible: input.responsible as Responsible }),
          ...(takerFen === undefined ? {} : { taker_fen: takerFen }),
          ...(key === undefined ? {} : { key }),
          ...(couponId === undefined ? {} : { coupon_id: couponId }),
        },
      );
    });
    return this.detail(viewer, String(id));
  }

  /**
   * A person's transition inside the caller's transaction, on rows `lock` locked (evaluations
   * write their row beside `evaluate`; kefu's feedback turns a complaint into a `dispute`, with
   * its reason): the same checks, log, timers and order as the call.
   */
  async takeAs(
    tx: Db,
    locked: Locked,
    name: TransitionName,
    actor: Actor,
    input: { reason?: string } = {},
  ): Promise<void> {
    await this.#take(tx, locked, name, actor, { note: '', pics: [], ...input });
  }

  /**
   * A system transition (a timer, a payment notification) inside the caller's transaction:
   * locks the task the same way and takes the transition through the same code as a person's.
   * Throws `LifecycleError` when the rules refuse it. Open that transaction with `transact`
   * (kernel/transaction.ts), so what its subscribers push after the commit (chat) is pushed.
   */
  async takeAsSystem(tx: Db, taskId: number, name: TransitionName, input: SystemInput = {}): Promise<Locked> {
    const locked = await this.#lockTask(tx, taskId);
    await this.#take(tx, locked, name, SYSTEM, { note: '', pics: [], ...input });
    return locked;
  }

  /**
   * Fires one stored job in its own transaction: order, task, then the job row are locked (the
   * order every writer uses); a job that was cancelled, done, or is no longer current
   * (`isJobCurrent`) does nothing. Timed transitions go through `#take` as `system`.
   */
  async fireJob(jobId: number): Promise<JobOutcome> {
    return transact(this.#db, async (tx) => {
      const ref = await tx.selectFrom('jobs').select('task_id').where('id', '=', jobId).executeTakeFirst();
      if (!ref) return 'gone';
      const locked = await this.#lockTask(tx, ref.task_id);
      const job = await tx
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', jobId)
        .where('done_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!job) return 'gone';
      const now = unixSeconds(this.#clock);
      const facts = taskFacts(locked.task, locked.order);
      const current =
        job.transition === 'wallet-clearance'
          ? // Scheduled with the period in force when the task settled, which may have changed
            // since: a settled task's clearance still applies (posting it twice moves nothing).
            dueAt('wallet-clearance', facts, this.#lifecycle) !== null
          : isJobCurrent(
              { task_id: job.task_id, transition: job.transition as JobName, due_at: job.due_at },
              facts,
              this.#lifecycle,
            );
      let outcome: JobOutcome = current ? 'fired' : 'stale';
      // Done first: the transition's own timer changes then leave this row alone.
      await tx.updateTable('jobs').set({ done_at: now, outcome }).where('id', '=', jobId).execute();
      if (current && TIMED.includes(job.transition)) {
        try {
          await this.#take(tx, locked, job.transition as TransitionName, SYSTEM, { note: '', pics: [] });
        } catch (error) {
          // Refused before anything was written: the job is spent, the task stays as it is.
          if (!(error instanceof LifecycleError)) throw error;
          outcome = 'refused';
        }
      } else if (current) {
        outcome = await this.#jobEffect(tx, locked, job.transition as JobName, now, jobId);
      }
      if (outcome !== 'fired' && outcome !== 'stale') {
        await tx.updateTable('jobs').set({ outcome }).where('id', '=', jobId).execute();
      }
      return outcome;
    });
  }

  /**
   * Jobs that take no transition. `wallet-clearance` moves what the task earned its taker from
   * pending to available; a reminder is announced (notifications tell the poster); the
   * evaluation window only notes it ran.
   */
  async #jobEffect(tx: Db, locked: Locked, name: JobName, now: number, jobId: number): Promise<JobOutcome> {
    if (name === 'confirm-reminder' || name === 'confirm-reminder-last') {
      await this.#events.emit(tx, 'task.reminded', { taskId: locked.task.id, jobId, reminder: name });
      return 'noted';
    }
    if (name !== 'wallet-clearance') return 'noted';
    const pending = walletAccount(locked.task.taker_id, 'pending');
    const row = await tx
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_fen'), eb.val('0')).as('sum'))
      .where('account', '=', pending)
      .where('task_id', '=', locked.task.id)
      .executeTakeFirstOrThrow();
    const amount = Number(row.sum);
    if (amount > 0) {
      await this.#events.emit(tx, 'money.moved', {
        kind: name,
        task_id: locked.task.id,
        entries: clearancePostings({ user_id: locked.task.taker_id, amount_fen: amount }),
        now,
      });
    }
    return 'noted';
  }

  /** The posting of a transition's `post-*` effect (money.ts), on the task as it was. */
  async #money(tx: Db, locked: Locked, effects: readonly string[], req: TakeInput): Promise<Entry[]> {
    const { task, order } = locked;
    const money = {
      task_id: task.id,
      poster_id: order.poster_id,
      taker_id: task.taker_id,
      fee_fen: task.price_fen,
      coupon_fen: task.coupon_fen,
    };
    const share = async () => {
      const taker = await tx
        .selectFrom('users')
        .select('share_bp')
        .where('id', '=', task.taker_id)
        .executeTakeFirstOrThrow();
      return taker.share_bp / 10_000;
    };
    const entries: Entry[] = [];
    for (const effect of effects) {
      if (effect === 'post-paid') entries.push(...paidPostings(money));
      if (effect === 'post-completed') entries.push(...completedPostings({ ...money, share: await share() }));
      if (effect === 'post-refunded') entries.push(...refundedPostings(money));
      if (effect === 'post-split' && req.taker_fen !== undefined) {
        entries.push(...splitPostings({ ...money, taker_fen: req.taker_fen, share: await share() }));
      }
      const asked = openFeeChange(task);
      if (effect === 'post-fee-lowered' && asked !== null) {
        entries.push(
          ...feeLoweredPostings({
            task_id: task.id,
            poster_id: order.poster_id,
            amount_fen: task.price_fen - asked,
          }),
        );
      }
      if (effect === 'post-top-up' && req.payment_fen !== undefined) {
        entries.push(
          ...topUpPostings({ task_id: task.id, poster_id: order.poster_id, amount_fen: req.payment_fen }),
        );
      }
    }
    return entries;
  }

  /** Takes `name` on the locked rows: rules, effects, state, log, timers and the order's state. */
  async #take(tx: Db, locked: Locked, name: string, actor: Actor, req: TakeInput): Promise<void> {
    const { order, tasks, task } = locked;
    const id = task.id;
    const now = unixSeconds(this.#clock);
    const { price_fen: price, reason, note, pics } = req;
    const role = actor.role;
    const request: TransitionInput = {
      now,
      ...(price === undefined ? {} : { price_fen: price }),
      ...(reason === undefined ? {} : { reason }),
      note,
      photos: pics.length,
      positions_left: positionsLeft(order, tasks),
      ...(req.responsible === undefined ? {} : { responsible: req.responsible }),
      ...(req.payment_fen === undefined ? {} : { payment_fen: req.payment_fen }),
      ...(req.taker_fen === undefined ? {} : { taker_fen: req.taker_fen }),
      coupon: null,
    };
    const place = { category_id: order.category_id, longitude: order.longitude, latitude: order.latitude };
    if (req.coupon_id !== undefined) {
      if (!this.#coupons) throw new AppError('notFound', 'coupon.notFound');
      request.coupon = await this.#coupons.lock(tx, req.coupon_id, place);
    }
    const before = taskFacts(task, order);
    const check = checkTransition(before, name, actor, request);
    if (!check.ok) throw new LifecycleError(check.reason);
    const rule = TRANSITIONS[name as TransitionName];
    const set: Record<string, unknown> = { status: check.to, updated_at: now };
    if (check.to !== task.status) set.entered_at = now;
    // Fee changes (docs/lifecycle.md, Modify fee): the rounds keep who asked for which fee.
    const round = (by: 'poster' | 'taker', fen: number) => {
      set.rounds = JSON.stringify([...task.rounds, { by, price_fen: fen, at: now }]);
    };
    const asked = before.fee_change_fen ?? null;
    for (const effect of rule.effects) {
      if (effect === 'set-price' && price !== undefined) {
        set.price_fen = price;
        set.rounds = JSON.stringify([
          ...task.rounds,
          { by: role === 'taker' ? 'taker' : 'poster', price_fen: price, at: now },
        ]);
      }
      if (effect === 'count-round') set.counter_rounds = task.counter_rounds + 1;
      // Coupons (docs/coupons-api.md): the coupon rows follow `task.changed`; the task keeps
      // the amount it deducts while it holds one.
      if (effect === 'release-coupon') set.coupon_fen = 0;
      if (effect === 'release-coupon' && name === 'change-coupon') {
        await this.#coupons?.release(tx, id, now);
        // A payment started for the amount before the change can no longer be paid.
        await tx
          .updateTable('payments')
          .set({ status: 'expired', updated_at: now })
          .where('task_id', '=', id)
          .where('purpose', '=', 'task')
          .where('status', '=', 'pending')
          .execute();
      }
      if (effect === 'hold-coupon' && req.coupon_id !== undefined && this.#coupons) {
        set.coupon_fen = await this.#coupons.hold(tx, req.coupon_id, id, place, now);
      }
      if (effect === 'record-evidence') {
        set.deliveries = JSON.stringify([...task.deliveries, { note, pics, at: now }]);
        set.delivered_at = now;
      }
      if (effect === 'count-change-request') {
        set.change_requests = task.change_requests + 1;
        set.change_request_list = JSON.stringify([...task.change_request_list, { reason, at: now }]);
      }
      if (effect === 'record-cancel-request') {
        set.cancel_requested_by = role === 'poster' ? 'poster' : 'taker';
        set.cancel = JSON.stringify({ by: role, reason, at: now });
      }
      if (effect === 'record-evaluation') {
        set[role === 'poster' ? 'evaluated_by_poster' : 'evaluated_by_taker'] = true;
      }
      if (effect === 'set-fee' && name === 'modify-fee' && task.status === 'awaiting_payment') {
        set.price_fen = price;
        round(role === 'taker' ? 'taker' : 'poster', price as number);
      }
      if (effect === 'set-fee' && name === 'accept-fee-change' && asked !== null) {
        set.price_fen = asked;
        round('taker', asked);
      }
      if (effect === 'set-fee' && name === 'top-up-paid' && asked !== null) set.price_fen = asked;
      if (effect === 'ask-fee-change' && task.status !== 'awaiting_payment') round('poster', price as number);
      if (effect === 'close-fee-change') round('taker', task.price_fen);
      if (effect === 'ask-fee-change') {
        // A payment started for the fee as it was (or for a change now replaced) is void.
        await tx
          .updateTable('payments')
          .set({ status: 'expired', updated_at: now })
          .where('task_id', '=', id)
          .where('purpose', '=', task.status === 'awaiting_payment' ? 'task' : 'topup')
          .where('status', '=', 'pending')
          .execute();
      }
    }
    await tx.updateTable('goods_order_tasks').set(set).where('id', '=', id).execute();
    await this.#log(tx, id, name, actor, task.status, check.to, now, reason ?? null, req.key ?? null);
    const entries = await this.#money(tx, locked, rule.effects, req);
    if (entries.length > 0)
      await this.#events.emit(tx, 'money.moved', { kind: name, task_id: id, entries, now });

    // Timers: worked out from the task as it was, in the same transaction as the change.
    const timers = timersAfter(name as TransitionName, before, now, this.#lifecycle);
    for (const job of timers.cancel) {
      await tx
        .deleteFrom('jobs')
        .where('task_id', '=', job.task_id)
        .where('transition', '=', job.transition)
        .where('due_at', '=', job.due_at)
        .where('done_at', 'is', null)
        .execute();
    }
    if (timers.schedule.length > 0) {
      await tx
        .insertInto('jobs')
        .values(
          timers.schedule.map((j) => ({ task_id: j.task_id, transition: j.transition, due_at: j.due_at })),
        )
        .onConflict((oc) => oc.columns(['task_id', 'transition', 'due_at']).doNothing())
        .execute();
    }

    // The order follows its tasks (recompute-order), and stops taking takers when it closes.
    const after = tasks.map((t) => t.state);
    const index = after.indexOf(task.status as TaskState);
    if (index >= 0) after[index] = check.to;
    const next = orderAfterTaskChange(
      { state: order.status as OrderState, headcount: order.headcount, service_at: order.service_time },
      after.map((state) => ({ state })),
      now,
    );
    const paid = after.filter((s) => PAID_STATES.includes(s)).length;
    if (next !== order.status || paid !== order.paid_count) {
      await tx
        .updateTable('goods_orders')
        .set({ status: next, paid_count: paid, updated_at: now })
        .where('id', '=', order.id)
        .execute();
      const change = orderChangeName(order.status as OrderState, next);
      if (change) {
        await tx
          .insertInto('goods_order_log')
          .values({
            order_id: order.id,
            transition: change,
            actor_role: 'system',
            actor_id: null,
            from_state: order.status,
            to_state: next,
            at: now,
            reason: null,
          })
          .execute();
      }
      if (next !== 'open') await notSelectWaiting(tx, order.id, now, this.#events);
    }
  }

  /** The task for its poster, its taker and kefu, with the buttons of the caller's role. */
  async detail(viewer: Viewer, idRaw: string | undefined): Promise<TaskView> {
    const id = requireId('id', idRaw);
    const row = await this.#db
      .selectFrom('goods_order_tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.taskNotFound');
    const order = await this.#db
      .selectFrom('goods_orders')
      .selectAll()
      .where('id', '=', row.order_id)
      .executeTakeFirstOrThrow();
    const role = roleOf(viewer, row, order);
    if (role === null) throw new AppError('notFound', 'error.taskNotFound');
    const log = await this.#db
      .selectFrom('goods_order_task_log')
      .select([
        'transition',
        'actor_role',
        'actor_id',
        'from_state as from',
        'to_state as to',
        'at',
        'reason',
      ])
      .where('task_id', '=', id)
      .orderBy('id')
      .execute();
    const now = unixSeconds(this.#clock);
    const [taker] = await this.#takers([row.taker_id]);
    const [evaluations] = await evaluationPairs(this.#db, [{ task: row, role }], now);
    const coupon = role === 'taker' ? undefined : (await this.#couponsOf([row.id])).get(row.id);
    return {
      row,
      order,
      role,
      actions: allowedTransitions(taskFacts(row, order), role, { now }),
      log,
      taker: taker as TakerInfo,
      deadlines: deadlinesOf(row, order),
      ...(evaluations ? { evaluations } : {}),
      ...(coupon ? { coupon } : {}),
    };
  }

  async #couponsOf(taskIds: number[]): Promise<Map<number, TaskCoupon>> {
    if (!this.#coupons || taskIds.length === 0) return new Map();
    return this.#coupons.ofTasks(this.#db, taskIds);
  }

  async #takers(ids: number[]): Promise<TakerInfo[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await this.#db
      .selectFrom('users')
      .select(['id', 's_username', 'face', 'share_bp'])
      .where('id', 'in', unique)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? { id, s_username: '', face: '', share_bp: 0 });
  }

  /** bargainingList and receiverList: the tasks of an order, for its poster and kefu. */
  async list(
    viewer: Viewer,
    input: { goods_order_id: string | undefined; status: string | undefined; page: string | undefined },
  ) {
    const orderId = requireId('goods_order_id', input.goods_order_id);
    const page = parsePage(input.page);
    const order = await this.#db
      .selectFrom('goods_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw new AppError('notFound', 'error.orderNotFound');
    if (viewer.role !== 'kefu' && viewer.userId !== order.poster_id)
      throw new LifecycleError('order.notYours');
    const states = listedStates(input.status);
    let query = this.#db.selectFrom('goods_order_tasks').where('order_id', '=', orderId);
    if (states) query = query.where('status', 'in', states);
    const [rows, counted] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const now = unixSeconds(this.#clock);
    const role: Role = viewer.role === 'kefu' ? 'kefu' : 'poster';
    const shown = rows.slice(0, PAGE_SIZE);
    const takers = await this.#takers(shown.map((r) => r.taker_id));
    const pairs = await evaluationPairs(
      this.#db,
      shown.map((task) => ({ task, role })),
      now,
    );
    const coupons = await this.#couponsOf(shown.map((r) => r.id));
    return {
      items: shown.map((row, i) => ({
        row,
        order,
        role,
        actions: allowedTransitions(taskFacts(row, order), role, { now }),
        log: [],
        taker: takers[i] as TakerInfo,
        deadlines: deadlinesOf(row, order),
        ...(pairs[i] ? { evaluations: pairs[i] } : {}),
        ...(coupons.has(row.id) ? { coupon: coupons.get(row.id) } : {}),
      })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
      total: Number(counted.n),
    };
  }
}

/**
 * The task states a list's `status` names: comma-separated task states (`TASK_STATES`) and
 * state groups (`TASK_GROUPS` of rules/my-orders.ts, e.g. `negotiating`, `ended`), in any mix;
 * absent, empty or `all`: every state (undefined). Anything else is refused (400).
 *
 * @example listedStates('negotiating,completed') // ['pending', 'countered', 'completed']
 */
export function listedStates(status: string | undefined): TaskState[] | undefined {
  if (status === undefined || status === '' || status === 'all') return undefined;
  const states = new Set<TaskState>();
  for (const name of status.split(',')) {
    if ((TASK_STATES as readonly string[]).includes(name)) states.add(name as TaskState);
    else if (Object.hasOwn(TASK_GROUPS, name)) {
      for (const state of TASK_GROUPS[name as TaskGroup]) states.add(state);
    } else throw invalidField('status');
  }
  return [...states];
}
