import { Type } from '@sinclair/typebox';
import { Fen, Nullable, Unix, Url } from '../../http/schemas.js';
import { Person } from '../user/schemas.js';

/** The contract's `Evaluation`. */
export const Evaluation = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    content: Type.String(),
    pics: Type.Array(Url),
    at: Unix,
    by: Person,
  },
  { title: 'Evaluation' },
);

/** Both sides' evaluations of a task, as the viewer may see them. */
export const EvaluationPair = Type.Object({ mine: Nullable(Evaluation), theirs: Nullable(Evaluation) });

/** The contract's `Task` (docs/orders-api.md, "Shapes"). */
export const Task = Type.Object(
  {
    id: Type.Integer(),
    goods_order_id: Type.Integer(),
    taker: Person,
    status: Type.String({ description: 'A task state of docs/lifecycle.md.' }),
    price_fen: Fen,
    rounds: Type.Array(
      Type.Object({
        by: Type.Union([Type.Literal('poster'), Type.Literal('taker')]),
        price_fen: Fen,
        at: Unix,
      }),
      { description: 'The price negotiation, oldest first.' },
    ),
    fee_change: Nullable(Type.Object({ price_fen: Fen, difference_fen: Type.Integer(), at: Unix })),
    coupon: Nullable(
      Type.Object(
        { user_coupon_id: Type.Integer(), name: Type.String(), amount_fen: Fen },
        { description: 'The coupon the task holds or used (its poster and kefu; null for the taker).' },
      ),
    ),
    payable_fen: Fen,
    commission_fen: Nullable(Fen),
    payout_fen: Nullable(Fen),
    deliveries: Type.Array(Type.Object({ note: Type.String(), pics: Type.Array(Url), at: Unix })),
    change_requests: Type.Array(Type.Object({ reason: Type.String(), at: Unix })),
    cancel: Nullable(
      Type.Object(
        { by: Type.String(), reason: Type.String(), at: Unix },
        { description: 'The open cancellation request.' },
      ),
    ),
    deadlines: Type.Object(
      {
        payment_by: Type.Optional(Unix),
        deliver_by: Type.Optional(Unix),
        auto_confirm_at: Type.Optional(Unix),
        cancel_reply_by: Type.Optional(Unix),
        evaluate_by: Type.Optional(Unix),
      },
      { description: 'The timers that apply in the task’s state.' },
    ),
    log: Type.Array(Type.Object({}), {
      description:
        'The task’s transitions, oldest first: `{ transition, actor_role, actor_id, from, to, at, reason }`.',
    }),
    actions: Type.Array(Type.String(), { description: 'The transitions the viewer may take now.' }),
    evaluations: EvaluationPair,
  },
  { title: 'Task' },
);
