import { describe, expect, test } from 'vitest';
import { backends, bearer, body, registerUser, type SignedIn, useTestApp } from '../../../test/helpers.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { apply, payAsSystem, type TaskShape, transition, verifiedTaker } from './test-kit.js';

interface Listed {
  list: (TaskShape & { evaluations: { mine: unknown; theirs: unknown } })[];
  page: number;
  page_size: number;
  has_more: boolean;
  total: number;
}

/** The poster's states of orderDetail: agreed, paid, at work, settled (finished ones included). */
const AGREED = 'awaiting_payment,in_progress,to_confirm,after_sale,completed,split,refunded,cancelled';

describe.each(backends())('the tasks of an order on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  const list = (who: SignedIn, orderId: number, status?: string) =>
    t().app.inject({
      method: 'GET',
      url: `/api/goods_order_task/list?goods_order_id=${orderId}${status === undefined ? '' : `&status=${status}`}`,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
    });
  const ids = (response: Awaited<ReturnType<typeof list>>) =>
    body<Listed>(response).data.list.map((task) => [task.id, task.status]);

  test('status takes states and groups in any mix, or none for all; finished tasks come with their actions and a total', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(
      await createOrder(t(), p, { pricing_mode: 'quote', headcount: 2, price_fen: 10_000 }),
    ).data;
    const [a, b, c] = [await verifiedTaker(t()), await verifiedTaker(t()), await verifiedTaker(t())];
    const quoted = body<TaskShape>(await apply(t(), a, order.id, { price_fen: 9000 })).data;
    const done = body<TaskShape>(await apply(t(), b, order.id, { price_fen: 11_000 })).data;
    const gone = body<TaskShape>(await apply(t(), c, order.id, { price_fen: 12_000 })).data;
    await transition(t(), c, { id: gone.id, transition: 'withdraw', expected_state: 'pending' });
    await transition(t(), p, { id: done.id, transition: 'accept', expected_state: 'pending' });
    await payAsSystem(t(), done.id);
    await transition(t(), b, { id: done.id, transition: 'deliver', note: 'Fixed.' });
    const confirmed = await transition(t(), p, { id: done.id, transition: 'confirm' });
    expect(body<TaskShape>(confirmed).data.status).toBe('completed');

    const all = await list(p, order.id);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([
      [gone.id, 'withdrawn'],
      [done.id, 'completed'],
      [quoted.id, 'pending'],
    ]);
    expect(body<Listed>(all).data).toMatchObject({ page: 1, page_size: 20, has_more: false, total: 3 });
    expect(ids(await list(p, order.id, 'all'))).toHaveLength(3);
    expect(ids(await list(p, order.id, ''))).toHaveLength(3);

    const agreed = body<Listed>(await list(p, order.id, AGREED)).data;
    expect(agreed.total).toBe(1);
    expect(agreed.list[0]).toMatchObject({ id: done.id, status: 'completed', actions: ['evaluate'] });
    expect(agreed.list[0]?.evaluations).toEqual({ mine: null, theirs: null });

    const waiting = body<Listed>(await list(p, order.id, 'negotiating')).data;
    expect(waiting).toMatchObject({
      total: 1,
      list: [{ id: quoted.id, actions: ['counter', 'accept', 'reject'] }],
    });
    expect(ids(await list(p, order.id, 'pending,countered'))).toEqual([[quoted.id, 'pending']]);
    expect(ids(await list(p, order.id, 'ended'))).toEqual([
      [gone.id, 'withdrawn'],
      [done.id, 'completed'],
    ]);
    expect(body<Listed>(await list(p, order.id, 'ended,completed')).data.total).toBe(2);
  });

  test('an unknown status is refused (400) and nothing is listed to anyone but the poster', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p)).data;
    for (const status of ['done', 'pending,nope', 'Pending', ',']) {
      const refused = await list(p, order.id, encodeURIComponent(status));
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toBe('The status is not valid.');
    }
    const stranger = await registerUser(t());
    const hidden = await list(stranger, order.id);
    expect(hidden.statusCode).toBe(403);
    expect(body(hidden).data).toEqual({ reason: 'order.notYours' });
  });
});
