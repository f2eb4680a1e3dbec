import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { apply, verifiedTaker } from '../tasks/test-kit.js';
import { createOrder, poster } from './test-kit.js';

interface Page {
  list: {
    id: number;
    title: string;
    status: string;
    distance_m: number | null;
    goods_categorize_id: number;
  }[];
  next_cursor: string | null;
  has_more: boolean;
  page?: number;
}

function get(t: TestApp, url: string, query: Record<string, string | number> = {}, who?: SignedIn) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: who ? bearer(who.token) : {} });
}

async function pages(t: TestApp, url: string, query: Record<string, string | number> = {}, who?: SignedIn) {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(t, url, { ...query, ...(cursor ? { cursor } : {}) }, who);
    expect(response.statusCode).toBe(200);
    const data: Page = body<Page>(response).data;
    ids.push(...data.list.map((o) => o.id));
    cursor = data.next_cursor;
    expect(data.has_more).toBe(cursor !== null);
  } while (cursor);
  return ids;
}

const view = (t: TestApp, who: SignedIn, id: number) => get(t, '/api/goods_order/detail', { id }, who);

describe.each(backends())('hot positions on %s', (backend) => {
  const t = useTestApp(backend);

  test('ranks open orders by recent views and applications, decayed by age; pages without duplicates', async () => {
    const p = await poster(t());
    const make = async (title: string) => body<{ id: number }>(await createOrder(t(), p, { title })).data.id;
    const quiet = await make('Quiet old order');
    t().clock.advance(3600);
    const viewed = await make('Viewed order');
    const applied = await make('Applied order');
    const viewers = [await poster(t()), await poster(t())];
    for (const v of viewers) await view(t(), v, viewed);
    await view(t(), p, applied); // the poster's own views do not count
    const taker = await verifiedTaker(t());
    expect((await apply(t(), taker, applied)).statusCode).toBe(200);
    t().clock.advance(60);
    const fresh = await make('Brand new order');
    const ids = await pages(t(), '/api/goods_order/hot');
    // applied: (1 + 0 + 3) / 2^1.5; viewed: (1 + 2) / 2^1.5; fresh: 1 / 2.02^1.5; quiet: 1 / 3^1.5.
    expect(ids).toEqual([applied, viewed, fresh, quiet]);
    // Views older than the 7-day window no longer count.
    t().clock.advance(8 * 86_400);
    const later = await pages(t(), '/api/goods_order/hot');
    expect(later.indexOf(applied)).toBeLessThan(later.indexOf(viewed));
    expect(later.indexOf(fresh)).toBeLessThan(later.indexOf(viewed));
  });

  test('pages of 20 by cursor cover every open order once; closed orders never show', async () => {
    const p = await poster(t());
    const all: number[] = [];
    for (let i = 0; i < 23; i++) {
      t().clock.advance(7);
      all.push(body<{ id: number }>(await createOrder(t(), p, { title: `Hot ${i}` })).data.id);
    }
    const cancelled = all.pop() as number;
    await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/cancel',
      ...form({ id: cancelled, reason: 'changed my mind' }, bearer(p.token)),
    });
    const first = body<Page>(await get(t(), '/api/goods_order/hot')).data;
    expect(first.list).toHaveLength(20);
    const ids = await pages(t(), '/api/goods_order/hot');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(cancelled);
    for (const id of all) expect(ids).toContain(id);
    expect((await get(t(), '/api/goods_order/hot', { cursor: 'garbage' })).statusCode).toBe(400);
    expect((await get(t(), '/api/goods_order/hot', { page: 2 })).statusCode).toBe(400);
  });
});

