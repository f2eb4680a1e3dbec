import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { CredentialCache } from '../../providers/wechat.js';

/** Refreshed this long before WeChat's expiry, so a value handed out still works when it is used. */
export const CREDENTIAL_MARGIN_S = 300;

/**
 * WeChat access tokens and jsapi tickets in the database, shared by every server process for
 * their lifetime. WeChat allows a limited number of refreshes a day and a refresh voids the
 * previous token after a few minutes, so one process refreshes at a time: it holds an advisory
 * lock on the key while it asks WeChat, and the others wait for it and read what it stored.
 */
export class DbCredentialCache implements CredentialCache {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async #fresh(db: Db, key: string, stale: string | undefined): Promise<string | undefined> {
    const row = await db
      .selectFrom('wechat_credentials')
      .select(['value', 'expires_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || row.value === stale) return undefined;
    return row.expires_at - CREDENTIAL_MARGIN_S > unixSeconds(this.#clock) ? row.value : undefined;
  }

  async get(
    key: string,
    fetch: () => Promise<{ value: string; expiresIn: number }>,
    stale?: string,
  ): Promise<string> {
    const cached = await this.#fresh(this.#db, key, stale);
    if (cached !== undefined) return cached;
    return this.#db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`wechat:${key}`}))`.execute(tx);
      // Another process may have refreshed it while this one waited for the lock.
      const refreshed = await this.#fresh(tx, key, stale);
      if (refreshed !== undefined) return refreshed;
      const { value, expiresIn } = await fetch();
      const now = unixSeconds(this.#clock);
      await tx
        .insertInto('wechat_credentials')
        .values({ key, value, expires_at: now + expiresIn, updated_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value, expires_at: now + expiresIn, updated_at: now }),
        )
        .execute();
      return value;
    });
  }
}
