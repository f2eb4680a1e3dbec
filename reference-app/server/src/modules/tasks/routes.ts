import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Fields,
  Id,
  IdempotencyKey,
  Integer,
  Page,
  PageOf,
  replies,
  Text,
} from '../../http/schemas.js';
import { presentTask } from './present.js';
import { Task } from './schemas.js';

const tags = ['tasks'];

const ApplyForm = Fields({
  goods_order_id: Id('The order to apply to.'),
  idempotency_key: IdempotencyKey(),
  price_fen: Type.Optional(Integer('The price asked (quote orders).', '5000')),
  note: Type.Optional(Text('A note to the poster.')),
});

const TransitionForm = Fields({
  id: Id('The task.'),
  transition: Text('A transition of docs/lifecycle.md (`accept`, `counter`, `deliver`, ...).', {
    examples: ['withdraw'],
    missing: 'error.invalid',
  }),
  expected_state: Type.Optional(Text('The state the caller saw; a different one answers 409.')),
  price_fen: Type.Optional(Integer('The new price (counter, fee change).', '5000')),
  reason: Type.Optional(Text('Why (cancellations, disputes).')),
  note: Type.Optional(Text('A note (deliveries).')),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs (deliveries).')),
  responsible: Type.Optional(Text('Who is responsible (cancellations): `poster`, `taker` or `neither`.')),
  taker_fen: Type.Optional(Integer('The taker’s part of a split (kefu).', '2500')),
  idempotency_key: Type.Optional(IdempotencyKey()),
  user_coupon_id: Type.Optional(Id('The poster’s coupon (accept, change-coupon); `0` or absent: none.')),
});

const TaskQuery = Fields({ id: Id('The task.') });

const TaskListQuery = Fields({
  goods_order_id: Id('The order.'),
  status: Type.Optional(Text('Only tasks in this state.')),
  page: Type.Optional(Page),
});

/** Tasks (docs/orders-api.md, "Tasks"). */
export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tasks } = ctx.services;
  const viewer = (request: Parameters<typeof caller>[0]) => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();

    scope.post(
      '/api/goods_order_task/apply',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'applyToOrder',
          summary: 'Applies to an order (a task); the same idempotency key answers the first one.',
          tags,
          security: BEARER,
          body: ApplyForm,
          response: replies(Task),
        },
      },
      async (request) => {
        const { body } = request;
        const view = await tasks.apply(viewer(request), {
          goods_order_id: field(body, 'goods_order_id'),
          price_fen: field(body, 'price_fen'),
          note: body.note,
          idempotency_key: field(body, 'idempotency_key'),
        });
        return ok(presentTask(view, publicBase(request, ctx.config), request.locale));
      },
    );

    scope.post(
      '/api/goods_order_task/transition',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'transitionTask',
          summary: 'Takes a transition of the task’s lifecycle as the caller.',
          tags,
          security: BEARER,
          body: TransitionForm,
          response: replies(Task),
        },
      },
      async (request) => {
        const { body } = request;
        const view = await tasks.transition(viewer(request), {
          id: field(body, 'id'),
          transition: field(body, 'transition'),
          expected_state: field(body, 'expected_state'),
          price_fen: field(body, 'price_fen'),
          reason: body.reason,
          note: body.note,
          pics: body.pics,
          responsible: field(body, 'responsible'),
          taker_fen: field(body, 'taker_fen'),
          idempotency_key: field(body, 'idempotency_key'),
          user_coupon_id: field(body, 'user_coupon_id'),
          base: publicBase(request, ctx.config),
        });
        return ok(presentTask(view, publicBase(request, ctx.config), request.locale));
      },
    );

    scope.get(
      '/api/goods_order_task/detail',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'taskDetail',
          summary: 'One task, as its poster, taker or kefu sees it.',
          tags,
          security: BEARER,
          querystring: TaskQuery,
          response: replies(Task),
        },
      },
      async (request) =>
        ok(
          presentTask(
            await tasks.detail(viewer(request), field(request.query, 'id')),
            publicBase(request, ctx.config),
            request.locale,
          ),
        ),
    );

    scope.get(
      '/api/goods_order_task/list',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'taskList',
          summary: 'The tasks of an order the caller may see.',
          tags,
          security: BEARER,
          querystring: TaskListQuery,
          response: replies(PageOf(Task)),
        },
      },
      async (request) => {
        const { query } = request;
        const { items, ...page } = await tasks.list(viewer(request), {
          goods_order_id: field(query, 'goods_order_id'),
          status: field(query, 'status'),
          page: field(query, 'page'),
        });
        const base = publicBase(request, ctx.config);
        return ok({ list: items.map((item) => presentTask(item, base, request.locale)), ...page });
      },
    );
  });
}
