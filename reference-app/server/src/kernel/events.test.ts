import { SYSTEM } from '@marketplace/sdk/rules';
import { describe, expect, test } from 'vitest';
import { backends, countRows, useTestApp } from '../../test/helpers.js';
import type { Db } from '../db/index.js';
import { DomainEvents, type TaskChanged } from './events.js';
import { transact } from './transaction.js';

const CHANGE: TaskChanged = {
  taskId: 1,
  transition: 'paid',
  actor: SYSTEM,
  from: 'a',
  to: 'b',
  reason: null,
};

/** A write of the change itself, so a test can see whether it committed. */
async function write(tx: Db, kind: string): Promise<void> {
  await tx.insertInto('ledger_transactions').values({ kind, task_id: null, created_at: 0 }).execute();
}

async function written(db: Db, kind: string): Promise<number> {
  const rows = await db.selectFrom('ledger_transactions').select('id').where('kind', '=', kind).execute();
  return rows.length;
}

function recordingLog() {
  const errors: { obj: Record<string, unknown>; msg: string }[] = [];
  return { errors, log: { error: (obj: object, msg: string) => errors.push({ obj: obj as never, msg }) } };
}

describe.each(backends())('domain events on %s', (backend) => {
  const t = useTestApp(backend);

  test('in-transaction subscribers run in the order they subscribed, in the transaction of the change', async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events.inTransaction('task.changed', async (tx, change) => {
      seen.push(`first ${change.transition}`);
      await write(tx, 'subscriber-one');
    });
    events.inTransaction('task.changed', async () => {
      seen.push('second');
    });
    await transact(t().db, async (tx) => {
      await write(tx, 'the-change');
      await events.emit(tx, 'task.changed', CHANGE);
      seen.push('emitted');
    });
    expect(seen).toEqual(['first paid', 'second', 'emitted']);
    expect(await written(t().db, 'subscriber-one')).toBe(1);
  });

  test('a subscriber that throws rolls back the change and what earlier subscribers wrote', async () => {
    const events = new DomainEvents();
    let committed = 0;
    events.inTransaction('task.changed', (tx) => write(tx, 'rolled-back-subscriber'));
    events.inTransaction('task.changed', async () => {
      throw new Error('refused');
    });
    events.afterCommit('task.changed', () => {
      committed++;
    });
    const before = await countRows(t().db, 'ledger_transactions');
    await expect(
      transact(t().db, async (tx) => {
        await write(tx, 'rolled-back-change');
        await events.emit(tx, 'task.changed', CHANGE);
      }),
    ).rejects.toThrow('refused');
    expect(await countRows(t().db, 'ledger_transactions')).toBe(before);
    expect(committed).toBe(0);
  });

  test('after-commit subscribers run once the change committed, in order, never inside it', async () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events.afterCommit('task.changed', (change) => {
      seen.push(`first ${change.taskId}`);
    });
    events.afterCommit('task.changed', async () => {
      seen.push('second');
    });
    await transact(t().db, async (tx) => {
      await events.emit(tx, 'task.changed', CHANGE);
      await events.emit(tx, 'task.changed', { ...CHANGE, taskId: 2 });
      seen.push('still inside');
    });
    expect(seen).toEqual(['still inside', 'first 1', 'second', 'first 2', 'second']);
  });

  test('a failing after-commit subscriber is logged; the others run and the caller gets its result', async () => {
    const { errors, log } = recordingLog();
    const events = new DomainEvents({ log });
    const seen: string[] = [];
    events.afterCommit('task.changed', () => {
      throw new Error('thrown');
    });
    events.afterCommit('task.changed', async () => {
      throw new Error('rejected');
    });
    events.afterCommit('task.changed', () => {
      seen.push('third');
    });
    const result = await transact(t().db, async (tx) => {
      await write(tx, 'kept-change');
      await events.emit(tx, 'task.changed', CHANGE);
      return 'done';
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(result).toBe('done');
    expect(seen).toEqual(['third']);
    expect(await written(t().db, 'kept-change')).toBe(1);
    expect(errors.map((e) => [(e.obj.err as Error).message, e.obj.event, e.msg])).toEqual([
      ['thrown', 'task.changed', 'after-commit subscriber failed'],
      ['rejected', 'task.changed', 'after-commit subscriber failed'],
    ]);
  });

  test('an event with after-commit subscribers emitted outside transact() is refused', async () => {
    const events = new DomainEvents();
    events.afterCommit('task.changed', () => {});
    await expect(
      t()
        .db.transaction()
        .execute((tx) => events.emit(tx, 'task.changed', CHANGE)),
    ).rejects.toThrow('task.changed emitted outside transact()');
    // In-transaction subscribers alone need no queue.
    const inside = new DomainEvents();
    let ran = 0;
    inside.inTransaction('task.changed', async () => {
      ran++;
    });
    await t()
      .db.transaction()
      .execute((tx) => inside.emit(tx, 'task.changed', CHANGE));
    expect(ran).toBe(1);
  });
});
