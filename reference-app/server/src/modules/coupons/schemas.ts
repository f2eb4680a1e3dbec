import { Type } from '@sinclair/typebox';
import { Fen, Nullable, Unix } from '../../http/schemas.js';

/** A person's coupon (docs/coupons-api.md, "Shapes"). */
export const Coupon = Type.Object(
  {
    id: Type.Integer({ description: 'The user_coupon_id.' }),
    template_id: Type.Integer(),
    name: Type.String(),
    amount_fen: Fen,
    min_spend_fen: Fen,
    category_ids: Type.Array(Type.Integer(), { description: 'Empty: every category.' }),
    state: Type.Union([
      Type.Literal('available'),
      Type.Literal('held'),
      Type.Literal('used'),
      Type.Literal('expired'),
    ]),
    valid_from: Unix,
    valid_until: Unix,
    expiring_soon: Type.Boolean({ description: 'Available and ending within 3 days.' }),
    goods_order_task_id: Nullable(Type.Integer()),
    received_at: Unix,
    used_at: Nullable(Unix),
  },
  { title: 'Coupon' },
);

/** A coupon weighed for one payment. */
export const UsableCoupon = Type.Intersect([
  Coupon,
  Type.Object({
    usable: Type.Boolean(),
    reason: Nullable(Type.String({ description: 'Why it cannot pay (`coupon.minSpend`...).' })),
    reason_msg: Nullable(Type.String({ description: 'The reason in the caller’s language.' })),
  }),
]);

/** A campaign (template). */
export const Campaign = Type.Object(
  {
    id: Type.Integer({ description: 'The coupon_id to claim.' }),
    name: Type.String(),
    amount_fen: Fen,
    min_spend_fen: Fen,
    receive_type: Type.String({ description: '`register`, `claim` or `kefu`.' }),
    category_ids: Type.Array(Type.Integer()),
    valid_from: Nullable(Unix),
    valid_until: Nullable(Unix),
    valid_days: Nullable(Type.Integer()),
    stock_left: Nullable(Type.Integer()),
    per_person_limit: Type.Integer(),
    received: Type.Integer(),
    can_receive: Type.Boolean(),
  },
  { title: 'CouponCampaign' },
);

/** The task and order a coupon is on. */
export const CouponTask = Type.Object({
  goods_order_task_id: Type.Integer(),
  goods_order_id: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
  price_fen: Fen,
  payable_fen: Fen,
});

export const CouponWithTask = Type.Object({ coupon: Coupon, task: Nullable(CouponTask) });
