import type { MessageKey, MessageParams } from './i18n/messages.js';

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
