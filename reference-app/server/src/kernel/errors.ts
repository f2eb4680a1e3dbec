import type { BlockedCategory, ReasonKey } from '@marketplace/sdk/rules';
import type { FieldName, MessageKey, MessageParams } from '../i18n/messages.js';

/** What went wrong, in domain terms; the HTTP layer maps each kind to a status code. */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'rateLimited'
  /** A provider the call needs is not configured or not reachable (503). */
  | 'unavailable';

/** An error whose message the user can act on. Anything else is answered as a generic 500. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly key: MessageKey;
  readonly params: MessageParams;
  /** Seconds until the caller may try again (rate limits). */
  readonly retryAfter: number | undefined;

  constructor(
    kind: ErrorKind,
    key: MessageKey,
    params: MessageParams = {},
    retryAfter?: number,
    /** The underlying failure, logged (never shown) for `unavailable` errors. */
    cause?: unknown,
  ) {
    super(key, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.kind = kind;
    this.key = key;
    this.params = params;
    this.retryAfter = retryAfter;
  }
}

/** Shorthand for a 400 about one input field. */
export function invalidField(field: string, key: MessageKey = 'error.invalid'): AppError {
  return new AppError('invalid', key, { field });
}

export function requiredField(field: string): AppError {
  return new AppError('invalid', 'error.required', { field });
}

/**
 * A text the blocked-words rule refused. A 400 whose message the routes take from
 * `blocked-words.messages.ts` in the caller's language; `key` is the fallback.
 */
export class TextRefusedError extends AppError {
  readonly category: BlockedCategory;

  constructor(category: BlockedCategory, field: FieldName) {
    super('invalid', 'error.textRefused', { field });
    this.name = 'TextRefusedError';
    this.category = category;
  }
}

/**
 * A lifecycle refusal: 409 for state, 403 for role, 400 for a guard on the input, with `msg`
 * translated from the reason key and `data: { reason }` (plus the task as it is now, when given).
 */
export class LifecycleError extends AppError {
  readonly reason: ReasonKey;
  readonly data: Record<string, unknown>;

  constructor(reason: ReasonKey, data: Record<string, unknown> = {}) {
    super(lifecycleKind(reason), reason);
    this.name = 'LifecycleError';
    this.reason = reason;
    this.data = data;
  }
}

const FORBIDDEN: readonly string[] = [
  'task.notYours',
  'task.wrongRole',
  'task.notYourTurn',
  'task.ownOrder',
  'order.notYours',
  'order.wrongRole',
  'coupon.notYours',
];
const CONFLICT: readonly string[] = [
  'task.wrongState',
  'task.noFeeChange',
  'task.orderNotOpen',
  'task.orderStillOpen',
  'task.alreadyTaken',
  'task.counterLimit',
  'task.changeLimit',
  'task.noPosition',
  'task.notDue',
  'task.alreadyDelivered',
  'task.alreadyEvaluated',
  'task.evaluationClosed',
  'task.pricingMode',
  'order.wrongState',
  'order.hasPaidTask',
];

function lifecycleKind(reason: string): 'forbidden' | 'conflict' | 'invalid' {
  if (FORBIDDEN.includes(reason)) return 'forbidden';
  if (CONFLICT.includes(reason)) return 'conflict';
  return 'invalid';
}
