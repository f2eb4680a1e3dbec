import { commission, openFeeChange, payable, payout } from '@marketplace/sdk/rules';
import { presentPair } from '../evaluations/pairs.js';
import { absoluteUrl } from '../user/present.js';
import type { TaskView } from './service.js';

/**
 * The contract's `Task` shape. Commission and payout are the taker's and kefu's business only;
 * the poster sees null. `base` makes the taker's face an absolute URL; `locale` names the coupon.
 */
export function presentTask(view: TaskView, base: string, locale = 'en') {
  const { row, taker } = view;
  const seesMoney = view.role === 'taker' || view.role === 'kefu';
  const share = taker.share_bp / 10_000;
  const asked = openFeeChange(row);
  return {
    id: row.id,
    goods_order_id: row.order_id,
    taker: { id: taker.id, s_username: taker.s_username, face: absoluteUrl(base, taker.face) },
    status: row.status,
    price_fen: row.price_fen,
    rounds: row.rounds,
    // A fee asked for after payment: a top-up to pay (difference > 0) or the taker's answer.
    fee_change:
      asked === null
        ? null
        : {
            price_fen: asked,
            difference_fen: asked - row.price_fen,
            at: row.rounds[row.rounds.length - 1]?.at ?? 0,
          },
    coupon: view.coupon
      ? {
          user_coupon_id: view.coupon.user_coupon_id,
          name: view.coupon.names[locale] ?? view.coupon.names.en ?? '',
          amount_fen: view.coupon.amount_fen,
        }
      : null,
    payable_fen: payable(row.price_fen, row.coupon_fen),
    commission_fen: seesMoney ? commission(row.price_fen, share) : null,
    payout_fen: seesMoney ? payout(row.price_fen, share) : null,
    deliveries: row.deliveries.map((d) => ({ ...d, pics: d.pics.map((pic) => absoluteUrl(base, pic)) })),
    change_requests: row.change_request_list,
    cancel: row.cancel,
    deadlines: view.deadlines,
    log: view.log,
    actions: view.actions,
    evaluations: presentPair(view.evaluations, base),
  };
}
