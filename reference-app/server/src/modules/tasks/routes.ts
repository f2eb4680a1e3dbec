import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field, readForm, toFields } from '../../http/form.js';
import { presentTask } from './present.js';

/** Tasks (docs/orders-api.md, "Tasks"). */
export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { tasks } = ctx.services;
  const viewer = (request: Parameters<typeof caller>[0]) => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };

  app.register(async (scope) => {
    registerLifecycleErrors(scope);

    scope.post('/api/goods_order_task/apply', { preHandler: ctx.authenticate }, async (request) => {
      const { fields } = await readForm(request);
      const view = await tasks.apply(viewer(request), {
        goods_order_id: field(fields, 'goods_order_id'),
        price_fen: field(fields, 'price_fen'),
        note: fields.note,
        idempotency_key: field(fields, 'idempotency_key'),
      });
      return ok(presentTask(view, publicBase(request, ctx.config)));
    });

    scope.post('/api/goods_order_task/transition', { preHandler: ctx.authenticate }, async (request) => {
      const { fields } = await readForm(request);
      const view = await tasks.transition(viewer(request), {
        id: field(fields, 'id'),
        transition: field(fields, 'transition'),
        expected_state: field(fields, 'expected_state'),
        price_fen: field(fields, 'price_fen'),
        reason: fields.reason,
        note: fields.note,
        pics: fields.pics,
        responsible: field(fields, 'responsible'),
        taker_fen: field(fields, 'taker_fen'),
        idempotency_key: field(fields, 'idempotency_key'),
        base: publicBase(request, ctx.config),
      });
      return ok(presentTask(view, publicBase(request, ctx.config)));
    });

    scope.get('/api/goods_order_task/detail', { preHandler: ctx.authenticate }, async (request) => {
      return ok(
        presentTask(
          await tasks.detail(viewer(request), field(toFields(request.query), 'id')),
          publicBase(request, ctx.config),
        ),
      );
    });

    scope.get('/api/goods_order_task/list', { preHandler: ctx.authenticate }, async (request) => {
      const query = toFields(request.query);
      const { items, ...page } = await tasks.list(viewer(request), {
        goods_order_id: field(query, 'goods_order_id'),
        status: field(query, 'status'),
        page: field(query, 'page'),
      });
      const base = publicBase(request, ctx.config);
      return ok({ list: items.map((item) => presentTask(item, base)), ...page });
    });
  });
}
