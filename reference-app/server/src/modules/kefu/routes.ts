import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller, requireRole } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Choice,
  Fen,
  Fields,
  Id,
  Integer,
  Nullable,
  replies,
  Text,
  Unix,
} from '../../http/schemas.js';

const tags = ['kefu'];

const AuditRow = Type.Object({
  id: Type.Integer(),
  actor_id: Nullable(Type.Integer()),
  actor_level: Type.String({ description: '`agent`, `supervisor` or `system`.' }),
  action: Type.String({ description: '`<record>.<verb>`: `task.resolve-split`, `user.restrict-post`...' }),
  record_type: Type.String(),
  record_id: Type.Integer(),
  before: Type.Unknown({ description: 'The values as they were (JSON), or null.' }),
  after: Type.Unknown({ description: 'The values as they became (JSON), or null.' }),
  reason: Type.String(),
  created_at: Unix,
});

const Me = Type.Object({
  id: Type.Integer(),
  level: Type.String({ description: '`agent` or `supervisor`.' }),
  supervisor_above_fen: Fen,
});

const QueueItem = Type.Object({
  record_type: Type.String(),
  record_id: Type.Integer(),
  title: Type.String({
    description: 'A task’s title, a person and category, a business name, reported text, a feedback type.',
  }),
  since: Unix,
  user_id: Nullable(Type.Integer({ description: 'The person it concerns.' })),
  detail: Type.String({
    description: 'A certificate’s type, the reports’ reasons (`spam,other`), the feedback’s text; or "".',
  }),
  photo: Type.String({ description: 'A certificate or licence photo (absolute URL), or "".' }),
});
const Queues = Type.Object({
  queues: Type.Array(
    Type.Object({ name: Type.String(), count: Type.Integer(), items: Type.Array(QueueItem) }),
  ),
});

const TaskLine = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
  price_fen: Fen,
});
const OrderLine = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
  created_at: Unix,
});
const Found = Type.Object({
  users: Type.Array(
    Type.Object({
      id: Type.Integer(),
      s_username: Type.String(),
      phone: Type.String({ description: 'Masked: `138****5678`.' }),
      role: Type.String(),
      smrz: Type.Integer(),
    }),
  ),
  orders: Type.Array(OrderLine),
  tasks: Type.Array(TaskLine),
});

const Person = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    s_username: Type.String(),
    face: Type.String(),
    phone: Type.String({ description: 'Masked.' }),
    role: Type.String(),
    kefu_level: Nullable(Type.String()),
    smrz: Type.Integer({ description: 'Real-name state: 0 none, 1 pending, 2 verified, 3 failed.' }),
    name: Type.String(),
    id_number: Type.String({ description: 'Masked: first and last character.' }),
    share_bp: Type.Integer({ description: 'Commission share in basis points (1500 is 15%).' }),
    created_at: Unix,
  }),
  restrictions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String({ description: '`post`, `take` or `ban`.' }),
      reason: Type.String(),
      until: Nullable(Unix),
      created_by: Type.Integer(),
      created_at: Unix,
      live: Type.Boolean(),
    }),
  ),
  notes: Type.Array(
    Type.Object({ id: Type.Integer(), author_id: Type.Integer(), body: Type.String(), created_at: Unix }),
  ),
  orders: Type.Array(Type.Object({ ...OrderLine.properties, price_fen: Fen })),
  tasks: Type.Array(TaskLine),
  certificates: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: Type.String(),
      category: Type.String(),
      photo: Type.String({ description: 'Absolute URL.' }),
      status: Type.String({ description: '`pending`, `approved` or `rejected`.' }),
      reason: Type.String({ description: 'Why it was rejected, or "".' }),
      created_at: Unix,
    }),
    { description: 'The person’s qualification certificates, newest first: approve or reject them.' },
  ),
  businesses: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      licence_pic: Type.String({ description: 'Absolute URL.' }),
      status: Type.String({ description: '`pending`, `verified` or `rejected`.' }),
      reason: Type.String({ description: 'Why it was rejected, or "".' }),
      updated_at: Unix,
    }),
    { description: 'The person’s community business: verify or reject it.' },
  ),
  audit: Type.Array(AuditRow),
});

