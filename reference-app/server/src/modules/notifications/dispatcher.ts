import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { CloudUnreachable } from '../../providers/cloud-api.js';
import type { NotificationChannel } from '../../providers/notify.js';
import { SmsError } from '../../providers/sms.js';

/** A claim older than this with no outcome belonged to a process that died mid-send. */
export const DELIVERY_LEASE_SECONDS = 120;
/** Waits before the 2nd, 3rd, 4th and 5th attempts; after the 5th failure the delivery fails. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200] as const;
const BATCH = 20;

interface Claimed {
  id: number;
  user_id: number;
  kind: string;
  channel: string;
  params: string;
  attempts: number;
  claimed_at: number;
  tel: string | null;
  enabled: boolean | null;
}

/**
 * Sends the notification deliveries the transactions committed: claimed in batches with
 * `FOR UPDATE SKIP LOCKED` (any number of processes share the table), each sent once by the one
 * process that claimed it. A known failure is retried later (`RETRY_DELAYS_SECONDS`); a failure
 * that may have reached the person (a timeout) or a claim whose process died is closed as
 * `unknown`, never sent again: a person may miss one notification, never get it twice.
 */
export class NotificationDispatcher {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #channels: Map<string, NotificationChannel>;
  readonly #log: FastifyBaseLogger;
  readonly #intervalMs: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;
  #again = false;
  #stopped = false;

  constructor(deps: {
    db: Db;
    clock: Clock;
    channels: NotificationChannel[];
    log: FastifyBaseLogger;
    /** How often to look for due deliveries (retries); 0: only when kicked or run by hand. */
    intervalMs: number;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#channels = new Map(deps.channels.map((c) => [c.name, c]));
    this.#log = deps.log;
    this.#intervalMs = deps.intervalMs;
  }

  start(): void {
    this.#stopped = false;
    if (this.#intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => this.kick(), this.#intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  /** Sends what is due soon, without waiting (after a commit that queued deliveries). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.runDue().catch((error: unknown) => this.#log.error({ err: error }, 'notification dispatch failed'));
  }

  /** Sends every delivery due now; resolves to the number sent. */
  runDue(): Promise<number> {
    if (this.#running) return this.#running.then(() => this.runDue());
    const run = this.#runAll().finally(() => {
      this.#running = undefined;
      if (this.#again && !this.#stopped) {
        this.#again = false;
        this.kick();
      }
    });
    this.#running = run;
    return run;
  }

  async #runAll(): Promise<number> {
    await this.#closeAbandoned();
    let sent = 0;
    for (;;) {
      const claimed = await this.#claim();
      for (const delivery of claimed) if (await this.#send(delivery)) sent += 1;
      if (claimed.length < BATCH) return sent;
    }
  }

  /** Claims left by a process that died: it may have sent them, so they are not sent again. */
  async #closeAbandoned(): Promise<void> {
    const now = unixSeconds(this.#clock);
    await this.#db
      .updateTable('notification_deliveries')
      .set({ done_at: now, outcome: 'unknown', last_error: 'claim expired' })
      .where('done_at', 'is', null)
      .where('claimed_at', '<=', now - DELIVERY_LEASE_SECONDS)
      .execute();
  }

  async #claim(): Promise<Claimed[]> {
    const now = unixSeconds(this.#clock);
    const result = await sql<Claimed>`
      with claimed as (
        update notification_deliveries set claimed_at = ${now}, attempts = attempts + 1
        where id in (
          select id from notification_deliveries
          where done_at is null and claimed_at is null and due_at <= ${now}
          order by due_at, id
          limit ${BATCH}
          for update skip locked
        )
        returning id, user_id, kind, channel, params, attempts, claimed_at
      )
      select c.*, u.phone as tel, s.enabled
      from claimed c
      join users u on u.id = c.user_id
      left join notification_settings s on s.user_id = c.user_id and s.kind = c.kind
      order by c.id`.execute(this.#db);
    return result.rows.map((r) => ({ ...r, id: Number(r.id), claimed_at: Number(r.claimed_at) }));
  }

  async #finish(d: Claimed, outcome: string, lastError: string | null = null): Promise<void> {
    await this.#db
      .updateTable('notification_deliveries')
      .set({ done_at: unixSeconds(this.#clock), outcome, last_error: lastError })
      .where('id', '=', d.id)
      .where('claimed_at', '=', d.claimed_at)
      .execute();
  }

  /** True when the delivery was sent. */
  async #send(d: Claimed): Promise<boolean> {
    const channel = this.#channels.get(d.channel);
    // Turned off after it was queued: the person's latest choice wins.
    if (d.enabled === false) {
      await this.#finish(d, 'off');
      return false;
    }
    if (!channel?.carries(d.kind)) {
      await this.#finish(d, 'skipped', 'channel not configured');
      return false;
    }
    const { params } = JSON.parse(d.params) as { params: [string, string][] };
    try {
      const outcome = await channel.send({
        deliveryId: d.id,
        userId: d.user_id,
        phone: d.tel,
        kind: d.kind,
        params,
        sentAt: unixSeconds(this.#clock),
      });
      await this.#finish(d, outcome);
      return outcome === 'sent';
    } catch (error) {
      await this.#failed(d, error);
      return false;
    }
  }

  async #failed(d: Claimed, error: unknown): Promise<void> {
    const code =
      error instanceof SmsError ? `${error.reason}:${error.vendorCode}` : String((error as Error)?.message);
    const details = { delivery: d.id, channel: d.channel, kind: d.kind, attempt: d.attempts, code };
    // A timeout may have reached the person; a number the gateway refuses will not change.
    const timedOut =
      (error instanceof SmsError && error.vendorCode === 'timeout') ||
      (error instanceof CloudUnreachable && error.timedOut);
    const final =
      timedOut ||
      (error instanceof SmsError && error.reason === 'phone') ||
      d.attempts > RETRY_DELAYS_SECONDS.length;
    if (final) {
      this.#log.error(details, 'notification not delivered');
      await this.#finish(d, timedOut ? 'unknown' : 'failed', code);
      return;
    }
    const delay: number = RETRY_DELAYS_SECONDS[d.attempts - 1] ?? 7200;
    this.#log.warn({ ...details, retryIn: delay }, 'notification failed; will retry');
    await this.#db
      .updateTable('notification_deliveries')
      .set({ claimed_at: null, due_at: unixSeconds(this.#clock) + delay, last_error: code })
      .where('id', '=', d.id)
      .where('claimed_at', '=', d.claimed_at)
      .execute();
  }
}
