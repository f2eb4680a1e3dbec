import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { StorageProvider } from '../../providers/storage.js';
import { carriesMetadata, cleanImage, type ImageFormat, UnreadableImageError } from './clean-image.js';

/** The `data_jobs` row of this job, written by migration 20261126T1000_data_jobs. */
export const STORED_PHOTO_CLEANUP = 'stored-photo-metadata';
/** Seconds a claimed batch stays claimed: a process that died holding it lets it go after this. */
export const CLEANUP_LEASE_SECONDS = 120;
const BATCH = 20;

const FORMAT_BY_MIME: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface CleanupCounts {
  /** Files that carried metadata and were written again without it. */
  cleaned: number;
  /** Files with nothing to remove (stored after uploads were cleaned, or never tagged): untouched. */
  alreadyClean: number;
  /** Files that no longer decode as a picture: removed, so they cannot leak what they hold. */
  unreadable: number;
  /** Rows whose file is not in storage. */
  missing: number;
}

const NO_COUNTS: CleanupCounts = { cleaned: 0, alreadyClean: 0, unreadable: 0, missing: 0 };

/** `more`: a batch was done and more may follow; `done`: the job has finished (now or before); `busy`: another process holds it. */
export type BatchOutcome = 'more' | 'done' | 'busy';

/**
 * Removes the metadata of the photos stored before uploads were cleaned (docs/security.md,
 * Photo metadata), once. Durable like the task timers: the job is a `data_jobs` row; each batch
 * claims it with a lease, cleans the next uploads by id, then records the last id and the counts
 * in one transaction, so a crash loses at most one batch, which the next run redoes (a file it
 * had already cleaned then counts as already clean: it is never written twice). Once done the
 * row says so and no process runs it again.
 */
export class StoredPhotoCleanup {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #storage: StorageProvider;
  readonly #log: FastifyBaseLogger;
  readonly #retryMs: number;
  #loop: Promise<void> | undefined;
  #stopped = false;
  #wake: (() => void) | undefined;

  /** `retryMs`: the wait before trying again when another process holds the job or a batch failed. */
  constructor(deps: {
    db: Db;
    clock: Clock;
    storage: StorageProvider;
    log: FastifyBaseLogger;
    retryMs: number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#log = deps.log;
    this.#retryMs = deps.retryMs;
  }

  /** Runs the job in the background until it is done (a `retryMs` of 0: never; tests call `runToEnd`). */
  start(): void {
    if (this.#retryMs <= 0 || this.#loop) return;
    this.#stopped = false;
    this.#loop = this.#runInBackground();
  }

  /** Stops after the batch in progress, which is recorded before this resolves. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    this.#loop = undefined;
  }

  /** Runs batches until the job is done or another process holds it. */
  async runToEnd(): Promise<'done' | 'busy'> {
    for (;;) {
      const outcome = await this.runBatch();
      if (outcome !== 'more') return outcome;
    }
  }

  async #runInBackground(): Promise<void> {
    while (!this.#stopped) {
      let outcome: BatchOutcome;
      try {
        outcome = await this.runBatch();
      } catch (error) {
        // Left claimed: this or another process takes it again once its lease ends.
        this.#log.error({ err: error, job: STORED_PHOTO_CLEANUP }, 'data job batch failed');
        outcome = 'busy';
      }
      if (outcome === 'done') return;
      if (outcome === 'busy') await this.#sleep(this.#retryMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Claims the job, cleans the next batch of stored uploads and records how far it got. */
  async runBatch(): Promise<BatchOutcome> {
    const now = unixSeconds(this.#clock);
    const claimed = await sql<{ cursor: number | string; counts: string }>`
      update data_jobs set claimed_at = ${now}
      where name = ${STORED_PHOTO_CLEANUP} and done_at is null
        and (claimed_at is null or claimed_at <= ${now - CLEANUP_LEASE_SECONDS})
      returning cursor, counts`.execute(this.#db);
    const job = claimed.rows[0];
    if (!job) return (await this.#isDone()) ? 'done' : 'busy';
    const cursor = Number(job.cursor);

    const rows = await this.#db
      .selectFrom('uploads')
      .select(['id', 'name', 'mime'])
      .where('id', '>', cursor)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const counts: CleanupCounts = { ...NO_COUNTS, ...(JSON.parse(job.counts) as Partial<CleanupCounts>) };
    const sizes: { id: number; size: number }[] = [];
    for (const row of rows) {
      const result = await this.#cleanOne(row.name, FORMAT_BY_MIME[row.mime]);
      counts[result.outcome] += 1;
      if (result.outcome === 'cleaned') sizes.push({ id: row.id, size: result.size });
    }

    const last = rows.at(-1)?.id ?? cursor;
    const finished = rows.length < BATCH;
    const recorded = await this.#db.transaction().execute(async (tx) => {
      for (const { id, size } of sizes) {
        await tx.updateTable('uploads').set({ size }).where('id', '=', id).execute();
      }
      const updated = await tx
        .updateTable('data_jobs')
        .set({
          cursor: last,
          counts: JSON.stringify(counts),
          claimed_at: null,
          done_at: finished ? unixSeconds(this.#clock) : null,
        })
        .where('name', '=', STORED_PHOTO_CLEANUP)
        .where('cursor', '=', cursor)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    });
    // Another process took the job over after our lease ended and recorded this batch itself.
    if (!recorded) return 'busy';
    if (rows.length > 0) {
      this.#log.info({ job: STORED_PHOTO_CLEANUP, upTo: last, ...counts }, 'stored photos: batch cleaned');
    }
    if (finished)
      this.#log.info({ job: STORED_PHOTO_CLEANUP, ...counts }, 'stored photos: metadata removed, job done');
    return finished ? 'done' : 'more';
  }

  async #isDone(): Promise<boolean> {
    const row = await this.#db
      .selectFrom('data_jobs')
      .select('done_at')
      .where('name', '=', STORED_PHOTO_CLEANUP)
      .executeTakeFirst();
    return row?.done_at != null;
  }

  async #cleanOne(
    name: string,
    format: ImageFormat | undefined,
  ): Promise<{ outcome: 'cleaned'; size: number } | { outcome: Exclude<keyof CleanupCounts, 'cleaned'> }> {
    const data = await this.#storage.get(name);
    if (!data) return { outcome: 'missing' };
    try {
      if (!format) throw new UnreadableImageError(`not a picture type: ${name}`);
      if (!(await carriesMetadata(data))) return { outcome: 'alreadyClean' };
      // Stored files were accepted on their first bytes: salvage what a browser would show.
      const clean = await cleanImage(data, format, 'none');
      await this.#storage.put(name, clean);
      return { outcome: 'cleaned', size: clean.length };
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      this.#log.warn({ job: STORED_PHOTO_CLEANUP, file: name }, 'stored photos: unreadable file removed');
      await this.#storage.remove(name);
      return { outcome: 'unreadable' };
    }
  }
}
