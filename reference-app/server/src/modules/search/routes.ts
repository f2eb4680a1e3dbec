import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field, toFields } from '../../http/form.js';
import { optionalCoordinates } from '../../kernel/input.js';
import { optionalAuth, presentOrders, viewerOf } from '../orders/discover-routes.js';
import { absoluteUrl } from '../user/present.js';
import type { SearchService } from './service.js';

/** `GET /api/search/index` (spec 7): tasks or talents (docs/orders-api.md, "Orders"). */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, search: SearchService): void {
  app.get('/api/search/index', { preHandler: optionalAuth(ctx) }, async (request) => {
    const query = toFields(request.query);
    const from = optionalCoordinates(field(query, 'longitude'), field(query, 'latitude'));
    const result = await search.search(
      viewerOf(request),
      {
        str: field(query, 'str'),
        type: field(query, 'type'),
        cursor: field(query, 'cursor'),
        page: field(query, 'page'),
      },
      request.locale,
    );
    const { type, items, ...page } = result;
    if (result.type === 'task') {
      return ok({ list: await presentOrders(ctx, request, result.items, from), ...page });
    }
    const base = publicBase(request, ctx.config);
    return ok({
      list: result.items.map((u) => ({
        id: u.id,
        s_username: u.s_username,
        face: absoluteUrl(base, u.face),
      })),
      ...page,
    });
  });
}
