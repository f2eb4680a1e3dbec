import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { backends, useTestApp } from '../../test/helpers.js';
import { readAudit, recordAudit } from './audit.js';
import { transact } from './transaction.js';

const NOW = 1_790_000_000;

describe.each(backends())('the audit log on %s', (backend) => {
  const t = useTestApp(backend);

  test('an entry is written in the action’s transaction and read back as it was given', async () => {
    const id = await transact(t().db, (tx) =>
      recordAudit(tx, {
        actor: { id: 7, level: 'agent' },
        action: 'task.resolve-split',
        record: { type: 'task', id: 41 },
        before: { status: 'disputed' },
        after: { status: 'completed', taker_fen: 3000, poster_fen: 2000 },
        reason: 'Half the work was delivered.',
        now: NOW,
      }),
    );
    const rows = await readAudit(t().db, { records: [{ type: 'task', id: 41 }] });
    expect(rows).toEqual([
      {
        id,
        actor_id: 7,
        actor_level: 'agent',
        action: 'task.resolve-split',
        record_type: 'task',
        record_id: 41,
        before: { status: 'disputed' },
        after: { status: 'completed', taker_fen: 3000, poster_fen: 2000 },
        reason: 'Half the work was delivered.',
        created_at: NOW,
      },
    ]);
  });

  test('an entry of a transaction that rolled back is not kept', async () => {
    await expect(
      transact(t().db, async (tx) => {
        await recordAudit(tx, {
          actor: { id: 7, level: 'supervisor' },
          action: 'user.ban',
          record: { type: 'user', id: 99 },
          reason: 'Fraud.',
          now: NOW,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await readAudit(t().db, { records: [{ type: 'user', id: 99 }] })).toEqual([]);
  });

  test('no statement updates, deletes or truncates a row', async () => {
    await recordAudit(t().db, {
      actor: { id: 8, level: 'agent' },
      action: 'user.reveal-phone',
      record: { type: 'user', id: 5 },
      reason: 'The customer asked to be called back.',
      now: NOW,
    });
    await expect(t().db.updateTable('audit_log').set({ reason: 'rewritten' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t().db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t().db)).rejects.toThrow(/append-only/);
    const rows = await readAudit(t().db, { actorId: 8 });
    expect(rows.map((r) => r.reason)).toEqual(['The customer asked to be called back.']);
  });

  test('the reader filters by record and actor, pages newest first', async () => {
    for (const n of [1, 2, 3]) {
      await recordAudit(t().db, {
        actor: { id: 20, level: 'agent' },
        action: 'order.update',
        record: { type: 'order', id: 500 + n },
        reason: `fix ${n}`,
        now: NOW + n,
      });
    }
    const two = await readAudit(t().db, {
      records: [
        { type: 'order', id: 501 },
        { type: 'order', id: 503 },
      ],
    });
    expect(two.map((r) => r.reason)).toEqual(['fix 3', 'fix 1']);
    const first = await readAudit(t().db, { actorId: 20, limit: 2 });
    expect(first.map((r) => r.reason)).toEqual(['fix 3', 'fix 2']);
    const next = await readAudit(t().db, { actorId: 20, beforeId: first[1]?.id ?? 0 });
    expect(next.map((r) => r.reason)).toEqual(['fix 1']);
    expect(await readAudit(t().db, { records: [] })).toEqual([]);
  });
});