const Trade = Type.Object({
  task: Type.Object({
    ...TaskLine.properties,
    coupon_fen: Fen,
    poster_id: Type.Integer(),
    poster_name: Type.String(),
    taker_id: Type.Integer(),
    taker_name: Type.String(),
    region: Type.String(),
    address: Type.String({ description: 'Masked (`***`): reveal it with a reason.' }),
    created_at: Unix,
  }),
  payments: Type.Array(
    Type.Object({
      id: Type.String(),
      purpose: Type.String(),
      amount_fen: Fen,
      provider: Type.String(),
      status: Type.String(),
      transaction_id: Nullable(Type.String()),
      created_at: Unix,
    }),
  ),
  ledger: Type.Array(
    Type.Object({
      id: Type.Integer(),
      transaction_id: Type.Integer(),
      account: Type.String(),
      amount_fen: Type.Integer(),
      kind: Type.String(),
      created_at: Unix,
    }),
  ),
  log: Type.Array(
    Type.Object({
      id: Type.Integer(),
      transition: Type.String(),
      actor_role: Type.String(),
      actor_id: Nullable(Type.Integer()),
      from_state: Nullable(Type.String()),
      to_state: Type.String(),
      at: Unix,
      reason: Nullable(Type.String()),
    }),
  ),
  evaluations: Type.Array(
    Type.Object({
      id: Type.Integer(),
      author_role: Type.String(),
      author_id: Type.Integer(),
      stars: Type.Integer(),
      content: Type.String(),
      created_at: Unix,
    }),
  ),
  withdrawals: Type.Array(
    Type.Object({
      id: Type.String({ description: 'The withdrawal’s `out_bill_no`.' }),
      amount_fen: Fen,
      status: Type.String({
        description: '`pending`, `waiting`, `cancelling`, `succeeded`, `failed` or `cancelled`.',
      }),
      fail_reason: Nullable(Type.String()),
      created_at: Unix,
      finished_at: Nullable(Unix),
    }),
    { description: 'The taker’s 20 latest withdrawals, newest first.' },
  ),
  audit: Type.Array(AuditRow),
});

const Chat = Type.Object({
  poster_id: Type.Integer(),
  taker_id: Type.Integer(),
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      sender_id: Type.Integer(),
      kind: Type.String(),
      content: Type.String(),
      pic: Type.String(),
      goods_order_task_id: Type.Integer(),
      created_at: Unix,
    }),
  ),
  has_more: Type.Boolean(),
});

const Reason = Text('Why, 1 to 140 characters: written to the audit log.');

type FormFields = Readonly<Record<string, string | undefined>>;

/** The trimmed values of `names` in a form or a query. */
function pick(from: unknown, names: readonly string[]): Record<string, string | undefined> {
  const fields = from as FormFields;
  return Object.fromEntries(names.map((name) => [name, field(fields, name)]));
}

/**
 * The customer service console's calls (docs/kefu-api.md): every one under `/api/kefu/`, for
 * kefu only (401 without a token, 403 for anyone else).
 */
