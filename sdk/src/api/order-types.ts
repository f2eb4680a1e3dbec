/**
 * Shapes of docs/orders-api.md: categories, orders, tasks, addresses, payments. Types only
 * (nothing here ships). Money is integer fen, times are Unix seconds, pictures absolute URLs.
 */
import type { OrderState, PricingMode, Role, TaskState, TransitionName } from '../rules/task-lifecycle';

export type { OrderState, PricingMode, TaskState, TransitionName };

/** A project (category) of selectProject and iconProject, named in the caller's language. */
export interface Category {
  id: number;
  name: string;
  icon: string;
  /** 0 at the top level. */
  parent_id: number;
  sort: number;
}

export interface Person {
  id: number;
  s_username: string;
  face: string;
}

/** What the caller may do to an order. */
export type OrderAction = 'modify' | 'cancel' | 'apply' | 'quote';

export interface Order {
  id: number;
  poster: Person;
  goods_categorize_id: number;
  category_name: string;
  title: string;
  description: string;
  pics: string[];
  pricing_mode: PricingMode;
  price_fen: number;
  headcount: number;
  paid_count: number;
  status: OrderState;
  service_time: number;
  /** District-level, public. */
  region: string;
  /** Exact: only to the poster, takers with a paid task and kefu; otherwise "". */
  address: string;
  longitude: number;
  latitude: number;
  /** From the caller's location when one was sent, else null. */
  distance_m: number | null;
  /** True when the distance is a straight line times a road factor. */
  distance_estimate: boolean;
  created_at: number;
  updated_at: number;
  /** The caller's own task on it as a taker, or null. */
  my_task: Task | null;
  actions: OrderAction[];
}

export interface Round {
  by: 'poster' | 'taker';
  price_fen: number;
  at: number;
}

export interface LogRecord {
  transition: TransitionName | string;
  actor_role: Role;
  actor_id: number | null;
  from: TaskState | null;
  to: TaskState;
  at: number;
  reason: string;
}

export interface Deadlines {
  payment_by?: number;
  deliver_by?: number;
  auto_confirm_at?: number;
  cancel_reply_by?: number;
  evaluate_by?: number;
}

export interface Evaluation {
  stars: number;
  content: string;
  pics: string[];
  at: number;
  by: Person;
}

export interface Task {
  id: number;
  goods_order_id: number;
  taker: Person;
  status: TaskState;
  /** The fee agreed or proposed last. */
  price_fen: number;
  rounds: Round[];
  /**
   * A fee the poster asked for after payment, not settled yet: `difference_fen` > 0 is a top-up
   * to pay (orderPay with `info=topup`), < 0 waits for the taker's `accept-fee-change` or
   * `decline-fee-change`. Null (or absent, in older answers) when none is open.
   */
  fee_change?: { price_fen: number; difference_fen: number; at: number } | null;
  coupon: { user_coupon_id: number; name: string; amount_fen: number } | null;
  payable_fen: number;
  /** At the taker's share; null for the poster. */
  commission_fen: number | null;
  payout_fen: number | null;
  deliveries: { note: string; pics: string[]; at: number }[];
  change_requests: { reason: string; at: number }[];
  cancel: { by: string; reason: string; at: number } | null;
  deadlines: Deadlines;
  /** Empty in lists; the detail has it. */
  log: LogRecord[];
  /** What the caller may do now: `allowedTransitions(task, role)` on the server. */
  actions: TransitionName[];
  evaluations: { mine: Evaluation | null; theirs: Evaluation | null };
}

/** A keyset page (the hall, hot, recommend, search). */
export interface CursorPage<T> {
  list: T[];
  next_cursor: string | null;
  has_more: boolean;
  page_size?: number;
}

export interface Address {
  id: number;
  name: string;
  tel: string;
  region: string;
  detail: string;
  longitude: number;
  latitude: number;
  is_default: boolean;
}

export interface LngLat {
  longitude: number;
  latitude: number;
}
