import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller, requireRole } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { BEARER, Fields, Id, Page, PageOf, replies } from '../../http/schemas.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  AnswerForm,
  CloseForm,
  CreateForm,
  DisputeForm,
  Feedback,
  IdForm,
  KefuListQuery,
} from './schemas.js';
import type { FeedbackService } from './service.js';

const tags = ['feedback'];

const viewerOf = (request: FastifyRequest): Viewer => {
  const auth = caller(request);
  return { userId: auth.userId, role: auth.role };
};

/** Feedback and complaints, the author's calls and kefu's (docs/feedback-api.md). */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  feedback: FeedbackService,
): void {
  const base = (request: FastifyRequest) => publicBase(request, ctx.config);
  const kefuOnly = [ctx.authenticate, requireRole('kefu')];

  app.register(async (plain) => {
    // Blocked words and a refused dispute answer with their own message and reason.
    registerLifecycleErrors(plain);
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();

    api.post(
      '/api/feedback/create',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'createFeedback',
          summary: 'Sends feedback or a complaint, with pictures and the order or task it is about.',
          tags,
          security: BEARER,
          body: CreateForm,
          response: replies(Feedback),
        },
      },
      async (request) => {
        const b = request.body;
        return ok(
          await feedback.create(
            viewerOf(request),
            {
              type: b.type,
              content: b.content,
              contact: b.contact,
              images: b.images,
              goods_order_id: b.goods_order_id,
              goods_order_task_id: b.goods_order_task_id,
              device: b.device,
              idempotency_key: b.idempotency_key,
            },
            base(request),
          ),
        );
      },
    );

    api.get(
      '/api/feedback/list',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myFeedback',
          summary: 'The caller’s feedback, newest first.',
          tags,
          security: BEARER,
          querystring: Fields({ page: Type.Optional(Page) }),
          response: replies(PageOf(Feedback)),
        },
      },
      async (request) => ok(await feedback.listMine(viewerOf(request), request.query.page, base(request))),
    );

    api.get(
      '/api/feedback/detail',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'feedbackDetail',
          summary: 'One feedback of the caller (opening it clears its unread mark); kefu: any.',
          tags,
          security: BEARER,
          querystring: Fields({ id: Id('The feedback.') }),
          response: replies(Feedback),
        },
      },
      async (request) => ok(await feedback.detail(viewerOf(request), request.query.id, base(request))),
    );

    api.get(
      '/api/feedback/unread',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'feedbackUnread',
          summary: 'How many answers the caller has not opened (the badge of the feedback entry).',
          tags,
          security: BEARER,
          response: replies(Type.Object({ count: Type.Integer() })),
        },
      },
      async (request) => ok(await feedback.unread(viewerOf(request))),
    );

    api.get(
      '/api/kefu/feedback/list',
      {
        onRequest: kefuOnly,
        schema: {
          operationId: 'kefuFeedbackList',
          summary: 'Kefu: the feedback queue, by status.',
          tags,
          security: BEARER,
          querystring: KefuListQuery,
          response: replies(PageOf(Feedback)),
        },
      },
      async (request) => ok(await feedback.kefuList(request.query.status, request.query.page, base(request))),
    );

    api.post(
      '/api/kefu/feedback/take',
      {
        onRequest: kefuOnly,
        schema: {
          operationId: 'kefuTakeFeedback',
          summary: 'Kefu: takes a pending feedback (processing).',
          tags,
          security: BEARER,
          body: IdForm,
          response: replies(Feedback),
        },
      },
      async (request) => ok(await feedback.take(viewerOf(request), request.body.id, base(request))),
    );

    api.post(
      '/api/kefu/feedback/answer',
      {
        onRequest: kefuOnly,
        schema: {
          operationId: 'kefuAnswerFeedback',
          summary: 'Kefu: answers a pending or processing feedback (resolved; unread for its author).',
          tags,
          security: BEARER,
          body: AnswerForm,
          response: replies(Feedback),
        },
      },
      async (request) =>
        ok(await feedback.answer(viewerOf(request), request.body.id, request.body.answer, base(request))),
    );

    api.post(
      '/api/kefu/feedback/close',
      {
        onRequest: kefuOnly,
        schema: {
          operationId: 'kefuCloseFeedback',
          summary: 'Kefu: closes a feedback, with an optional note shown to its author.',
          tags,
          security: BEARER,
          body: CloseForm,
          response: replies(Feedback),
        },
      },
      async (request) =>
        ok(await feedback.close(viewerOf(request), request.body.id, request.body.answer, base(request))),
    );

    api.post(
      '/api/kefu/feedback/dispute',
      {
        onRequest: kefuOnly,
        schema: {
          operationId: 'kefuDisputeFeedback',
          summary:
            'Kefu: turns a complaint about an order into its task’s dispute (the lifecycle’s `dispute`).',
          tags,
          security: BEARER,
          body: DisputeForm,
          response: replies(Feedback),
        },
      },
      async (request) =>
        ok(
          await feedback.dispute(
            viewerOf(request),
            {
              id: request.body.id,
              reason: request.body.reason,
              goods_order_task_id: request.body.goods_order_task_id,
            },
            base(request),
          ),
        ),
    );
  });
}
