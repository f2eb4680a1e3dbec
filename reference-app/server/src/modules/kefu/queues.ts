import type { Db } from '../../db/index.js';

/** One item waiting for kefu: what it is, which record, and since when (oldest first). */
export interface QueueItem {
  record_type: string;
  record_id: number;
  title: string;
  /** Unix seconds since which it waits. */
  since: number;
}

/**
 * A queue of work for kefu. Modules register theirs (open disputes, overdue cancellations;
 * certificates, businesses, reports and feedback once they exist) with `KefuQueues.register`.
 */
export interface KefuQueue {
  /** Stable name; its title in the console is `kefuOperation.queue<Name>` (`queueDisputes`). */
  name: string;
  /** How many items wait at `now`. */
  count(db: Db, now: number): Promise<number>;
  /** The `limit` oldest items at `now`. */
  oldest(db: Db, now: number, limit: number): Promise<QueueItem[]>;
}

/** The registry of kefu's queues, in the order they were registered. */
export class KefuQueues {
  readonly #queues: KefuQueue[] = [];

  /** Adds `queue`; a second queue of the same name is refused (a wiring mistake). */
  register(queue: KefuQueue): void {
    if (this.#queues.some((q) => q.name === queue.name))
      throw new Error(`kefu queue ${queue.name} registered twice`);
    this.#queues.push(queue);
  }

  /** Every queue's count and oldest `limit` items. */
  async snapshot(db: Db, now: number, limit: number) {
    const out: { name: string; count: number; items: QueueItem[] }[] = [];
    for (const queue of this.#queues) {
      out.push({
        name: queue.name,
        count: await queue.count(db, now),
        items: await queue.oldest(db, now, limit),
      });
    }
    return out;
  }
}

/** Tasks in dispute: kefu releases, refunds or splits each. */
export const disputesQueue: KefuQueue = {
  name: 'disputes',
  async count(db) {
    const row = await db
      .selectFrom('goods_order_tasks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'disputed')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  async oldest(db, _now, limit) {
    const rows = await db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select(['t.id', 'o.title', 't.entered_at'])
      .where('t.status', '=', 'disputed')
      .orderBy('t.entered_at')
      .orderBy('t.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      record_type: 'task',
      record_id: r.id,
      title: r.title,
      since: Number(r.entered_at),
    }));
  },
};

/** Cancellation requests the other party left unanswered past `replySeconds` (48 h). */
export function overdueCancellationsQueue(replySeconds: number): KefuQueue {
  return {
    name: 'cancellations',
    async count(db, now) {
      const row = await db
        .selectFrom('goods_order_tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'cancel_requested')
        .where('entered_at', '<=', now - replySeconds)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async oldest(db, now, limit) {
      const rows = await db
        .selectFrom('goods_order_tasks as t')
        .innerJoin('goods_orders as o', 'o.id', 't.order_id')
        .select(['t.id', 'o.title', 't.entered_at'])
        .where('t.status', '=', 'cancel_requested')
        .where('t.entered_at', '<=', now - replySeconds)
        .orderBy('t.entered_at')
        .orderBy('t.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        record_type: 'task',
        record_id: r.id,
        title: r.title,
        since: Number(r.entered_at) + replySeconds,
      }));
    },
  };
}
