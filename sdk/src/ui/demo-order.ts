import type { Order } from '../api/order-types';

/**
 * Test-only (nothing imports it but tests): an open order as the hall answers it, for screen
 * tests that draw order cards.
 *
 * @example mount(<HotTask />, { api: { '/api/goods_order/hot': { list: [demoOrder({ id: 2 })], next_cursor: null, has_more: false } } });
 */
export function demoOrder(over: Partial<Order> = {}): Order {
  return {
    id: 1,
    poster: { id: 2, s_username: 'Wang', face: '' },
    goods_categorize_id: 3,
    category_name: 'Plumbing',
    title: 'Fix the kitchen pipe',
    description: 'It leaks',
    pics: [],
    pricing_mode: 'fixed',
    price_fen: 12000,
    headcount: 3,
    paid_count: 1,
    status: 'open',
    service_time: 1893456000,
    region: 'Chaoyang',
    address: '',
    longitude: 116.4,
    latitude: 39.9,
    distance_m: null,
    distance_estimate: false,
    created_at: 1700000000,
    updated_at: 1700000000,
    my_task: null,
    actions: ['apply'],
    ...over,
  };
}

/** Test-only: two categories as `GET /api/goods/categorize` answers them. */
export const demoCategories = [
  { id: 1, name: 'Home repair', icon: '', parent_id: 0, sort: 1 },
  { id: 2, name: 'Cleaning', icon: '', parent_id: 0, sort: 2 },
];

/** Test-only: a keyset page of orders as the hall answers it (more after it with a cursor). */
export const demoPage = (list: Order[], next_cursor: string | null = null) => ({
  list,
  next_cursor,
  has_more: next_cursor !== null,
  page_size: 20,
});
