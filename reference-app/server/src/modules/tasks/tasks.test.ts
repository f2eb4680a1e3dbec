import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  registerUser,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { createOrder, freshKey, poster } from '../orders/test-kit.js';

interface Task {
  id: number;
  status: string;
  price_fen: number;
  actions: string[];
  log: { transition: string; from: string | null; to: string }[];
}

async function verifiedTaker(t: TestApp): Promise<SignedIn> {
  const user = await registerUser(t);
  await t.db.updateTable('users').set({ smrz: 2 }).where('id', '=', user.user.id).execute();
  return user;
}

describe.each(backends())('tasks on %s', (backend) => {
  const t = useTestApp(backend);

  const apply = (who: SignedIn, orderId: number, fields: Record<string, string | number> = {}) =>
    t().app.inject({
      method: 'POST',
      url: '/api/goods_order_task/apply',
      ...form({ goods_order_id: orderId, idempotency_key: freshKey(), ...fields }, bearer(who.token)),
    });
  const transition = (who: SignedIn, fields: Record<string, string | number>, language = 'en') =>
    t().app.inject({
      method: 'POST',
      url: '/api/goods_order_task/transition',
      ...form(fields, { ...bearer(who.token), 'accept-language': language }),
    });

  test('a quote is countered and accepted; the log and the buttons follow', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p, { pricing_mode: 'quote' })).data;
    const taker = await verifiedTaker(t());
    const quoted = await apply(taker, order.id, { price_fen: 6000 });
    const task = body<Task>(quoted).data;
    expect(task).toMatchObject({ status: 'pending', price_fen: 6000, actions: ['withdraw'] });
    const asPoster = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order_task/detail?id=${task.id}`,
      headers: bearer(p.token),
    });
    expect(body<Task>(asPoster).data.actions).toEqual(['counter', 'accept', 'reject']);
    const countered = await transition(p, {
      id: task.id,
      transition: 'counter',
      price_fen: 5500,
      expected_state: 'pending',
    });
    expect(body<Task>(countered).data.status).toBe('countered');
    const accepted = await transition(taker, {
      id: task.id,
      transition: 'accept',
      expected_state: 'countered',
    });
    const data = body<Task>(accepted).data;
    expect(data.status).toBe('awaiting_payment');
    expect(data.price_fen).toBe(5500);
    expect(data.log.map((r) => [r.transition, r.from, r.to])).toEqual([
      ['quote', null, 'pending'],
      ['counter', 'pending', 'countered'],
      ['accept', 'countered', 'awaiting_payment'],
    ]);
    const list = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order_task/list?goods_order_id=${order.id}`,
      headers: bearer(p.token),
    });
    expect(body<{ list: Task[] }>(list).data.list.map((x) => x.id)).toEqual([task.id]);
  });

  test('refuses the wrong state with 409 and the wrong role with 403, translated', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    const unverified = await registerUser(t());
    const refused = await apply(unverified, order.id);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      msg: 'Please complete real-name verification first.',
      data: { reason: 'task.realNameRequired' },
    });
    const taker = await verifiedTaker(t());
    const task = body<Task>(await apply(taker, order.id)).data;
    const twice = await apply(taker, order.id);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).data).toEqual({ reason: 'task.alreadyTaken' });

    const role = await transition(taker, { id: task.id, transition: 'reject' }, 'zh-CN');
    expect(role.statusCode).toBe(403);
    expect(body(role)).toMatchObject({ msg: '您不能对该任务执行此操作', data: { reason: 'task.wrongRole' } });
    const state = await transition(p, { id: task.id, transition: 'deliver', note: 'done' }, 'es');
    expect(state.statusCode).toBe(409);
    expect(body(state)).toMatchObject({ data: { reason: 'task.wrongState' } });
    const stale = await transition(p, { id: task.id, transition: 'accept', expected_state: 'countered' });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).data).toEqual({ reason: 'task.wrongState', task: { id: task.id, status: 'pending' } });
    const stranger = await registerUser(t());
    const hidden = await transition(stranger, { id: task.id, transition: 'accept' });
    expect(hidden.statusCode).toBe(404);
  });

  test('two takers racing for the last position: one wins', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(
      await createOrder(t(), p, { pricing_mode: 'quote', headcount: 1 }),
    ).data;
    const a = await verifiedTaker(t());
    const b = await verifiedTaker(t());
    const ta = body<Task>(await apply(a, order.id, { price_fen: 7000 })).data;
    const tb = body<Task>(await apply(b, order.id, { price_fen: 7100 })).data;
    await transition(p, { id: ta.id, transition: 'counter', price_fen: 6000 });
    await transition(p, { id: tb.id, transition: 'counter', price_fen: 6000 });
    const results = await Promise.all([
      transition(a, { id: ta.id, transition: 'accept' }),
      transition(b, { id: tb.id, transition: 'accept' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser && body(loser).data).toEqual({ reason: 'task.noPosition' });
    const held = await t()
      .db.selectFrom('goods_order_tasks')
      .select('status')
      .where('order_id', '=', order.id)
      .where('status', '=', 'awaiting_payment')
      .execute();
    expect(held.length).toBe(1);
  });
});
