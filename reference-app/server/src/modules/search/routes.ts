import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import {
  Choice,
  Cursor,
  Decimal,
  Fields,
  OPTIONAL_BEARER,
  Page,
  PageOf,
  replies,
  Text,
} from '../../http/schemas.js';
import { optionalCoordinates } from '../../kernel/input.js';
import { optionalAuth, presentOrders, viewerOf } from '../orders/discover-routes.js';
import { Order } from '../orders/schemas.js';
import { absoluteUrl } from '../user/present.js';
import { Person } from '../user/schemas.js';
import type { SearchService } from './service.js';

const SearchQuery = Fields({
  str: Text('What to look for, 1-40 characters.', { examples: ['tap'] }),
  type: Type.Optional(Choice(['task', 'talent'], 'Orders (default) or people.')),
  cursor: Type.Optional(Cursor),
  page: Type.Optional(Page),
  longitude: Type.Optional(Decimal('The caller’s longitude (with latitude): distances.', '121.5')),
  latitude: Type.Optional(Decimal('The caller’s latitude (with longitude).', '31.2')),
});

/** `GET /api/search/index` (spec 7): tasks or talents (docs/orders-api.md, "Orders"). */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, search: SearchService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/search/index',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        operationId: 'search',
        summary: 'Open orders (`task`) or people (`talent`) matching the words.',
        tags: ['search'],
        security: OPTIONAL_BEARER,
        querystring: SearchQuery,
        response: replies(PageOf(Type.Union([Order, Person]))),
      },
    },
    async (request) => {
      const { query } = request;
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
    },
  );
}
