import { DEFAULT_LIFECYCLE_CONFIG, openFeeChange, payable, type TaskState } from '@marketplace/sdk/rules';
import type { Selectable } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { PaymentsTable } from '../../db/schema.js';
import { AppError, invalidField, LifecycleError } from '../../kernel/errors.js';
import { orderedId } from '../../kernel/ids.js';
import { requireId, requireIdempotencyKey } from '../../kernel/input.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import { type PayProvider, PayProviderError } from '../../providers/pay.js';
import type { TaskService } from '../tasks/service.js';

type PaymentRow = Selectable<PaymentsTable>;
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';
/** What a payment pays for: an accepted task, or the raise of a paid task's fee. */
export type PaymentPurpose = PaymentsTable['purpose'];

/** Where a top-up can start: the states in which the poster may ask for a fee change. */
const TOP_UP_STATES: readonly TaskState[] = ['paid', 'in_service', 'delivered'];

/**
 * The payer's openid under the payment provider's app (WeChat JSAPI needs it), from the WeChat
 * sign-in; null when the user never signed in through WeChat.
 */
export type PayerOpenId = (userId: number) => Promise<string | null>;

/** A payment as the calls answer it. */
export interface PaymentView {
  payment_id: string;
  task_id: number;
  amount_fen: number;
  status: PaymentStatus;
  expires_at: number;
  provider: string;
  next: 'bridge' | 'sandbox';
}

/** What applying a verified notification did. */
export type NotifyOutcome = 'paid' | 'failed' | 'refused' | 'ignored' | 'replay';

/**
 * Payments of tasks (docs/orders-api.md, Payment): start one (pay_in.php), hand the bridge its
 * parameters, report the status, and apply the provider's signed notification: the `paid`
 * transition through the same code as every transition, once per provider transaction.
 */
