/**
 * Money rules of docs/lifecycle.md: integer fen only, commission in basis points, and the
 * double-entry postings of every money event. Pure: no I/O, no clock. The server writes what
 * these functions return, in the same database transaction as the task transition.
 *
 * Sign convention: an entry's `amount_fen` is money moving into its account (positive) or out
 * of it (negative). Every posting list sums to zero, so an account's balance is the sum of its
 * entries: a wallet's balance is what its owner holds, an escrow's is what the platform holds
 * for one task, and an outside account (`poster:<id>:payment`, `external:payout`) goes negative
 * or positive as money comes in from or goes out to the world.
 */

/** Basis points in one (100 %): shares are handled as integers of 1/10 000. */
export const BASIS_POINTS = 10_000;

/** The taker's default share rate (spec section 9): the platform keeps 15 % of the fee. */
export const DEFAULT_SHARE = 0.15;

/**
 * The largest amount the money functions accept: 10^11 fen (one billion yuan). It keeps
 * `fee x basis points` inside JavaScript's exact integers, so no step ever rounds by accident.
 */
export const MAX_AMOUNT_FEN = 100_000_000_000;

/** The three parts of a taker's wallet: earned but clearing, withdrawable, and withdrawing. */
export type WalletBucket = 'pending' | 'available' | 'frozen';

/**
 * A ledger account. The union is closed: every account the platform books to is one of these.
 *
 * - `poster:<user id>:payment`: the outside world as seen through one poster's payments. A
 *   payment takes money out of it (negative), a refund puts it back; its balance is minus what
 *   the poster has paid and not had back. Kept per poster (rather than one `external:payment`)
 *   so a poster's net spend is one balance, and the payment provider's statement reconciles
 *   against the sum of these accounts.
 * - `escrow:task:<task id>`: what the platform holds for one task between payment and
 *   settlement: always the fee minus the coupon while the task is paid; zero once it settles.
 * - `wallet:<user id>:pending | available | frozen`: a taker's earnings, clearing (3 days),
 *   withdrawable, and frozen while a withdrawal is processing.
 * - `platform:commission`: the platform's revenue (grows positive).
 * - `platform:coupon_subsidy`: what coupons cost the platform (grows negative): a coupon is
 *   booked when the task it paid for settles, never before, so a refunded task costs nothing.
 * - `external:payout`: money that left to takers' own accounts through withdrawals. Who it went
 *   to is in the same posting's `wallet:<id>:frozen` entry.
 */
export type Account =
  | `poster:${number}:payment`
  | `escrow:task:${number}`
  | `wallet:${number}:${WalletBucket}`
  | 'platform:commission'
  | 'platform:coupon_subsidy'
  | 'external:payout';

/** One line of a posting: money into (`amount_fen > 0`) or out of (`< 0`) an account. */
export interface Entry {
  account: Account;
  amount_fen: number;
}

const ACCOUNT_PATTERN =
  /^(?:poster:[1-9]\d*:payment|escrow:task:[1-9]\d*|wallet:[1-9]\d*:(?:pending|available|frozen)|platform:commission|platform:coupon_subsidy|external:payout)$/;

/**
 * True when `name` is a well-formed account (for values read back from storage).
 *
 * @example isAccount('wallet:7:pending') // true
 */
export function isAccount(name: string): name is Account {
  return ACCOUNT_PATTERN.test(name);
}

/** @example posterPaymentAccount(7) // 'poster:7:payment' */
export function posterPaymentAccount(posterId: number): Account {
  return `poster:${posterId}:payment`;
}

/** @example escrowAccount(42) // 'escrow:task:42' */
export function escrowAccount(taskId: number): Account {
  return `escrow:task:${taskId}`;
}

/** @example walletAccount(9, 'available') // 'wallet:9:available' */
export function walletAccount(userId: number, bucket: WalletBucket): Account {
  return `wallet:${userId}:${bucket}`;
}

/** True for an integer amount of fen between 0 and `MAX_AMOUNT_FEN`. */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT_FEN;
}

function assertFen(value: number, what: string): void {
  if (!isFen(value)) throw new RangeError(`${what} must be whole fen from 0 to ${MAX_AMOUNT_FEN}`);
}