describe.each(backends())('recommended orders on %s', (backend) => {
  const t = useTestApp(backend);

  test('newest open orders of others for anonymous callers and callers without history', async () => {
    const p = await poster(t());
    const a = body<{ id: number }>(await createOrder(t(), p, { goods_categorize_id: 2 })).data.id;
    t().clock.advance(5);
    const b = body<{ id: number }>(await createOrder(t(), p, { goods_categorize_id: 3 })).data.id;
    expect(await pages(t(), '/api/goods_order/recommend')).toEqual([b, a]);
    const newcomer = await poster(t());
    expect(await pages(t(), '/api/goods_order/recommend', {}, newcomer)).toEqual([b, a]);
    // The poster's own orders are not recommended to them; with no other order, nothing.
    expect(await pages(t(), '/api/goods_order/recommend', {}, p)).toEqual([]);
  });

  test('orders in the categories the caller posted or took, nearest first with a location', async () => {
    const others = await poster(t(), { longitude: 121.4737, latitude: 31.2304 });
    const far = await poster(t(), { longitude: 121.6, latitude: 31.3 });
    const me = await poster(t(), { longitude: 121.47, latitude: 31.23 });
    // I posted in category 4 and took a task in category 5.
    await createOrder(t(), me, { goods_categorize_id: 4 });
    const taken = body<{ id: number }>(await createOrder(t(), others, { goods_categorize_id: 5 })).data.id;
    await t().db.updateTable('users').set({ smrz: 2 }).where('id', '=', me.user.id).execute();
    expect((await apply(t(), me, taken)).statusCode).toBe(200);
    const farIn4 = body<{ id: number }>(await createOrder(t(), far, { goods_categorize_id: 4 })).data.id;
    const nearIn4 = body<{ id: number }>(await createOrder(t(), others, { goods_categorize_id: 4 })).data.id;
    const other = body<{ id: number }>(await createOrder(t(), others, { goods_categorize_id: 1 })).data.id;
    const here = { longitude: 121.47, latitude: 31.23 };
    const near = await pages(t(), '/api/goods_order/recommend', here, me);
    expect(near).toEqual([taken, nearIn4, farIn4]);
    expect(near).not.toContain(other);
    const response = await get(t(), '/api/goods_order/recommend', here, me);
    const first = body<Page>(response).data.list[0];
    expect(first?.distance_m).toBeGreaterThan(0);
    // Without a location: newest first.
    expect(await pages(t(), '/api/goods_order/recommend', {}, me)).toEqual([nearIn4, farIn4, taken]);
    expect(
      (await get(t(), '/api/goods_order/recommend', { longitude: 500, latitude: 1 }, me)).statusCode,
    ).toBe(400);
  });
});

describe.each(backends())('browse history on %s', (backend) => {
  const t = useTestApp(backend);

  test('the orders the caller opened, last opened first, once each; a token is required', async () => {
    const p = await poster(t());
    const me = await poster(t());
    const a = body<{ id: number }>(await createOrder(t(), p, { title: 'First seen' })).data.id;
    const b = body<{ id: number }>(await createOrder(t(), p, { title: 'Second seen' })).data.id;
    await view(t(), me, a);
    t().clock.advance(10);
    await view(t(), me, b);
    t().clock.advance(10);
    await view(t(), me, a);
    const response = await get(t(), '/api/user/browse_history', {}, me);
    expect(response.statusCode).toBe(200);
    const data = body<Page>(response).data;
    expect(data.list.map((o) => o.id)).toEqual([a, b]);
    expect(data).toMatchObject({ page: 1, has_more: false });
    // Anonymous views are not recorded; someone else's history is their own.
    await get(t(), '/api/goods_order/detail', { id: b });
    expect(body<Page>(await get(t(), '/api/user/browse_history', {}, p)).data.list).toEqual([]);
    const anonymous = await get(t(), '/api/user/browse_history');
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).code).toBe(0);
    expect((await get(t(), '/api/user/browse_history', { page: 0 }, me)).statusCode).toBe(400);
  });

  test('pages of 20, and an order removed by kefu leaves the history', async () => {
    const p = await poster(t());
    const me = await poster(t());
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const id = body<{ id: number }>(await createOrder(t(), p, { title: `Seen ${i}` })).data.id;
      ids.push(id);
      t().clock.advance(1);
      await view(t(), me, id);
    }
    const one = body<Page>(await get(t(), '/api/user/browse_history', { page: 1 }, me)).data;
    const two = body<Page>(await get(t(), '/api/user/browse_history', { page: 2 }, me)).data;
    expect(one.list).toHaveLength(20);
    expect(one.has_more).toBe(true);
    expect([...one.list, ...two.list].map((o) => o.id)).toEqual([...ids].reverse());
    await t()
      .db.updateTable('goods_orders')
      .set({ status: 'removed' })
      .where('id', '=', ids[0] as number)
      .execute();
    const after = body<Page>(await get(t(), '/api/user/browse_history', { page: 2 }, me)).data;
    expect(after.list.map((o) => o.id)).toEqual([ids[1]]);
  });
});
