import type { Category, CursorPage, Order } from '../order-types';
import type { RequestOptions, Transport } from '../transport';

/** Filters and sort of the task hall. */
export interface HallQuery {
  goods_categorize_id?: number;
  longitude?: number;
  latitude?: number;
  radius_km?: number;
  price_min_fen?: number;
  price_max_fen?: number;
  sort?: 'newest' | 'nearest' | 'price_asc' | 'price_desc';
  cursor?: string;
}

/** GET /api/goods/categorize: every category, in the caller's language, by `sort`. */
export const getCategories = (api: Transport, opts?: RequestOptions) =>
  api.get<Category[]>('/api/goods/categorize', undefined, opts);

/** GET /api/goods_order/hall: open orders, filtered and sorted, by keyset pages of 20. */
export const getHall = (api: Transport, query: HallQuery = {}, opts?: RequestOptions) =>
  api.get<CursorPage<Order>>('/api/goods_order/hall', { ...query }, opts);
