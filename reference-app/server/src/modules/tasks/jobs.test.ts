import { Writable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { backends, body, useTestApp } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { ledgerProblems } from '../wallet/ledger.js';
import {
  acceptedTask,
  apply,
  payAsSystem,
  type TaskShape,
  taskRow,
  transition,
  verifiedTaker,
} from './test-kit.js';

const MINUTE = 60;
const DAY = 86_400;

describe.each(backends())('durable timers on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });
  const run = () => t().context.jobs.runDue();

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('an unpaid accepted task goes back to pending after 15 minutes and frees the position', async () => {
    const { p, order, task } = await acceptedTask(t());
    const other = await verifiedTaker(t());
    const second = body<TaskShape>(await apply(t(), other, order.id)).data;
    const refused = await transition(t(), p, { id: second.id, transition: 'accept' });
    expect(body(refused).data).toEqual({ reason: 'task.noPosition' });

    t().clock.advance(15 * MINUTE - 1);
    await run();
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    t().clock.advance(1);
    expect(await run()).toBeGreaterThanOrEqual(1);
    const row = await taskRow(t(), task.id);
    expect(row.status).toBe('pending');
    const log = await t()
      .db.selectFrom('goods_order_task_log')
      .select(['transition', 'actor_role', 'from_state', 'to_state'])
      .where('task_id', '=', task.id)
      .orderBy('id')
      .execute();
    expect(log.at(-1)).toEqual({
      transition: 'payment-expired',
      actor_role: 'system',
      from_state: 'awaiting_payment',
      to_state: 'pending',
    });
    const again = await transition(t(), p, { id: second.id, transition: 'accept' });
    expect(again.statusCode).toBe(200);
    expect(await run()).toBe(0);
  });

  test('a delivered task completes by itself 7 days after the last delivery', async () => {
    const { p, taker, task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    // Paying cancels the payment hold: it never fires.
    t().clock.advance(15 * MINUTE);
    await run();
    expect((await taskRow(t(), task.id)).status).toBe('paid');

    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Fixed.' });
    t().clock.advance(DAY);
    const back = await transition(t(), p, {
      id: task.id,
      transition: 'request-changes',
      reason: 'Still drips.',
    });
    expect(body<TaskShape>(back).data.status).toBe('in_service');
    t().clock.advance(DAY);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'New washer.' });

    // Seven days after the first delivery: that auto-confirmation was cancelled.
    t().clock.advance(5 * DAY);
    await run();
    expect((await taskRow(t(), task.id)).status).toBe('delivered');
    t().clock.advance(2 * DAY - 1);
    await run();
    expect((await taskRow(t(), task.id)).status).toBe('delivered');
    t().clock.advance(1);
    await run();
    const row = await taskRow(t(), task.id);
    expect(row.status).toBe('completed');
    const jobs = await t()
      .db.selectFrom('jobs')
      .select(['transition', 'outcome'])
      .where('task_id', '=', task.id)
      .where('transition', '=', 'auto-confirm')
      .execute();
    expect(jobs).toEqual([{ transition: 'auto-confirm', outcome: 'fired' }]);
  });

  test('a job for a task that moved on does nothing', async () => {
    const { task } = await acceptedTask(t());
    await payAsSystem(t(), task.id);
    const now = t().clock.unix();
    // A stale row, as if a transition's cancellation had lost a race: the runner re-checks it.
    await t()
      .db.insertInto('jobs')
      .values({ task_id: task.id, transition: 'payment-expired', due_at: now })
      .execute();
    expect(await run()).toBe(0);
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    const job = await t()
      .db.selectFrom('jobs')
      .select(['outcome', 'done_at'])
      .where('task_id', '=', task.id)
      .where('transition', '=', 'payment-expired')
      .where('due_at', '=', now)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ outcome: 'stale', done_at: now });
  });

  test('a job survives a restart: a second app on the same database fires it', async () => {
    const { task } = await acceptedTask(t());
    const second = buildApp(
      { ...t().config, jobIntervalMs: 10 },
      {
        db: t().db,
        clock: t().clock,
        logStream: new Writable({ write: (_c, _e, cb) => cb() }),
      },
    );
    await second.app.ready();
    try {
      t().clock.advance(15 * MINUTE);
      let status = (await taskRow(t(), task.id)).status;
      for (let i = 0; i < 500 && status !== 'pending'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await taskRow(t(), task.id)).status;
      }
      expect(status).toBe('pending');
    } finally {
      await second.app.close();
    }
  });
});
