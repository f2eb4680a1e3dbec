import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, type SignedIn, useTestApp } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import {
  acceptedTask,
  apply,
  payAsSystem,
  type TaskShape,
  taskRow,
  transition,
  verifiedTaker,
} from '../tasks/test-kit.js';
import { createOrder, poster } from './test-kit.js';

const HOUR = 3_600;
const DAY = 86_400;

interface Order {
  id: number;
  status: string;
  actions: string[];
  my_task: { id: number; status: string } | null;
}

describe.each(backends())('orders at their service time on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });
  const run = () => t().context.jobs.runDue();
  const orderRow = (id: number) =>
    t().db.selectFrom('goods_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const orderJobs = (id: number) =>
    t()
      .db.selectFrom('order_jobs')
      .select(['transition', 'due_at', 'done_at', 'outcome'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
  const detail = (who: SignedIn, id: number) =>
    t().app.inject({ method: 'GET', url: `/api/goods_order/detail?id=${id}`, headers: bearer(who.token) });

  test('an order with no paid task expires at its service time; its waiting tasks are not selected', async () => {
    const p = await poster(t());
    const serviceTime = t().clock.unix() + DAY;
    const order = body<{ id: number }>(
      await createOrder(t(), p, { service_time: serviceTime, headcount: 2 }),
    ).data;
    expect(await orderJobs(order.id)).toEqual([
      { transition: 'order-close', due_at: serviceTime, done_at: null, outcome: null },
    ]);
    const waiting = body<TaskShape>(await apply(t(), await verifiedTaker(t()), order.id)).data;
    const held = body<TaskShape>(await apply(t(), await verifiedTaker(t()), order.id)).data;
    // The poster accepts one late: its payment hold outlives the service time.
    t().clock.advance(DAY - 5 * 60);
    await transition(t(), p, { id: held.id, transition: 'accept' });

    t().clock.advance(5 * 60 - 1);
    await run();
    expect((await orderRow(order.id)).status).toBe('open');
    t().clock.advance(1);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.id)).status).toBe('expired');
    expect((await taskRow(t(), waiting.id)).status).toBe('not_selected');
    expect((await taskRow(t(), held.id)).status).toBe('not_selected');
    const log = await t()
      .db.selectFrom('goods_order_log')
      .select(['transition', 'actor_role', 'from_state', 'to_state'])
      .where('order_id', '=', order.id)
      .execute();
    expect(log).toEqual([
      { transition: 'expire', actor_role: 'system', from_state: 'open', to_state: 'expired' },
    ]);
    // Each taker hears it in the chat with the poster.
    const notes = await t()
      .db.selectFrom('chat_messages')
      .select(['goods_order_task_id', 'content'])
      .where('kind', '=', 'system')
      .where('goods_order_id', '=', order.id)
      .where('content', 'like', '%order_expired%')
      .orderBy('goods_order_task_id')
      .execute();
    expect(notes.map((n) => n.goods_order_task_id)).toEqual([waiting.id, held.id]);
    expect(await orderJobs(order.id)).toEqual([
      { transition: 'order-close', due_at: serviceTime, done_at: serviceTime, outcome: 'fired' },
    ]);
    // The held task's payment hold then finds nothing to expire.
    t().clock.advance(HOUR);
    await run();
    expect((await taskRow(t(), held.id)).status).toBe('not_selected');
  });

  test('a modified service time moves the job', async () => {
    const p = await poster(t());
    const first = t().clock.unix() + DAY;
    const order = body<{ id: number }>(await createOrder(t(), p, { service_time: first })).data;
    const later = first + 2 * DAY;
    const modified = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: order.id, service_time: later }, bearer(p.token)),
    });
    expect(modified.statusCode).toBe(200);
    expect(await orderJobs(order.id)).toEqual([
      { transition: 'order-close', due_at: later, done_at: null, outcome: null },
    ]);
    // Modifying something else keeps it.
    await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: order.id, title: 'Fix two taps' }, bearer(p.token)),
    });
    expect((await orderJobs(order.id)).length).toBe(1);
    t().clock.advance(DAY);
    await run();
    expect((await orderRow(order.id)).status).toBe('open');
    t().clock.advance(2 * DAY);
    await run();
    expect((await orderRow(order.id)).status).toBe('expired');
  });

  test('an order with a paid task closes as full; a cancelled order’s job is stale', async () => {
    const { p, order, task } = await acceptedTask(t(), { headcount: 2 });
    await payAsSystem(t(), task.id);
    const other = body<TaskShape>(await apply(t(), await verifiedTaker(t()), order.id)).data;
    const cancelled = body<{ id: number }>(await createOrder(t(), p)).data;
    await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/cancel',
      ...form({ id: cancelled.id, reason: 'No longer needed' }, bearer(p.token)),
    });
    t().clock.advance(DAY);
    await run();
    expect((await orderRow(order.id)).status).toBe('full');
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    expect((await taskRow(t(), other.id)).status).toBe('not_selected');
    expect((await orderJobs(cancelled.id)).map((j) => j.outcome)).toEqual(['stale']);
    expect((await orderRow(cancelled.id)).status).toBe('cancelled');
  });

  test('the job survives a restart: a second app on the same database fires it', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    const second = buildApp(
      { ...t().config, jobIntervalMs: 10 },
      { db: t().db, clock: t().clock, logStream: new Writable({ write: (_c, _e, cb) => cb() }) },
    );
    await second.app.ready();
    try {
      t().clock.advance(DAY);
      let status = (await orderRow(order.id)).status;
      for (let i = 0; i < 500 && status !== 'expired'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await orderRow(order.id)).status;
      }
      expect(status).toBe('expired');
    } finally {
      await second.app.close();
    }
  });

  test('my_task is the taker’s live task, else their latest; a cancelled one lets them apply again', async () => {
    const { p, taker, order, task } = await acceptedTask(t(), { headcount: 2 });
    await payAsSystem(t(), task.id);
    await transition(t(), p, {
      id: task.id,
      transition: 'request-cancel',
      reason: 'Plans changed',
      responsible: 'poster',
    });
    const agreed = await transition(t(), taker, { id: task.id, transition: 'accept-cancel' });
    expect(body<TaskShape>(agreed).data.status).toBe('cancelled');

    const seen = body<Order>(await detail(taker, order.id)).data;
    expect(seen.status).toBe('open');
    expect(seen.my_task).toMatchObject({ id: task.id, status: 'cancelled' });
    expect(seen.actions).toEqual(['apply']);

    const again = body<TaskShape>(await apply(t(), taker, order.id)).data;
    expect(again.status).toBe('pending');
    const now = body<Order>(await detail(taker, order.id)).data;
    expect(now.my_task).toMatchObject({ id: again.id, status: 'pending' });
    expect(now.actions).toEqual([]);
  });

  test('a completed task is not live either', async () => {
    const { p, taker, order, task } = await acceptedTask(t(), { headcount: 2 });
    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    await transition(t(), p, { id: task.id, transition: 'confirm' });
    const seen = body<Order>(await detail(taker, order.id)).data;
    expect(seen.my_task).toMatchObject({ id: task.id, status: 'completed' });
    expect(seen.actions).toEqual(['apply']);
  });
});
