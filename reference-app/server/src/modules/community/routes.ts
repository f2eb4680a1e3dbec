import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken, caller, requireRole } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import { BEARER, MULTIPART, OPTIONAL_BEARER, PageOf, replies, Url } from '../../http/schemas.js';
import { invalidField, requiredField } from '../../kernel/errors.js';
import { optionalCoordinates } from '../../kernel/input.js';
import type { Viewer } from '../../kernel/viewer.js';
import { absoluteUrl } from '../user/present.js';
import type { Community } from './index.js';
import { presentArticle, presentBusiness, presentComment, presentDraft } from './present.js';
import {
  Article,
  ArticleListQuery,
  Business,
  BusinessListQuery,
  Comment,
  CommentForm,
  CommentsQuery,
  CommentThread,
  CursorQuery,
  Draft,
  DraftForm,
  IdQuery,
  LikeForm,
  ModerateForm,
  PageQuery,
  PublishForm,
  ReadForm,
  Remark,
  Reported,
  ReportForm,
  ReviewForm,
  ReviewQueueQuery,
  SaveBusinessForm,
  UploadForm,
} from './schemas.js';

const UPLOAD_PURPOSES = ['article', 'business', 'licence'];

function viewerOf(request: FastifyRequest): Viewer | null {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

const me = (request: FastifyRequest): Viewer => {
  const auth = caller(request);
  return { userId: auth.userId, role: auth.role };
};

/** The community's calls (docs/community-api.md), and customer service's under /api/kefu/community/. */
export function registerCommunityRoutes(app: FastifyInstance, ctx: AppContext, community: Community): void {
  const { businesses, articles, reports } = community;
  const tags = ['community'];
  const optionalAuth = async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };
  // The role is checked before the body: anyone else is a 403 whatever they send.
  const kefuOnly = { onRequest: [ctx.authenticate, requireRole('kefu')] };

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    const base = (request: FastifyRequest) => publicBase(request, ctx.config);

    scope.post(
      '/api/community/upload',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'communityUpload',
          summary: 'Stores a picture of an article, a business or a business licence (metadata removed).',
          tags,
          security: BEARER,
          consumes: MULTIPART,
          body: UploadForm,
          response: replies(Type.Object({ url: Url })),
        },
      },
      async (request) => {
        const purpose = field(request.body, 'purpose') ?? 'article';
        if (!UPLOAD_PURPOSES.includes(purpose)) throw invalidField('purpose');
        const file = request.uploads?.file;
        if (!file) throw requiredField('file');
        const path = await community.upload(caller(request).userId, file.data, `community-${purpose}`);
        return ok({ url: absoluteUrl(base(request), path) });
      },
    );

    scope.post(
      '/api/community/business/save',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'saveBusiness',
          summary:
            'Lists the caller’s business, or changes it; either way it waits for customer service to verify it.',
          tags,
          security: BEARER,
          body: SaveBusinessForm,
          response: replies(Business),
        },
      },
      async (request) => {
        const b = request.body;
        const item = await businesses.save(
          me(request),
          {
            name: b.name,
            goods_categorize_ids: b.goods_categorize_ids,
            description: b.description,
            address: b.address,
            longitude: field(b, 'longitude'),
            latitude: field(b, 'latitude'),
            hours: b.hours,
            pics: b.pics,
            licence_pic: b.licence_pic,
          },
          base(request),
          request.locale,
        );
        return ok(presentBusiness(item, base(request)));
      },
    );

    scope.get(
      '/api/community/business/mine',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'myBusiness',
          summary: 'The caller’s business with its review state, or null.',
          tags,
          security: BEARER,
          response: replies(Type.Union([Business, Type.Null()])),
        },
      },
      async (request) => {
        const item = await businesses.mine(me(request), request.locale);
        return ok(item ? presentBusiness(item, base(request)) : null);
      },
    );

    scope.get(
      '/api/community/business/list',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'businessList',
          summary:
            'Verified businesses, nearest first from the caller’s location (else newest), a keyset page at a time.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: BusinessListQuery,
          response: replies(PageOf(Business)),
        },
      },
      async (request) => {
        const q = request.query;
        const { items, here, ...page } = await businesses.list(
          viewerOf(request),
          {
            ...pick(q, 'longitude', 'latitude', 'goods_categorize_id', 'cursor', 'page'),
          },
          request.locale,
        );
        return ok({ list: items.map((item) => presentBusiness(item, base(request), here)), ...page });
      },
    );

    scope.get(
      '/api/community/business/detail',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'businessDetail',
          summary:
            'One business (its owner and customer service also see it before it is verified or while it is hidden).',
          tags,
          security: OPTIONAL_BEARER,
          querystring: IdQuery,
          response: replies(Business),
        },
      },
      async (request) => {
        const q = request.query;
        const here = optionalCoordinates(field(q, 'longitude'), field(q, 'latitude'));
        const item = await businesses.detail(viewerOf(request), field(q, 'id'), request.locale);
        return ok(presentBusiness(item, base(request), here));
      },
    );

    scope.get(
      '/api/community/article/list',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'articleList',
          summary: 'The feed: newest or popular, one category or all, a keyset page at a time.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: ArticleListQuery,
          response: replies(PageOf(Article)),
        },
      },
      async (request) => {
        const who = viewerOf(request);
        const { items, ...page } = await articles.list(
          who,
          pick(request.query, 'category', 'sort', 'mine', 'cursor', 'page'),
        );
        return ok({
          list: items.map((item) => presentArticle(item, base(request), who?.userId ?? null)),
          ...page,
        });
      },
    );

    scope.get(
      '/api/community/article/detail',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'articleDetail',
          summary: 'One article (its author also sees it while hidden, with why).',
          tags,
          security: OPTIONAL_BEARER,
          querystring: IdQuery,
          response: replies(Article),
        },
      },
      async (request) => {
        const who = viewerOf(request);
        const item = await articles.detail(who, field(request.query, 'id'));
        return ok(presentArticle(item, base(request), who?.userId ?? null));
      },
    );

    scope.post(
      '/api/community/article/publish',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'publishArticle',
          summary:
            'Publishes an article and clears the draft; the same idempotency key answers the first one.',
          tags,
          security: BEARER,
          body: PublishForm,
          response: replies(Article),
        },
      },
      async (request) => {
        const b = request.body;
        const who = me(request);
        const item = await articles.publish(
          who,
          {
            idempotency_key: field(b, 'idempotency_key'),
            category: field(b, 'category'),
            title: b.title,
            content: b.content,
            pics: b.pics,
          },
          base(request),
        );
        return ok(presentArticle(item, base(request), who.userId));
      },
    );

    scope.post(
      '/api/community/article/like',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'likeArticle',
          summary: 'Likes an article, or unlikes it with like=0.',
          tags,
          security: BEARER,
          body: LikeForm,
          response: replies(Article),
        },
      },
      async (request) => {
        const who = me(request);
        const item = await articles.like(who, pick(request.body, 'id', 'like'));
        return ok(presentArticle(item, base(request), who.userId));
      },
    );

    scope.get(
      '/api/community/comment/list',
      {
        onRequest: optionalAuth,
        schema: {
          operationId: 'commentList',
          summary: 'An article’s comments, oldest first, each with its replies.',
          tags,
          security: OPTIONAL_BEARER,
          querystring: CommentsQuery,
          response: replies(PageOf(CommentThread)),
        },
      },
      async (request) => {
        const who = viewerOf(request);
        const id = who?.userId ?? null;
        const { items, next_cursor, has_more } = await articles.comments(
          who,
          pick(request.query, 'article_id', 'cursor', 'page'),
        );
        return ok({
          list: items.map(({ comment, replies: answers, more_replies }) => ({
            ...presentComment(comment, base(request), id),
            replies: answers.map((r) => presentComment(r, base(request), id)),
            more_replies,
          })),
          next_cursor,
          has_more,
        });
      },
    );

    scope.post(
      '/api/community/comment/create',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'createComment',
          summary: 'Comments on an article, or replies to a comment (parent_id).',
          tags,
          security: BEARER,
          body: CommentForm,
          response: replies(Comment),
        },
      },
      async (request) => {
        const who = me(request);
        const row = await articles.comment(who, {
          ...pick(request.body, 'article_id', 'parent_id'),
          content: request.body.content,
        });
        return ok(presentComment(row, base(request), who.userId));
      },
    );

    scope.get(
      '/api/community/draft',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'articleDraft',
          summary: 'The caller’s draft of an article, or null.',
          tags,
          security: BEARER,
          response: replies(Draft),
        },
      },
      async (request) => ok(presentDraft(await articles.draft(me(request)), base(request))),
    );

    scope.post(
      '/api/community/draft/save',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'saveArticleDraft',
          summary: 'Keeps the article being written; all fields blank removes the draft.',
          tags,
          security: BEARER,
          body: DraftForm,
          response: replies(Draft),
        },
      },
      async (request) => {
        const b = request.body;
        const row = await articles.saveDraft(
          me(request),
          { category: field(b, 'category'), title: b.title, content: b.content, pics: b.pics },
          base(request),
        );
        return ok(presentDraft(row, base(request)));
      },
    );

    scope.get(
      '/api/community/remark/list',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'receivedRemarks',
          summary:
            'Comments and replies on the caller’s articles and replies to their comments, unread first.',
          tags,
          security: BEARER,
          querystring: CursorQuery,
          response: replies(PageOf(Remark)),
        },
      },
      async (request) => {
        const { items, ...page } = await articles.remarks(me(request), pick(request.query, 'cursor', 'page'));
        return ok({
          list: items.map((r) => ({
            id: r.id,
            kind: r.kind,
            read: r.read_at !== null,
            created_at: Number(r.created_at),
            comment: {
              id: r.comment_id,
              content: r.content,
              author: {
                id: r.author_id,
                s_username: r.author_name,
                face: absoluteUrl(base(request), r.author_face),
              },
            },
            article: { id: r.article_id, title: r.article_title },
            parent_content: r.parent_content,
          })),
          ...page,
        });
      },
    );

    scope.get(
      '/api/community/remark/unread',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'unreadRemarks',
          summary: 'How many received comments and replies are unread: the badge.',
          tags,
          security: BEARER,
          response: replies(Type.Object({ count: Type.Integer() })),
        },
      },
      async (request) => ok({ count: await articles.unreadRemarks(me(request)) }),
    );

    scope.post(
      '/api/community/remark/read',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'readRemarks',
          summary: 'Marks one received remark, or all of them, as read; answers the unread count left.',
          tags,
          security: BEARER,
          body: ReadForm,
          response: replies(Type.Object({ count: Type.Integer() })),
        },
      },
      async (request) => ok({ count: await articles.readRemarks(me(request), pick(request.body, 'id')) }),
    );

    scope.post(
      '/api/community/report',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'reportCommunityItem',
          summary:
            'Reports an article, a comment or a business; three people’s reports hide it until customer service decides.',
          tags,
          security: BEARER,
          body: ReportForm,
          response: replies(Type.Object({ reported: Type.Boolean(), hidden: Type.Boolean() })),
        },
      },
      async (request) =>
        ok(
          await reports.report(me(request), {
            ...pick(request.body, 'kind', 'id', 'reason'),
            note: request.body.note,
          }),
        ),
    );

    scope.get(
      '/api/kefu/community/businesses',
      {
        ...kefuOnly,
        schema: {
          operationId: 'kefuBusinesses',
          summary:
            'Customer service: businesses by review state (pending by default), with their licence photos.',
          tags: ['kefu'],
          security: BEARER,
          querystring: ReviewQueueQuery,
          response: replies(PageOf(Business)),
        },
      },
      async (request) => {
        const { items, ...page } = await businesses.reviewQueue(
          pick(request.query, 'status', 'page'),
          request.locale,
        );
        return ok({ list: items.map((item) => presentBusiness(item, base(request))), ...page });
      },
    );

    scope.post(
      '/api/kefu/community/business/review',
      {
        ...kefuOnly,
        schema: {
          operationId: 'kefuReviewBusiness',
          summary: 'Customer service: verifies a business (public from then on) or rejects it with a reason.',
          tags: ['kefu'],
          security: BEARER,
          body: ReviewForm,
          response: replies(Business),
        },
      },
      async (request) => {
        const who = me(request);
        const item = await businesses.review(
          { ...pick(request.body, 'id', 'decision'), reason: request.body.reason },
          request.locale,
          (tx, row, reason) => {
            const verified = field(request.body, 'decision') === 'verify';
            return community.audit(
              tx,
              who,
              verified ? 'community.business.verify' : 'community.business.reject',
              { type: 'business', id: row.id },
              {
                before: { status: row.status },
                after: { status: verified ? 'verified' : 'rejected' },
                reason,
              },
            );
          },
        );
        return ok(presentBusiness(item, base(request)));
      },
    );

    scope.get(
      '/api/kefu/community/reports',
      {
        ...kefuOnly,
        schema: {
          operationId: 'kefuReportedItems',
          summary: 'Customer service: the items reports hid, waiting for a decision, with the reasons given.',
          tags: ['kefu'],
          security: BEARER,
          querystring: PageQuery,
          response: replies(PageOf(Reported)),
        },
      },
      async (request) => {
        const { items, ...page } = await reports.queue(pick(request.query, 'page'));
        return ok({ list: items, ...page });
      },
    );

    scope.post(
      '/api/kefu/community/moderate',
      {
        ...kefuOnly,
        schema: {
          operationId: 'kefuModerate',
          summary:
            'Customer service: keeps a reported item hidden (remove) or shows it again for good (restore).',
          tags: ['kefu'],
          security: BEARER,
          body: ModerateForm,
          response: replies(Reported),
        },
      },
      async (request) => {
        const who = me(request);
        const item = await reports.moderate(
          { ...pick(request.body, 'kind', 'id', 'decision'), reason: request.body.reason },
          (tx, decision) =>
            community.audit(
              tx,
              who,
              `community.${decision.kind}.${decision.to === 'removed' ? 'remove' : 'restore'}`,
              { type: decision.kind, id: decision.id },
              {
                before: { moderation: decision.from },
                after: { moderation: decision.to },
                reason: decision.reason,
              },
            ),
        );
        return ok(item);
      },
    );
  });
}

/** The named fields of a body or query, trimmed, blank as absent. */
function pick<K extends string>(fields: Readonly<Record<string, string | undefined>>, ...names: K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = field(fields, name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
