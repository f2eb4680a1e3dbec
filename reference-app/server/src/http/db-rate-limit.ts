import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/index.js';

/**
 * Fixed-window counters in the database (`rate_limit_windows`), so every server process behind
 * one database counts the same hits: `FixedWindowLimiter`'s `hit(key, rule)`, answered as a
 * promise. One statement per hit (an upsert that starts a new window or counts one more), atomic
 * on PostgreSQL and PGlite alike, so two processes hitting one key at once never both pass the
 * last allowed hit.
 *
 * @example const wait = await limiter.hit(`article:${userId}`, { max: 5, windowMs: 600_000 });
 */
export class DbWindowLimiter {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Counts one hit; resolves 0 when allowed, else the seconds until the window resets. */
  async hit(key: string, rule: RateLimitRule, db: Db = this.#db): Promise<number> {
    const now = this.#clock.now();
    const expired = now - rule.windowMs;
    const { rows } = await sql<{ window_start: string | number; count: number }>`
      insert into rate_limit_windows as w (key, window_start, count)
      values (${key}, ${now}::int8, 1)
      on conflict (key) do update set
        window_start = case when w.window_start <= ${expired}::int8 then ${now}::int8 else w.window_start end,
        count = case when w.window_start <= ${expired}::int8 then 1 else w.count + 1 end
      returning window_start, count`.execute(db);
    const row = rows[0];
    if (!row || row.count <= rule.max) return 0;
    return Math.max(1, Math.ceil((Number(row.window_start) + rule.windowMs - now) / 1000));
  }

  /** Removes windows that ended before `now - olderThanMs` (a long idle key costs a row until then). */
  async sweep(olderThanMs: number): Promise<void> {
    await this.#db
      .deleteFrom('rate_limit_windows')
      .where('window_start', '<', this.#clock.now() - olderThanMs)
      .execute();
  }
}
