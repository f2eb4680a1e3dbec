import {
  type OrderState,
  orderAfterTaskChange,
  orderChangeName,
  orderTimers,
  type TaskState,
} from '@marketplace/sdk/rules';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { transact } from '../../kernel/transaction.js';
import { notSelectWaiting } from '../tasks/not-selected.js';
import type { JobOutcome } from '../tasks/service.js';

/**
 * Writes the order's own job (`orderTimers`: `order-close` at its service time) in the caller's
 * transaction, and drops a pending one whose due time no longer applies (the service time was
 * modified, or the order left `open`/`full`). Called when an order is created or modified.
 */
export async function scheduleOrderClose(
  tx: Db,
  order: { id: number; status: string; service_time: number },
): Promise<void> {
  const due = orderTimers({
    id: order.id,
    state: order.status as OrderState,
    service_at: order.service_time,
  });
  let stale = tx.deleteFrom('order_jobs').where('order_id', '=', order.id).where('done_at', 'is', null);
  for (const job of due) stale = stale.where('due_at', '<>', job.due_at);
  await stale.execute();
  if (due.length === 0) return;
  await tx
    .insertInto('order_jobs')
    .values(due.map((j) => ({ order_id: j.order_id, transition: j.transition, due_at: j.due_at })))
    .onConflict((oc) => oc.columns(['order_id', 'transition', 'due_at']).doNothing())
    .execute();
}

/**
 * Fires the orders' jobs (docs/lifecycle.md, Timers): at its service time an order is
 * recomputed with `orderAfterTaskChange(order, tasks, now)`, so an order with no paid task
 * becomes `expired` (fewer paid than the headcount: `full`, or `completed` once they all
 * finished), and its waiting tasks are not selected. Stored rows, claimed by the same runner as
 * the tasks' jobs, so they survive a restart.
 */
export class OrderJobs {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #events: EventPublisher;

  /** `events`: told of the tasks not selected when an order closes (`task.changed`). */
  constructor(deps: { db: Db; clock: Clock; events?: EventPublisher }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#events = deps.events ?? noEvents;
  }

  /**
   * Fires one stored order job in its own transaction: the order, then the job row are locked
   * (the order first, as every writer does); a job already done or no longer current
   * (`orderTimers` no longer gives its due time) changes nothing.
   */
  async fireJob(jobId: number): Promise<JobOutcome> {
    return transact(this.#db, async (tx) => {
      const ref = await tx
        .selectFrom('order_jobs')
        .select('order_id')
        .where('id', '=', jobId)
        .executeTakeFirst();
      if (!ref) return 'gone';
      const order = await tx
        .selectFrom('goods_orders')
        .selectAll()
        .where('id', '=', ref.order_id)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return 'gone';
      const job = await tx
        .selectFrom('order_jobs')
        .selectAll()
        .where('id', '=', jobId)
        .where('done_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!job) return 'gone';
      const now = unixSeconds(this.#clock);
      const state = order.status as OrderState;
      const current = orderTimers({ id: order.id, state, service_at: order.service_time }).some(
        (j) => j.transition === job.transition && j.due_at === job.due_at,
      );
      let outcome: JobOutcome = 'stale';
      if (current) {
        const tasks = await tx
          .selectFrom('goods_order_tasks')
          .select('status')
          .where('order_id', '=', order.id)
          .execute();
        const next = orderAfterTaskChange(
          { state, headcount: order.headcount, service_at: order.service_time },
          tasks.map((t) => ({ state: t.status as TaskState })),
          now,
        );
        outcome = next === state ? 'noted' : 'fired';
        if (next !== state) {
          await tx
            .updateTable('goods_orders')
            .set({ status: next, updated_at: now })
            .where('id', '=', order.id)
            .execute();
          const change = orderChangeName(state, next);
          if (change) {
            await tx
              .insertInto('goods_order_log')
              .values({
                order_id: order.id,
                transition: change,
                actor_role: 'system',
                actor_id: null,
                from_state: state,
                to_state: next,
                at: now,
                reason: null,
              })
              .execute();
          }
        }
        // Closed (whatever it became): nothing waits on it any more.
        if (next !== 'open') await notSelectWaiting(tx, order.id, now, this.#events);
      }
      await tx.updateTable('order_jobs').set({ done_at: now, outcome }).where('id', '=', jobId).execute();
      return outcome;
    });
  }
}
