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

  test('walks sort=nearest in distance order, ties by id, near and far, within a radius and a category', async () => {
    const here = { longitude: 116.4, latitude: 39.9 };
    const me = await poster(t(), here);
    // 64 orders moved by hand: a city block around `here` (groups of four share a spot, so
    // every page boundary falls among ties), then farther rings up to another continent, so
    // the reach grows from its first 111 m to thousands of kilometres.
    const spots: { longitude: number; latitude: number }[] = [];
    for (let i = 0; i < 64; i += 1) {
      const ring = i < 40 ? 0.0004 * (1 + (i >> 2)) : 0.05 * 3 ** ((i - 40) >> 2);
      const angle = (i % 4) * 1.7 + (i >> 2);
      const spot =
        i < 40
          ? {
              longitude: here.longitude + ring * Math.cos(i >> 2),
              latitude: here.latitude + ring * Math.sin(i >> 2),
            }
          : {
              longitude: here.longitude + ring * Math.cos(angle),
              latitude: Math.max(-89, Math.min(89, here.latitude + ring * Math.sin(angle))),
            };
      spots.push(spot);
    }
    for (let i = 0; i < spots.length; i += 1) {
      const category = 1 + (i % 2);
      const order = body<{ id: number }>(await createOrder(t(), me, { goods_categorize_id: category })).data;
      await t()
        .db.updateTable('goods_orders')
        .set(spots[i] as { longitude: number; latitude: number })
        .where('id', '=', order.id)
        .execute();
    }
    // Expected from every open order, the earlier tests' ones (all at `here`) included.
    const open = await t()
      .db.selectFrom('goods_orders')
      .select(['id', 'longitude', 'latitude', 'category_id'])
      .where('status', '=', 'open')
      .execute();
    expect(open.length).toBeGreaterThanOrEqual(64);
    const cos = Math.cos((here.latitude * Math.PI) / 180);
    const keyOf = (o: (typeof open)[number]) =>
      ((o.longitude - here.longitude) * cos) ** 2 + (o.latitude - here.latitude) ** 2;
    const expected = (keep: (o: (typeof open)[number]) => boolean) =>
      open
        .filter(keep)
        .sort((a, b) => keyOf(a) - keyOf(b) || a.id - b.id)
        .map((o) => o.id);
    const walk = async (query: string) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/goods_order/hall?sort=nearest&longitude=${here.longitude}&latitude=${here.latitude}&${query}${
          cursor ? `&cursor=${cursor}` : ''
        }`;
        const page: Hall = body<Hall>(await t().app.inject({ method: 'GET', url })).data;
        seen.push(...page.list.map((o) => o.id));
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
      } while (cursor);
      return seen;
    };

    expect(await walk('')).toEqual(expected(() => true));
    // 5 km: the city block and the part of the first far ring (4.3 to 5.6 km out) inside it
    const radiusKm = 5;
    const inRadius = (o: (typeof open)[number]) => keyOf(o) <= (radiusKm / 111.32) ** 2;
    expect(expected(inRadius).length).toBeGreaterThan(20);
    expect(expected(inRadius).length).toBeLessThan(open.length);
    expect(await walk(`radius_km=${radiusKm}`)).toEqual(expected(inRadius));
    expect(await walk('goods_categorize_id=2')).toEqual(expected((o) => o.category_id === 2));
    expect(await walk('goods_categorize_id=2&radius_km=100')).toEqual(
      expected((o) => o.category_id === 2 && keyOf(o) <= (100 / 111.32) ** 2),
    );
    // The radius narrows the other sorts on the same index: newest first, ties by id.
    const newest = body<Hall>(
      await t().app.inject({
        method: 'GET',
        url: `/api/goods_order/hall?sort=newest&longitude=${here.longitude}&latitude=${here.latitude}&radius_km=${radiusKm}`,
      }),
    ).data;
    const newestInRadius = open
      .filter(inRadius)
      .map((o) => o.id)
      .sort((a, b) => b - a);
    expect(newest.list.map((o) => o.id)).toEqual(newestInRadius.slice(0, 20));
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
