import { type CouponFacts, straightLineMeters } from '@marketplace/sdk/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CouponTemplatesTable, UserCouponsTable } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import type { CouponPlace } from '../../kernel/task-coupons.js';

export type TemplateRow = Selectable<CouponTemplatesTable>;
export type UserCouponRow = Selectable<UserCouponsTable>;

/** How a template's coupons are received (`receive_type`). */
export const RECEIVE_TYPES = ['register', 'claim', 'kefu'] as const;
export type ReceiveType = (typeof RECEIVE_TYPES)[number];

/** A coupon is "expiring soon" within this many seconds of its end: 3 days. */
export const EXPIRING_SOON_SECONDS = 259_200;
const DAY_SECONDS = 86_400;

/** A template with the categories it is limited to (empty: all). */
export interface Template extends TemplateRow {
  category_ids: number[];
}

/** The templates of `ids` with their categories. */
export async function templatesByIds(db: Db, ids: readonly number[]): Promise<Map<number, Template>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, scopes] = await Promise.all([
    db.selectFrom('coupon_templates').selectAll().where('id', 'in', unique).execute(),
    db
      .selectFrom('coupon_template_categories')
      .select(['template_id', 'category_id'])
      .where('template_id', 'in', unique)
      .orderBy('category_id')
      .execute(),
  ]);
  const out = new Map<number, Template>();
  for (const row of rows) out.set(row.id, { ...row, category_ids: [] });
  for (const scope of scopes) out.get(scope.template_id)?.category_ids.push(scope.category_id);
  return out;
}

/** True when the template's area (if any) contains the place. */
export function inArea(template: TemplateRow, place: Pick<CouponPlace, 'longitude' | 'latitude'>): boolean {
  if (template.area_radius_m === null || template.area_longitude === null || template.area_latitude === null)
    return true;
  const centre = { longitude: template.area_longitude, latitude: template.area_latitude };
  return straightLineMeters(centre, place) <= template.area_radius_m;
}

/**
 * The coupon as `checkCoupon` reads it for an order of `categoryId`: the rules know one category,
 * so a template limited to several is seen as the order's when it includes it, else as another.
 */
export function couponFacts(coupon: UserCouponRow, template: Template, categoryId: number): CouponFacts {
  const scope = template.category_ids;
  return {
    id: coupon.id,
    owner_id: coupon.owner_id,
    amount_fen: coupon.amount_fen,
    min_spend_fen: coupon.min_spend_fen,
    valid_from: coupon.valid_from,
    valid_until: coupon.valid_until,
    category_id: scope.length === 0 ? null : scope.includes(categoryId) ? categoryId : (scope[0] as number),
    status: coupon.state,
    task_id: coupon.task_id,
  };
}

/** The validity window of a coupon received at `now` from `template`. */
export function validityOf(template: TemplateRow, now: number): { valid_from: number; valid_until: number } {
  if (template.valid_days !== null)
    return { valid_from: now, valid_until: now + template.valid_days * DAY_SECONDS };
  return { valid_from: template.valid_from ?? now, valid_until: template.valid_until ?? now };
}

/** Why a template cannot be received now (ended, or switched off), or null. */
export function closedReason(template: TemplateRow, now: number): 'coupon.notClaimable' | null {
  if (!template.active) return 'coupon.notClaimable';
  if (template.valid_days === null && template.valid_until !== null && template.valid_until < now)
    return 'coupon.notClaimable';
  return null;
}

/**
 * Issues one coupon of `template` to `ownerId` inside `tx`: the person's next `seq` is inserted
 * first (unique with template and owner, so two claims racing for the same person issue one),
 * then one is taken from the stock by a conditional update (never read-then-write: 50 claims at
 * once of a stock of 10 issue 10). A refusal throws, and the caller's transaction rolls back.
 */
export async function issue(tx: Db, template: TemplateRow, ownerId: number, now: number): Promise<number> {
  const closed = closedReason(template, now);
  if (closed) throw new AppError('conflict', closed);
  const held = await tx
    .selectFrom('user_coupons')
    .select((eb) => eb.fn.max<number | null>('seq').as('seq'))
    .where('template_id', '=', template.id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  const seq = Number(held?.seq ?? 0) + 1;
  if (seq > template.per_person_limit) throw new AppError('conflict', 'coupon.limitReached');
  const validity = validityOf(template, now);
  const inserted = await tx
    .insertInto('user_coupons')
    .values({
      template_id: template.id,
      owner_id: ownerId,
      seq,
      amount_fen: template.amount_fen,
      min_spend_fen: template.min_spend_fen,
      ...validity,
      received_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['template_id', 'owner_id', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AppError('conflict', 'coupon.limitReached');
  if (template.stock_left !== null) {
    const taken = await tx
      .updateTable('coupon_templates')
      .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
      .where('id', '=', template.id)
      .where('stock_left', '>', 0)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw new AppError('conflict', 'coupon.soldOut');
  }
  return inserted.id;
}

/** The coupons of `ownerId` whose time is past and that nobody holds become `expired` (guarded). */
export async function expireDue(db: Db, ownerId: number, now: number): Promise<void> {
  await db
    .updateTable('user_coupons')
    .set({ state: 'expired', updated_at: now })
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'available')
    .where('valid_until', '<', now)
    .execute();
}
