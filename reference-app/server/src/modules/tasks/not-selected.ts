import { SYSTEM, type TaskState } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';

/** Tasks waiting on an order: not paid yet, still live. */
export const WAITING: TaskState[] = ['pending', 'countered', 'awaiting_payment'];

/**
 * When an order stops taking takers, its waiting tasks are not selected (by the system); each
 * log record is a `task.changed` event, takers in id order (so two such writers meet in one order).
 * Their coupons are released (release-coupon): the coupons module follows the event.
 */
export async function notSelectWaiting(
  tx: Db,
  orderId: number,
  now: number,
  events: EventPublisher = noEvents,
): Promise<void> {
  const waiting = await tx
    .selectFrom('goods_order_tasks')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .where('status', 'in', WAITING)
    .orderBy('taker_id')
    .forUpdate()
    .execute();
  if (waiting.length === 0) return;
  await tx
    .updateTable('goods_order_tasks')
    .set({ status: 'not_selected', entered_at: now, updated_at: now, coupon_fen: 0 })
    .where(
      'id',
      'in',
      waiting.map((t) => t.id),
    )
    .execute();
  await tx
    .insertInto('goods_order_task_log')
    .values(
      waiting.map((t) => ({
        task_id: t.id,
        transition: 'not-selected',
        actor_role: 'system',
        actor_id: null,
        from_state: t.status,
        to_state: 'not_selected',
        at: now,
        reason: null,
        idempotency_key: null,
      })),
    )
    .execute();
  for (const task of waiting) {
    await events.emit(tx, 'task.changed', {
      taskId: task.id,
      transition: 'not-selected',
      actor: SYSTEM,
      from: task.status,
      to: 'not_selected',
      reason: null,
    });
  }
}
