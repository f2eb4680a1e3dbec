import type { TaskState } from './task-lifecycle.js';

/**
 * The state groups of a person's orders (orderCenter, orderList; `GET /api/goods_order/mine`
 * `status`), shared by the SDK and the server. A task group holds the orders with a task in
 * one of its states: for a taker, the taker's own task; for a poster, any task of the order.
 * `open` and `done` are the order's own states.
 */
export const TASK_GROUPS = {
  /** A price on the table: the taker's quote or the poster's counter-offer. */
  negotiating: ['pending', 'countered'],
  /** Agreed; the poster has 15 minutes to pay. */
  awaiting_payment: ['awaiting_payment'],
  /** Paid, not delivered yet. */
  in_progress: ['paid', 'in_service'],
  /** Delivered: the poster confirms (or it confirms itself after 7 days). */
  to_confirm: ['delivered'],
  /** A cancellation asked for, or a dispute. */
  after_sale: ['cancel_requested', 'disputed'],
  /** The taker's task is over, whichever way it ended. */
  ended: ['withdrawn', 'rejected', 'not_selected', 'cancelled', 'completed', 'refunded', 'split'],
} as const satisfies Record<string, readonly TaskState[]>;

export type TaskGroup = keyof typeof TASK_GROUPS;

/** Order states of the two order groups. */
export const ORDER_GROUPS = {
  /** Taking applications. */
  open: ['open'],
  /** Closed: completed, cancelled, expired or removed. */
  done: ['completed', 'cancelled', 'expired', 'removed'],
} as const;

/** The tabs of each side, in order (`all` lists everything). */
export const MY_ORDER_TABS = {
  poster: ['all', 'open', 'awaiting_payment', 'in_progress', 'to_confirm', 'after_sale', 'done'],
  taker: ['all', 'negotiating', 'awaiting_payment', 'in_progress', 'to_confirm', 'after_sale', 'ended'],
} as const;

export type MyOrderSide = keyof typeof MY_ORDER_TABS;
export type MyOrderTab = (typeof MY_ORDER_TABS)[MyOrderSide][number];
