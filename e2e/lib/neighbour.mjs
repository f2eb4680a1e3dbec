// A neighbour who posts open tasks through the API, as the deliverOrder screen would: what the
// task hall lists first. Shared by the hall's journey and the first-render bench.
import { registerViaApi } from './sandbox.mjs';

/**
 * Registers a neighbour on `baseUrl`, saves an address and posts one fixed-price task per title
 * (80, 90, 100 yuan...), three days from now. `key` makes the posts' idempotency keys unique to
 * the caller. Returns the orders as the server answered them.
 */
export async function postNeighbourTasks(baseUrl, titles, key) {
  const { tokenInfo } = await registerViaApi(baseUrl);
  const post = async (path, fields) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenInfo.token}` },
      body: new URLSearchParams(fields),
    });
    const body = await response.json();
    if (body.code !== 1) throw new Error(`POST ${path}: ${response.status} ${body.msg}`);
    return body.data;
  };
  const address = await post('/api/address/save', {
    name: 'Li Lei',
    tel: '13912345678',
    region: 'Beijing Chaoyang',
    detail: 'Jianguo Road 88, flat 12',
    longitude: 116.46,
    latitude: 39.91,
  });
  const orders = [];
  for (const [i, title] of titles.entries()) {
    orders.push(
      await post('/api/goods_order/create', {
        goods_categorize_id: 1,
        title,
        description: 'Tools are here; it takes about an hour.',
        address_id: address.id,
        service_time: Math.floor(Date.now() / 1000) + 3 * 86_400,
        headcount: 1,
        price_fen: 8000 + i * 1000,
        pricing_mode: 'fixed',
        idempotency_key: `${key}-${i}`,
      }),
    );
  }
  return orders;
}