function assertId(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${what} must be a positive integer`);
}

/**
 * A share rate (0.15) as basis points (1500). Rates finer than a basis point, below 0 or above
 * 1 are refused: a rate is configuration, and a silently rounded rate would be a wrong rate.
 *
 * @example shareToBasisPoints(0.15) // 1500
 */
export function shareToBasisPoints(share: number): number {
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new RangeError('share must be from 0 to 1');
  const bp = Math.round(share * BASIS_POINTS);
  // 0.15 * 10000 is 1500.0000000000002 in binary floating point: within a millionth of a
  // basis point is the same rate; anything further is a rate we cannot represent.
  if (Math.abs(share * BASIS_POINTS - bp) > 1e-6) throw new RangeError('share must be whole basis points');
  return bp;
}

/**
 * The platform's commission on a fee: fee x share, rounded half up to whole fen, in integer
 * arithmetic (the share goes through basis points first).
 *
 * @example commission(333, 0.15) // 50 (49.95 rounds up)
 * @example commission(3, 0.15) // 0 (0.45 rounds down)
 */
export function commission(feeFen: number, share: number): number {
  assertFen(feeFen, 'fee');
  const scaled = feeFen * shareToBasisPoints(share) + BASIS_POINTS / 2;
  return (scaled - (scaled % BASIS_POINTS)) / BASIS_POINTS;
}

/**
 * What the taker earns from a fee: fee - commission.
 *
 * @example payout(10000, 0.15) // 8500
 */
export function payout(feeFen: number, share: number): number {
  return feeFen - commission(feeFen, share);
}

/**
 * What the poster pays for a task: the fee less the coupon. A coupon never makes a payment
 * free: it must be smaller than the fee (the lifecycle refuses it otherwise).
 *
 * @example payable(10000, 1000) // 9000
 */
export function payable(feeFen: number, couponFen: number): number {
  assertFen(feeFen, 'fee');
  assertFen(couponFen, 'coupon');
  if (couponFen >= feeFen) throw new RangeError('coupon must be smaller than the fee');
  return feeFen - couponFen;
}

/** Where the money of a split goes (see `splitAmounts`). */
export interface SplitAmounts {
  /** Back to the poster: never more than they paid. */
  poster_refund_fen: number;
  /** The part of the fee the taker earns, before commission. */
  taker_fen: number;
  commission_fen: number;
  payout_fen: number;
  /** What the platform's coupon funds: the coupon is consumed by a split, at most its amount. */
  subsidy_fen: number;
}

/**
 * The amounts of a split. Kefu names the taker's part of the fee (`taker_fen`, strictly between
 * 0 and the fee); the poster gets back the rest of the fee, but never more than they paid;
 * the coupon covers the difference.
 *
 * @example splitAmounts(10000, 1000, 4000, 0.15) // poster_refund_fen 6000, subsidy_fen 1000, payout_fen 3400
 */
export function splitAmounts(
  feeFen: number,
  couponFen: number,
  takerFen: number,
  share: number,
): SplitAmounts {
  const paid = payable(feeFen, couponFen);
  assertFen(takerFen, 'taker part');
  if (takerFen <= 0 || takerFen >= feeFen) throw new RangeError('taker part must be between 0 and the fee');
  const posterRefund = paid - Math.max(0, takerFen - couponFen);
  const fee = commission(takerFen, share);
  return {
    poster_refund_fen: posterRefund,
    taker_fen: takerFen,
    commission_fen: fee,
    payout_fen: takerFen - fee,
    subsidy_fen: Math.min(couponFen, takerFen),
  };
}

/** Builds a posting, dropping zero lines (a 0 % share books no commission line). */
function post(...lines: [Account, number][]): Entry[] {
  return lines.filter(([, amount]) => amount !== 0).map(([account, amount_fen]) => ({ account, amount_fen }));
}

/** Inputs of the task postings. Ids are positive integers, amounts whole fen. */
export interface TaskMoney {
  task_id: number;
  poster_id: number;
  taker_id: number;
  /** The agreed fee (what the taker's commission is computed on). */
  fee_fen: number;
  /** The coupon's amount, 0 without one. */
  coupon_fen: number;
}

function checkTaskMoney(m: Pick<TaskMoney, 'task_id' | 'poster_id'> & Partial<TaskMoney>): void {
  assertId(m.task_id, 'task_id');
  assertId(m.poster_id, 'poster_id');
  if (m.taker_id !== undefined) assertId(m.taker_id, 'taker_id');
}

/**
 * `paid`: the poster's payment (fee - coupon) goes into the task's escrow. The coupon is only
 * held here; it is booked when the task settles.
 *
 * @example paidPostings({ task_id: 42, poster_id: 7, fee_fen: 10000, coupon_fen: 1000 })
 * // [{ account: 'poster:7:payment', amount_fen: -9000 }, { account: 'escrow:task:42', amount_fen: 9000 }]
 */
export function paidPostings(m: Omit<TaskMoney, 'taker_id'>): Entry[] {
  checkTaskMoney(m);
  const paid = payable(m.fee_fen, m.coupon_fen);
  return post([posterPaymentAccount(m.poster_id), -paid], [escrowAccount(m.task_id), paid]);
}

/**
 * `completed` (confirm, auto-confirm, or kefu releasing a dispute): escrow and the coupon
 * subsidy pay the taker's payout into their pending wallet and the commission to the platform.
 *
 * @example completedPostings({ task_id: 42, poster_id: 7, taker_id: 9, fee_fen: 10000, coupon_fen: 1000, share: 0.15 })
 * // escrow:task:42 -9000, platform:coupon_subsidy -1000, wallet:9:pending +8500, platform:commission +1500
 */
export function completedPostings(m: TaskMoney & { share: number }): Entry[] {
  checkTaskMoney(m);
  const paid = payable(m.fee_fen, m.coupon_fen);
  const fee = commission(m.fee_fen, m.share);
  return post(
    [escrowAccount(m.task_id), -paid],
    ['platform:coupon_subsidy', -m.coupon_fen],
    [walletAccount(m.taker_id, 'pending'), m.fee_fen - fee],
    ['platform:commission', fee],
  );
}

/**
 * A full refund (accept-cancel, no-delivery, kefu refunding a dispute): the escrow goes back
 * to the poster. The coupon returns to the poster's coupons; it was never booked.
 *
 * @example refundedPostings({ task_id: 42, poster_id: 7, fee_fen: 10000, coupon_fen: 1000 })
 * // escrow:task:42 -9000, poster:7:payment +9000
 */
export function refundedPostings(m: Omit<TaskMoney, 'taker_id'>): Entry[] {
  checkTaskMoney(m);
  const paid = payable(m.fee_fen, m.coupon_fen);
  return post([escrowAccount(m.task_id), -paid], [posterPaymentAccount(m.poster_id), paid]);
}

/**
 * `split` (kefu resolving a dispute with amounts): see `splitAmounts`.
 *
 * @example splitPostings({ task_id: 42, poster_id: 7, taker_id: 9, fee_fen: 10000, coupon_fen: 0, taker_fen: 4000, share: 0.15 })
 * // escrow:task:42 -10000, poster:7:payment +6000, wallet:9:pending +3400, platform:commission +600
 */
export function splitPostings(m: TaskMoney & { taker_fen: number; share: number }): Entry[] {
  checkTaskMoney(m);
  const a = splitAmounts(m.fee_fen, m.coupon_fen, m.taker_fen, m.share);
  return post(
    [escrowAccount(m.task_id), -payable(m.fee_fen, m.coupon_fen)],
    ['platform:coupon_subsidy', -a.subsidy_fen],
    [posterPaymentAccount(m.poster_id), a.poster_refund_fen],
    [walletAccount(m.taker_id, 'pending'), a.payout_fen],
    ['platform:commission', a.commission_fen],
  );
}

/** Inputs of a fee change on a paid task: the difference between the new and the old fee. */
export interface FeeDifference {
  task_id: number;
  poster_id: number;
  amount_fen: number;
}

function checkDifference(m: FeeDifference): void {
  checkTaskMoney(m);
  assertFen(m.amount_fen, 'amount');
  if (m.amount_fen === 0) throw new RangeError('amount must be positive');
}

/**
 * A top-up is paid (modify-fee raised the fee of a paid task): the difference joins the escrow.
 *
 * @example topUpPostings({ task_id: 42, poster_id: 7, amount_fen: 2000 })
 * // poster:7:payment -2000, escrow:task:42 +2000
 */
export function topUpPostings(m: FeeDifference): Entry[] {
  checkDifference(m);
  return post([posterPaymentAccount(m.poster_id), -m.amount_fen], [escrowAccount(m.task_id), m.amount_fen]);
}

/**
 * modify-fee lowered the fee of a paid task (with the taker's consent): the difference goes
 * back to the poster, so the escrow keeps holding exactly fee - coupon.
 *
 * @example feeLoweredPostings({ task_id: 42, poster_id: 7, amount_fen: 2000 })
 * // escrow:task:42 -2000, poster:7:payment +2000
 */
export function feeLoweredPostings(m: FeeDifference): Entry[] {
  checkDifference(m);
  return post([escrowAccount(m.task_id), -m.amount_fen], [posterPaymentAccount(m.poster_id), m.amount_fen]);
}

/** Inputs of the wallet postings. */
export interface WalletMoney {
  user_id: number;
  amount_fen: number;
}

function wallet(m: WalletMoney, from: WalletBucket, to: WalletBucket | 'external:payout'): Entry[] {
  assertId(m.user_id, 'user_id');
  assertFen(m.amount_fen, 'amount');
  const target: Account = to === 'external:payout' ? to : walletAccount(m.user_id, to);
  return post([walletAccount(m.user_id, from), -m.amount_fen], [target, m.amount_fen]);
}

/**
 * Clearance (3 days after settlement): the task's payout moves from pending to available.
 *
 * @example clearancePostings({ user_id: 9, amount_fen: 8500 }) // wallet:9:pending -8500, wallet:9:available +8500
 */
export function clearancePostings(m: WalletMoney): Entry[] {
  return wallet(m, 'pending', 'available');
}

/**
 * A withdrawal is requested: the amount is frozen until it succeeds, fails or is cancelled.
 *
 * @example withdrawalRequestedPostings({ user_id: 9, amount_fen: 5000 }) // wallet:9:available -5000, wallet:9:frozen +5000
 */
export function withdrawalRequestedPostings(m: WalletMoney): Entry[] {
  return wallet(m, 'available', 'frozen');
}

/**
 * A withdrawal succeeded: the frozen amount has left the platform.
 *
 * @example withdrawalSucceededPostings({ user_id: 9, amount_fen: 5000 }) // wallet:9:frozen -5000, external:payout +5000
 */
export function withdrawalSucceededPostings(m: WalletMoney): Entry[] {
  return wallet(m, 'frozen', 'external:payout');
}

/**
 * A withdrawal failed: the frozen amount is available again.
 *
 * @example withdrawalFailedPostings({ user_id: 9, amount_fen: 5000 }) // wallet:9:frozen -5000, wallet:9:available +5000
 */
export function withdrawalFailedPostings(m: WalletMoney): Entry[] {
  return wallet(m, 'frozen', 'available');
}

/**
 * A withdrawal was cancelled while processing (transferCancel): as a failure, unfrozen.
 *
 * @example withdrawalCancelledPostings({ user_id: 9, amount_fen: 5000 }) // wallet:9:frozen -5000, wallet:9:available +5000
 */
export function withdrawalCancelledPostings(m: WalletMoney): Entry[] {
  return wallet(m, 'frozen', 'available');
}

/**
 * True when every amount is a whole number of fen and the entries sum to zero: the check the
 * server runs before it writes a posting.
 *
 * @example balanced([{ account: 'wallet:9:pending', amount_fen: -5 }, { account: 'wallet:9:available', amount_fen: 5 }]) // true
 */
export function balanced(entries: readonly Entry[]): boolean {
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount_fen) || !isAccount(e.account)) return false;
    sum += e.amount_fen;
  }
  return sum === 0;
}

/**
 * An account's balance: the sum of its entries.
 *
 * @example balanceOf('wallet:9:pending', completedPostings({ ... })) // the payout
 */
export function balanceOf(account: Account, entries: readonly Entry[]): number {
  let sum = 0;
  for (const e of entries) if (e.account === account) sum += e.amount_fen;
  return sum;
}
