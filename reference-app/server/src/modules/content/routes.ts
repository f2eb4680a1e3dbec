import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field, toFields } from '../../http/form.js';
import { absoluteUrl } from '../user/present.js';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { content } = ctx.services;

  app.get('/api/banner/info', async (request) => {
    const query = toFields(request.query);
    const base = publicBase(request, ctx.config);
    const banners = await content.banners(field(query, 'position'));
    return ok(banners.map((b) => ({ ...b, image: absoluteUrl(base, b.image) })));
  });

  app.get('/api/share/index', async (request) => {
    const base = publicBase(request, ctx.config);
    const items = await content.shareConfig();
    return ok(items.map((item) => ({ ...item, pic: absoluteUrl(base, item.pic) })));
  });

  app.get('/api/agreement/list', async (request) => {
    return ok(await content.agreements(field(toFields(request.query), 'page')));
  });

  app.get('/api/agreement/detail', async (request) => {
    return ok(await content.agreement(field(toFields(request.query), 'agreement_key')));
  });

  app.get('/api/contract/detail', async (request) => {
    return ok(await content.contract(field(toFields(request.query), 'contract_key')));
  });
}
