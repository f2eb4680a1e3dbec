import { type Effect, TRANSITIONS, type TransitionName } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';
import { AppError } from '../../kernel/errors.js';
import type { TaskChanged } from '../../kernel/events.js';
import type { CouponPlace, TaskCoupon, TaskCoupons } from '../../kernel/task-coupons.js';
import { couponFacts, inArea, templatesByIds } from './store.js';

/**
 * The coupon effects of the task lifecycle (docs/lifecycle.md, "Coupons"). Every change of a
 * coupon's state is a guarded update (`... WHERE state = 'held'`), so a repeated payment
 * notification or a double tap finds nothing left to change and never uses a coupon twice.
 */
export class CouponEffects implements TaskCoupons {
  async lock(tx: Db, id: number, place: CouponPlace) {
    const coupon = await tx
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!coupon) throw new AppError('notFound', 'coupon.notFound');
    const template = (await templatesByIds(tx, [coupon.template_id])).get(coupon.template_id);
    if (!template) throw new AppError('notFound', 'coupon.notFound');
    return couponFacts(coupon, template, place.category_id);
  }

  async hold(tx: Db, id: number, taskId: number, place: CouponPlace, now: number): Promise<number> {
    const coupon = await tx
      .selectFrom('user_coupons')
      .select(['template_id', 'amount_fen'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const template = await tx
      .selectFrom('coupon_templates')
      .selectAll()
      .where('id', '=', coupon.template_id)
      .executeTakeFirstOrThrow();
    if (!inArea(template, place)) throw new AppError('invalid', 'coupon.area');
    const held = await tx
      .updateTable('user_coupons')
      .set({ state: 'held', task_id: taskId, updated_at: now })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'available'),
          eb.and([eb('state', '=', 'held'), eb('task_id', '=', taskId)]),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    if (!held) throw new AppError('conflict', 'coupon.notAvailable');
    return coupon.amount_fen;
  }

  async release(tx: Db, taskId: number, now: number): Promise<void> {
    await tx
      .updateTable('user_coupons')
      .set({ state: 'available', task_id: null, updated_at: now })
      .where('task_id', '=', taskId)
      .where('state', '=', 'held')
      .execute();
  }

  async ofTasks(db: Db, taskIds: readonly number[]): Promise<Map<number, TaskCoupon>> {
    const rows = await db
      .selectFrom('user_coupons as c')
      .innerJoin('coupon_templates as t', 't.id', 'c.template_id')
      .select(['c.id', 'c.task_id', 'c.amount_fen', 't.names'])
      .where('c.task_id', 'in', [...taskIds])
      .where('c.state', 'in', ['held', 'used'])
      .execute();
    const out = new Map<number, TaskCoupon>();
    for (const row of rows) {
      if (row.task_id !== null)
        out.set(row.task_id, { user_coupon_id: row.id, names: row.names, amount_fen: row.amount_fen });
    }
    return out;
  }

  /** consume-coupon (`paid`): the held coupon is used. */
  async consume(tx: Db, taskId: number, now: number): Promise<void> {
    await tx
      .updateTable('user_coupons')
      .set({ state: 'used', used_at: now, updated_at: now })
      .where('task_id', '=', taskId)
      .where('state', '=', 'held')
      .execute();
  }

  /**
   * return-coupon (a full refund): the used coupon is the poster's again, or expired when its
   * time is past. It leaves the task, which keeps `coupon_fen` as what its payment deducted.
   */
  async giveBack(tx: Db, taskId: number, now: number): Promise<void> {
    await tx
      .updateTable('user_coupons')
      .set((eb) => ({
        state: eb
          .case()
          .when('valid_until', '<', now)
          .then('expired' as const)
          .else('available' as const)
          .end(),
        task_id: null,
        used_at: null,
        updated_at: now,
      }))
      .where('task_id', '=', taskId)
      .where('state', '=', 'used')
      .execute();
  }

  /**
   * Follows a task's change in its transaction: the coupon effects of the transition's row
   * (`TRANSITIONS[...].effects`). `change-coupon` is left out: the task service releases and
   * holds through `TaskCoupons` itself, in that order.
   */
  async onTaskChanged(tx: Db, change: TaskChanged, now: number): Promise<void> {
    if (change.transition === 'change-coupon' || !Object.hasOwn(TRANSITIONS, change.transition)) return;
    const effects: readonly Effect[] = TRANSITIONS[change.transition as TransitionName].effects;
    if (effects.includes('release-coupon')) await this.release(tx, change.taskId, now);
    if (effects.includes('consume-coupon')) await this.consume(tx, change.taskId, now);
    if (effects.includes('return-coupon')) await this.giveBack(tx, change.taskId, now);
  }
}
