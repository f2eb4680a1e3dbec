/**
 * The order and task lifecycle of docs/lifecycle.md as data and pure functions: the one source
 * of truth for the buttons a screen shows (`allowedTransitions`) and for what the server accepts
 * (`checkTransition`, run inside the transaction that writes the change), for the order's
 * state (`orderAfterTaskChange`) and for the timers (`timersAfter`). No I/O, no clock: times
 * are passed in, in Unix seconds, like every time of the API contract.
 */

// ---------------------------------------------------------------------------------------------
// States and roles

/** Every state a task can be in. `null` in `TaskFacts.state` means the task does not exist yet. */
export const TASK_STATES = [
  'pending',
  'countered',
  'withdrawn',
  'rejected',
  'not_selected',
  'awaiting_payment',
  'paid',
  'in_service',
  'delivered',
  'cancel_requested',
  'cancelled',
  'disputed',
  'completed',
  'refunded',
  'split',
] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** Who acts: the order's poster, the task's taker, customer service, or a timer or payment notification. */
export const ROLES = ['poster', 'taker', 'kefu', 'system'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATES = ['open', 'full', 'completed', 'cancelled', 'expired', 'removed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** `fixed`: takers accept at the order's price. `quote`: takers quote and bargain. */
export type PricingMode = 'fixed' | 'quote';

/** Who a cancellation request says is responsible (recorded; the refund is full either way). */
export type Responsible = 'poster' | 'taker' | 'neither';
export const RESPONSIBLE = ['poster', 'taker', 'neither'] as const;

/** States that take and keep a position: paid and not given back (cancelled and refunded give it back). */
export const PAID_STATES: readonly TaskState[] = [
  'paid',
  'in_service',
  'delivered',
  'cancel_requested',
  'disputed',
  'completed',
  'split',
];
/** Paid states whose work or money is not settled yet. */
export const LIVE_PAID_STATES: readonly TaskState[] = [
  'paid',
  'in_service',
  'delivered',
  'cancel_requested',
  'disputed',
];
/** States no transition leaves (evaluate and nothing else may still happen in `completed` and `split`). */
export const TERMINAL_STATES: readonly TaskState[] = [
  'withdrawn',
  'rejected',
  'not_selected',
  'cancelled',
  'completed',
  'refunded',
  'split',
];

/**
 * True while a task is live: a taker has at most one live task per order.
 *
 * @example isLiveTask('countered') // true
 */
export function isLiveTask(state: TaskState): boolean {
  return !TERMINAL_STATES.includes(state);
}

// ---------------------------------------------------------------------------------------------
// Timers and limits (all configuration; these are the defaults)

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Seconds a picked task waits for its payment before position and coupon are released: 15 min. */
export const PAYMENT_HOLD_SECONDS = 15 * MINUTE;
/** Counter-offers per task (both parties together); then only accept, reject or withdraw. */
export const COUNTER_ROUNDS_MAX = 5;
/** Times a poster may send a delivery back. */
export const CHANGE_REQUESTS_MAX = 3;
/** Seconds after the last delivery at which the task completes by itself: 7 days. */
export const AUTO_CONFIRM_SECONDS = 7 * DAY;
/** Seconds after the last delivery of the first reminder to confirm: day 5. */
export const CONFIRM_REMINDER_AFTER_SECONDS = 5 * DAY;
/** Seconds before the auto-confirmation of the last reminder: 24 h. */
export const CONFIRM_REMINDER_BEFORE_SECONDS = 1 * DAY;
/** Seconds the other party has to answer a cancellation request before it is accepted: 48 h. */
export const CANCEL_REPLY_SECONDS = 48 * HOUR;
/** Seconds after the service time after which a paid task never delivered is cancelled: 3 days. */
export const NO_DELIVERY_GRACE_SECONDS = 3 * DAY;
/** Seconds after settlement during which both parties may evaluate: 14 days. */
export const EVALUATION_WINDOW_SECONDS = 14 * DAY;
/** Seconds after settlement at which the payout moves from pending to available: 3 days. */
export const WALLET_CLEARANCE_SECONDS = 3 * DAY;
/** Photos of a delivery's evidence (the spec's album limit). */
export const EVIDENCE_PHOTOS_MAX = 9;
/** Characters of a reason or a note (the spec's text input limit). */
export const TEXT_MAX_LENGTH = 140;

/** The lifecycle's configuration: seconds and counts. */
export interface LifecycleConfig {
  payment_hold_seconds: number;
  counter_rounds_max: number;
  change_requests_max: number;
  auto_confirm_seconds: number;
  confirm_reminder_after_seconds: number;
  confirm_reminder_before_seconds: number;
  cancel_reply_seconds: number;
  no_delivery_grace_seconds: number;
  evaluation_window_seconds: number;
  wallet_clearance_seconds: number;
}

/** The defaults of docs/lifecycle.md. */
export const DEFAULT_LIFECYCLE_CONFIG: Readonly<LifecycleConfig> = {
  payment_hold_seconds: PAYMENT_HOLD_SECONDS,
  counter_rounds_max: COUNTER_ROUNDS_MAX,
  change_requests_max: CHANGE_REQUESTS_MAX,
  auto_confirm_seconds: AUTO_CONFIRM_SECONDS,
  confirm_reminder_after_seconds: CONFIRM_REMINDER_AFTER_SECONDS,
  confirm_reminder_before_seconds: CONFIRM_REMINDER_BEFORE_SECONDS,
  cancel_reply_seconds: CANCEL_REPLY_SECONDS,
  no_delivery_grace_seconds: NO_DELIVERY_GRACE_SECONDS,
  evaluation_window_seconds: EVALUATION_WINDOW_SECONDS,
  wallet_clearance_seconds: WALLET_CLEARANCE_SECONDS,
};

// ---------------------------------------------------------------------------------------------
// What the rules look at

/**
 * A task as the rules see it, with the facts of its order they need. The server builds it from
 * its rows; the SDK from the task detail it was sent. Before a task exists (a taker looking at
 * an order), `state`, `id` and `taker_id` are null and `fee_fen` is the order's price.
 */
export interface TaskFacts {
  id: number | null;
  state: TaskState | null;
  poster_id: number;
  taker_id: number | null;
  order_state: OrderState;
  pricing: PricingMode;
  /** The order's `goods_categorize_id` (coupons may be limited to a category). */
  category_id: number;
  /** The order's service time, Unix seconds. */
  service_at: number;
  /** The price on the table while bargaining; the agreed fee from `awaiting_payment` on. */
  fee_fen: number;
  /** The chosen coupon's amount, 0 without one. */
  coupon_fen: number;
  /** Counter-offers made so far (the first quote is not one). */
  counter_rounds: number;
  /** request-changes taken so far. */
  change_requests: number;
  /** When the task entered its current state, Unix seconds. Transitions that keep the state keep it. */
  entered_at: number;
  /** When it was last delivered, Unix seconds; null if never. */
  delivered_at: number | null;
  /** Who asked to cancel, while `cancel_requested`. */
  cancel_requested_by: 'poster' | 'taker' | null;
  evaluated_by_poster: boolean;
  evaluated_by_taker: boolean;
  /**
   * A fee change asked for after payment and not settled yet (see `modifyFeeOutcome`): the new
   * fee, above `fee_fen` (a top-up waiting to be paid) or below it (waiting for the taker's
   * answer). Null or absent when none is open.
   */
  fee_change_fen?: number | null;
}

/** Who is acting. `id` is the user id (null for `system`). */
export interface Actor {
  role: Role;
  id: number | null;
}

/** The system actor: timers and payment notifications. */
export const SYSTEM: Actor = { role: 'system', id: null };

/**
 * A coupon as the rules see it (the poster's own coupon, `user_coupon` on the server).
 * Times in Unix seconds.
 */
export interface CouponFacts {
  id: number;
  owner_id: number;
  amount_fen: number;
  /** The least fee the coupon applies to. */
  min_spend_fen: number;
  valid_from: number;
  valid_until: number;
  /** null: any category. */
  category_id: number | null;
  status: 'available' | 'held' | 'used' | 'expired';
  /** The task holding or having used it. */
  task_id: number | null;
}

/**
 * What a request carries, and what only the server can look up. A missing field that a guard
 * needs refuses the transition (the server must say yes explicitly).
 */
export interface TransitionInput {
  /** Unix seconds. Timers, the evaluation window and coupon validity need it. */
  now?: number;
  /** quote and counter: the price offered; modify-fee: the new fee. */
  price_fen?: number;
  reason?: string;
  /** request-cancel: who is responsible. */
  responsible?: Responsible;
  /** deliver: the note. */
  note?: string;
  /** deliver: how many evidence photos. */
  photos?: number;
  /** accept and change-coupon: the coupon chosen, null or absent for none. */
  coupon?: CouponFacts | null;
  /** accept: positions not yet paid or held (server: see `positionsLeft`). */
  positions_left?: number;
  /** accept-at-price and quote: the taker's real-name verification passed. */
  real_name_verified?: boolean;
  /** accept-at-price and quote: the taker already has a live task on this order. */
  has_live_task?: boolean;
  /** paid and top-up-paid: the amount the verified payment notification carries. */
  payment_fen?: number;
  /** resolve-split: the taker's part of the fee, before commission. */
  taker_fen?: number;
}

// ---------------------------------------------------------------------------------------------
// Reasons

/**
 * Stable keys of every refusal. The SDK and the server translate them (i18n key `error.<key>`
 * is up to the catalogues); tests pin them.
 */
export const REASON_KEYS = [
  'task.unknownTransition',
  'task.notYours',
  'task.wrongState',
  'task.wrongRole',
  'task.notYourTurn',
  'task.pricingMode',
  'task.orderNotOpen',
  'task.orderStillOpen',
  'task.ownOrder',
  'task.realNameRequired',
  'task.alreadyTaken',
  'task.priceInvalid',
  'task.samePrice',
  'task.counterLimit',
  'task.changeLimit',
  'task.noPosition',
  'task.paymentMismatch',
  'task.evidenceRequired',
  'task.tooManyPhotos',
  'task.noteTooLong',
  'task.reasonRequired',
  'task.reasonTooLong',
  'task.responsibleRequired',
  'task.notDue',
  'task.alreadyDelivered',
  'task.alreadyEvaluated',
  'task.evaluationClosed',
  'task.noFeeChange',
  'task.feeBelowCoupon',
  'task.splitAmount',
  'coupon.notYours',
  'coupon.notAvailable',
  'coupon.notStarted',
  'coupon.expired',
  'coupon.category',
  'coupon.minSpend',
  'coupon.tooLarge',
  'order.unknownTransition',
  'order.notYours',
  'order.wrongState',
  'order.wrongRole',
  'order.hasPaidTask',
  'order.reasonRequired',
  'order.reasonTooLong',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// Guards

/** Names of the guards a transition lists (see `GUARDS`). */
export type GuardName =
  | 'fixedPricing'
  | 'quotePricing'
  | 'orderOpen'
  | 'orderClosed'
  | 'counterRounds'
  | 'changeRequests'
  | 'otherParty'
  | 'neverDelivered'
  | 'notEvaluated'
  | 'due'
  | 'evaluationWindow'
  | 'notOwnOrder'
  | 'realName'
  | 'oneLiveTask'
  | 'price'
  | 'newPrice'
  | 'positionFree'
  | 'coupon'
  | 'paymentAmount'
  | 'topUpAmount'
  | 'evidence'
  | 'reasonRequired'
  | 'reasonLength'
  | 'responsible'
  | 'newFee'
  | 'feeLoweringOpen'
  | 'feeRaiseOpen'
  | 'feeAboveCoupon'
  | 'splitAmount';

interface GuardContext {
  name: TransitionName;
  task: TaskFacts;
  actor: Actor;
  input: TransitionInput;
  config: LifecycleConfig;
}

/**
 * A guard: what it needs and its check. `facts` guards are decided by the task alone, so
 * `allowedTransitions` applies them and the screen never shows a button they would refuse;
 * `clock` guards also need the time (applied when the screen passes `now`); `request` guards
 * need what the user types or what only the server knows, so the form and the server check them.
 */
export interface GuardSpec {
  needs: 'facts' | 'clock' | 'request';
  /** One line for the docs. */
  rule: string;
  check(c: GuardContext): ReasonKey | null;
}

function textLength(text: string): number {
  return [...text.trim()].length;
}

function isPositiveFen(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
}

function reasonRequired(input: TransitionInput): ReasonKey | null {
  const reason = input.reason ?? '';
  if (textLength(reason) === 0) return 'task.reasonRequired';
  return textLength(reason) > TEXT_MAX_LENGTH ? 'task.reasonTooLong' : null;
}

/** The guards, by name. */
export const GUARDS: Readonly<Record<GuardName, GuardSpec>> = {
  fixedPricing: {
    needs: 'facts',
    rule: 'the order is priced `fixed`',
    check: ({ task }) => (task.pricing === 'fixed' ? null : 'task.pricingMode'),
  },
  quotePricing: {
    needs: 'facts',
    rule: 'the order is priced by `quote`',
    check: ({ task }) => (task.pricing === 'quote' ? null : 'task.pricingMode'),
  },
  orderOpen: {
    needs: 'facts',
    rule: 'the order is `open`',
    check: ({ task }) => (task.order_state === 'open' ? null : 'task.orderNotOpen'),
  },
  orderClosed: {
    needs: 'facts',
    rule: 'the order is no longer `open` (full, cancelled, expired or removed)',
    check: ({ task }) => (task.order_state !== 'open' ? null : 'task.orderStillOpen'),
  },
  counterRounds: {
    needs: 'facts',
    rule: 'fewer than 5 counter-offers so far',
    check: ({ task, config }) =>
      task.counter_rounds < config.counter_rounds_max ? null : 'task.counterLimit',
  },
  changeRequests: {
    needs: 'facts',
    rule: 'fewer than 3 request-changes so far',
    check: ({ task, config }) =>
      task.change_requests < config.change_requests_max ? null : 'task.changeLimit',
  },
  otherParty: {
    needs: 'facts',
    rule: 'poster or taker: not the one who asked to cancel',
    check: ({ task, actor }) =>
      (actor.role === 'poster' || actor.role === 'taker') && task.cancel_requested_by === actor.role
        ? 'task.notYourTurn'
        : null,
  },
  neverDelivered: {
    needs: 'facts',
    rule: 'the task was never delivered',
    check: ({ task }) => (task.delivered_at === null ? null : 'task.alreadyDelivered'),
  },
  notEvaluated: {
    needs: 'facts',
    rule: 'this party has not evaluated yet',
    check: ({ task, actor }) =>
      (actor.role === 'poster' && task.evaluated_by_poster) ||
      (actor.role === 'taker' && task.evaluated_by_taker)
        ? 'task.alreadyEvaluated'
        : null,
  },
  due: {
    needs: 'clock',
    rule: 'system: the timer is due (`dueAt`)',
    check: ({ name, task, actor, input, config }) => {
      if (actor.role !== 'system') return null;
      const due = dueAt(name as JobName, task, config);
      return due !== null && input.now !== undefined && input.now >= due ? null : 'task.notDue';
    },
  },
  evaluationWindow: {
    needs: 'clock',
    rule: 'within 14 days of settlement',
    check: ({ task, input, config }) =>
      input.now !== undefined && input.now < task.entered_at + config.evaluation_window_seconds
        ? null
        : 'task.evaluationClosed',
  },
  notOwnOrder: {
    needs: 'request',
    rule: 'the taker is not the poster',
    check: ({ task, actor }) => (actor.id !== task.poster_id ? null : 'task.ownOrder'),
  },
  realName: {
    needs: 'request',
    rule: 'the taker is real-name verified',
    check: ({ input }) => (input.real_name_verified === true ? null : 'task.realNameRequired'),
  },
  oneLiveTask: {
    needs: 'request',
    rule: 'the taker has no other live task on this order',
    check: ({ input }) => (input.has_live_task === false ? null : 'task.alreadyTaken'),
  },
  price: {
    needs: 'request',
    rule: 'price > 0, whole fen',
    check: ({ input }) => (isPositiveFen(input.price_fen) ? null : 'task.priceInvalid'),
  },
  newPrice: {
    needs: 'request',
    rule: 'a price different from the one on the table',
    check: ({ task, input }) => (input.price_fen !== task.fee_fen ? null : 'task.samePrice'),
  },
  positionFree: {
    needs: 'request',
    rule: 'a position is neither paid nor held (`positionsLeft` > 0)',
    check: ({ input }) => ((input.positions_left ?? 0) > 0 ? null : 'task.noPosition'),
  },
  coupon: {
    needs: 'request',
    rule: 'a coupon, if chosen (by the poster or kefu), passes `checkCoupon`',
    check: ({ task, actor, input }) => {
      if (!input.coupon) return null;
      if (actor.role === 'taker') return 'coupon.notYours';
      return checkCoupon(input.coupon, task, input.now ?? Number.POSITIVE_INFINITY);
    },
  },
  paymentAmount: {
    needs: 'request',
    rule: 'the verified payment is exactly fee - coupon',
    check: ({ task, input }) =>
      input.payment_fen === task.fee_fen - task.coupon_fen ? null : 'task.paymentMismatch',
  },
  topUpAmount: {
    needs: 'request',
    rule: 'the verified top-up is exactly the difference',
    check: ({ task, input }) =>
      input.payment_fen === (task.fee_change_fen ?? 0) - task.fee_fen ? null : 'task.paymentMismatch',
  },
  evidence: {
    needs: 'request',
    rule: 'a note or at least one photo; at most 9 photos; note at most 140 characters',
    check: ({ input }) => {
      const photos = input.photos ?? 0;
      const note = input.note ?? '';
      if (!Number.isInteger(photos) || photos < 0 || photos > EVIDENCE_PHOTOS_MAX)
        return 'task.tooManyPhotos';
      if (textLength(note) > TEXT_MAX_LENGTH) return 'task.noteTooLong';
      return photos > 0 || textLength(note) > 0 ? null : 'task.evidenceRequired';
    },
  },
  reasonRequired: {
    needs: 'request',
    rule: 'a reason, 1 to 140 characters',
    check: ({ input }) => reasonRequired(input),
  },
  reasonLength: {
    needs: 'request',
    rule: 'a reason is optional, at most 140 characters',
    check: ({ input }) => (textLength(input.reason ?? '') > TEXT_MAX_LENGTH ? 'task.reasonTooLong' : null),
  },
  responsible: {
    needs: 'request',
    rule: 'who is responsible: poster, taker or neither',
    check: ({ input }) =>
      input.responsible !== undefined && RESPONSIBLE.includes(input.responsible)
        ? null
        : 'task.responsibleRequired',
  },
  newFee: {
    needs: 'request',
    rule: 'a fee different from the one on the table (the fee, or the change already asked for)',
    check: ({ task, input }) =>
      input.price_fen !== (task.fee_change_fen ?? task.fee_fen) ? null : 'task.samePrice',
  },
  feeLoweringOpen: {
    needs: 'facts',
    rule: 'a lower fee asked for after payment is waiting for the taker’s answer',
    check: ({ task }) =>
      typeof task.fee_change_fen === 'number' && task.fee_change_fen < task.fee_fen
        ? null
        : 'task.noFeeChange',
  },
  feeRaiseOpen: {
    needs: 'facts',
    rule: 'a higher fee asked for after payment is waiting for its top-up',
    check: ({ task }) =>
      typeof task.fee_change_fen === 'number' && task.fee_change_fen > task.fee_fen
        ? null
        : 'task.noFeeChange',
  },
  feeAboveCoupon: {
    needs: 'request',
    rule: 'the new fee stays above the coupon',
    check: ({ task, input }) => ((input.price_fen ?? 0) > task.coupon_fen ? null : 'task.feeBelowCoupon'),
  },
  splitAmount: {
    needs: 'request',
    rule: 'the taker’s part is between 0 and the fee, both excluded',
    check: ({ task, input }) =>
      isPositiveFen(input.taker_fen) && input.taker_fen < task.fee_fen ? null : 'task.splitAmount',
  },
};

/**
 * Why a coupon cannot pay for this task, or null when it can: the poster's own, available (or
 * already held by this task), inside its validity window, of the order's category, the fee at
 * least its minimum spend, and smaller than the fee (a payment is never free).
 *
 * @example checkCoupon({ ...coupon, min_spend_fen: 20000 }, task, now) // 'coupon.minSpend'
 */
export function checkCoupon(
  coupon: CouponFacts,
  task: Pick<TaskFacts, 'id' | 'poster_id' | 'category_id' | 'fee_fen'>,
  now: number,
): ReasonKey | null {
  if (coupon.owner_id !== task.poster_id) return 'coupon.notYours';
  const mine = coupon.status === 'held' && coupon.task_id !== null && coupon.task_id === task.id;
  if (coupon.status !== 'available' && !mine) return 'coupon.notAvailable';
  if (now < coupon.valid_from) return 'coupon.notStarted';
  if (now > coupon.valid_until) return 'coupon.expired';
  if (coupon.category_id !== null && coupon.category_id !== task.category_id) return 'coupon.category';
  if (task.fee_fen < coupon.min_spend_fen) return 'coupon.minSpend';
  if (coupon.amount_fen >= task.fee_fen) return 'coupon.tooLarge';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Transitions

export const TRANSITION_NAMES = [
  'accept-at-price',
  'quote',
  'counter',
  'accept',
  'withdraw',
  'reject',
  'not-selected',
  'change-coupon',
  'payment-expired',
  'paid',
  'start',
  'deliver',
  'request-changes',
  'confirm',
  'auto-confirm',
  'request-cancel',
  'accept-cancel',
  'reject-cancel',
  'dispute',
  'resolve-release',
  'resolve-refund',
  'resolve-split',
  'no-delivery',
  'evaluate',
  'modify-fee',
  'accept-fee-change',
  'decline-fee-change',
  'top-up-paid',
] as const;
export type TransitionName = (typeof TRANSITION_NAMES)[number];

/** One way a transition can go: from a state (null: no task yet), to a state, by whom. */
export interface Edge {
  from: TaskState | null;
  to: TaskState;
  by: readonly Role[];
}

/**
 * What the server does in the same transaction, besides writing the state and the log record.
 * `post-*` effects write the posting of the same name in money.ts.
 */
export type Effect =
  | 'set-price'
  | 'count-round'
  | 'hold-position'
  | 'release-position'
  | 'hold-coupon'
  | 'release-coupon'
  | 'consume-coupon'
  | 'return-coupon'
  | 'reveal-contact'
  | 'record-evidence'
  | 'count-change-request'
  | 'record-cancel-request'
  | 'set-fee'
  | 'ask-fee-change'
  | 'close-fee-change'
  | 'record-evaluation'
  | 'post-paid'
  | 'post-completed'
  | 'post-refunded'
  | 'post-split'
  | 'post-top-up'
  | 'post-fee-lowered'
  | 'recompute-order';

/** A row of the transition table. */
export interface TransitionRule {
  name: TransitionName;
  edges: readonly Edge[];
  /** Checked in this order; the first that fails gives the reason. */
  guards: readonly GuardName[];
  effects: readonly Effect[];
}

const PT: readonly Role[] = ['poster', 'taker'];
const PTK: readonly Role[] = ['poster', 'taker', 'kefu'];
const PK: readonly Role[] = ['poster', 'kefu'];
const TK: readonly Role[] = ['taker', 'kefu'];
const K: readonly Role[] = ['kefu'];
const S: readonly Role[] = ['system'];
const T: readonly Role[] = ['taker'];

function edges(from: readonly (TaskState | null)[], to: TaskState, by: readonly Role[]): Edge[] {
  return from.map((f) => ({ from: f, to, by }));
}

function selfLoops(states: readonly TaskState[], by: readonly Role[]): Edge[] {
  return states.map((s) => ({ from: s, to: s, by }));
}

const CREATE: GuardName[] = ['orderOpen', 'notOwnOrder', 'realName', 'oneLiveTask'];

/**
 * The transition table. Kefu may take every transition of the poster or the taker except
 * creating a task and evaluating (a task is a taker's own engagement, an evaluation a person's
 * own opinion), always with a reason; the system transitions (timers, payment notifications)
 * are the system's alone, so nobody can fake a payment or a deadline.
 */
export const TRANSITIONS: Readonly<Record<TransitionName, TransitionRule>> = {
  'accept-at-price': {
    name: 'accept-at-price',
    edges: edges([null], 'pending', T),
    guards: ['fixedPricing', ...CREATE],
    effects: ['set-price'],
  },
  quote: {
    name: 'quote',
    edges: edges([null], 'pending', T),
    guards: ['quotePricing', ...CREATE, 'price'],
    effects: ['set-price'],
  },
  // `pending`: the taker's price is on the table, the poster's move; `countered`: the poster's.
  counter: {
    name: 'counter',
    edges: [
      { from: 'pending', to: 'countered', by: PK },
      { from: 'countered', to: 'pending', by: TK },
    ],
    guards: ['quotePricing', 'orderOpen', 'counterRounds', 'price', 'newPrice'],
    effects: ['set-price', 'count-round'],
  },
  // Whoever's move it is accepts the other's price; the poster then has 15 minutes to pay.
  accept: {
    name: 'accept',
    edges: [
      { from: 'pending', to: 'awaiting_payment', by: PK },
      { from: 'countered', to: 'awaiting_payment', by: TK },
    ],
    guards: ['orderOpen', 'positionFree', 'coupon'],
    effects: ['hold-position', 'hold-coupon'],
  },
  withdraw: {
    name: 'withdraw',
    edges: edges(['pending', 'countered'], 'withdrawn', TK),
    guards: [],
    effects: [],
  },
  reject: {
    name: 'reject',
    edges: edges(['pending', 'countered'], 'rejected', PK),
    guards: ['reasonLength'],
    effects: [],
  },
  'not-selected': {
    name: 'not-selected',
    edges: edges(['pending', 'countered', 'awaiting_payment'], 'not_selected', S),
    guards: ['orderClosed'],
    effects: ['release-position', 'release-coupon'],
  },
  'change-coupon': {
    name: 'change-coupon',
    edges: selfLoops(['awaiting_payment'], PK),
    guards: ['coupon'],
    effects: ['release-coupon', 'hold-coupon'],
  },
  'payment-expired': {
    name: 'payment-expired',
    edges: edges(['awaiting_payment'], 'pending', S),
    guards: ['due'],
    effects: ['release-position', 'release-coupon'],
  },
  paid: {
    name: 'paid',
    edges: edges(['awaiting_payment'], 'paid', S),
    guards: ['paymentAmount'],
    effects: ['consume-coupon', 'post-paid', 'reveal-contact', 'recompute-order'],
  },
  start: {
    name: 'start',
    edges: edges(['paid'], 'in_service', TK),
    guards: [],
    effects: [],
  },
  deliver: {
    name: 'deliver',
    edges: edges(['paid', 'in_service'], 'delivered', TK),
    guards: ['evidence'],
    effects: ['record-evidence'],
  },
  'request-changes': {
    name: 'request-changes',
    edges: edges(['delivered'], 'in_service', PK),
    guards: ['changeRequests', 'reasonRequired'],
    effects: ['count-change-request'],
  },
  confirm: {
    name: 'confirm',
    edges: edges(['delivered'], 'completed', PK),
    guards: [],
    effects: ['post-completed', 'recompute-order'],
  },
  'auto-confirm': {
    name: 'auto-confirm',
    edges: edges(['delivered'], 'completed', S),
    guards: ['due'],
    effects: ['post-completed', 'recompute-order'],
  },
  'request-cancel': {
    name: 'request-cancel',
    edges: edges(['paid', 'in_service'], 'cancel_requested', PT),
    guards: ['reasonRequired', 'responsible'],
    effects: ['record-cancel-request'],
  },
  'accept-cancel': {
    name: 'accept-cancel',
    edges: edges(['cancel_requested'], 'cancelled', ['poster', 'taker', 'kefu', 'system']),
    guards: ['otherParty', 'due'],
    effects: ['post-refunded', 'return-coupon', 'recompute-order'],
  },
  'reject-cancel': {
    name: 'reject-cancel',
    edges: edges(['cancel_requested'], 'disputed', PTK),
    guards: ['otherParty', 'reasonRequired'],
    effects: [],
  },
  dispute: {
    name: 'dispute',
    edges: edges(['in_service', 'delivered'], 'disputed', PTK),
    guards: ['reasonRequired'],
    effects: [],
  },
  'resolve-release': {
    name: 'resolve-release',
    edges: edges(['disputed'], 'completed', K),
    guards: ['reasonRequired'],
    effects: ['post-completed', 'recompute-order'],
  },
  'resolve-refund': {
    name: 'resolve-refund',
    edges: edges(['disputed'], 'refunded', K),
    guards: ['reasonRequired'],
    effects: ['post-refunded', 'return-coupon', 'recompute-order'],
  },
  'resolve-split': {
    name: 'resolve-split',
    edges: edges(['disputed'], 'split', K),
    guards: ['reasonRequired', 'splitAmount'],
    effects: ['post-split', 'recompute-order'],
  },
  'no-delivery': {
    name: 'no-delivery',
    edges: edges(['paid', 'in_service'], 'cancelled', S),
    guards: ['neverDelivered', 'due'],
    effects: ['post-refunded', 'return-coupon', 'recompute-order'],
  },
  evaluate: {
    name: 'evaluate',
    edges: selfLoops(['completed', 'split'], PT),
    guards: ['notEvaluated', 'evaluationWindow'],
    effects: ['record-evaluation'],
  },
  // Before payment the fee simply changes; after it, a raise waits for its top-up and a
  // lowering for the taker's answer (modifyFeeOutcome). Asking for the fee itself withdraws.
  'modify-fee': {
    name: 'modify-fee',
    edges: selfLoops(['awaiting_payment', 'paid', 'in_service', 'delivered'], PK),
    guards: ['price', 'newFee', 'feeAboveCoupon'],
    effects: ['set-fee', 'ask-fee-change'],
  },
  'accept-fee-change': {
    name: 'accept-fee-change',
    edges: selfLoops(['paid', 'in_service', 'delivered'], TK),
    guards: ['feeLoweringOpen'],
    effects: ['set-fee', 'post-fee-lowered'],
  },
  'decline-fee-change': {
    name: 'decline-fee-change',
    edges: selfLoops(['paid', 'in_service', 'delivered'], TK),
    guards: ['feeLoweringOpen'],
    effects: ['close-fee-change'],
  },
  'top-up-paid': {
    name: 'top-up-paid',
    edges: selfLoops(['paid', 'in_service', 'delivered', 'cancel_requested', 'disputed'], S),
    guards: ['feeRaiseOpen', 'topUpAmount'],
    effects: ['set-fee', 'post-top-up'],
  },
};

/** The result of `checkTransition`. */
export type TransitionCheck = { ok: true; to: TaskState } | { ok: false; reason: ReasonKey };

function isParty(task: TaskFacts, actor: Actor): boolean {
  if (actor.role === 'poster') return actor.id === task.poster_id;
  if (actor.role === 'taker')
    return task.taker_id === null ? task.state === null : actor.id === task.taker_id;
  return true;
}

// A list lookup rather than Object.hasOwn: the SDK build targets ES2020 browsers.
function isTransitionName(name: string): name is TransitionName {
  return (TRANSITION_NAMES as readonly string[]).includes(name);
}

/**
 * Whether `actor` may take transition `name` on `task` now, and the state it leads to. The
 * server runs it inside its transaction, on the row it locked, before writing anything. The
 * first failing check gives the reason, in this order: unknown transition, not a party to the
 * task (`task.notYours`), no such move from this state (`task.wrongState`), a role that never
 * takes it (`task.wrongRole`), the other party's move (`task.notYourTurn`), kefu without a
 * reason, then the transition's guards in table order.
 *
 * @example checkTransition(task, 'counter', { role: 'poster', id: 7 }, { price_fen: 9000 }) // { ok: true, to: 'countered' }
 */
export function checkTransition(
  task: TaskFacts,
  name: string,
  actor: Actor,
  input: TransitionInput = {},
  config: LifecycleConfig = DEFAULT_LIFECYCLE_CONFIG,
): TransitionCheck {
  if (!isTransitionName(name)) return { ok: false, reason: 'task.unknownTransition' };
  const rule = TRANSITIONS[name];
  if (!isParty(task, actor)) return { ok: false, reason: 'task.notYours' };
  const fromHere = rule.edges.filter((e) => e.from === task.state);
  if (fromHere.length === 0) return { ok: false, reason: 'task.wrongState' };
  if (!rule.edges.some((e) => e.by.includes(actor.role))) return { ok: false, reason: 'task.wrongRole' };
  const edge = fromHere.find((e) => e.by.includes(actor.role));
  if (!edge) return { ok: false, reason: 'task.notYourTurn' };
  if (actor.role === 'kefu') {
    const reason = reasonRequired(input);
    if (reason) return { ok: false, reason };
  }
  const context: GuardContext = { name, task, actor, input, config };
  for (const guard of rule.guards) {
    const reason = GUARDS[guard].check(context);
    if (reason) return { ok: false, reason };
  }
  return { ok: true, to: edge.to };
}

/**
 * The transitions `role` can take on `task`: the buttons of the screen. It applies the state,
 * the role, whose move it is and every guard the task alone decides (counter and change limits,
 * pricing mode, the order being open, an evaluation already given); with `now` also the clock
 * guards (the evaluation window, a timer being due). What the user still has to type (a price,
 * a reason, evidence) and what only the server knows (real-name, free positions, a coupon) are
 * checked by the form and by `checkTransition`.
 *
 * @example allowedTransitions(pendingQuote, 'poster') // ['counter', 'accept', 'reject']
 */
export function allowedTransitions(
  task: TaskFacts,
  role: Role,
  options: { now?: number; config?: LifecycleConfig } = {},
): TransitionName[] {
  const config = options.config ?? DEFAULT_LIFECYCLE_CONFIG;
  const actor: Actor = { role, id: null };
  const input: TransitionInput = options.now === undefined ? {} : { now: options.now };
  return TRANSITION_NAMES.filter((name) => {
    const rule = TRANSITIONS[name];
    if (!rule.edges.some((e) => e.from === task.state && e.by.includes(role))) return false;
    const context: GuardContext = { name, task, actor, input, config };
    return rule.guards.every((guard) => {
      const spec = GUARDS[guard];
      if (spec.needs === 'request' || (spec.needs === 'clock' && options.now === undefined)) return true;
      return spec.check(context) === null;
    });
  });
}

/**
 * The state `name` leads to from `state`, whoever takes it; null when it does not leave
 * `state`. Every (transition, from) pair has one target.
 *
 * @example transitionTarget('counter', 'countered') // 'pending'
 */
export function transitionTarget(name: TransitionName, state: TaskState | null): TaskState | null {
  return TRANSITIONS[name].edges.find((e) => e.from === state)?.to ?? null;
}

/** What a fee change does (see `modifyFeeOutcome`). */
export type FeeChange =
  | { kind: 'set-fee'; fee_fen: number }
  | { kind: 'top-up'; amount_fen: number }
  | { kind: 'lower'; refund_fen: number; fee_fen: number }
  | { kind: 'withdraw' };

/**
 * What an accepted modify-fee does. Before payment (`awaiting_payment`) the fee, and so the
 * payment to make, simply changes (`set-fee`). After payment the change is asked for
 * (`ask-fee-change`, it becomes the task's `fee_change_fen`): a raise waits for a top-up of the
 * difference, and the fee changes when `top-up-paid` arrives; a lowering waits for the taker,
 * whose `accept-fee-change` changes the fee and refunds the difference (`feeLoweredPostings`) and
 * whose `decline-fee-change` keeps the fee. Asking for the fee itself withdraws an open change.
 * A new change replaces an open one.
 *
 * @example modifyFeeOutcome({ state: 'paid', fee_fen: 10000 }, 12000) // { kind: 'top-up', amount_fen: 2000 }
 */
export function modifyFeeOutcome(task: Pick<TaskFacts, 'state' | 'fee_fen'>, newFeeFen: number): FeeChange {
  if (task.state === 'awaiting_payment') return { kind: 'set-fee', fee_fen: newFeeFen };
  if (newFeeFen === task.fee_fen) return { kind: 'withdraw' };
  if (newFeeFen > task.fee_fen) return { kind: 'top-up', amount_fen: newFeeFen - task.fee_fen };
  return { kind: 'lower', refund_fen: task.fee_fen - newFeeFen, fee_fen: newFeeFen };
}

/**
 * The fee change asked for after payment and not settled yet (docs/lifecycle.md, Modify fee),
 * or null. It lives in the task's price rounds: `modify-fee` on a paid task adds the poster's
 * round with the fee asked for, and whatever settles it (`top-up-paid`, `accept-fee-change`,
 * `decline-fee-change`, a withdrawal) leaves the last round at the fee. So a change is open
 * exactly while the last round differs from the fee, in a live paid state.
 *
 * @example openFeeChange({ status: 'paid', price_fen: 10000, rounds: [{ price_fen: 10000 }, { price_fen: 12000 }] }) // 12000
 */
export function openFeeChange(task: {
  status: string;
  price_fen: number;
  rounds: readonly { price_fen: number }[];
}): number | null {
  if (!LIVE_PAID_STATES.includes(task.status as TaskState)) return null;
  const last = task.rounds[task.rounds.length - 1];
  return last && last.price_fen !== task.price_fen ? last.price_fen : null;
}

/**
 * Whether the two evaluations of a settled task are visible: once both parties evaluated, or
 * when the 14-day window has passed.
 *
 * @example evaluationsVisible(task, task.entered_at + 15 * 86400) // true
 */
export function evaluationsVisible(
  task: Pick<TaskFacts, 'entered_at' | 'evaluated_by_poster' | 'evaluated_by_taker'>,
  now: number,
  config: LifecycleConfig = DEFAULT_LIFECYCLE_CONFIG,
): boolean {
  return (
    (task.evaluated_by_poster && task.evaluated_by_taker) ||
    now >= task.entered_at + config.evaluation_window_seconds
  );
}

// ---------------------------------------------------------------------------------------------
// Timers

/** The system transitions a timer takes. */
export type TimedTransition = 'payment-expired' | 'auto-confirm' | 'accept-cancel' | 'no-delivery';

/**
 * Every job kind: the timed transitions, and jobs that only notify or move money (the two
 * reminders to confirm, closing and revealing the evaluations, the wallet clearance).
 */
export const JOB_NAMES = [
  'payment-expired',
  'auto-confirm',
  'accept-cancel',
  'no-delivery',
  'confirm-reminder',
  'confirm-reminder-last',
  'evaluation-close',
  'wallet-clearance',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** A durable job: the key is (task_id, transition, due_at). `transition` names the job kind. */
export interface Job {
  task_id: number;
  transition: JobName;
  /** Unix seconds. */
  due_at: number;
}

/**
 * When job `name` is due for the task as it is, or null if the job does not apply in its
 * current state. The server's job runner fires a job only if this still equals the job's
 * `due_at` (`isJobCurrent`): that is how a job re-checks the state, and why a delivery after
 * request-changes makes the old auto-confirmation stale.
 *
 * @example dueAt('auto-confirm', deliveredTask) // deliveredTask.entered_at + 7 * 86400
 */
export function dueAt(
  name: JobName,
  task: Pick<TaskFacts, 'state' | 'entered_at' | 'service_at' | 'delivered_at'>,
  config: LifecycleConfig = DEFAULT_LIFECYCLE_CONFIG,
): number | null {
  const s = task.state;
  switch (name) {
    case 'payment-expired':
      return s === 'awaiting_payment' ? task.entered_at + config.payment_hold_seconds : null;
    case 'auto-confirm':
      return s === 'delivered' ? task.entered_at + config.auto_confirm_seconds : null;
    case 'confirm-reminder':
      return s === 'delivered' ? task.entered_at + config.confirm_reminder_after_seconds : null;
    case 'confirm-reminder-last':
      return s === 'delivered'
        ? task.entered_at + config.auto_confirm_seconds - config.confirm_reminder_before_seconds
        : null;
    case 'accept-cancel':
      return s === 'cancel_requested' ? task.entered_at + config.cancel_reply_seconds : null;
    case 'no-delivery':
      return (s === 'paid' || s === 'in_service') && task.delivered_at === null
        ? task.service_at + config.no_delivery_grace_seconds
        : null;
    case 'evaluation-close':
      return s === 'completed' || s === 'split' ? task.entered_at + config.evaluation_window_seconds : null;
    case 'wallet-clearance':
      return s === 'completed' || s === 'split' ? task.entered_at + config.wallet_clearance_seconds : null;
  }
}

/**
 * True when a stored job still applies to the task as it is now (see `dueAt`). The runner
 * then takes the job's transition with `checkTransition(task, job.transition, SYSTEM, { now })`
 * (for the timed transitions), or sends the reminder, reveals the evaluations, or posts the
 * clearance.
 *
 * @example isJobCurrent({ task_id: 42, transition: 'auto-confirm', due_at: t0 + 7 * 86400 }, task)
 */
export function isJobCurrent(
  job: Job,
  task: Pick<TaskFacts, 'id' | 'state' | 'entered_at' | 'service_at' | 'delivered_at'>,
  config: LifecycleConfig = DEFAULT_LIFECYCLE_CONFIG,
): boolean {
  return task.id === job.task_id && dueAt(job.transition, task, config) === job.due_at;
}

/** What a transition does to the job queue. */
export interface TimerChanges {
  schedule: Job[];
  /** Jobs that no longer apply (stored keys to delete; a runner would skip them anyway). */
  cancel: Job[];
}

/**
 * The jobs to schedule and to cancel when `transition` is taken on `task` (the task as it was
 * before) at `now`. Worked out from `dueAt` before and after, so it cannot disagree with what
 * the runner re-checks. The task's `service_at` must be known (no-delivery).
 *
 * @example timersAfter('deliver', inServiceTask, now).schedule.map((j) => j.transition)
 * // ['auto-confirm', 'confirm-reminder', 'confirm-reminder-last']
 */
export function timersAfter(
  transition: TransitionName,
  task: TaskFacts,
  now: number,
  config: LifecycleConfig = DEFAULT_LIFECYCLE_CONFIG,
): TimerChanges {
  const to = transitionTarget(transition, task.state);
  if (to === null) throw new Error(`${transition} does not leave ${task.state ?? 'no task'}`);
  const changes: TimerChanges = { schedule: [], cancel: [] };
  if (task.id === null) return changes;
  const after: TaskFacts = {
    ...task,
    state: to,
    entered_at: to === task.state ? task.entered_at : now,
    delivered_at: transition === 'deliver' ? now : task.delivered_at,
  };
  for (const name of JOB_NAMES) {
    const before = task.state === null ? null : dueAt(name, task, config);
    const next = dueAt(name, after, config);
    if (before === next) continue;
    if (before !== null) changes.cancel.push({ task_id: task.id, transition: name, due_at: before });
    if (next !== null) changes.schedule.push({ task_id: task.id, transition: name, due_at: next });
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Orders

/** An order as the rules see it. */
export interface OrderFacts {
  id: number;
  state: OrderState;
  poster_id: number;
  /** Positions: how many tasks can be paid. */
  headcount: number;
  /** Unix seconds. */
  service_at: number;
}

function count(tasks: readonly { state: TaskState }[], states: readonly TaskState[]): number {
  return tasks.filter((t) => states.includes(t.state)).length;
}

/**
 * Positions neither paid nor held by a task awaiting its payment: what `accept` needs above 0.
 *
 * @example positionsLeft({ headcount: 2 }, [{ state: 'paid' }, { state: 'awaiting_payment' }]) // 0
 */
export function positionsLeft(
  order: Pick<OrderFacts, 'headcount'>,
  tasks: readonly { state: TaskState }[],
): number {
  return Math.max(0, order.headcount - count(tasks, PAID_STATES) - count(tasks, ['awaiting_payment']));
}

/**
 * The order's state after a change to one of its tasks (or when its service time comes: pass
 * `now` always; without it, time is not considered). `cancelled`, `removed`, `expired` and
 * `completed` stay. Otherwise the order is closed once its paid tasks reach the headcount or
 * its service time has come; an open order is `open`; a closed one is `expired` with no paid
 * task, `completed` when every paid task finished (completed or split), else `full`. A paid
 * task cancelled or refunded gives its position back, so a full order reopens until its
 * service time.
 *
 * @example orderAfterTaskChange({ ...order, headcount: 1, state: 'full' }, [{ state: 'refunded' }], now) // 'open'
 */
export function orderAfterTaskChange(
  order: Pick<OrderFacts, 'state' | 'headcount' | 'service_at'>,
  tasks: readonly { state: TaskState }[],
  now?: number,
): OrderState {
  if (order.state !== 'open' && order.state !== 'full') return order.state;
  const paid = count(tasks, PAID_STATES);
  const live = count(tasks, LIVE_PAID_STATES);
  const closed = paid >= order.headcount || (now !== undefined && now >= order.service_at);
  if (!closed) return 'open';
  if (paid === 0) return 'expired';
  return live === 0 ? 'completed' : 'full';
}

/** Order transitions someone takes (the others follow from its tasks: `orderAfterTaskChange`). */
export type OrderTransitionName = 'cancel-order' | 'remove-order';

export interface OrderTransitionRule {
  name: OrderTransitionName;
  from: readonly OrderState[];
  to: OrderState;
  by: readonly Role[];
  /** The poster may give a reason; kefu must. */
  reason: 'optional' | 'required';
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderTransitionName, OrderTransitionRule>> = {
  'cancel-order': { name: 'cancel-order', from: ['open'], to: 'cancelled', by: PK, reason: 'optional' },
  'remove-order': {
    name: 'remove-order',
    from: ['open', 'full', 'completed', 'cancelled', 'expired'],
    to: 'removed',
    by: K,
    reason: 'required',
  },
};

/** The result of `checkOrderTransition`. */
export type OrderTransitionCheck = { ok: true; to: OrderState } | { ok: false; reason: ReasonKey };

/**
 * Whether `actor` may cancel or remove an order. Cancelling needs no task paid (not even a
 * finished one); removing needs no live paid task (kefu settles those first). Afterwards the
 * server not-selects the order's pending, countered and awaiting-payment tasks.
 *
 * @example checkOrderTransition(order, [{ state: 'paid' }], 'cancel-order', poster) // { ok: false, reason: 'order.hasPaidTask' }
 */
export function checkOrderTransition(
  order: Pick<OrderFacts, 'state' | 'poster_id'>,
  tasks: readonly { state: TaskState }[],
  name: string,
  actor: Actor,
  input: Pick<TransitionInput, 'reason'> = {},
): OrderTransitionCheck {
  if (name !== 'cancel-order' && name !== 'remove-order')
    return { ok: false, reason: 'order.unknownTransition' };
  const rule = ORDER_TRANSITIONS[name];
  if (actor.role === 'poster' && actor.id !== order.poster_id) return { ok: false, reason: 'order.notYours' };
  if (!rule.from.includes(order.state)) return { ok: false, reason: 'order.wrongState' };
  if (!rule.by.includes(actor.role)) return { ok: false, reason: 'order.wrongRole' };
  const length = textLength(input.reason ?? '');
  if (length === 0 && (rule.reason === 'required' || actor.role === 'kefu')) {
    return { ok: false, reason: 'order.reasonRequired' };
  }
  if (length > TEXT_MAX_LENGTH) return { ok: false, reason: 'order.reasonTooLong' };
  const blocking = name === 'cancel-order' ? PAID_STATES : LIVE_PAID_STATES;
  if (count(tasks, blocking) > 0) return { ok: false, reason: 'order.hasPaidTask' };
  return { ok: true, to: rule.to };
}

/**
 * The order's own job: at its service time the server recomputes it with
 * `orderAfterTaskChange(order, tasks, now)` (it expires or closes) and not-selects what waits.
 *
 * @example orderTimers(order) // [{ order_id: order.id, transition: 'order-close', due_at: order.service_at }]
 */
export function orderTimers(
  order: Pick<OrderFacts, 'id' | 'state' | 'service_at'>,
): { order_id: number; transition: 'order-close'; due_at: number }[] {
  return order.state === 'open' || order.state === 'full'
    ? [{ order_id: order.id, transition: 'order-close', due_at: order.service_at }]
    : [];
}

// ---------------------------------------------------------------------------------------------
// The log

/** One line of the append-only task log: every state change, by anyone, kefu included. */
export interface TaskLogRecord {
  task_id: number;
  transition: TransitionName;
  actor_role: Role;
  /** null for `system`. */
  actor_id: number | null;
  from: TaskState | null;
  to: TaskState;
  /** Unix seconds. */
  at: number;
  reason: string | null;
}

/** The same record for an order's own changes (cancel, remove, and the derived ones). */
export interface OrderLogRecord {
  order_id: number;
  transition: OrderTransitionName | 'fill' | 'reopen' | 'complete' | 'expire';
  actor_role: Role;
  actor_id: number | null;
  from: OrderState;
  to: OrderState;
  at: number;
  reason: string | null;
}

/**
 * The name of a derived order change, for its log record; null when nothing changed.
 *
 * @example orderChangeName('full', 'open') // 'reopen'
 */
export function orderChangeName(from: OrderState, to: OrderState): OrderLogRecord['transition'] | null {
  if (from === to) return null;
  if (to === 'full') return 'fill';
  if (to === 'open') return 'reopen';
  if (to === 'completed') return 'complete';
  if (to === 'expired') return 'expire';
  return null;
}
