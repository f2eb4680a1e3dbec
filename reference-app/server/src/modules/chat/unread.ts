import type { Clock } from '../../clock.js';

interface Entry {
  /** The user's unread total, or undefined until loaded (or after an invalidation). */
  count: number | undefined;
  /** Bumped by every change that may make a load in flight wrong. */
  generation: number;
  /** Writes that may change this user's total and have not finished. */
  inflight: number;
  loading: Promise<number> | undefined;
  idle: (() => void)[];
  usedAt: number;
}

/** Loads stop retrying after this many interleaved writes and answer without caching. */
const MAX_LOAD_TRIES = 5;
/** Entries not asked for this long (and with nothing in flight) are dropped. */
const IDLE_MS = 15 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Unread totals per user, in memory: loaded from the database on a user's first request, then
 * moved by the exact change each write computed in its transaction, so a poll does not query
 * the database.
 *
 * A write calls `begin(users)` before its transaction and `end(deltas)` after it (committed or
 * not). A load that overlaps any write for that user is thrown away and done again, so a
 * total is never counted twice or missed, however loads and writes interleave in one process.
 * Changes made by other processes arrive as `invalidate(user)`: the next ask reloads.
 *
 * @example
 * const counts = new UnreadCounts((userId) => countFromDb(userId), clock);
 * counts.begin([receiver]);
 * try { await insertMessage(); delta = 1 } finally { counts.end(new Map([[receiver, delta]])) }
 * await counts.get(receiver); // from memory
 */
export class UnreadCounts {
  readonly #entries = new Map<number, Entry>();
  readonly #load: (userId: number) => Promise<number>;
  readonly #clock: Clock;
  #caching = true;
  #lastSweep = 0;

  constructor(load: (userId: number) => Promise<number>, clock: Clock) {
    this.#load = load;
    this.#clock = clock;
  }

  /** The total, from memory when known. */
  get(userId: number): Promise<number> {
    const entry = this.#entry(userId);
    entry.usedAt = this.#clock.now();
    this.#sweep(entry.usedAt);
    if (entry.count !== undefined) return Promise.resolve(entry.count);
    if (!entry.loading) {
      entry.loading = this.#loadStable(entry, userId).finally(() => {
        entry.loading = undefined;
      });
    }
    return entry.loading;
  }

  /** The total if it is in memory (for tests and diagnostics). */
  peek(userId: number): number | undefined {
    return this.#entries.get(userId)?.count;
  }

  begin(userIds: Iterable<number>): void {
    for (const userId of userIds) {
      const entry = this.#entry(userId);
      entry.inflight += 1;
      entry.generation += 1;
    }
  }

  /** Ends writes begun with `begin`, applying each user's exact change (0 when it rolled back). */
  end(deltas: Map<number, number>): void {
    for (const [userId, delta] of deltas) {
      const entry = this.#entry(userId);
      entry.inflight -= 1;
      entry.generation += 1;
      if (entry.count !== undefined) entry.count += delta;
      if (entry.inflight === 0) {
        const waiting = entry.idle.splice(0);
        for (const resolve of waiting) resolve();
      }
    }
  }

  /** Forgets a total changed elsewhere; the next `get` reloads it. */
  invalidate(userId: number): void {
    const entry = this.#entries.get(userId);
    if (!entry) return;
    entry.count = undefined;
    entry.generation += 1;
  }

  invalidateAll(): void {
    for (const userId of this.#entries.keys()) this.invalidate(userId);
  }

  /** While off (changes of other processes may be missed), every `get` reads the database. */
  setCaching(on: boolean): void {
    this.#caching = on;
    this.invalidateAll();
  }

  async #loadStable(entry: Entry, userId: number): Promise<number> {
    let count = 0;
    for (let tries = 0; tries < MAX_LOAD_TRIES; tries++) {
      while (entry.inflight > 0) await new Promise<void>((resolve) => entry.idle.push(resolve));
      const generation = entry.generation;
      count = await this.#load(userId);
      if (entry.generation === generation && entry.inflight === 0) {
        if (this.#caching) entry.count = count;
        return count;
      }
    }
    // Writes keep interleaving: answer the latest read, keep nothing.
    return count;
  }

  #entry(userId: number): Entry {
    let entry = this.#entries.get(userId);
    if (!entry) {
      entry = {
        count: undefined,
        generation: 0,
        inflight: 0,
        loading: undefined,
        idle: [],
        usedAt: this.#clock.now(),
      };
      this.#entries.set(userId, entry);
    }
    return entry;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    for (const [userId, entry] of this.#entries) {
      if (entry.inflight === 0 && !entry.loading && now - entry.usedAt > IDLE_MS)
        this.#entries.delete(userId);
    }
  }
}
