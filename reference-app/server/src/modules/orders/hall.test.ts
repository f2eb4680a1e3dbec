import { describe, expect, test } from 'vitest';
import { backends, body, useTestApp } from '../../../test/helpers.js';
import { createOrder, poster } from './test-kit.js';

interface Hall {
  list: { id: number; price_fen: number }[];
  next_cursor: string | null;
  has_more: boolean;
}

const cursorOf = (key: number, id: number) => Buffer.from(JSON.stringify([key, id])).toString('base64url');

// The keyset of GET /api/goods_order/hall beside orders.test.ts: ties on the sort key, and the
// cursor's key bound in the column's own type (bench/hall.bench.mjs measures why).
describe.each(backends())('the hall keyset on %s', (backend) => {
  const t = useTestApp(backend);

  test('walks orders created in the same second, and equal prices, without a repeat or a gap', async () => {
    const me = await poster(t(), { longitude: 116.4, latitude: 39.9 });
    const created: number[] = [];
    // 45 orders in one second of the test clock, three prices: every page boundary is a tie.
    for (let i = 0; i < 45; i += 1) {
      const response = await createOrder(t(), me, { price_fen: 31_100 + (i % 3) });
      created.push(body<{ id: number }>(response).data.id);
    }
    const walk = async (query: string) => {
      const seen: number[][] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/goods_order/hall?price_min_fen=31100&price_max_fen=31102&${query}${
          cursor ? `&cursor=${cursor}` : ''
        }`;
        const page: Hall = body<Hall>(await t().app.inject({ method: 'GET', url })).data;
        seen.push(page.list.map((o) => o.id));
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
      } while (cursor);
      return seen;
    };

    const newest = await walk('sort=newest');
    expect(newest.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(newest.flat()).toEqual([...created].reverse());

    const cheapest = await walk('sort=price_asc');
    const byPrice = (price: number) => created.filter((_, i) => 31_100 + (i % 3) === price);
    expect(cheapest.flat()).toEqual([...byPrice(31_100), ...byPrice(31_101), ...byPrice(31_102)]);

    const dearest = await walk('sort=price_desc');
    expect(dearest.flat()).toEqual([...cheapest.flat()].reverse());
  });

  test('a cursor whose key is not a whole number is refused where the key is a time or a price', async () => {
    const me = await poster(t(), { longitude: 116.4, latitude: 39.9 });
    const order = body<{ id: number }>(await createOrder(t(), me)).data;
    const fractional = cursorOf(1.5, order.id);
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/goods_order/hall?sort=${sort}&cursor=${fractional}`,
      });
      expect([sort, response.statusCode]).toEqual([sort, 400]);
    }
    // the distance key of `nearest` is a real number
    const near = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order/hall?sort=nearest&longitude=116.4&latitude=39.9&cursor=${cursorOf(0.5, order.id)}`,
    });
    expect(near.statusCode).toBe(200);
  });
});
