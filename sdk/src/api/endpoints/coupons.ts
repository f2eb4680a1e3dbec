import { FIRST_PAGE } from '../../config';
import type { Task } from '../order-types';
import type { RequestOptions, Transport } from '../transport';
import type { Page } from '../types';

/** A person's coupon (docs/coupons-api.md, "Shapes"). */
export interface Coupon {
  /** The user_coupon_id. */
  id: number;
  template_id: number;
  name: string;
  amount_fen: number;
  min_spend_fen: number;
  /** Empty: every category. */
  category_ids: number[];
  state: 'available' | 'held' | 'used' | 'expired';
  valid_from: number;
  valid_until: number;
  /** Available and ending within 3 days. */
  expiring_soon: boolean;
  goods_order_task_id: number | null;
  received_at: number;
  used_at: number | null;
}

/** A coupon weighed for one payment: `reason_msg` says why it cannot pay. */
export interface UsableCoupon extends Coupon {
  usable: boolean;
  reason: string | null;
  reason_msg: string | null;
}

/** A campaign: what the launch popup and the order form offer. */
export interface Campaign {
  id: number;
  name: string;
  amount_fen: number;
  min_spend_fen: number;
  receive_type: 'register' | 'claim' | 'kefu';
  category_ids: number[];
  valid_from: number | null;
  valid_until: number | null;
  valid_days: number | null;
  stock_left: number | null;
  per_person_limit: number;
  received: number;
  can_receive: boolean;
}

export type CouponTab = 'available' | 'used' | 'expired';

/** POST /api/coupon/index: the open campaigns of a receive type (the launch popup: `register`). */
export const getCampaigns = (api: Transport, receive_type: 'register' | 'claim', opts?: RequestOptions) =>
  api.post<Campaign[]>('/api/coupon/index', { receive_type }, opts);

/** POST /m/api/user/coupon/list.php: the caller's coupons of one tab. */
export const getMyCoupons = (
  api: Transport,
  state: CouponTab,
  page: number = FIRST_PAGE,
  opts?: RequestOptions,
) => api.post<Page<Coupon>>('/m/api/user/coupon/list.php', { state, page }, opts);

/** POST /m/api/user/coupon/usable.php: the poster's coupons for a task, best first. */
export const getUsableCoupons = (api: Transport, goods_order_task_id: number, opts?: RequestOptions) =>
  api.post<UsableCoupon[]>('/m/api/user/coupon/usable.php', { goods_order_task_id }, opts);

/** POST /api/task/coupon: the coupon a task awaiting payment uses (0: none). */
export const changeTaskCoupon = (
  api: Transport,
  goods_order_task_id: number,
  new_coupon_id: number,
  idempotency_key: string,
  opts?: RequestOptions,
) => api.post<Task>('/api/task/coupon', { goods_order_task_id, new_coupon_id, idempotency_key }, opts);

/** GET /api/user.Coupon/notViewed: coupons not announced yet (each answered once). */
export const getNewCoupons = (api: Transport, opts?: RequestOptions) =>
  api.get<Coupon[]>('/api/user.Coupon/notViewed', undefined, opts);

/** POST /m/api/user/coupon/soon-to-expire.php: available coupons ending within 3 days. */
export const getExpiringCoupons = (api: Transport, opts?: RequestOptions) =>
  api.post<Coupon[]>('/m/api/user/coupon/soon-to-expire.php', {}, opts);

/**
 * POST /m/api/user/coupon/usable_task.php: the coupon a payment should use (`preferred` while it
 * can pay, else the one that saves the most) and all of them, best first; with
 * `goods_order_task_id`, weighed at that task's fee.
 */
export const getBestCoupon = (
  api: Transport,
  input: { goods_order_id: number; goods_order_task_id?: number; preferred?: number },
  opts?: RequestOptions,
) =>
  api.post<{ coupon: UsableCoupon | null; list: UsableCoupon[] }>(
    '/m/api/user/coupon/usable_task.php',
    input,
    opts,
  );

/**
 * GET /api/user.Coupon/createOrderShow: the `claim` campaigns of a category (and, with a place,
 * whose area contains it), for deliverOrder.
 */
export const getOrderCampaigns = (
  api: Transport,
  input: { goods_categorize_id: number; longitude?: number; latitude?: number },
  opts?: RequestOptions,
) => api.get<Campaign[]>('/api/user.Coupon/createOrderShow', input, opts);

/** POST /api/coupon/getOrderCoupon: claims one coupon of a `claim` campaign; answers the coupon issued. */
export const claimCoupon = (api: Transport, coupon_id: number, opts?: RequestOptions) =>
  api.post<Coupon>('/api/coupon/getOrderCoupon', { coupon_id }, opts);
