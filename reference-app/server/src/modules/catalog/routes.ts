import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { absoluteUrl } from '../user/present.js';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog } = ctx.services;

  app.get('/api/goods/categorize', async (request) => {
    const base = publicBase(request, ctx.config);
    const rows = await catalog.categories(request.locale);
    return ok(rows.map((row) => ({ ...row, icon: absoluteUrl(base, row.icon) })));
  });
}
