import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../kernel/errors.js';
import type { TaskChanged, TaskReminded, WithdrawalFinished } from '../../kernel/events.js';
import { afterCommit } from '../../kernel/transaction.js';
import type { NotificationChannel } from '../../providers/notify.js';
import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type PlannedNotification,
  planNotifications,
  planReminder,
  type TaskFacts,
  yuan,
} from './kinds.js';

export interface NotificationSetting {
  kind: NotificationKind;
  enabled: boolean;
  /** The channels this kind goes by here (`sms`, `wechat`); empty: in the app only. */
  channels: string[];
}

/**
 * Notifications outside the app. `onTaskEvent` is the subscriber: inside the transaction of a
 * task's change it writes one delivery row per person and channel (skipping what the person
 * turned off), and once that transaction commits it wakes the dispatcher, which sends them.
 * A change that rolls back takes its rows with it; an event told twice is stored once.
 *
 * @example const notifications = new NotificationService({ db, clock, channels, onQueued: () => dispatcher.kick() });
 */
export class NotificationService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #channels: NotificationChannel[];
  readonly #onQueued: () => void;

  constructor(deps: { db: Db; clock: Clock; channels: NotificationChannel[]; onQueued?: () => void }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#channels = deps.channels;
    this.#onQueued = deps.onQueued ?? (() => {});
  }

  /** Subscriber of `task.changed`: the events of planNotifications, one row per person and channel. */
  async onTaskEvent(tx: Db, event: TaskChanged): Promise<void> {
    if (this.#channels.length === 0) return;
    const task = await this.#facts(tx, event.taskId);
    if (!task) return;
    const planned = planNotifications(event, task);
    if (planned.length === 0) return;
    // The log record just written names the event: the same record never notifies twice.
    const log = await tx
      .selectFrom('goods_order_task_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('task_id', '=', event.taskId)
      .where('transition', '=', event.transition)
      .executeTakeFirst();
    const eventKey = log?.id
      ? `task-log:${log.id}`
      : `task:${event.taskId}:${event.transition}:${unixSeconds(this.#clock)}`;
    await this.#enqueue(tx, event.taskId, eventKey, planned);
  }

  /** Subscriber of `task.reminded`: the poster is reminded to confirm a delivery (`confirmReminder`). */
  async onTaskReminded(tx: Db, event: TaskReminded): Promise<void> {
    if (this.#channels.length === 0) return;
    const task = await this.#facts(tx, event.taskId);
    if (!task) return;
    await this.#enqueue(tx, event.taskId, `job:${event.jobId}`, planReminder(task));
  }

  // wallet: withdrawals
  /**
   * Subscriber of `withdrawal.finished`: the person hears that a withdrawal arrived or failed
   * (`withdrawalFinished`); a cancellation is their own doing and tells no one.
   */
  async onWithdrawalFinished(tx: Db, event: WithdrawalFinished): Promise<void> {
    if (this.#channels.length === 0 || event.status === 'cancelled') return;
    await this.#enqueue(tx, null, `withdrawal:${event.withdrawalId}`, [
      {
        kind: 'withdrawalFinished',
        userId: event.userId,
        params: [
          ['amount', yuan(event.amount_fen)],
          ['result', event.status],
        ],
      },
    ]);
  }

  #facts(tx: Db, taskId: number): Promise<TaskFacts | undefined> {
    return tx
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select(['o.poster_id', 't.taker_id', 'o.title', 't.price_fen'])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
  }

  /** One delivery row per planned notification and channel, unless the person turned its kind off. */
  async #enqueue(
    tx: Db,
    taskId: number | null,
    eventKey: string,
    planned: PlannedNotification[],
  ): Promise<void> {
    const now = unixSeconds(this.#clock);
    const userIds = [...new Set(planned.map((p) => p.userId))];
    const off = await tx
      .selectFrom('notification_settings')
      .select(['user_id', 'kind'])
      .where('user_id', 'in', userIds)
      .where('enabled', '=', false)
      .execute();
    const isOff = (userId: number, kind: string) => off.some((o) => o.user_id === userId && o.kind === kind);
    const rows = planned.flatMap((p) =>
      isOff(p.userId, p.kind)
        ? []
        : this.#channels
            .filter((channel) => channel.carries(p.kind))
            .map((channel) => ({
              event_key: eventKey,
              user_id: p.userId,
              kind: p.kind,
              channel: channel.name,
              params: JSON.stringify({ task_id: taskId, params: p.params }),
              due_at: now,
              created_at: now,
            })),
    );
    if (rows.length === 0) return;
    await tx
      .insertInto('notification_deliveries')
      .values(rows)
      .onConflict((oc) => oc.columns(['event_key', 'user_id', 'channel']).doNothing())
      .execute();
    afterCommit(tx, this.#onQueued);
  }

  /** Every kind with the person's choice (on unless turned off) and the channels it goes by. */
  async settings(userId: number): Promise<NotificationSetting[]> {
    const rows = await this.#db
      .selectFrom('notification_settings')
      .select(['kind', 'enabled'])
      .where('user_id', '=', userId)
      .execute();
    return NOTIFICATION_KINDS.map((kind) => ({
      kind,
      enabled: rows.find((r) => r.kind === kind)?.enabled ?? true,
      channels: this.#channels.filter((c) => c.carries(kind)).map((c) => c.name),
    }));
  }

  /** Turns one kind on or off for the person; answers every setting as it now is. */
  async setSetting(
    userId: number,
    input: { kind: string | undefined; enabled: string | undefined },
  ): Promise<NotificationSetting[]> {
    if (input.kind === undefined || input.kind === '')
      throw new AppError('invalid', 'error.required', { field: 'kind' });
    if (!isNotificationKind(input.kind)) throw new AppError('invalid', 'error.invalid', { field: 'kind' });
    if (input.enabled === undefined || input.enabled === '')
      throw new AppError('invalid', 'error.required', { field: 'enabled' });
    if (input.enabled !== '0' && input.enabled !== '1')
      throw new AppError('invalid', 'error.invalid', { field: 'enabled' });
    const enabled = input.enabled === '1';
    const now = unixSeconds(this.#clock);
    await this.#db
      .insertInto('notification_settings')
      .values({ user_id: userId, kind: input.kind, enabled, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled, updated_at: now }))
      .execute();
    return this.settings(userId);
  }
}
