import { FIRST_PAGE } from '../../config';
import type { CursorPage, LngLat, Order, PricingMode } from '../order-types';
import type { RequestOptions, Transport, UploadOptions } from '../transport';
import type { Page } from '../types';

/** The fields of an order a poster writes (deliverOrder, modifyOrder). */
export interface OrderInput {
  goods_categorize_id: number;
  title: string;
  description: string;
  /** `/uploads/` URLs, at most 9. */
  pics: string[];
  address_id: number;
  /** Unix seconds, in the future, within a year. */
  service_time: number;
  headcount: number;
  price_fen: number;
  pricing_mode: PricingMode;
}

/** A talent found by search (`type=talent`): public fields (users have no resume yet). */
export interface Talent {
  id: number;
  s_username: string;
  face: string;
}

// The task hall's two calls live apart, so that its first load does not bring the others (a
// module is bundled whole into each chunk that imports it).
export { getCategories, getHall, type HallQuery } from './hall';

const form = (input: Partial<OrderInput>) => {
  const { pics, ...rest } = input;
  return pics ? { ...rest, pics: pics.join(',') } : rest;
};

/** POST /api/goods_order/create: publishes an order (the same key never publishes twice). */
export const createOrder = (
  api: Transport,
  input: OrderInput,
  idempotency_key: string,
  opts?: RequestOptions,
) => api.post<Order>('/api/goods_order/create', { ...form(input), idempotency_key }, opts);

/** POST /api/goods_order/modify: changes an order while no task of it is paid (poster or kefu). */
export const modifyOrder = (
  api: Transport,
  id: number,
  input: Partial<Omit<OrderInput, 'pricing_mode'>>,
  opts?: RequestOptions,
) => api.post<Order>('/api/goods_order/modify', { id, ...form(input) }, opts);

/** POST /api/goods_order/cancel: the poster cancels an order no task of which was ever paid. */
export const cancelOrder = (api: Transport, id: number, reason: string, opts?: RequestOptions) =>
  api.post<Order>('/api/goods_order/cancel', { id, reason }, opts);

/** GET /api/goods_order/detail: one order; distance from `from` when given. */
export const getOrder = (api: Transport, id: number | string, from?: LngLat | null, opts?: RequestOptions) =>
  api.get<Order>('/api/goods_order/detail', { id, ...(from ?? {}) }, opts);

/** GET /api/goods_order/hot: hot positions (recent views and applications). */
export const getHot = (api: Transport, cursor?: string, opts?: RequestOptions) =>
  api.get<CursorPage<Order>>('/api/goods_order/hot', cursor ? { cursor } : undefined, opts);

/** GET /api/goods_order/recommend: open orders in the caller's categories, nearest first. */
export const getRecommended = (
  api: Transport,
  cursor?: string,
  from?: LngLat | null,
  opts?: RequestOptions,
) =>
  api.get<CursorPage<Order>>(
    '/api/goods_order/recommend',
    { ...(cursor ? { cursor } : {}), ...(from ?? {}) },
    opts,
  );

/**
 * GET /api/goods_order/mine: the caller's orders as poster, or the orders of their tasks as
 * taker; `status` an order state or a group of rules/my-orders.ts (`all` or absent: every one).
 */
export const getMyOrders = (
  api: Transport,
  role: 'poster' | 'taker',
  status?: string,
  page: number = FIRST_PAGE,
  opts?: RequestOptions,
) => api.get<Page<Order>>('/api/goods_order/mine', { role, page, ...(status ? { status } : {}) }, opts);

/** GET /api/goods_order/mine_counts: how many of the caller's orders each tab of the side holds. */
export const getMyOrderCounts = (api: Transport, role: 'poster' | 'taker', opts?: RequestOptions) =>
  api.get<Record<string, number>>('/api/goods_order/mine_counts', { role }, opts);

/** GET /api/search/index: tasks (`type=task`) or talents (`type=talent`) matching `str`. */
export const search = <K extends 'task' | 'talent'>(
  api: Transport,
  str: string,
  type: K,
  cursor?: string,
  opts?: RequestOptions,
) =>
  api.get<CursorPage<K extends 'task' ? Order : Talent>>(
    '/api/search/index',
    { str, type, ...(cursor ? { cursor } : {}) },
    opts,
  );

/** GET /api/user/browse_history: orders the caller opened, newest first. */
export const getBrowseHistory = (api: Transport, page: number = FIRST_PAGE, opts?: RequestOptions) =>
  api.get<Page<Order>>('/api/user/browse_history', { page }, opts);

/** POST /api/upload/image: one picture for an order, a delivery or an evaluation; answers its URL. */
export const uploadImage = (
  api: Transport,
  file: Blob,
  purpose: 'order' | 'delivery' | 'evaluation',
  opts: Omit<UploadOptions, 'field' | 'fields'> = {},
) => api.upload<{ url: string }>('/api/upload/image', file, { ...opts, field: 'file', fields: { purpose } });
