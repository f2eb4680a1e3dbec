import { Type } from '@sinclair/typebox';
import { Fen, Nullable, Unix, Url } from '../../http/schemas.js';
import { Person } from '../user/schemas.js';

/** The contract's `Evaluation`. */
export const Evaluation = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  pics: Type.Array(Url),
  at: Unix,
  by: Person,
});

/** Both sides' evaluations of a task, as the viewer may see them. */
export const EvaluationPair = Type.Object({ mine: Nullable(Evaluation), theirs: Nullable(Evaluation) });

/** The contract's `Task` (docs/orders-api.md, "Shapes"). */
export const Task = Type.Object({
  id: Type.Integer(),
  goods_order_id: Type.Integer(),
  taker: Person,
  status: Type.String({ description: 'A task state of docs/lifecycle.md.' }),
  price_fen: Fen,
  rounds: Type.Array(Type.Object({}), { description: 'The price negotiation, oldest first.' }),
  fee_change: Nullable(Type.Object({ price_fen: Fen, difference_fen: Type.Integer(), at: Unix })),
  coupon: Type.Null(),
  payable_fen: Fen,
  commission_fen: Nullable(Fen),
  payout_fen: Nullable(Fen),
  deliveries: Type.Array(Type.Object({ pics: Type.Array(Url) })),
  change_requests: Type.Array(Type.Object({})),
  cancel: Type.Unknown({ description: 'The open cancellation request, or null.' }),
  deadlines: Type.Unknown({ description: 'The timers running on the task.' }),
  log: Type.Array(Type.Object({}), { description: 'The task’s transitions, oldest first.' }),
  actions: Type.Array(Type.String(), { description: 'The transitions the viewer may take now.' }),
  evaluations: EvaluationPair,
});
