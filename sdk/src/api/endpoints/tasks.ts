import { FIRST_PAGE } from '../../config';
import type { Task, TaskState, TransitionName } from '../order-types';
import type { RequestOptions, Transport } from '../transport';
import type { Page } from '../types';

/** What a transition may carry, by the transition (docs/orders-api.md). */
export interface TransitionInput {
  /** The state the screen saw: a stale screen gets 409 and the task as it is now. */
  expected_state?: TaskState;
  price_fen?: number;
  reason?: string;
  note?: string;
  /** Delivery evidence, at most 9 URLs. */
  pics?: string[];
  user_coupon_id?: number;
  taker_fen?: number;
  responsible?: 'poster' | 'taker' | 'neither';
}

/** POST /api/goods_order_task/apply: accept at the price (fixed) or quote `price_fen` (quote mode). */
export const applyForOrder = (
  api: Transport,
  input: { goods_order_id: number; price_fen?: number; note?: string },
  idempotency_key: string,
  opts?: RequestOptions,
) => api.post<Task>('/api/goods_order_task/apply', { ...input, idempotency_key }, opts);

/** POST /api/goods_order_task/transition: one named transition of the lifecycle. */
export const transitionTask = (
  api: Transport,
  id: number,
  transition: TransitionName,
  input: TransitionInput,
  idempotency_key: string,
  opts?: RequestOptions,
) => {
  const { pics, ...rest } = input;
  return api.post<Task>(
    '/api/goods_order_task/transition',
    { id, transition, ...rest, ...(pics ? { pics: pics.join(',') } : {}), idempotency_key },
    opts,
  );
};

/** GET /api/goods_order_task/detail: one task with its log (its poster, taker or kefu). */
export const getTask = (api: Transport, id: number | string, opts?: RequestOptions) =>
  api.get<Task>('/api/goods_order_task/detail', { id }, opts);

/**
 * GET /api/goods_order_task/list: the tasks of an order (its poster or kefu). `status`: task
 * states and state groups, comma-separated (none: all); `total` counts every page.
 */
export const getOrderTasks = (
  api: Transport,
  goods_order_id: number | string,
  status?: string,
  page: number = FIRST_PAGE,
  opts?: RequestOptions,
) =>
  api.get<Page<Task> & { total: number }>(
    '/api/goods_order_task/list',
    { goods_order_id, page, ...(status ? { status } : {}) },
    opts,
  );

/**
 * A fresh idempotency key per user action: 24 hex digits.
 *
 * @example transitionTask(api, task.id, 'confirm', { expected_state: task.status }, newActionKey())
 */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
