import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { JobOutcome, TaskService } from './service.js';

/** Seconds a claimed job stays claimed: a process that died holding it lets it go after this. */
export const JOB_LEASE_SECONDS = 60;
const BATCH = 20;

/** What fires one claimed row of a job table in its own transaction. */
export interface JobFirer {
  fireJob(jobId: number): Promise<JobOutcome>;
}

/**
 * The job runner of one process (docs/lifecycle.md, Timers). Every `intervalMs` it claims due
 * jobs with `FOR UPDATE SKIP LOCKED` (several processes share the table without taking the same
 * job), then fires each in its own transaction through `TaskService.fireJob`, which re-checks it
 * on the locked task. Time comes from the injected clock, so tests move time and call `runDue`.
 */
export class JobRunner {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #tasks: TaskService;
  readonly #orders: JobFirer | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;

  constructor(deps: {
    db: Db;
    clock: Clock;
    tasks: TaskService;
    /** The orders' own jobs (`order_jobs`: order-close), fired the same way. */
    orders?: JobFirer;
    log: FastifyBaseLogger;
    intervalMs: number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#tasks = deps.tasks;
    this.#orders = deps.orders;
    this.#log = deps.log;
    this.#intervalMs = deps.intervalMs;
  }

  /** Starts ticking (an interval of 0 never ticks: the caller runs `runDue` itself). */
  start(): void {
    if (this.#intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#running) return;
      this.runDue().catch((error: unknown) => this.#log.error({ err: error }, 'job runner failed'));
    }, this.#intervalMs);
    this.#timer.unref();
  }

  /** Stops ticking and waits for the run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** Claims and fires every job due now; resolves to the number of jobs that took effect. */
  runDue(): Promise<number> {
    if (this.#running) return this.#running.then(() => this.runDue());
    const run = this.#runAll().finally(() => {
      this.#running = undefined;
    });
    this.#running = run;
    return run;
  }

  async #runAll(): Promise<number> {
    let fired = await this.#runTable('jobs', this.#tasks);
    if (this.#orders) fired += await this.#runTable('order_jobs', this.#orders);
    return fired;
  }

  async #runTable(table: 'jobs' | 'order_jobs', firer: JobFirer): Promise<number> {
    let fired = 0;
    for (;;) {
      const claimed = await this.#claim(table);
      if (claimed.length === 0) return fired;
      for (const id of claimed) {
        let outcome: JobOutcome;
        try {
          outcome = await firer.fireJob(id);
        } catch (error) {
          // Left claimed: it is tried again once its lease ends.
          this.#log.error({ err: error, job: id, table }, 'job failed');
          continue;
        }
        if (outcome === 'fired' || outcome === 'noted') fired += 1;
      }
      if (claimed.length < BATCH) return fired;
    }
  }

  /** Marks a batch of due jobs claimed, skipping rows another process holds. */
  async #claim(table: 'jobs' | 'order_jobs'): Promise<number[]> {
    const now = unixSeconds(this.#clock);
    const result = await sql<{ id: number | string }>`
      update ${sql.table(table)} set claimed_at = ${now}
      where id in (
        select id from ${sql.table(table)}
        where done_at is null and due_at <= ${now}
          and (claimed_at is null or claimed_at <= ${now - JOB_LEASE_SECONDS})
        order by due_at, id
        limit ${BATCH}
        for update skip locked
      )
      returning id`.execute(this.#db);
    return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }
}