export function registerKefuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { kefu } = ctx.services;
  // The role is checked before the body is read or validated: anyone else gets 403, never a 400.
  const guard = { onRequest: [ctx.authenticate, requireRole('kefu')] };
  const doc = (operationId: string, summary: string, data: TSchema) => ({
    operationId,
    summary,
    tags,
    security: BEARER,
    response: replies(data),
  });
  const viewer = (request: FastifyRequest) => {
    const { userId, role } = caller(request);
    return { userId, role };
  };

  api.get(
    '/api/kefu/me',
    { ...guard, schema: doc('kefuMe', 'The caller’s kefu level and the supervisor threshold.', Me) },
    async (request) => ok(await kefu.me(viewer(request))),
  );
  api.get(
    '/api/kefu/queues',
    {
      ...guard,
      schema: doc('kefuQueues', 'What waits for kefu: each queue’s count and oldest items.', Queues),
    },
    async (request) => ok(await kefu.queues(publicBase(request, ctx.config))),
  );
  api.get(
    '/api/kefu/search',
    {
      ...guard,
      schema: {
        ...doc('kefuSearch', 'People by phone or id; orders and tasks by id or title.', Found),
        querystring: Fields({ q: Text('A phone number, an id, or words of a title.') }),
      },
    },
    async (request) => ok(await kefu.search(field(request.query, 'q'))),
  );
  api.get(
    '/api/kefu/user',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuUser',
          'A person: masked profile, restrictions, notes, orders, tasks and audit log.',
          Person,
        ),
        querystring: Fields({ id: Id('The person’s id.') }),
      },
    },
    async (request) => ok(await kefu.user(field(request.query, 'id'), publicBase(request, ctx.config))),
  );
  api.post(
    '/api/kefu/reveal',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuReveal',
          'Shows one masked value; audited with the reason.',
          Type.Object({ value: Type.String() }),
        ),
        body: Fields({
          record_type: Choice(['user', 'order'], 'Whose value.'),
          id: Id('The person’s or the order’s id.'),
          what: Choice(
            ['phone', 'id_number', 'address'],
            'A person’s `phone` or `id_number`; an order’s `address`.',
          ),
          reason: Reason,
        }),
      },
    },
    async (request) =>
      ok(await kefu.reveal(viewer(request), pick(request.body, ['record_type', 'id', 'what', 'reason']))),
  );
  api.post(
    '/api/kefu/user/share',
    {
      ...guard,
      schema: {
        ...doc('kefuSetShare', 'Changes a person’s commission share; answers the person.', Person),
        body: Fields({
          id: Id('The person’s id.'),
          share_bp: Integer('Basis points, 0 to 10000.', '1200'),
          reason: Reason,
        }),
      },
    },
    async (request) =>
      ok(
        await kefu.setShare(
          viewer(request),
          pick(request.body, ['id', 'share_bp', 'reason']),
          publicBase(request, ctx.config),
        ),
      ),
  );
  api.post(
    '/api/kefu/user/restrict',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuRestrict',
          'Forbids posting, taking, or both (ban) for some days or until lifted.',
          Person,
        ),
        body: Fields({
          id: Id('The person’s id.'),
          restriction: Choice(
            ['post', 'take', 'ban'],
            'What is forbidden: `ban` is both and signs every session out.',
          ),
          days: Type.Optional(Integer('1 to 3650 days; blank: until lifted.', '7')),
          reason: Reason,
        }),
      },
    },
    async (request) =>
      ok(
        await kefu.restrict(
          viewer(request),
          pick(request.body, ['id', 'restriction', 'days', 'reason']),
          publicBase(request, ctx.config),
        ),
      ),
  );
  api.post(
    '/api/kefu/user/lift',
    {
      ...guard,
      schema: {
        ...doc('kefuLift', 'Ends a restriction before its time; answers the person.', Person),
        body: Fields({ restriction_id: Id('The restriction’s id.'), reason: Reason }),
      },
    },
    async (request) =>
      ok(
        await kefu.lift(
          viewer(request),
          pick(request.body, ['restriction_id', 'reason']),
          publicBase(request, ctx.config),
        ),
      ),
  );
  api.post(
    '/api/kefu/user/note',
    {
      ...guard,
      schema: {
        ...doc('kefuNote', 'Adds an internal note about a person (never shown to them).', Person),
        body: Fields({ id: Id('The person’s id.'), note: Text('1 to 1000 characters.') }),
      },
    },
    async (request) =>
      ok(
        await kefu.note(viewer(request), pick(request.body, ['id', 'note']), publicBase(request, ctx.config)),
      ),
  );
  api.get(
    '/api/kefu/trade',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuTrade',
          'A task’s payments, ledger entries, coupon, lifecycle log, evaluations, the taker’s withdrawals and audit log.',
          Trade,
        ),
        querystring: Fields({ goods_order_task_id: Id('The task’s id.') }),
      },
    },
    async (request) => ok(await kefu.trade(field(request.query, 'goods_order_task_id'))),
  );
  api.post(
    '/api/kefu/trade/chat',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuTradeChat',
          'The two parties’ chat, read-only, 100 messages a page; opening it is audited.',
          Chat,
        ),
        body: Fields({
          goods_order_task_id: Id('The task’s id.'),
          reason: Reason,
          before_id: Type.Optional(Id('Older than this message (paging).')),
        }),
      },
    },
    async (request) =>
      ok(
        await kefu.tradeChat(
          viewer(request),
          pick(request.body, ['goods_order_task_id', 'reason', 'before_id']),
        ),
      ),
  );
  api.get(
    '/api/kefu/audit',
    {
      ...guard,
      schema: {
        ...doc(
          'kefuAudit',
          'The audit log of one record, newest first.',
          Type.Object({ list: Type.Array(AuditRow), has_more: Type.Boolean() }),
        ),
        querystring: Fields({
          record_type: Text('`user`, `order`, `task`...'),
          record_id: Id('The record’s id.'),
          before_id: Type.Optional(Id('Older than this row (paging).')),
        }),
      },
    },
    async (request) => ok(await kefu.audit(pick(request.query, ['record_type', 'record_id', 'before_id']))),
  );
}
