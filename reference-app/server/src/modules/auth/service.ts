import { type Selectable, sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { type Clock, unixSeconds } from '../../clock.js';
import { randomDigits, randomToken, sameDigest, sha256 } from '../../crypto.js';
import type { Db } from '../../db/index.js';
import type { UsersTable } from '../../db/schema.js';
import type { AuthContext, TokenVerifier } from '../../http/auth.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { transact } from '../../kernel/transaction.js';
import type { Role } from '../../kernel/viewer.js';
import type { SandboxOutbox } from '../../providers/outbox.js';
import { type SmsProvider, smsFailureError } from '../../providers/sms.js';

export const CAPTCHA_TTL_S = 300;
export const SMS_CODE_TTL_S = 600;
export const SMS_RESEND_S = 60;
export const SMS_MAX_WRONG = 5;
export const TOKEN_TTL_S = 30 * 24 * 3600;

/** Mainland China mobile numbers. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export interface TokenInfo {
  token: string;
  exp: number;
}

export type UserRow = Selectable<UsersTable>;

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  /** Undefined when no gateway is configured and the sandbox is off: sending codes answers 503. */
  sms: SmsProvider | undefined;
  /** Present in sandbox mode: captcha answers are recorded for /dev/outbox. */
  outbox: SandboxOutbox | undefined;
  /** Told when a user signs up with their public name (`user.named`). */
  events?: EventPublisher;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

function requirePhone(phone: string | undefined): string {
  if (phone === undefined) throw requiredField('phone');
  if (!PHONE_PATTERN.test(phone)) throw new AppError('invalid', 'error.phoneInvalid', { field: 'phone' });
  return phone;
}

/** Parses an optional inviter id; anything that is not a plain positive integer is ignored. */
function parseCaptainId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return undefined;
  return Number(raw);
}

export class AuthService implements TokenVerifier {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #sms: SmsProvider | undefined;
  readonly #outbox: SandboxOutbox | undefined;
  readonly #events: EventPublisher;

