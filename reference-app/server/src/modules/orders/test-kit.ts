import { bearer, body, form, registerUser, type SignedIn, type TestApp } from '../../../test/helpers.js';

/** A signed-in user with a saved address, ready to post orders. */
export async function poster(t: TestApp, at = { longitude: 121.4737, latitude: 31.2304 }) {
  const user = await registerUser(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/address/save',
    ...form(
      {
        name: 'Han Meimei',
        tel: '13912345678',
        region: 'Shanghai Huangpu',
        detail: 'Nanjing East Road 100, flat 5',
        longitude: at.longitude,
        latitude: at.latitude,
      },
      bearer(user.token),
    ),
  });
  return { ...user, addressId: body<{ id: number }>(response).data.id };
}

let keys = 0;
export function freshKey(): string {
  keys += 1;
  return `key-${process.pid}-${keys}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function createOrder(
  t: TestApp,
  who: SignedIn & { addressId: number },
  fields: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/goods_order/create',
    ...form(
      {
        goods_categorize_id: 1,
        title: 'Fix a leaking tap',
        description: 'The kitchen tap drips all night.',
        address_id: who.addressId,
        service_time: t.clock.unix() + 86_400,
        headcount: 1,
        price_fen: 5000,
        pricing_mode: 'fixed',
        idempotency_key: freshKey(),
        ...fields,
      },
      { ...bearer(who.token), ...headers },
    ),
  });
}
