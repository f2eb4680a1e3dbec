import { createPublicKey, createSecretKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, type JWTPayload, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import { randomDigits } from '../../crypto.js';
import type { Db } from '../../db/index.js';
import { AppError, requiredField } from '../../kernel/errors.js';
import { transact } from '../../kernel/transaction.js';
import { type AuthService, PHONE_PATTERN, type TokenInfo, type UserRow } from '../auth/service.js';
import type { PartnerConfig } from './config.js';

/** The longest a partner token may be valid (`exp` − `iat`): 15 minutes. */
export const PARTNER_TOKEN_MAX_S = 15 * 60;
/** How far the partner's clock may be off ours. */
export const PARTNER_CLOCK_SKEW_S = 30;
const MAX_TOKEN_LENGTH = 4096;
const MAX_CLAIM_LENGTH = 255;

export interface PartnerServiceDeps {
  db: Db;
  clock: Clock;
  auth: AuthService;
  partners: PartnerConfig[];
  /** The `aud` tokens must carry (PARTNER_AUDIENCE). */
  audience: string;
}

interface VerifiedToken {
  partner: string;
  subject: string;
  jti: string;
  exp: number;
  phone: string | undefined;
  name: string | undefined;
}

const invalid = () => new AppError('unauthenticated', 'error.partnerTokenInvalid', { field: 'token' });
const missingClaim = (claim: string) =>
  new AppError('unauthenticated', 'error.partnerTokenClaim', { field: 'token', claim });

function shortString(payload: JWTPayload, claim: string): string {
  const value = payload[claim];
  if (typeof value !== 'string' || value === '' || value.length > MAX_CLAIM_LENGTH) throw missingClaim(claim);
  return value;
}

/** The account's public name from the partner's `name` claim, else `user` and 4 digits. */
function nameOf(payload: JWTPayload): string | undefined {
  const name = typeof payload.name === 'string' ? payload.name.trim() : '';
  return name !== '' && [...name].length <= 20 ? name : undefined;
}

/**
 * Partner sign-in (docs/partner-api.md): a partner's backend signs a short-lived JWT for its user;
 * this verifies it, uses up its `jti`, and signs in to the account mapped to (partner, sub).
 */
export class PartnerService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #auth: AuthService;
  readonly #audience: string;
  /** `partner id` → `kid` → key and its algorithm. */
  readonly #keys = new Map<string, Map<string, { alg: 'HS256' | 'ES256'; key: KeyObject }>>();

  constructor(deps: PartnerServiceDeps) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#auth = deps.auth;
    this.#audience = deps.audience;
    for (const partner of deps.partners) {
      const keys = new Map<string, { alg: 'HS256' | 'ES256'; key: KeyObject }>();
      for (const key of partner.keys) {
        keys.set(key.kid, {
          alg: key.alg,
          key:
            key.alg === 'HS256'
              ? createSecretKey(Buffer.from(key.secret, 'utf8'))
              : typeof key.publicKey === 'string'
                ? createPublicKey(key.publicKey)
                : createPublicKey({ key: key.publicKey as JsonWebKey, format: 'jwk' }),
        });
      }
      this.#keys.set(partner.id, keys);
    }
  }

  /** Verifies the partner's token (everything but the replay check, done in the transaction). */
  async #verify(token: string): Promise<VerifiedToken> {
    let kid: unknown;
    let iss: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
      iss = decodeJwt(token).iss;
    } catch {
      throw invalid();
    }
    const keys = typeof iss === 'string' ? this.#keys.get(iss) : undefined;
    if (!keys || typeof iss !== 'string') throw new AppError('unauthenticated', 'error.partnerUnknown');
    const key = typeof kid === 'string' ? keys.get(kid) : undefined;
    if (!key) throw new AppError('unauthenticated', 'error.partnerKeyUnknown');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.key, {
        algorithms: [key.alg],
        issuer: iss,
        audience: this.#audience,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        maxTokenAge: PARTNER_TOKEN_MAX_S,
        clockTolerance: PARTNER_CLOCK_SKEW_S,
        currentDate: new Date(this.#clock.now()),
      }));
    } catch (error) {
      throw verifyError(error);
    }
    const exp = payload.exp as number;
    const iat = payload.iat as number;
    if (exp - iat > PARTNER_TOKEN_MAX_S) throw new AppError('unauthenticated', 'error.partnerTokenTooLong');
    const phone =
      payload.phone_verified === true &&
      typeof payload.phone === 'string' &&
      PHONE_PATTERN.test(payload.phone)
        ? payload.phone
        : undefined;
    return {
      partner: iss,
      subject: shortString(payload, 'sub'),
      jti: shortString(payload, 'jti'),
      exp,
      phone,
      name: nameOf(payload),
    };
  }

  /**
   * Signs in the partner's user: the account mapped to (partner, sub), else the account of the
   * phone the partner vouches for (`phone` with `phone_verified: true`), else a new account
   * without a phone. The token's `jti` is used up in the same transaction.
   */
  async signIn(
    token: string | undefined,
  ): Promise<{ tokenInfo: TokenInfo; user: UserRow; created: boolean }> {
    if (token === undefined || token === '') throw requiredField('token');
    if (token.length > MAX_TOKEN_LENGTH) throw invalid();
    const claims = await this.#verify(token);
    const now = unixSeconds(this.#clock);
    return transact(this.#db, async (tx) => {
      // The primary key refuses a second use, also a concurrent one (which waits for this
      // transaction and then finds the row).
      const used = await tx
        .insertInto('partner_token_uses')
        .values({ partner_id: claims.partner, jti: claims.jti, expires_at: claims.exp, used_at: now })
        .onConflict((oc) => oc.columns(['partner_id', 'jti']).doNothing())
        .returning('jti')
        .executeTakeFirst();
      if (!used) throw new AppError('unauthenticated', 'error.partnerTokenReplayed');
      // One first sign-in per partner user at a time, so two tokens of a new user map to one account.
      await sql`select pg_advisory_xact_lock(hashtext(${`partner:${claims.partner}:${claims.subject}`}))`.execute(
        tx,
      );
      const known = await tx
        .selectFrom('partner_identities')
        .select('user_id')
        .where('partner_id', '=', claims.partner)
        .where('subject', '=', claims.subject)
        .executeTakeFirst();
      if (known) return { ...(await this.#auth.signInAs(tx, known.user_id)), created: false };
      const signedIn = claims.phone
        ? await this.#auth.signInByPhone(tx, claims.phone, undefined)
        : {
            ...(await this.#auth.signUpWithoutPhone(tx, claims.name ?? `user${randomDigits(4)}`)),
            created: true,
          };
      await tx
        .insertInto('partner_identities')
        .values({
          partner_id: claims.partner,
          subject: claims.subject,
          user_id: signedIn.user.id,
          created_at: now,
        })
        .execute();
      return signedIn;
    });
  }
}

/** jose's refusals as the messages of docs/partner-api.md. */
function verifyError(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) {
    // `iat` older than 15 minutes is also an expiry.
    return new AppError('unauthenticated', 'error.partnerTokenExpired');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return new AppError('unauthenticated', 'error.partnerTokenSignature');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new AppError('unauthenticated', 'error.partnerTokenAudience');
    return missingClaim(error.claim);
  }
  if (error instanceof errors.JOSEAlgNotAllowed)
    return new AppError('unauthenticated', 'error.partnerTokenSignature');
  return invalid();
}