  constructor(deps: AuthServiceDeps) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#sms = deps.sms;
    this.#outbox = deps.outbox;
    this.#events = deps.events ?? noEvents;
  }

  /** A new picture code. Only the hash of its answer is stored. */
  async createCaptcha(): Promise<{ img: string; session_id: string; expires_in: number }> {
    const now = unixSeconds(this.#clock);
    const captcha = svgCaptcha.create({
      size: 4,
      ignoreChars: '0oO1iIlLqg9',
      noise: 2,
      color: true,
      background: '#f3f4f6',
      width: 120,
      height: 44,
    });
    const sessionId = randomToken(18);
    const answer = captcha.text.toLowerCase();
    await this.#db
      .insertInto('captcha_sessions')
      .values({
        session_id: sessionId,
        answer_hash: sha256(sessionId, answer),
        expires_at: now + CAPTCHA_TTL_S,
        consumed_at: null,
        created_at: now,
      })
      .execute();
    this.#outbox?.recordCaptcha({ session_id: sessionId, answer, created_at: now });
    const img = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
    return { img, session_id: sessionId, expires_in: CAPTCHA_TTL_S };
  }

  /**
   * Checks the picture code (consuming it whatever the outcome), then sends a 6-digit code to
   * `phone`, at most once per phone per 60 s. Returns the token that binds the code to the phone.
   */
  async sendRegisterSms(input: {
    phone: string | undefined;
    code: string | undefined;
    sessionId: string | undefined;
  }): Promise<{ registerToken: string; expires_in: number; resend_in: number }> {
    const phone = requirePhone(input.phone);
    if (input.code === undefined) throw requiredField('code');
    if (input.sessionId === undefined) throw requiredField('session_id');
    if (input.code.length > 16) throw invalidField('code');
    if (input.sessionId.length > 64) throw invalidField('session_id');
    // Checked before anything is written: the captcha stays unspent, so a retry can reuse it.
    const sms = this.#sms;
    if (!sms) throw new AppError('unavailable', 'error.smsUnavailable');
    const sessionId = input.sessionId;
    const answer = input.code.toLowerCase();
    const now = unixSeconds(this.#clock);

    // One transaction that always commits: the captcha is spent even when the request fails.
    const outcome = await this.#db.transaction().execute(async (tx): Promise<Outcome<string>> => {
      const captcha = await tx
        .updateTable('captcha_sessions')
        .set({ consumed_at: now })
        .where('session_id', '=', sessionId)
        .where('consumed_at', 'is', null)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst();
      if (!captcha || captcha.expires_at <= now) {
        return { ok: false, error: new AppError('invalid', 'error.captchaExpired', { field: 'code' }) };
      }
      if (!sameDigest(captcha.answer_hash, sha256(sessionId, answer))) {
        return { ok: false, error: new AppError('invalid', 'error.captchaWrong', { field: 'code' }) };
      }

      // Serialise senders to one phone so two parallel requests cannot both pass the 60 s check.
      await sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(tx);
      const last = await tx
        .selectFrom('sms_codes')
        .select('created_at')
        .where('phone', '=', phone)
        .where('purpose', '=', 'register')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && now - last.created_at < SMS_RESEND_S) {
        const wait = SMS_RESEND_S - (now - last.created_at);
        return { ok: false, error: new AppError('rateLimited', 'error.smsTooSoon', { seconds: wait }, wait) };
      }

      const code = randomDigits(6);
      const registerToken = randomToken(32);
      await tx
        .insertInto('sms_codes')
        .values({
          phone,
          purpose: 'register',
          code_hash: sha256(registerToken, code),
          register_token_hash: sha256(registerToken),
          expires_at: now + SMS_CODE_TTL_S,
          consumed_at: null,
          created_at: now,
        })
        .execute();
      // Inside the transaction: if the gateway refuses, nothing is recorded (not even the spent
      // captcha) and the user may retry.
      try {
        await sms.send({ phone, code, purpose: 'register', sentAt: now });
      } catch (error) {
        throw smsFailureError(error);
      }
      return { ok: true, value: registerToken };
    });
    if (!outcome.ok) throw outcome.error;
    return { registerToken: outcome.value, expires_in: SMS_CODE_TTL_S, resend_in: SMS_RESEND_S };
  }

  /**
   * Signs in with an SMS code, creating the account on first sign-in. The code is single use and
   * allows 5 wrong tries. `captain_id` (the inviter) is kept only for a new account and only when
   * it names an existing user.
   */
  async register(input: {
    phone: string | undefined;
    smsCode: string | undefined;
    registerToken: string | undefined;
    captainId: string | undefined;
  }): Promise<{ tokenInfo: TokenInfo; user: UserRow; created: boolean }> {
    const phone = requirePhone(input.phone);
    if (input.smsCode === undefined) throw requiredField('smsCode');
    if (!/^\d{6}$/.test(input.smsCode))
      throw new AppError('invalid', 'error.smsCodeFormat', { field: 'smsCode' });
    if (input.registerToken === undefined) throw requiredField('registerToken');
    if (input.registerToken.length > 128) throw invalidField('registerToken');
    const smsCode = input.smsCode;
    const registerToken = input.registerToken;
    const captainId = parseCaptainId(input.captainId);
    const now = unixSeconds(this.#clock);

    const outcome = await transact(
      this.#db,
      async (tx): Promise<Outcome<{ tokenInfo: TokenInfo; user: UserRow; created: boolean }>> => {
        const row = await tx
          .selectFrom('sms_codes')
          .selectAll()
          .where('register_token_hash', '=', sha256(registerToken))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.phone !== phone || row.purpose !== 'register') {
          return {
            ok: false,
            error: new AppError('invalid', 'error.registerTokenInvalid', { field: 'registerToken' }),
          };
        }
        if (row.consumed_at !== null || row.expires_at <= now) {
          return { ok: false, error: new AppError('invalid', 'error.smsCodeExpired', { field: 'smsCode' }) };
        }
        if (row.attempts >= SMS_MAX_WRONG) {
          return { ok: false, error: new AppError('invalid', 'error.smsTooManyTries', { field: 'smsCode' }) };
        }
        if (!sameDigest(row.code_hash, sha256(registerToken, smsCode))) {
          const attempts = row.attempts + 1;
          await tx.updateTable('sms_codes').set({ attempts }).where('id', '=', row.id).execute();
          const left = SMS_MAX_WRONG - attempts;
          const error =
            left > 0
              ? new AppError('invalid', 'error.smsCodeWrong', { field: 'smsCode', left })
              : new AppError('invalid', 'error.smsTooManyTries', { field: 'smsCode' });
          return { ok: false, error };
        }
        await tx.updateTable('sms_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();

        const { user, created } = await this.#accountFor(tx, phone, captainId, now);
        const tokenInfo = await this.#issueToken(tx, user.id, now);
        return { ok: true, value: { tokenInfo, user, created } };
      },
    );
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  async verify(token: string): Promise<Omit<AuthContext, 'token'>> {
    if (token.length > 128) throw new AppError('unauthenticated', 'error.authRequired');
    const row = await this.#db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .select([
        'auth_tokens.id as tokenId',
        'auth_tokens.expires_at',
        'auth_tokens.revoked_at',
        'users.id',
        'users.role',
      ])
      .where('auth_tokens.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) throw new AppError('unauthenticated', 'error.authRequired');
    if (row.revoked_at !== null || row.expires_at <= unixSeconds(this.#clock)) {
      throw new AppError('unauthenticated', 'error.tokenExpired');
    }
    return { userId: row.id, role: row.role as Role, tokenId: row.tokenId };
  }

  /** Which of `tokens` no longer sign anyone in (revoked, expired or unknown): one query. */
  async signedOut(tokens: string[]): Promise<Set<string>> {
    const byHash = new Map(tokens.map((token) => [sha256(token), token]));
    if (byHash.size === 0) return new Set();
    const live = await this.#db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [...byHash.keys()])
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', unixSeconds(this.#clock))
      .execute();
    for (const row of live) byHash.delete(row.token_hash);
    return new Set(byHash.values());
  }

  /** Swaps the caller's token for a new one; `token` must repeat the bearer token. */
  async refresh(auth: AuthContext, token: string | undefined): Promise<{ tokenInfo: TokenInfo }> {
    if (token === undefined) throw requiredField('token');
    if (token !== auth.token) throw new AppError('invalid', 'error.tokenMismatch', { field: 'token' });
    const now = unixSeconds(this.#clock);
    const tokenInfo = await this.#db.transaction().execute(async (tx) => {
      const revoked = await tx
        .updateTable('auth_tokens')
        .set({ revoked_at: now })
        .where('id', '=', auth.tokenId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // A parallel refresh or logout got there first.
      if (!revoked) return undefined;
      return this.#issueToken(tx, auth.userId, now);
    });
    if (!tokenInfo) throw new AppError('unauthenticated', 'error.tokenExpired');
    return { tokenInfo };
  }

  /** Revokes the caller's token. */
  async logout(auth: AuthContext): Promise<void> {
    const now = unixSeconds(this.#clock);
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .updateTable('auth_tokens')
        .set({ revoked_at: now })
        .where('id', '=', auth.tokenId)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }

  /**
   * Deletes what can no longer be used: spent or expired captchas, SMS codes, tokens and partner
   * token ids (`jti`), after a
   * grace period (a day) that keeps recent rows around for support questions and the resend check.
   */
  async purgeExpired(): Promise<{ captchas: number; smsCodes: number; tokens: number; partnerJtis: number }> {
    const now = unixSeconds(this.#clock);
    const dayAgo = now - 24 * 3600;
    return this.#db.transaction().execute(async (tx) => {
      const captchas = await tx
        .deleteFrom('captcha_sessions')
        .where('expires_at', '<', dayAgo)
        .executeTakeFirst();
      const smsCodes = await tx.deleteFrom('sms_codes').where('expires_at', '<', dayAgo).executeTakeFirst();
      const tokens = await tx
        .deleteFrom('auth_tokens')
        .where((eb) => eb.or([eb('expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
        .executeTakeFirst();
      // A partner token's jti is needed only while the token could still be replayed.
      const partnerJtis = await tx
        .deleteFrom('partner_token_uses')
        .where('expires_at', '<', dayAgo)
        .executeTakeFirst();
      return {
        partnerJtis: Number(partnerJtis.numDeletedRows),
        captchas: Number(captchas.numDeletedRows),
        smsCodes: Number(smsCodes.numDeletedRows),
        tokens: Number(tokens.numDeletedRows),
      };
    });
  }

  /**
   * The account of a phone number WeChat vouched for (the mini program's phone code), created
   * with its inviter when there is none, and a token for it: inside the caller's transaction.
   */
  async signInByPhone(
    tx: Db,
    phone: string,
    captainId: string | undefined,
  ): Promise<{ tokenInfo: TokenInfo; user: UserRow; created: boolean }> {
    const now = unixSeconds(this.#clock);
    const { user, created } = await this.#accountFor(tx, requirePhone(phone), parseCaptainId(captainId), now);
    return { tokenInfo: await this.#issueToken(tx, user.id, now), user, created };
  }

  /** A token for an account WeChat vouched for (a bound openid), inside the caller's transaction. */
  async signInAs(tx: Db, userId: number): Promise<{ tokenInfo: TokenInfo; user: UserRow }> {
    const user = await tx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return { tokenInfo: await this.#issueToken(tx, userId, unixSeconds(this.#clock)), user };
  }

  /**
   * A new account without a phone (a partner's user who never bound one, docs/partner-api.md)
   * and a token for it, inside the caller's transaction.
   */
  async signUpWithoutPhone(tx: Db, name: string): Promise<{ tokenInfo: TokenInfo; user: UserRow }> {
    const now = unixSeconds(this.#clock);
    const user = await tx
      .insertInto('users')
      .values({ phone: null, s_username: name, captain_id: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.#events.emit(tx, 'user.named', { userId: user.id, name: user.s_username });
    await this.#events.emit(tx, 'user.registered', { userId: user.id });
    return { tokenInfo: await this.#issueToken(tx, user.id, now), user };
  }

  /** The account of `phone`, created on first sign-in with its inviter (when that names a user). */
  async #accountFor(
    tx: Db,
    phone: string,
    captainId: number | undefined,
    now: number,
  ): Promise<{ user: UserRow; created: boolean }> {
    let user = await tx.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
    if (user) return { user, created: false };
    const captain =
      captainId === undefined
        ? undefined
        : await tx.selectFrom('users').select('id').where('id', '=', captainId).executeTakeFirst();
    // Two codes for one new phone redeemed at the same moment: the second insert waits for
    // the first and then finds the phone taken; it signs in to that account instead.
    user = await tx
      .insertInto('users')
      .values({
        phone,
        s_username: `user${phone.slice(-4)}`,
        captain_id: captain?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (user) {
      await this.#events.emit(tx, 'user.named', { userId: user.id, name: user.s_username });
      await this.#events.emit(tx, 'user.registered', { userId: user.id });
      return { user, created: true };
    }
    return {
      user: await tx.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow(),
      created: false,
    };
  }

  async #issueToken(tx: Db, userId: number, now: number): Promise<TokenInfo> {
    const token = randomToken(32);
    const exp = now + TOKEN_TTL_S;
    await tx
      .insertInto('auth_tokens')
      .values({
        user_id: userId,
        token_hash: sha256(token),
        expires_at: exp,
        revoked_at: null,
        created_at: now,
      })
      .execute();
    return { token, exp };
  }
}
