import * as limits from '@marketplace/sdk/rules';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countRows,
  form,
  multipart,
  registerUser,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';
import {
  DESCRIPTION_MAX,
  HEADCOUNT_MAX,
  PICS_MAX,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  SERVICE_WITHIN_SECONDS,
  TITLE_MAX,
} from './service.js';
import { createOrder, freshKey, poster } from './test-kit.js';

interface Order {
  id: number;
  title: string;
  status: string;
  address: string;
  region: string;
  longitude: number;
  latitude: number;
  pics: string[];
  price_fen: number;
  category_name: string;
  distance_m: number | null;
  distance_estimate: boolean;
  actions: string[];
  poster: { id: number };
}

interface Hall {
  list: Order[];
  next_cursor: string | null;
  has_more: boolean;
  page_size: number;
}

describe.each(backends())('orders on %s', (backend) => {
  const t = useTestApp(backend);

  test('creates an order with uploaded pictures, once per idempotency key', async () => {
    const me = await poster(t());
    const upload = await t().app.inject({
      method: 'POST',
      url: '/api/upload/image',
      ...multipart(
        { purpose: 'order' },
        [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
        bearer(me.token),
      ),
    });
    const { url } = body<{ url: string }>(upload).data;
    expect(url).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    const key = freshKey();
    const first = await createOrder(
      t(),
      me,
      { pics: url, idempotency_key: key },
      { 'accept-language': 'zh-CN' },
    );
    expect(first.statusCode).toBe(200);
    const order = body<Order>(first).data;
    expect(order).toMatchObject({
      title: 'Fix a leaking tap',
      status: 'open',
      address: 'Nanjing East Road 100, flat 5',
      category_name: '家庭维修',
      pics: [url],
      actions: ['modify', 'cancel'],
    });
    const before = await countRows(t().db, 'goods_orders');
    const again = await createOrder(t(), me, { pics: url, idempotency_key: key, title: 'Another' });
    expect(body<Order>(again).data.id).toBe(order.id);
    expect(await countRows(t().db, 'goods_orders')).toBe(before);
  });

  test('pictures must be the poster’s own uploads: another user’s photo is refused', async () => {
    const me = await poster(t());
    const other = await poster(t());
    const upload = await t().app.inject({
      method: 'POST',
      url: '/api/upload/image',
      ...multipart(
        { purpose: 'order' },
        [{ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG }],
        bearer(other.token),
      ),
    });
    const { url } = body<{ url: string }>(upload).data;
    const before = await countRows(t().db, 'goods_orders');
    const borrowed = await createOrder(t(), me, { pics: url });
    expect(borrowed.statusCode).toBe(400);
    expect(body(borrowed).msg).toBe('Pictures must be uploaded here first, at most 9.');
    expect(await countRows(t().db, 'goods_orders')).toBe(before);
    const own = body<Order>(await createOrder(t(), other, { pics: url })).data;
    const modify = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: own.id, title: 'Still mine' }, bearer(other.token)),
    });
    expect(modify.statusCode).toBe(200);
    const hijack = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: body<Order>(await createOrder(t(), me)).data.id, pics: url }, bearer(me.token)),
    });
    expect(hijack.statusCode).toBe(400);
  });

  test('refuses blocked words, foreign pictures and bad fields, writing nothing', async () => {
    const me = await poster(t());
    const before = await countRows(t().db, 'goods_orders');
    const contact = await createOrder(t(), me, { description: '加我微信 abc12345 详聊' });
    expect(contact.statusCode).toBe(400);
    expect(body(contact).msg).toBe('Please don’t share WeChat accounts before the task is paid.');
    const foreign = await createOrder(t(), me, { pics: 'https://elsewhere.example/a.png' });
    expect(body(foreign).msg).toBe('Pictures must be uploaded here first, at most 9.');
    const unknown = await createOrder(t(), me, { pics: `/uploads/${'a'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(400);
    const past = await createOrder(t(), me, { service_time: t().clock.unix() - 10 });
    expect(body(past).msg).toBe('The service time must be in the future and within a year.');
    const cheap = await createOrder(t(), me, { price_fen: 99 });
    expect(body(cheap).msg).toBe('The price must be between 1.00 and 1,000,000.00 yuan.');
    const other = await poster(t());
    const notMine = await createOrder(t(), me, { address_id: other.addressId });
    expect(body(notMine).msg).toBe('This address does not exist.');
    expect(await countRows(t().db, 'goods_orders')).toBe(before);
  });

  test('hides the exact address from others and rounds the location', async () => {
    const me = await poster(t(), { longitude: 121.47371, latitude: 31.23042 });
    const order = body<Order>(await createOrder(t(), me)).data;
    const stranger = await registerUser(t());
    const seen = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order/detail?id=${order.id}&longitude=121.4737&latitude=31.2394`,
      headers: bearer(stranger.token),
    });
    const data = body<Order>(seen).data;
    expect(data.address).toBe('');
    expect(data.region).toBe('Shanghai Huangpu');
    expect(data.longitude).toBe(121.475);
    expect(data.latitude).toBe(31.23);
    expect(data.distance_estimate).toBe(true);
    expect(data.distance_m).toBeGreaterThan(1000);
    expect(data.actions).toEqual(['apply']);
    expect(await countRows(t().db, 'browse_history')).toBeGreaterThan(0);
    const anonymous = await t().app.inject({ method: 'GET', url: `/api/goods_order/detail?id=${order.id}` });
    expect(body<Order>(anonymous).data.actions).toEqual([]);
    const missing = await t().app.inject({ method: 'GET', url: '/api/goods_order/detail?id=999999' });
    expect(missing.statusCode).toBe(404);
  });

  test('modifies and cancels an order; only its poster may', async () => {
    const me = await poster(t());
    const order = body<Order>(await createOrder(t(), me)).data;
    const stranger = await registerUser(t());
    const foreign = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: order.id, price_fen: 8000 }, bearer(stranger.token)),
    });
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).data).toEqual({ reason: 'order.notYours' });
    const modified = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: order.id, price_fen: 8000, title: 'Fix two taps' }, bearer(me.token)),
    });
    expect(body<Order>(modified).data).toMatchObject({ price_fen: 8000, title: 'Fix two taps' });
    const cancelled = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/cancel',
      ...form({ id: order.id, reason: 'Fixed it myself' }, bearer(me.token)),
    });
    expect(body<Order>(cancelled).data.status).toBe('cancelled');
    const twice = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/cancel',
      ...form({ id: order.id }, bearer(me.token)),
      headers: {
        ...bearer(me.token),
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'fr',
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('Cette commande a changé entre-temps : voici où elle en est maintenant.');
  });

  test('modify refuses a field sent blank (a half-written edit) instead of answering ok unchanged', async () => {
    const me = await poster(t());
    const order = body<Order>(await createOrder(t(), me)).data;
    const modify = (fields: Record<string, string | number>, language = 'en') =>
      t().app.inject({
        method: 'POST',
        url: '/api/goods_order/modify',
        ...form({ id: order.id, ...fields }, { ...bearer(me.token), 'accept-language': language }),
      });
    const refusals: [string, string | number, string][] = [
      ['price_fen', '', 'Please enter a price.'],
      ['headcount', ' ', 'Please enter the number of people.'],
      ['service_time', '', 'Please enter the service time.'],
      ['address_id', '0', 'Please enter an address.'],
      ['goods_categorize_id', '', 'Please enter a category.'],
      ['title', '', 'Please enter a title.'],
    ];
    for (const [name, value, msg] of refusals) {
      const response = await modify({ [name]: value, price_fen: name === 'price_fen' ? value : 7000 });
      expect([name, response.statusCode, body(response).msg]).toEqual([name, 400, msg]);
    }
    const zh = await modify({ headcount: '' }, 'zh-CN');
    expect(body(zh).msg).toBe('请输入人数');
    const seen = await t().app.inject({
      method: 'GET',
      url: `/api/goods_order/detail?id=${order.id}`,
      headers: bearer(me.token),
    });
    expect(body<Order>(seen).data.price_fen).toBe(5000); // nothing of a refused edit was written
  });

  test('the SDK form checks the limits the server enforces', () => {
    expect({
      title: limits.ORDER_TITLE_MAX,
      description: limits.ORDER_DESCRIPTION_MAX,
      pics: limits.ORDER_PICS_MAX,
      headcount: [limits.ORDER_HEADCOUNT_MIN, limits.ORDER_HEADCOUNT_MAX],
      price: [limits.ORDER_PRICE_MIN_FEN, limits.ORDER_PRICE_MAX_FEN],
      within: limits.SERVICE_WITHIN_SECONDS,
    }).toEqual({
      title: TITLE_MAX,
      description: DESCRIPTION_MAX,
      pics: PICS_MAX,
      headcount: [1, HEADCOUNT_MAX],
      price: [PRICE_MIN_FEN, PRICE_MAX_FEN],
      within: SERVICE_WITHIN_SECONDS,
    });
  });

  test('pages the hall by keyset with filters and sorts', async () => {
    const me = await poster(t(), { longitude: 116.4, latitude: 39.9 });
    const far = await poster(t(), { longitude: 113.26, latitude: 23.13 });
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      const response = await createOrder(t(), me, {
        price_fen: 1000 + i * 10,
        goods_categorize_id: (i % 2) + 1,
      });
      ids.push(body<Order>(response).data.id);
    }
    const farOrder = body<Order>(await createOrder(t(), far, { price_fen: 999_999 })).data;

    const first = body<Hall>(
      await t().app.inject({
        method: 'GET',
        url: '/api/goods_order/hall?longitude=116.4&latitude=39.9&radius_km=5',
      }),
    ).data;
    expect(first.list.length).toBe(20);
    expect(first.has_more).toBe(true);
    const second = body<Hall>(
      await t().app.inject({
        method: 'GET',
        url: `/api/goods_order/hall?longitude=116.4&latitude=39.9&radius_km=5&cursor=${first.next_cursor}`,
      }),
    ).data;
    const seen = [...first.list, ...second.list].map((o) => o.id);
    expect(second.has_more).toBe(false);
    expect(seen).toEqual([...ids].reverse());
    expect(seen).not.toContain(farOrder.id);

    const cheap = body<Hall>(
      await t().app.inject({
        method: 'GET',
        url: '/api/goods_order/hall?sort=price_asc&price_max_fen=1050&goods_categorize_id=1',
      }),
    ).data;
    expect(cheap.list.map((o) => o.price_fen)).toEqual([1000, 1020, 1040]);
    const dear = body<Hall>(
      await t().app.inject({ method: 'GET', url: '/api/goods_order/hall?sort=price_desc' }),
    ).data;
    expect(dear.list[0]?.id).toBe(farOrder.id);
    const near = body<Hall>(
      await t().app.inject({
        method: 'GET',
        url: '/api/goods_order/hall?sort=nearest&longitude=113.26&latitude=23.13',
      }),
    ).data;
    expect(near.list[0]?.id).toBe(farOrder.id);
    const noLocation = await t().app.inject({ method: 'GET', url: '/api/goods_order/hall?sort=nearest' });
    expect(body(noLocation).msg).toBe('Sorting by distance needs your location.');
    const badCursor = await t().app.inject({ method: 'GET', url: '/api/goods_order/hall?cursor=bm9wZQ' });
    expect(badCursor.statusCode).toBe(400);

    const mine = await t().app.inject({
      method: 'GET',
      url: '/api/goods_order/mine?role=poster',
      headers: bearer(far.token),
    });
    expect(body<Hall>(mine).data.list.map((o) => o.id)).toEqual([farOrder.id]);
  });
});
