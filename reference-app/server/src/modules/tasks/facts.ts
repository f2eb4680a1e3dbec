import {
  dueAt,
  type JobName,
  type OrderState,
  openFeeChange,
  type TaskFacts,
  type TaskState,
} from '@marketplace/sdk/rules';
import type { Selectable } from 'kysely';
import type { GoodsOrdersTable, GoodsOrderTasksTable } from '../../db/schema.js';

type OrderRow = Selectable<GoodsOrdersTable>;
type TaskRow = Selectable<GoodsOrderTasksTable>;

/** The task (or, before it exists, its order) as the lifecycle rules read it. */
export function taskFacts(task: TaskRow | null, order: OrderRow): TaskFacts {
  return {
    id: task?.id ?? null,
    state: (task?.status as TaskState | undefined) ?? null,
    poster_id: order.poster_id,
    taker_id: task?.taker_id ?? null,
    order_state: order.status as OrderState,
    pricing: order.pricing_mode,
    category_id: order.category_id,
    service_at: order.service_time,
    fee_fen: task?.price_fen ?? order.price_fen,
    coupon_fen: task?.coupon_fen ?? 0,
    counter_rounds: task?.counter_rounds ?? 0,
    change_requests: task?.change_requests ?? 0,
    entered_at: task?.entered_at ?? 0,
    delivered_at: task?.delivered_at ?? null,
    cancel_requested_by: task?.cancel_requested_by ?? null,
    evaluated_by_poster: task?.evaluated_by_poster ?? false,
    evaluated_by_taker: task?.evaluated_by_taker ?? false,
    fee_change_fen: task ? openFeeChange(task) : null,
  };
}

/** The contract's `deadlines`: only those that apply in the task's state. */
export interface Deadlines {
  payment_by?: number;
  deliver_by?: number;
  auto_confirm_at?: number;
  cancel_reply_by?: number;
  evaluate_by?: number;
}

const DEADLINE_JOBS: readonly [keyof Deadlines, JobName][] = [
  ['payment_by', 'payment-expired'],
  ['deliver_by', 'no-delivery'],
  ['auto_confirm_at', 'auto-confirm'],
  ['cancel_reply_by', 'accept-cancel'],
  ['evaluate_by', 'evaluation-close'],
];

/** When each timer of the task fires, from the same `dueAt` the job runner re-checks with. */
export function deadlinesOf(task: TaskRow, order: OrderRow): Deadlines {
  const f = taskFacts(task, order);
  const out: Deadlines = {};
  for (const [key, job] of DEADLINE_JOBS) {
    const due = dueAt(job, f);
    if (due !== null) out[key] = due;
  }
  return out;
}