export class PaymentService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #tasks: TaskService;
  readonly #provider: PayProvider | undefined;
  readonly #payerOpenId: PayerOpenId;

  constructor(deps: {
    db: Db;
    clock: Clock;
    tasks: TaskService;
    provider: PayProvider | undefined;
    payerOpenId?: PayerOpenId;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#tasks = deps.tasks;
    this.#provider = deps.provider;
    this.#payerOpenId = deps.payerOpenId ?? (async () => null);
  }

  #requireProvider(): PayProvider {
    if (!this.#provider) throw new AppError('unavailable', 'error.payUnavailable');
    return this.#provider;
  }

  #view(row: PaymentRow, now: number): PaymentView {
    const expired = row.status === 'pending' && now >= row.expires_at;
    return {
      payment_id: row.id,
      task_id: row.task_id,
      amount_fen: Number(row.amount_fen),
      status: expired ? 'expired' : row.status,
      expires_at: row.expires_at,
      provider: row.provider,
      next: row.provider === 'sandbox' ? 'sandbox' : 'bridge',
    };
  }

  /**
   * pay_in.php: the poster starts paying an accepted task (`info=task`), or the top-up of a
   * raised fee (`info=topup`); one pending payment per task and purpose, answered again while
   * it can still be paid.
   */
  async start(
    viewer: Viewer,
    input: { id: string | undefined; info: string | undefined; idempotency_key: string | undefined },
  ): Promise<PaymentView> {
    const provider = this.#requireProvider();
    const taskId = requireId('id', input.id);
    const purpose = input.info;
    if (purpose !== 'task' && purpose !== 'topup') throw invalidField('info');
    const key = requireIdempotencyKey(input.idempotency_key);
    const now = unixSeconds(this.#clock);
    const again = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('poster_id', '=', viewer.userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (again) return this.#view(again, now);
    const row = await this.#db.transaction().execute(async (tx) => {
      const { task, order } = await this.#tasks.lock(tx, taskId);
      if (order.poster_id !== viewer.userId) {
        if (task.taker_id === viewer.userId) throw new LifecycleError('task.notYours');
        throw new AppError('notFound', 'error.taskNotFound');
      }
      const wrongState = () =>
        new LifecycleError('task.wrongState', { task: { id: task.id, status: task.status } });
      let amount: number;
      let expiresAt: number;
      if (purpose === 'task') {
        if (task.status !== 'awaiting_payment') throw wrongState();
        amount = payable(task.price_fen, task.coupon_fen);
        expiresAt = task.entered_at + DEFAULT_LIFECYCLE_CONFIG.payment_hold_seconds;
      } else {
        if (!TOP_UP_STATES.includes(task.status as TaskState)) throw wrongState();
        const asked = openFeeChange(task);
        if (asked === null || asked <= task.price_fen) throw new LifecycleError('task.noFeeChange');
        amount = asked - task.price_fen;
        expiresAt = now + DEFAULT_LIFECYCLE_CONFIG.payment_hold_seconds;
      }
      const pending = await tx
        .selectFrom('payments')
        .selectAll()
        .where('task_id', '=', taskId)
        .where('purpose', '=', purpose)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (pending && now < pending.expires_at && Number(pending.amount_fen) === amount) return pending;
      if (pending) {
        await tx
          .updateTable('payments')
          .set({ status: 'expired', updated_at: now })
          .where('id', '=', pending.id)
          .execute();
      }
      return tx
        .insertInto('payments')
        .values({
          id: orderedId('pay_'),
          task_id: taskId,
          poster_id: viewer.userId,
          purpose,
          amount_fen: amount,
          provider: provider.name,
          idempotency_key: key,
          expires_at: expiresAt,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return this.#view(row, now);
  }

  async #own(viewer: Viewer, paymentId: string | undefined): Promise<PaymentRow> {
    if (paymentId === undefined || paymentId === '') throw invalidField('payment_id');
    const row = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!row || (row.poster_id !== viewer.userId && viewer.role !== 'kefu')) {
      throw new AppError('notFound', 'error.paymentNotFound');
    }
    return row;
  }

  /** bridgeConfig: the provider's JSAPI parameters for a pending payment. */
  async bridge(viewer: Viewer, paymentId: string | undefined, info: string | undefined) {
    const provider = this.#requireProvider();
    if (info !== undefined && info !== 'jsapi') throw invalidField('info');
    const row = await this.#own(viewer, paymentId);
    const now = unixSeconds(this.#clock);
    const view = this.#view(row, now);
    if (view.status !== 'pending') throw new LifecycleError('task.wrongState');
    const order = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select('o.title')
      .where('t.id', '=', row.task_id)
      .executeTakeFirstOrThrow();
    try {
      const config = await provider.bridgeConfig(
        {
          id: row.id,
          amount_fen: view.amount_fen,
          description: order.title,
          expires_at: row.expires_at,
          payer_openid: await this.#payerOpenId(row.poster_id),
        },
        now,
      );
      return { payment: view, config };
    } catch (error) {
      if (!(error instanceof PayProviderError)) throw error;
      if (error.code === 'payer') throw new AppError('conflict', 'error.payNeedsWechat');
      throw new AppError('unavailable', 'error.payUnavailable', {}, undefined, error);
    }
  }

  /** pay/status: what orderPay polls after the bridge returns. */
  async status(viewer: Viewer, paymentId: string | undefined): Promise<PaymentView> {
    return this.#view(await this.#own(viewer, paymentId), unixSeconds(this.#clock));
  }

  /** A payment by id, for the sandbox's confirmation page (no caller: the page is sandbox-only). */
  async find(paymentId: string): Promise<(PaymentView & { title: string }) | undefined> {
    const row = await this.#db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!row) return undefined;
    const order = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select('o.title')
      .where('t.id', '=', row.task_id)
      .executeTakeFirstOrThrow();
    return { ...this.#view(row, unixSeconds(this.#clock)), title: order.title };
  }

  /**
   * Applies a provider notification. The signature is checked over the raw body first (401 and
   * nothing written otherwise). The notification row's unique (provider, transaction_id) makes
   * a replay, even a concurrent one, answer success and change nothing. Locks: order, task,
   * then the payment, the order every writer uses.
   */
  async notify(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    from: PayProvider['name'],
  ): Promise<NotifyOutcome> {
    const provider = this.#requireProvider();
    // A notification for a provider this server does not use: nothing here can verify it.
    if (provider.name !== from) throw new AppError('notFound', 'error.payUnavailable');
    const note = provider.verifyNotification(rawBody, headers, unixSeconds(this.#clock));
    if (!note) throw new AppError('unauthenticated', 'error.paymentSignature');
    const ref = await this.#db
      .selectFrom('payments')
      .select(['task_id', 'provider'])
      .where('id', '=', note.payment_id)
      .executeTakeFirst();
    if (!ref || ref.provider !== provider.name) throw new AppError('notFound', 'error.paymentNotFound');
    const now = unixSeconds(this.#clock);
    // transact: the chat message of `paid` is pushed once this commits.
    return transact(this.#db, async (tx) => {
      const inserted = await tx
        .insertInto('payment_notifications')
        .values({
          provider: provider.name,
          transaction_id: note.transaction_id,
          payment_id: note.payment_id,
          status: note.status,
          amount_fen: note.amount_fen,
          outcome: 'received',
          received_at: now,
        })
        .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return 'replay';
      await this.#tasks.lock(tx, ref.task_id);
      const payment = await tx
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', note.payment_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      let outcome: NotifyOutcome = 'ignored';
      let status: PaymentStatus | null = null;
      if (payment.status === 'expired' && note.status === 'SUCCESS') {
        // Paid after it was replaced (a new fee, a new payment): the money goes back through
        // the provider's refund, outside this server.
        outcome = 'refused';
      } else if (payment.status !== 'pending') {
        outcome = 'ignored';
      } else if (note.status === 'FAIL') {
        outcome = 'failed';
        status = 'failed';
      } else if (note.amount_fen !== Number(payment.amount_fen)) {
        outcome = 'refused';
        status = 'failed';
      } else {
        try {
          await this.#tasks.takeAsSystem(
            tx,
            payment.task_id,
            payment.purpose === 'topup' ? 'top-up-paid' : 'paid',
            {
              payment_fen: note.amount_fen,
            },
          );
          outcome = 'paid';
          status = 'succeeded';
        } catch (error) {
          // The task can no longer be paid (the hold expired first, the fee change was withdrawn):
          // the money goes back through the provider's refund, outside this server.
          if (!(error instanceof LifecycleError)) throw error;
          outcome = 'refused';
          status = 'failed';
        }
      }
      if (status !== null) {
        await tx
          .updateTable('payments')
          .set({ status, transaction_id: note.transaction_id, updated_at: now })
          .where('id', '=', payment.id)
          .execute();
      }
      await tx.updateTable('payment_notifications').set({ outcome }).where('id', '=', inserted.id).execute();
      return outcome;
    });
  }
}
