import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field, toFields } from '../../http/form.js';
import { absoluteUrl } from '../user/present.js';

/** Content answers in the request's language: tell caches the answer depends on it. */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(current)) {
    reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
  }
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { content } = ctx.services;

  app.get('/api/banner/info', async (request, reply) => {
    const query = toFields(request.query);
    const base = publicBase(request, ctx.config);
    const banners = await content.banners(field(query, 'position'), request.locale);
    varyOnLanguage(reply);
    return ok(banners.map((b) => ({ ...b, image: absoluteUrl(base, b.image) })));
  });

  app.get('/api/share/index', async (request, reply) => {
    const base = publicBase(request, ctx.config);
    const items = await content.shareConfig(request.locale);
    varyOnLanguage(reply);
    return ok(items.map((item) => ({ ...item, pic: absoluteUrl(base, item.pic) })));
  });

  app.get('/api/agreement/list', async (request, reply) => {
    const page = await content.agreements(field(toFields(request.query), 'page'), request.locale);
    varyOnLanguage(reply);
    return ok(page);
  });

  app.get('/api/agreement/detail', async (request, reply) => {
    const agreement = await content.agreement(
      field(toFields(request.query), 'agreement_key'),
      request.locale,
    );
    varyOnLanguage(reply);
    return ok(agreement);
  });

  app.get('/api/contract/detail', async (request, reply) => {
    const contract = await content.contract(field(toFields(request.query), 'contract_key'), request.locale);
    varyOnLanguage(reply);
    return ok(contract);
  });
}
