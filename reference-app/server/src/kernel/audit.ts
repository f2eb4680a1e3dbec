import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { AuditLogTable } from '../db/schema.js';

/** Who acted: a kefu agent or supervisor, or the system (a job) acting on an operator's behalf. */
export type AuditActorLevel = 'agent' | 'supervisor' | 'system';

/** One audited action, written by `recordAudit` in the transaction of the action itself. */
export interface AuditEntry {
  actor: { id: number | null; level: AuditActorLevel };
  /** What was done, `<area>.<verb>`: `task.resolve-split`, `user.restrict`, `user.reveal-phone`... */
  action: string;
  /** The record it was done to: `user`, `task`, `order`, `certificate`... and its id. */
  record: { type: string; id: number };
  /** The values it changed, as they were and as they became (null when there are none). */
  before?: unknown;
  after?: unknown;
  /** Why, in the actor's words: required for every kefu action. */
  reason: string;
  /** Unix seconds (the app's clock). */
  now: number;
}

/** One row of the log as read back. */
export interface AuditRecord {
  id: number;
  actor_id: number | null;
  actor_level: AuditActorLevel;
  action: string;
  record_type: string;
  record_id: number;
  before: unknown;
  after: unknown;
  reason: string;
  created_at: number;
}

function json(value: unknown) {
  return value === undefined || value === null ? null : sql<unknown>`cast(${JSON.stringify(value)} as jsonb)`;
}

/**
 * Appends `entry` to the audit log inside `tx`, the transaction of the action it records: the
 * action and its record commit or roll back together. Returns the row's id.
 *
 * @example await transact(db, async (tx) => { await change(tx); await recordAudit(tx, entry); });
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<number> {
  const row = await tx
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor.id,
      actor_level: entry.actor.level,
      action: entry.action,
      record_type: entry.record.type,
      record_id: entry.record.id,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason,
      created_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface AuditQuery {
  /** The records whose log is wanted: any of them matches (a task and its order, a user...). */
  records?: readonly { type: string; id: number }[];
  actorId?: number;
  /** Keyset paging: rows older than this id. */
  beforeId?: number;
  /** At most this many rows (default 50, at most 200). */
  limit?: number;
}

/** The log's rows matching `query`, newest first. */
export async function readAudit(db: Db, query: AuditQuery = {}): Promise<AuditRecord[]> {
  if (query.records && query.records.length === 0) return [];
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
  let select = db.selectFrom('audit_log').selectAll();
  const records = query.records;
  if (records) {
    select = select.where((eb) =>
      eb.or(records.map((r) => eb.and([eb('record_type', '=', r.type), eb('record_id', '=', r.id)]))),
    );
  }
  if (query.actorId !== undefined) select = select.where('actor_id', '=', query.actorId);
  if (query.beforeId !== undefined) select = select.where('id', '<', query.beforeId);
  const rows = await select.orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toRecord);
}

function toRecord(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: Number(row.id),
    actor_id: row.actor_id,
    actor_level: row.actor_level as AuditActorLevel,
    action: row.action,
    record_type: row.record_type,
    record_id: Number(row.record_id),
    before: row.before,
    after: row.after,
    reason: row.reason,
    created_at: Number(row.created_at),
  };
}
