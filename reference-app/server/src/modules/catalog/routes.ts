import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { replies, Url } from '../../http/schemas.js';
import { absoluteUrl } from '../user/present.js';

const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  parent_id: Type.Integer({ description: '0 for a top-level category.' }),
  sort: Type.Integer(),
});

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { catalog } = ctx.services;

  api.get(
    '/api/goods/categorize',
    {
      schema: {
        operationId: 'categories',
        summary: 'The service categories, in the request’s language.',
        tags: ['catalog'],
        response: replies(Type.Array(Category)),
      },
    },
    async (request) => {
      const base = publicBase(request, ctx.config);
      const rows = await catalog.categories(request.locale);
      return ok(rows.map((row) => ({ ...row, icon: absoluteUrl(base, row.icon) })));
    },
  );
}
