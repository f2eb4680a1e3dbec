import { createHmac } from 'node:crypto';
import { isValidIdNumber } from '@marketplace/sdk/rules';
import { type Clock, unixSeconds } from '../../clock.js';
import type { RateLimitRule } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { AppError } from '../../kernel/errors.js';
import type { IdentityAnswer, IdentityProvider } from '../../providers/identity.js';
import type { UserRow } from '../auth/service.js';
import { maskIdNumber } from './present.js';

/** Real-name status of `users.smrz` (docs/api-contract.md). */
export const SMRZ = { none: 0, pending: 1, verified: 2, rejected: 3 } as const;

/** Adults only: a person must be 18 to take or post paid work. */
export const ADULT_AGE = 18;
/** Attempts per user and day: each one costs a real verification fee at the provider. */
export const REAL_NAME_LIMIT: RateLimitRule = { max: 5, windowMs: 24 * 60 * 60 * 1000 };

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}·・. ]{0,28}[\p{L}\p{M}]$/u;

/** The age in whole years on `now` (Unix seconds) of someone born on the ID number's date. */
export function ageOn(idNumber: string, now: number): number {
  const today = new Date(now * 1000);
  const y = Number(idNumber.slice(6, 10));
  const md = Number(idNumber.slice(10, 14));
  const todayMd = (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  return today.getUTCFullYear() - y - (todayMd < md ? 1 : 0);
}

/**
 * `POST /api/user/realName`: checks a name and resident ID number with the identity provider
 * and marks the account verified. Only the masked number and a keyed fingerprint are stored;
 * the fingerprint keeps one number to one account.
 */
export class RealNameService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #limiter: RateLimiter;
  readonly #identity: IdentityProvider | undefined;
  readonly #hashKey: string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    limiter: RateLimiter;
    /** None in production until a real adapter is configured: verification then answers 503. */
    identity: IdentityProvider | undefined;
    hashKey: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#limiter = deps.limiter;
    this.#identity = deps.identity;
    this.#hashKey = deps.hashKey;
  }

  async verify(
    userId: number,
    input: { title: string | undefined; sfzid: string | undefined },
  ): Promise<UserRow> {
    const name = (input.title ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ');
    if (name === '') throw new AppError('invalid', 'error.realNameRequired', { field: 'title' });
    if (!NAME.test(name)) throw new AppError('invalid', 'error.realNameInvalid', { field: 'title' });
    const idNumber = (input.sfzid ?? '').normalize('NFKC').replace(/\s+/g, '').toUpperCase();
    if (idNumber === '') throw new AppError('invalid', 'error.required', { field: 'sfzid' });
    if (!isValidIdNumber(idNumber))
      throw new AppError('invalid', 'error.idNumberInvalid', { field: 'sfzid' });
    const now = unixSeconds(this.#clock);
    if (ageOn(idNumber, now) < ADULT_AGE) {
      throw new AppError('invalid', 'error.realNameUnderage', { field: 'sfzid', age: ADULT_AGE });
    }

    const current = await this.#db
      .selectFrom('users')
      .select('smrz')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!current) throw new AppError('unauthenticated', 'error.tokenExpired');
    if (current.smrz === SMRZ.verified) throw new AppError('conflict', 'error.realNameDone');

    const fingerprint = createHmac('sha256', this.#hashKey).update(idNumber).digest('hex');
    const holder = await this.#db
      .selectFrom('users')
      .select('id')
      .where('id_number_hash', '=', fingerprint)
      .where('id', '!=', userId)
      .executeTakeFirst();
    if (holder) throw new AppError('conflict', 'error.idNumberTaken', { field: 'sfzid' });

    if (!this.#identity) throw new AppError('unavailable', 'error.identityUnavailable');
    const retryAfter = await this.#limiter.hit(`real-name:${userId}`, REAL_NAME_LIMIT);
    if (retryAfter > 0)
      throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);

    let answer: IdentityAnswer;
    try {
      answer = await this.#identity.verify({ name, idNumber });
    } catch (error) {
      throw new AppError('unavailable', 'error.identityUnavailable', {}, undefined, error);
    }
    // Not in the official record: nothing was compared, so the account is not marked rejected.
    if (answer === 'noRecord') throw new AppError('invalid', 'error.identityNoRecord', { field: 'sfzid' });
    if (answer === 'mismatch') {
      await this.#db
        .updateTable('users')
        .set({ smrz: SMRZ.rejected, updated_at: now })
        .where('id', '=', userId)
        .where('smrz', '!=', SMRZ.verified)
        .execute();
      throw new AppError('invalid', 'error.realNameMismatch', { field: 'title' });
    }
    try {
      const row = await this.#db
        .updateTable('users')
        .set({
          smrz: SMRZ.verified,
          name,
          sfzid: maskIdNumber(idNumber),
          id_number_hash: fingerprint,
          updated_at: now,
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('unauthenticated', 'error.tokenExpired');
      return row;
    } catch (err) {
      // Two accounts verifying one number at the same moment: the unique index decides.
      if (err instanceof AppError) throw err;
      if (/unique|duplicate/i.test(String((err as Error).message))) {
        throw new AppError('conflict', 'error.idNumberTaken', { field: 'sfzid' });
      }
      throw err;
    }
  }
}
