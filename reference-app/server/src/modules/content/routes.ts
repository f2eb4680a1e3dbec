import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { replies } from '../../http/schemas.js';
import { absoluteUrl } from '../user/present.js';
import {
  Agreement,
  AgreementPage,
  AgreementQuery,
  Banner,
  BannerQuery,
  Contract,
  ContractQuery,
  PageQuery,
  Share,
} from './schemas.js';

const tags = ['content'];

/** Content answers in the request's language: tell caches the answer depends on it. */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(current)) {
    reply.header('Vary', current ? `${current}, Accept-Language` : 'Accept-Language');
  }
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { content } = ctx.services;

  api.get(
    '/api/banner/info',
    {
      schema: {
        operationId: 'banners',
        summary: 'The banners of a position, in the request’s language.',
        tags,
        querystring: BannerQuery,
        response: replies(Type.Array(Banner)),
      },
    },
    async (request, reply) => {
      const base = publicBase(request, ctx.config);
      const banners = await content.banners(field(request.query, 'position'), request.locale);
      varyOnLanguage(reply);
      return ok(banners.map((b) => ({ ...b, image: absoluteUrl(base, b.image) })));
    },
  );

  api.get(
    '/api/share/index',
    {
      schema: {
        operationId: 'shareConfig',
        summary: 'The share title and picture of each page.',
        tags,
        response: replies(Type.Array(Share)),
      },
    },
    async (request, reply) => {
      const base = publicBase(request, ctx.config);
      const items = await content.shareConfig(request.locale);
      varyOnLanguage(reply);
      return ok(items.map((item) => ({ ...item, pic: absoluteUrl(base, item.pic) })));
    },
  );

  api.get(
    '/api/agreement/list',
    {
      schema: {
        operationId: 'agreements',
        summary: 'The agreements, a page at a time.',
        tags,
        querystring: PageQuery,
        response: replies(AgreementPage),
      },
    },
    async (request, reply) => {
      const page = await content.agreements(field(request.query, 'page'), request.locale);
      varyOnLanguage(reply);
      return ok(page);
    },
  );

  api.get(
    '/api/agreement/detail',
    {
      schema: {
        operationId: 'agreement',
        summary: 'One agreement.',
        tags,
        querystring: AgreementQuery,
        response: replies(Agreement),
      },
    },
    async (request, reply) => {
      const agreement = await content.agreement(field(request.query, 'agreement_key'), request.locale);
      varyOnLanguage(reply);
      return ok(agreement);
    },
  );

  api.get(
    '/api/contract/detail',
    {
      schema: {
        operationId: 'contract',
        summary: 'One contract.',
        tags,
        querystring: ContractQuery,
        response: replies(Contract),
      },
    },
    async (request, reply) => {
      const contract = await content.contract(field(request.query, 'contract_key'), request.locale);
      varyOnLanguage(reply);
      return ok(contract);
    },
  );
}
