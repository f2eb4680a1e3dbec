import { describe, expect, test } from 'vitest';
import { backends, bearer, body, type SignedIn, type TestApp, useTestApp } from '../../../test/helpers.js';
import { acceptedTask, payAsSystem, transition } from './test-kit.js';

interface Task {
  id: number;
  taker: { id: number; s_username: string; face: string };
  commission_fen: number | null;
  payout_fen: number | null;
  deadlines: Record<string, number>;
  evaluations: { mine: unknown; theirs: unknown };
}

async function detail(t: TestApp, who: SignedIn, id: number): Promise<Task> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/goods_order_task/detail?id=${id}`,
    headers: bearer(who.token),
  });
  return body<Task>(response).data;
}

describe.each(backends())('the Task and Order shapes on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  test('a task shows its taker, money for the taker only, and the deadlines that apply', async () => {
    const { p, taker, order, task } = await acceptedTask(t(), { price_fen: 333 });
    const now = t().clock.unix();
    const asTaker = await detail(t(), taker, task.id);
    expect(asTaker.taker).toMatchObject({ id: taker.user.id, s_username: taker.user.s_username });
    expect(asTaker).toMatchObject({
      commission_fen: 50,
      payout_fen: 283,
      deadlines: { payment_by: now + 900 },
    });
    expect(asTaker.evaluations).toEqual({ mine: null, theirs: null });
    expect('taker_id' in asTaker).toBe(false);
    const asPoster = await detail(t(), p, task.id);
    expect(asPoster).toMatchObject({ commission_fen: null, payout_fen: null });

    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    const delivered = await detail(t(), p, task.id);
    expect(delivered.deadlines).toEqual({ auto_confirm_at: now + 7 * 86_400 });

    const orderDetail = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order/detail?id=${order.id}`,
      headers: bearer(taker.token),
    });
    const data = body<{ my_task: Task | null }>(orderDetail).data;
    expect(data.my_task).toMatchObject({ id: task.id, payout_fen: 283 });
    const mine = await t().app.inject({
      method: 'GET',
      url: '/api/goods_order/mine?role=taker',
      headers: bearer(taker.token),
    });
    expect(body<{ list: { my_task: Task | null }[] }>(mine).data.list[0]?.my_task?.id).toBe(task.id);
    const asPosterOrder = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order/detail?id=${order.id}`,
      headers: bearer(p.token),
    });
    expect(body<{ my_task: Task | null }>(asPosterOrder).data.my_task).toBeNull();
  });
});
