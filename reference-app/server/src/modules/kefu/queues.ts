import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/** One item waiting for kefu: what it is, which record, and since when (oldest first). */
export interface QueueItem {
  record_type: string;
  record_id: number;
  title: string;
  /** Unix seconds since which it waits. */
  since: number;
  /** The person it concerns (whose certificate, business, content or feedback), or null. */
  user_id: number | null;
  /** What kefu reads to decide: a certificate's type, the reports' reasons, the feedback's text; or "". */
  detail: string;
  /** A photo to judge by (`/uploads/` path as stored: a certificate, a business licence), or "". */
  photo: string;
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

/** The number of rows a queue's query selects. */
async function countRows(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A task waiting in `status` (since it entered it, plus `after` seconds), oldest first. */
function taskQueue(name: string, status: string, after = 0): KefuQueue {
  return {
    name,
    count: (db, now) =>
      countRows(
        db
          .selectFrom('goods_order_tasks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .where('entered_at', '<=', now - after),
      ),
    async oldest(db, now, limit) {
      const rows = await db
        .selectFrom('goods_order_tasks as t')
        .innerJoin('goods_orders as o', 'o.id', 't.order_id')
        .select(['t.id', 'o.title', 't.entered_at'])
        .where('t.status', '=', status)
        .where('t.entered_at', '<=', now - after)
        .orderBy('t.entered_at')
        .orderBy('t.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        record_type: 'task',
        record_id: r.id,
        title: r.title,
        since: Number(r.entered_at) + after,
        user_id: null,
        detail: '',
        photo: '',
      }));
    },
  };
}

/** Tasks in dispute: kefu releases, refunds or splits each. */
export const disputesQueue: KefuQueue = taskQueue('disputes', 'disputed');

/** Cancellation requests the other party left unanswered past `replySeconds` (48 h). */
export function overdueCancellationsQueue(replySeconds: number): KefuQueue {
  return taskQueue('cancellations', 'cancel_requested', replySeconds);
}

/** Qualification certificates waiting for review: kefu approves or rejects each with a reason. */
export const certificatesQueue: KefuQueue = {
  name: 'certificates',
  count: (db) =>
    countRows(
      db
        .selectFrom('certificates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending'),
    ),
  async oldest(db, _now, limit) {
    const rows = await db
      .selectFrom('certificates as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('categories as k', 'k.id', 'c.category_id')
      .select([
        'c.id',
        'c.user_id',
        'c.type',
        'c.photo',
        'c.created_at',
        'u.s_username',
        'k.name as category',
      ])
      .where('c.status', '=', 'pending')
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      record_type: 'certificate',
      record_id: r.id,
      title: `${r.s_username} · ${r.category}`,
      since: Number(r.created_at),
      user_id: r.user_id,
      detail: r.type,
      photo: r.photo,
    }));
  },
};

/** Community businesses waiting for verification: kefu verifies or rejects each with a reason. */
export const businessesQueue: KefuQueue = {
  name: 'businesses',
  count: (db) =>
    countRows(
      db
        .selectFrom('community_businesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending'),
    ),
  async oldest(db, _now, limit) {
    const rows = await db
      .selectFrom('community_businesses')
      .select(['id', 'owner_id', 'name', 'licence_pic', 'updated_at'])
      .where('status', '=', 'pending')
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      record_type: 'business',
      record_id: r.id,
      title: r.name,
      since: Number(r.updated_at),
      user_id: r.owner_id,
      detail: '',
      photo: r.licence_pic,
    }));
  },
};

const REPORTED = [
  { kind: 'article', table: 'community_articles', owner: 'author_id', text: 'title' },
  { kind: 'comment', table: 'community_comments', owner: 'author_id', text: 'content' },
  { kind: 'business', table: 'community_businesses', owner: 'owner_id', text: 'name' },
] as const;

/** Content that reports hid, waiting for kefu to remove it or restore it, oldest report first. */
export const reportsQueue: KefuQueue = {
  name: 'reports',
  async count(db) {
    let n = 0;
    for (const { kind, table } of REPORTED) {
      n += await countRows(
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('moderation', '=', 'hidden')
          .where('id', 'in', db.selectFrom('community_reports').select('target_id').where('kind', '=', kind)),
      );
    }
    return n;
  },
  async oldest(db, _now, limit) {
    const items: QueueItem[] = [];
    for (const { kind, table, owner, text } of REPORTED) {
      // One query per table: the three tables differ in their owner and text columns.
      const { rows } = await sql<{
        id: number;
        owner_id: number;
        text: string;
        since: string;
        reasons: string;
      }>`
        select x.id, x.${sql.ref(owner)} as owner_id, x.${sql.ref(text)} as text,
          min(r.created_at) as since, string_agg(r.reason, ',' order by r.id) as reasons
        from community_reports r join ${sql.table(table)} x on x.id = r.target_id
        where r.kind = ${kind} and x.moderation = 'hidden'
        group by x.id order by since, x.id limit ${limit}`.execute(db);
      for (const r of rows) {
        items.push({
          record_type: kind,
          record_id: Number(r.id),
          title: r.text,
          since: Number(r.since),
          user_id: Number(r.owner_id),
          detail: r.reasons,
          photo: '',
        });
      }
    }
    return items.sort((a, b) => a.since - b.since || a.record_id - b.record_id).slice(0, limit);
  },
};

/** Feedback and complaints no one answered yet (sent or taken): kefu answers each. */
export const feedbackQueue: KefuQueue = {
  name: 'feedback',
  count: (db) =>
    countRows(
      db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['pending', 'processing']),
    ),
  async oldest(db, _now, limit) {
    const rows = await db
      .selectFrom('feedback')
      .select(['id', 'user_id', 'type', 'content', 'created_at'])
      .where('status', 'in', ['pending', 'processing'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      record_type: 'feedback',
      record_id: r.id,
      title: r.type,
      since: Number(r.created_at),
      user_id: r.user_id,
      detail: r.content,
      photo: '',
    }));
  },
};
