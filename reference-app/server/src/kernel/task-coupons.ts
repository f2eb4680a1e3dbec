import type { CouponFacts } from '@marketplace/sdk/rules';
import type { Db } from '../db/index.js';

/** Where an order takes place, as a coupon's scope reads it. */
export interface CouponPlace {
  category_id: number;
  longitude: number;
  latitude: number;
}

/**
 * How the task lifecycle holds the coupon a poster chose (`accept`, `change-coupon`) without
 * importing the coupons module: app.ts hands the coupons module's implementation to the
 * TaskService. Releasing, consuming and returning follow the `task.changed` event instead
 * (modules/coupons/effects.ts); the hold needs the coupon before the rules decide, and
 * `change-coupon` releases the old coupon here, before it holds the new one.
 */
export interface TaskCoupons {
  /**
   * The coupon `id` locked FOR UPDATE, as `checkCoupon` sees it for an order at `place`
   * (`coupon.notFound`, 404, when there is no such coupon).
   */
  lock(tx: Db, id: number, place: CouponPlace): Promise<CouponFacts>;
  /**
   * hold-coupon, after the rules accepted it: the coupon becomes `held` by the task (a guarded
   * update from `available`, or kept when this task already holds it). Refuses a coupon whose
   * area does not contain `place` (`coupon.area`). Answers the amount the task now deducts.
   */
  hold(tx: Db, id: number, taskId: number, place: CouponPlace, now: number): Promise<number>;
  /** release-coupon: the coupon the task holds, if any, is `available` again (a guarded update). */
  release(tx: Db, taskId: number, now: number): Promise<void>;
  /** The coupon each task holds or used (absent: none), for the task's `coupon`. */
  ofTasks(db: Db, taskIds: readonly number[]): Promise<Map<number, TaskCoupon>>;
}

/** The coupon on a task, as the task's answer shows it (its name in every locale). */
export interface TaskCoupon {
  user_coupon_id: number;
  names: Record<string, string>;
  amount_fen: number;
}
