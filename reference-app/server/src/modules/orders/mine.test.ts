import { describe, expect, test } from 'vitest';
import { backends, bearer, body, type SignedIn, useTestApp } from '../../../test/helpers.js';
import {
  acceptedTask,
  apply,
  payAsSystem,
  type TaskShape,
  transition,
  verifiedTaker,
} from '../tasks/test-kit.js';
import { createOrder, poster } from './test-kit.js';

interface Mine {
  list: { id: number; status: string; my_task: { id: number; status: string } | null }[];
  has_more: boolean;
}

describe.each(backends())('my orders by state group on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });
  const mine = (who: SignedIn, query: string) =>
    t().app.inject({ method: 'GET', url: `/api/goods_order/mine?${query}`, headers: bearer(who.token) });
  const ids = async (who: SignedIn, query: string) =>
    body<Mine>(await mine(who, query)).data.list.map((o) => o.id);
  const counts = async (who: SignedIn, role: string) =>
    body<Record<string, number>>(
      await t().app.inject({
        method: 'GET',
        url: `/api/goods_order/mine_counts?role=${role}`,
        headers: bearer(who.token),
      }),
    ).data;

  test('a poster’s and a taker’s orders by group, with the counts of orderCenter', async () => {
    // Order A: accepted, to pay. Order B: delivered, to confirm. Order C: open, one quote waiting.
    const a = await acceptedTask(t());
    const p = a.p;
    const b = body<{ id: number }>(await createOrder(t(), p)).data;
    const taker = a.taker;
    const onB = body<TaskShape>(await apply(t(), taker, b.id)).data;
    await transition(t(), p, { id: onB.id, transition: 'accept' });
    await payAsSystem(t(), onB.id);
    await transition(t(), taker, { id: onB.id, transition: 'deliver', note: 'Done.' });
    const c = body<{ id: number }>(await createOrder(t(), p, { pricing_mode: 'quote' })).data;
    const other = await verifiedTaker(t());
    await apply(t(), other, c.id, { price_fen: 4000 });

    expect(await ids(p, 'role=poster')).toEqual([c.id, b.id, a.order.id]);
    expect(await ids(p, 'role=poster&status=awaiting_payment')).toEqual([a.order.id]);
    expect(await ids(p, 'role=poster&status=to_confirm')).toEqual([b.id]);
    expect(await ids(p, 'role=poster&status=open')).toEqual([c.id, a.order.id]);
    expect(await ids(p, 'role=poster&status=in_progress')).toEqual([]);
    expect(await ids(p, 'role=poster&status=all')).toEqual([c.id, b.id, a.order.id]);
    expect(await counts(p, 'poster')).toEqual({
      all: 3,
      open: 2,
      awaiting_payment: 1,
      in_progress: 0,
      to_confirm: 1,
      after_sale: 0,
      done: 0,
    });

    // The taker's groups follow their own task only.
    const asTaker = body<Mine>(await mine(taker, 'role=taker&status=to_confirm')).data.list;
    expect(asTaker.map((o) => [o.id, o.my_task?.status])).toEqual([[b.id, 'delivered']]);
    expect(await ids(taker, 'role=taker&status=negotiating')).toEqual([]);
    expect(await ids(other, 'role=taker&status=negotiating')).toEqual([c.id]);
    await transition(t(), other, { id: (await firstTask(other, c.id)).id, transition: 'withdraw' });
    expect(await ids(other, 'role=taker&status=ended')).toEqual([c.id]);
    expect(await counts(taker, 'taker')).toEqual({
      all: 2,
      negotiating: 0,
      awaiting_payment: 1,
      in_progress: 0,
      to_confirm: 1,
      after_sale: 0,
      ended: 0,
    });
    expect((await mine(p, 'role=poster&status=whatever')).statusCode).toBe(400);
    const noRole = await t().app.inject({
      method: 'GET',
      url: '/api/goods_order/mine_counts',
      headers: bearer(p.token),
    });
    expect(noRole.statusCode).toBe(400);
    expect(
      (await t().app.inject({ method: 'GET', url: '/api/goods_order/mine_counts?role=poster' })).statusCode,
    ).toBe(401);
  });

  async function firstTask(who: SignedIn, orderId: number) {
    const order = body<{ my_task: { id: number } }>(
      await t().app.inject({
        method: 'GET',
        url: `/api/goods_order/detail?id=${orderId}`,
        headers: bearer(who.token),
      }),
    ).data;
    return order.my_task;
  }

  test('a new user has nothing in any group', async () => {
    const p = await poster(t());
    expect(Object.values(await counts(p, 'taker')).every((n) => n === 0)).toBe(true);
    expect(await ids(p, 'role=poster&status=done')).toEqual([]);
  });
});
