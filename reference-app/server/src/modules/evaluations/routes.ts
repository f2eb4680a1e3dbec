import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken, caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Choice,
  Fields,
  Id,
  Nullable,
  OPTIONAL_BEARER,
  Page,
  PageOf,
  replies,
  Text,
} from '../../http/schemas.js';
import type { Viewer } from '../../kernel/viewer.js';
import { Evaluation, EvaluationPair } from '../tasks/schemas.js';
import { absoluteUrl } from '../user/present.js';
import { Person } from '../user/schemas.js';
import { presentEvaluation, presentPair } from './pairs.js';
import { LIST_ROLES } from './service.js';

const tags = ['evaluations'];

const CreateForm = Fields({
  goods_order_task_id: Id('The task evaluated.'),
  stars: Text('1 to 5.', { examples: ['5'], missing: 'error.stars' }),
  content: Type.Optional(Text('0-140 characters.')),
  pics: Type.Optional(Text('Comma-separated /uploads/ URLs.')),
});

const ListQuery = Fields({
  user_id: Id('Whose evaluations.'),
  role: Type.Optional(Choice(LIST_ROLES, 'Received (default), as taker, as poster, or given.')),
  page: Type.Optional(Page),
});

const ListedEvaluation = Type.Composite([
  Evaluation,
  Type.Object({
    goods_order_task_id: Type.Integer(),
    goods_order_id: Type.Integer(),
    title: Type.String(),
    author_role: Type.Union([Type.Literal('poster'), Type.Literal('taker')]),
    about: Person,
    visible: Type.Boolean(),
  }),
]);

const Detail = Type.Composite([
  EvaluationPair,
  Type.Object({
    evaluate_by: Nullable(
      Type.Integer({ description: 'Until when (Unix seconds) the caller may still evaluate.' }),
    ),
    role: Type.Union([Type.Literal('poster'), Type.Literal('taker')]),
    visible: Type.Boolean(),
    theirs_waiting: Type.Boolean(),
  }),
]);

const DetailQuery = Fields({ goods_order_task_id: Id('The task.') });

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

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();

    scope.post(
      '/api/evaluate/create',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'createEvaluation',
          summary: 'Evaluates the other side of a finished task.',
          tags,
          security: BEARER,
          body: CreateForm,
          response: replies(Evaluation),
        },
      },
      async (request) => {
        const { body } = request;
        const base = publicBase(request, ctx.config);
        const row = await evaluations.create(
          viewer(request),
          {
            goods_order_task_id: field(body, 'goods_order_task_id'),
            stars: field(body, 'stars'),
            content: body.content,
            pics: body.pics,
          },
          base,
        );
        return ok(presentEvaluation(row, base));
      },
    );

    scope.get(
      '/api/evaluate/list',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'evaluations',
          summary: 'Evaluations a user received (public) or gave.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: ListQuery,
          response: replies(PageOf(ListedEvaluation)),
        },
      },
      async (request) => {
        const { query } = request;
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
      },
    );

    scope.get(
      '/api/evaluate/detail',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'evaluationDetail',
          summary: 'Both evaluations of a task, as the caller may see them.',
          tags,
          security: BEARER,
          querystring: DetailQuery,
          response: replies(Detail),
        },
      },
      async (request) => {
        const base = publicBase(request, ctx.config);
        const pair = await evaluations.detail(viewer(request), field(request.query, 'goods_order_task_id'));
        return ok({
          ...presentPair(pair, base),
          evaluate_by: pair.evaluate_by,
          role: pair.role,
          visible: pair.visible,
          theirs_waiting: pair.theirs_waiting,
        });
      },
    );
  });
}
