import type { TaskChanged } from '../../kernel/events.js';

/** The task and order facts a system message is written from (read in the change's transaction). */
export interface EventFacts {
  order_id: number;
  poster_id: number;
  taker_id: number;
  title: string;
  /** The task's fee after the change; after `modify-fee` on a paid task, the fee asked for. */
  price_fen: number;
  order_status: string;
  /** Who asked to cancel, when the task has a cancellation request. */
  cancel_requested_by: 'poster' | 'taker' | null;
  /** The reason the order was cancelled or removed (its last log record), for `not-selected`. */
  order_reason: string | null;
}

/** A `system` message: `content` is `{"key":"chat.system.<name>","params":{...}}` as JSON text. */
export interface SystemMessage {
  key: string;
  params: Record<string, string | number>;
  /** Whose doing it is: their peer gets it as unread (kefu: neither participant, so both). */
  sender_id: number;
}

/** Transitions whose message has a fee in it. */
const PRICED = new Set([
  'accept-at-price',
  'quote',
  'counter',
  'accept',
  'paid',
  'modify-fee',
  'accept-fee-change',
  'top-up-paid',
]);

/** Transitions either side (or kefu) may take: the message says who. */
const BY = new Set([
  'counter',
  'withdraw',
  'reject',
  'request-cancel',
  'accept-cancel',
  'reject-cancel',
  'dispute',
  'accept',
  'modify-order',
  'modify-fee',
  'accept-fee-change',
  'decline-fee-change',
]);

/** The message name of each transition (`chat.system.<name>`); absent: no message. */
const NAMES: Readonly<Record<string, string>> = {
  'accept-at-price': 'applied',
  quote: 'quoted',
  counter: 'countered',
  accept: 'accepted',
  withdraw: 'withdrawn',
  reject: 'rejected',
  'payment-expired': 'payment_expired',
  paid: 'paid',
  start: 'started',
  deliver: 'delivered',
  'request-changes': 'changes_requested',
  confirm: 'confirmed',
  'auto-confirm': 'auto_confirmed',
  'request-cancel': 'cancel_requested',
  'accept-cancel': 'cancel_accepted',
  'reject-cancel': 'cancel_rejected',
  dispute: 'disputed',
  'resolve-release': 'resolved_release',
  'resolve-refund': 'resolved_refund',
  'resolve-split': 'resolved_split',
  'no-delivery': 'no_delivery',
  'modify-fee': 'fee_modified',
  'accept-fee-change': 'fee_change_accepted',
  'decline-fee-change': 'fee_change_declined',
  'top-up-paid': 'top_up_paid',
  'modify-order': 'order_modified',
};

/** Why a waiting task was not selected, from its order's state. */
const NOT_SELECTED: Readonly<Record<string, string>> = {
  cancelled: 'order_cancelled',
  removed: 'order_removed',
  expired: 'order_expired',
};

/**
 * The system message a task event writes into the conversation of the task's poster and taker,
 * or null (`change-coupon` and `evaluate` say nothing to the other side). The sender is whoever
 * acted; for the system's own transitions, the side the event is about: the poster for a
 * payment, an expired hold, an automatic confirmation and a closed order, the taker for a task
 * never delivered, and for a cancellation accepted after 48 h the side that did not answer.
 *
 * @example systemMessage({ transition: 'paid', ... }, facts) // { key: 'chat.system.paid', params: { title, price_fen }, sender_id: poster }
 */
export function systemMessage(event: TaskChanged, facts: EventFacts): SystemMessage | null {
  let name = NAMES[event.transition];
  if (event.transition === 'not-selected') name = NOT_SELECTED[facts.order_status] ?? 'not_selected';
  if (event.transition === 'accept-cancel' && event.actor.role === 'system') name = 'cancel_timeout';
  // After payment a new fee is asked for (a top-up, or a lowering the taker answers).
  if (event.transition === 'modify-fee' && event.from !== 'awaiting_payment') name = 'fee_change_asked';
  if (name === undefined) return null;
  const params: Record<string, string | number> = { title: facts.title };
  if (PRICED.has(event.transition)) params.price_fen = facts.price_fen;
  if (BY.has(event.transition)) params.by = event.actor.role;
  const reason = event.transition === 'not-selected' ? facts.order_reason : event.reason;
  if (reason) params.reason = reason;
  return { key: `chat.system.${name}`, params, sender_id: senderOf(event, facts) };
}

function senderOf(event: TaskChanged, facts: EventFacts): number {
  if (event.actor.role !== 'system' && event.actor.id !== null) return event.actor.id;
  if (event.transition === 'no-delivery') return facts.taker_id;
  if (event.transition === 'accept-cancel') {
    return facts.cancel_requested_by === 'poster' ? facts.taker_id : facts.poster_id;
  }
  return facts.poster_id;
}
