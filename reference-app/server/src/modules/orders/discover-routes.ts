import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, OPTIONAL_BEARER, replies } from '../../http/schemas.js';
import { optionalCoordinates } from '../../kernel/input.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LngLat } from '../../providers/maps.js';
import { presentTask } from '../tasks/present.js';
import type { DiscoverService } from './discover.js';
import { presentOrder } from './present.js';
import { CursorQuery, OrderPage, PageQuery, RecommendQuery } from './schemas.js';
import type { OrderItem } from './service.js';

/** The signed-in caller, or null. */
export function viewerOf(request: FastifyRequest): Viewer | null {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

/** Signs the caller in when a bearer is sent; anonymous otherwise. */
export function optionalAuth(ctx: AppContext) {
  return async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };
}

/** Orders as the contract's `Order`, with the caller's `my_task`, as orders/routes.ts presents them. */
export function presentOrders(ctx: AppContext, request: FastifyRequest, items: OrderItem[], from?: LngLat) {
  const base = publicBase(request, ctx.config);
  const who = viewerOf(request);
  return Promise.all(
    items.map(async (item) => {
      const myTask =
        who && item.myTaskId !== null
          ? presentTask(await ctx.services.tasks.detail(who, String(item.myTaskId)), base)
          : null;
      return presentOrder(item, base, from, myTask);
    }),
  );
}

/** Hot positions, recommended orders and browse history (docs/orders-api.md, "Orders"). */
export function registerDiscoverRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  discover: DiscoverService,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['orders'];

  api.get(
    '/api/goods_order/hot',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        operationId: 'hotOrders',
        summary: 'Open orders by recent views and applications.',
        tags,
        security: OPTIONAL_BEARER,
        querystring: CursorQuery,
        response: replies(OrderPage),
      },
    },
    async (request) => {
      const { query } = request;
      const { items, ...page } = await discover.hot(
        viewerOf(request),
        { cursor: field(query, 'cursor'), page: field(query, 'page') },
        request.locale,
      );
      return ok({ list: await presentOrders(ctx, request, items), ...page });
    },
  );

  api.get(
    '/api/goods_order/recommend',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        operationId: 'recommendedOrders',
        summary: 'Open orders in the categories the caller posted or applied in.',
        tags,
        security: OPTIONAL_BEARER,
        querystring: RecommendQuery,
        response: replies(OrderPage),
      },
    },
    async (request) => {
      const { query } = request;
      const from = optionalCoordinates(field(query, 'longitude'), field(query, 'latitude'));
      const { items, ...page } = await discover.recommend(
        viewerOf(request),
        { cursor: field(query, 'cursor'), page: field(query, 'page') },
        from,
        request.locale,
      );
      return ok({ list: await presentOrders(ctx, request, items, from), ...page });
    },
  );

  api.get(
    '/api/user/browse_history',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'browseHistory',
        summary: 'The orders the caller opened, last opened first.',
        tags,
        security: BEARER,
        querystring: PageQuery,
        response: replies(OrderPage),
      },
    },
    async (request) => {
      const { items, ...page } = await discover.history(
        viewerOf(request) as Viewer,
        field(request.query, 'page'),
        request.locale,
      );
      return ok({ list: await presentOrders(ctx, request, items), ...page });
    },
  );
}
