import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken, caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field, readForm, toFields } from '../../http/form.js';
import type { Viewer } from '../../kernel/viewer.js';
import { absoluteUrl } from '../user/present.js';
import { presentEvaluation, presentPair } from './pairs.js';

/** Evaluations (docs/orders-api.md, "Evaluations"). */
export function registerEvaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { evaluations } = ctx.services;
  const viewer = (request: FastifyRequest): Viewer => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };
  // Evaluations a user received are public (talentInformation); a bearer, when sent, is checked.
  const optionalAuth = async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };

  app.register(async (scope) => {
    registerLifecycleErrors(scope);

    scope.post('/api/evaluate/create', { preHandler: ctx.authenticate }, async (request) => {
      const { fields } = await readForm(request);
      const base = publicBase(request, ctx.config);
      const row = await evaluations.create(
        viewer(request),
        {
          goods_order_task_id: field(fields, 'goods_order_task_id'),
          stars: field(fields, 'stars'),
          content: fields.content,
          pics: fields.pics,
        },
        base,
      );
      return ok(presentEvaluation(row, base));
    });

    scope.get('/api/evaluate/list', { preHandler: optionalAuth }, async (request) => {
      const query = toFields(request.query);
      const base = publicBase(request, ctx.config);
      const { items, ...page } = await evaluations.list(request.auth ? viewer(request) : null, {
        user_id: field(query, 'user_id'),
        role: field(query, 'role'),
        page: field(query, 'page'),
      });
      return ok({
        list: items.map((row) => ({
          ...presentEvaluation(row, base),
          goods_order_task_id: row.task_id,
          goods_order_id: row.order_id,
          title: row.title,
          author_role: row.author_role,
          about: {
            id: row.subject_id,
            s_username: row.subject_name,
            face: absoluteUrl(base, row.subject_face),
          },
          visible: row.visible,
        })),
        ...page,
      });
    });

    scope.get('/api/evaluate/detail', { preHandler: ctx.authenticate }, async (request) => {
      const query = toFields(request.query);
      const base = publicBase(request, ctx.config);
      const pair = await evaluations.detail(viewer(request), field(query, 'goods_order_task_id'));
      return ok({
        ...presentPair(pair, base),
        evaluate_by: pair.evaluate_by,
        role: pair.role,
        visible: pair.visible,
        theirs_waiting: pair.theirs_waiting,
      });
    });
  });
}
