import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '@marketplace/sdk/rules';
import { Type } from '@sinclair/typebox';
import { Choice, Fields, Id, IdempotencyKey, Nullable, Page, Text, Unix } from '../../http/schemas.js';
import { FileInfo } from '../files/schemas.js';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** One feedback as its author sees it. */
export const Feedback = Type.Object(
  {
    id: Type.Integer(),
    type: literals(FEEDBACK_TYPES),
    content: Type.String(),
    contact: Type.String(),
    status: literals(FEEDBACK_STATUSES),
    goods_order_id: Nullable(Type.Integer()),
    goods_order_task_id: Nullable(Type.Integer()),
    order_title: Nullable(Type.String({ description: 'The title of the order it is about.' })),
    images: Type.Array(FileInfo),
    answer: Type.String({
      description: 'Customer service’s answer (or closing note); "" until there is one.',
    }),
    answered_at: Nullable(Unix),
    unread: Type.Boolean({ description: 'An answer or a close the author has not opened yet.' }),
    dispute_task_id: Nullable(Type.Integer({ description: 'The task whose dispute this complaint became.' })),
    created_at: Unix,
    updated_at: Unix,
    user_id: Type.Optional(Type.Integer({ description: 'Kefu only: the author.' })),
    user_name: Type.Optional(Type.String({ description: 'Kefu only: the author’s public name.' })),
    device: Type.Optional(Type.String({ description: 'Kefu only: the device the SDK described.' })),
    handler_id: Type.Optional(Nullable(Type.Integer({ description: 'Kefu only: who handles it.' }))),
  },
  { title: 'Feedback' },
);

export const CreateForm = Fields({
  type: Choice(FEEDBACK_TYPES, 'What it is.', {
    missing: 'error.feedbackType',
    invalid: 'error.feedbackType',
  }),
  content: Text('1-140 characters; blocked words are refused.'),
  contact: Type.Optional(Text('How to reach the author (at most 50 characters).')),
  images: Type.Optional(
    Text('Comma-separated ids of the caller’s uploaded pictures (POST /api/file/upload), at most 9.'),
  ),
  goods_order_id: Type.Optional(Id('The order it is about (the caller posted it or took a task of it).')),
  goods_order_task_id: Type.Optional(Id('The task it is about (the caller is its poster or taker).')),
  device: Type.Optional(Text('The device, as the SDK describes it (at most 300 characters).')),
  idempotency_key: IdempotencyKey(),
});

export const KefuListQuery = Fields({
  status: Type.Optional(Choice(FEEDBACK_STATUSES, 'Only this status (then oldest first); all by default.')),
  page: Type.Optional(Page),
});

export const IdForm = Fields({ id: Id('The feedback.') });
export const AnswerForm = Fields({ id: Id('The feedback.'), answer: Text('1-500 characters.') });
export const CloseForm = Fields({
  id: Id('The feedback.'),
  answer: Type.Optional(Text('A closing note shown to the author (at most 500 characters).')),
});
export const DisputeForm = Fields({
  id: Id('The complaint about an order.'),
  reason: Text('Why (1-140 characters), logged on the task.'),
  goods_order_task_id: Type.Optional(Id('The task of the order, when the complaint names only the order.')),
});
