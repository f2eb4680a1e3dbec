import { describe, expect, test } from 'vitest';
import { backends, bearer, body, countRows, form, registerUser, useTestApp } from '../../../test/helpers.js';
import type { AddressView } from './service.js';

const HOME = {
  name: 'Li Lei',
  tel: '13912345678',
  region: 'Shanghai Xuhui',
  detail: 'Caoxi Road 88, room 301',
  longitude: '121.4365',
  latitude: '31.1880',
};

describe.each(backends())('addresses and maps on %s', (backend) => {
  const t = useTestApp(backend);

  async function save(token: string, fields: Record<string, string>, language = 'en') {
    return t().app.inject({
      method: 'POST',
      url: '/api/address/save',
      ...form(fields, { ...bearer(token), 'accept-language': language }),
    });
  }

  async function list(token: string): Promise<AddressView[]> {
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/address/list',
      headers: bearer(token),
    });
    return body<AddressView[]>(response).data;
  }

  test('the first address is the default; a new default replaces the old one', async () => {
    const me = await registerUser(t());
    const first = body<AddressView>(await save(me.token, HOME)).data;
    expect(first).toMatchObject({ ...HOME, longitude: 121.4365, latitude: 31.188, is_default: true });
    const second = body<AddressView>(await save(me.token, { ...HOME, detail: 'Office' })).data;
    expect(second.is_default).toBe(false);
    expect((await list(me.token)).map((a) => a.id)).toEqual([first.id, second.id]);

    const third = body<AddressView>(await save(me.token, { ...HOME, detail: 'Gym', is_default: '1' })).data;
    expect(third.is_default).toBe(true);
    expect((await list(me.token)).map((a) => [a.id, a.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    const made = await t().app.inject({
      method: 'POST',
      url: '/api/address/default',
      ...form({ id: first.id }, bearer(me.token)),
    });
    expect(body<AddressView>(made).data.is_default).toBe(true);
    expect((await list(me.token))[0]?.id).toBe(first.id);
  });

  test('updates an address in place and keeps it the default', async () => {
    const me = await registerUser(t());
    const first = body<AddressView>(await save(me.token, HOME)).data;
    const updated = await save(me.token, { ...HOME, id: String(first.id), detail: 'Caoxi Road 90' });
    expect(body<AddressView>(updated).data).toMatchObject({
      id: first.id,
      detail: 'Caoxi Road 90',
      is_default: true,
    });
    const other = await registerUser(t());
    const foreign = await save(other.token, { ...HOME, id: String(first.id) });
    expect(foreign.statusCode).toBe(404);
  });

  test('deleting the default passes it to the newest remaining address', async () => {
    const me = await registerUser(t());
    const a = body<AddressView>(await save(me.token, HOME)).data;
    const b = body<AddressView>(await save(me.token, { ...HOME, detail: 'B' })).data;
    const c = body<AddressView>(await save(me.token, { ...HOME, detail: 'C' })).data;
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/address/delete',
      ...form({ id: a.id }, bearer(me.token)),
    });
    expect(body(response)).toEqual({ code: 1, msg: 'ok', data: null });
    expect((await list(me.token)).map((x) => [x.id, x.is_default])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/address/delete',
      ...form({ id: a.id }, bearer(me.token)),
    });
    expect(again.statusCode).toBe(404);
  });

  test('keeps at most 20 addresses', async () => {
    const me = await registerUser(t());
    for (let i = 0; i < 20; i += 1) {
      expect((await save(me.token, { ...HOME, detail: `No. ${i}` })).statusCode).toBe(200);
    }
    const over = await save(me.token, HOME);
    expect(over.statusCode).toBe(400);
    expect(body(over).msg).toBe('You can keep at most 20 addresses. Please delete one first.');
    expect((await list(me.token)).length).toBe(20);
  });

  test('refuses bad fields and writes nothing', async () => {
    const me = await registerUser(t());
    const before = await countRows(t().db, 'addresses');
    const cases: [Record<string, string>, string][] = [
      [{ ...HOME, name: '' }, 'Please enter a contact name.'],
      [{ ...HOME, name: 'x'.repeat(21) }, 'A contact name must be 1 to 20 characters.'],
      [{ ...HOME, tel: '12345' }, 'Please enter a valid 11-digit mainland China mobile number.'],
      [{ ...HOME, longitude: '181' }, 'The longitude is not valid.'],
      [{ ...HOME, latitude: 'north' }, 'The latitude is not valid.'],
    ];
    for (const [fields, msg] of cases) {
      const response = await save(me.token, fields);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(msg);
    }
    const zh = await save(me.token, { ...HOME, detail: '' }, 'zh-CN');
    expect(body(zh).msg).toBe('请输入详细地址');
    expect(await countRows(t().db, 'addresses')).toBe(before);
  });

  test('needs a signed-in caller', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/address/list' });
    expect(response.statusCode).toBe(401);
  });

  test('estimates a distance offline as a straight line times 1.3', async () => {
    const me = await registerUser(t());
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/maps/distance?from=121.4737,31.2304&to=121.4737,31.2394&mode=bicycling',
      headers: bearer(me.token),
    });
    const data = body<{ meters: number; seconds: number; estimate: boolean }>(response).data;
    // 0.009 degrees of latitude is about 1000.8 m; x 1.3.
    expect(data.estimate).toBe(true);
    expect(data.meters).toBeGreaterThanOrEqual(1299);
    expect(data.meters).toBeLessThanOrEqual(1302);
    expect(data.seconds).toBe(Math.round(data.meters / (15000 / 3600)));
    const bad = await t().app.inject({
      method: 'GET',
      url: '/api/maps/distance?from=121.4737&to=121.4737,31.2394',
      headers: bearer(me.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  test('geocodes a picked location offline and refuses an address search', async () => {
    const me = await registerUser(t());
    const picked = await t().app.inject({
      method: 'GET',
      url: '/api/maps/geocode?location=121.4737,31.2304',
      headers: bearer(me.token),
    });
    expect(body(picked).data).toEqual({
      longitude: 121.4737,
      latitude: 31.2304,
      region: '',
      detail: '',
      estimate: true,
    });
    const search = await t().app.inject({
      method: 'GET',
      url: `/api/maps/geocode?address=${encodeURIComponent('上海市徐汇区漕溪路')}`,
      headers: bearer(me.token),
    });
    expect(search.statusCode).toBe(503);
  });
});
