import type { Db } from '../../db/index.js';
import { type AuditEntry, kefuActor, recordAudit } from '../../kernel/audit.js';
import { AppError } from '../../kernel/errors.js';
import type { DomainEvents } from '../../kernel/events.js';

/** Kefu transitions that decide where a task's money goes: above the threshold, supervisors only. */
export const MONEY_DECISIONS: readonly string[] = [
  'resolve-release',
  'resolve-refund',
  'resolve-split',
  'confirm',
  'accept-cancel',
];

/**
 * Audits every transition kefu takes on a task (the order's own kefu changes are audited by the
 * orders service), refusing a money decision above `supervisorAboveFen` to an agent: the throw
 * rolls the transition back. The posting the decision made is audited as well, in the same
 * transaction, once the ledger wrote it.
 */
export function subscribeKefuAudit(events: DomainEvents, supervisorAboveFen: number): void {
  const decided = new WeakMap<Db, Map<number, AuditEntry['actor']>>();
  events.inTransaction('task.changed', async (tx, change) => {
    if (change.actor.role !== 'kefu' || change.actor.id === null || change.transition === 'modify-order')
      return;
    const actor = await kefuActor(tx, change.actor.id);
    const task = await tx
      .selectFrom('goods_order_tasks')
      .select(['price_fen', 'coupon_fen'])
      .where('id', '=', change.taskId)
      .executeTakeFirstOrThrow();
    const money = MONEY_DECISIONS.includes(change.transition);
    if (money && task.price_fen > supervisorAboveFen && actor.level !== 'supervisor') {
      throw new AppError('forbidden', 'error.kefuSupervisorRequired', {
        amount: (supervisorAboveFen / 100).toFixed(2),
      });
    }
    await recordAudit(tx, {
      actor,
      action: `task.${change.transition}`,
      record: { type: 'task', id: change.taskId },
      before: { status: change.from },
      after: { status: change.to, price_fen: task.price_fen },
      reason: change.reason ?? '',
      now: await loggedAt(tx, change.taskId),
    });
    if (money) {
      const map = decided.get(tx) ?? new Map<number, AuditEntry['actor']>();
      map.set(change.taskId, actor);
      decided.set(tx, map);
    }
  });
  events.inTransaction('money.moved', async (tx, posting) => {
    const actor = posting.task_id === null ? undefined : decided.get(tx)?.get(posting.task_id);
    if (!actor || posting.task_id === null) return;
    await recordAudit(tx, {
      actor,
      action: 'task.posting',
      record: { type: 'task', id: posting.task_id },
      after: { kind: posting.kind, entries: posting.entries },
      reason: '',
      now: posting.now,
    });
  });
}

/** When the transition just logged happened (the change's own clock). */
async function loggedAt(tx: Db, taskId: number): Promise<number> {
  const row = await tx
    .selectFrom('goods_order_task_log')
    .select('at')
    .where('task_id', '=', taskId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row.at);
}

/**
 * Kefu's task transitions the chat's lifecycle lines do not cover (a coupon kefu changed on a
 * task waiting for payment) are told to both parties through `kefu.told`.
 */
export function subscribeKefuTold(events: DomainEvents): void {
  events.inTransaction('task.changed', async (tx, change) => {
    if (change.actor.role !== 'kefu' || change.actor.id === null || change.transition !== 'change-coupon')
      return;
    const task = await tx
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select(['t.order_id', 't.taker_id', 'o.poster_id', 'o.title'])
      .where('t.id', '=', change.taskId)
      .executeTakeFirstOrThrow();
    await events.emit(tx, 'kefu.told', {
      kefuId: change.actor.id,
      userIds: [task.poster_id, task.taker_id],
      name: 'kefu_coupon_changed',
      params: { title: task.title, ...(change.reason ? { reason: change.reason } : {}) },
      orderId: task.order_id,
      taskId: change.taskId,
    });
  });
}
