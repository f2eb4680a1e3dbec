import type { LngLat } from '../../providers/maps.js';
import { estimateDistance } from '../../providers/maps.js';
import { absoluteUrl } from '../user/present.js';
import type { OrderItem } from './service.js';

/** Degrees a hidden location is rounded to: about 500 m of latitude. */
const HIDDEN_STEP = 0.005;

function roundTo(value: number, step: number): number {
  return Math.round(Math.round(value / step) * step * 1e6) / 1e6;
}

/** The contract's `Order` shape; `myTask` is the caller's task on it, presented (or null). */
export function presentOrder<T>(item: OrderItem, base: string, from?: LngLat, myTask: T | null = null) {
  const { row, exact } = item;
  const longitude = exact ? row.longitude : roundTo(row.longitude, HIDDEN_STEP);
  const latitude = exact ? row.latitude : roundTo(row.latitude, HIDDEN_STEP);
  const distance = from ? estimateDistance(from, { longitude, latitude }) : undefined;
  return {
    id: row.id,
    poster: { id: row.poster_id, s_username: row.poster_name, face: absoluteUrl(base, row.poster_face) },
    goods_categorize_id: row.category_id,
    category_name: row.category_name,
    title: row.title,
    description: row.description,
    pics: row.pics.map((p) => absoluteUrl(base, p)),
    pricing_mode: row.pricing_mode,
    price_fen: row.price_fen,
    headcount: row.headcount,
    paid_count: row.paid_count,
    status: row.status,
    service_time: row.service_time,
    region: row.region,
    address: exact ? row.address : '',
    longitude,
    latitude,
    distance_m: distance ? distance.meters : null,
    distance_estimate: distance ? distance.estimate : false,
    created_at: row.created_at,
    updated_at: row.updated_at,
    my_task: myTask,
    actions: item.actions,
  };
}
