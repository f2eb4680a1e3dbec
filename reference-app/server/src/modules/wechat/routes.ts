import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerToken } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { rateLimit } from '../../http/rate-limit.js';
import { OPTIONAL_BEARER, replies } from '../../http/schemas.js';
import type { Viewer } from '../../kernel/viewer.js';
import { presentUser } from '../user/present.js';
import {
  CallbackQuery,
  JsConfig,
  JsConfigForm,
  MiniLoginForm,
  MiniRegisterForm,
  RedirectAnswer,
  RedirectForm,
  SessionForm,
  SignInAnswer,
} from './schemas.js';
import type { SignInOutcome, WechatService } from './service.js';

const tags = ['wechat'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sign-in calls of the mini program and the official account, and the JS-SDK configuration. */
export function registerWechatRoutes(app: FastifyInstance, ctx: AppContext, wechat: WechatService): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limits = ctx.config.rateLimits;
  const signInLimit = rateLimit(ctx.addressLimiter, 'wechat', limits.register);
  const allowedOrigins = ctx.config.corsOrigins;
  const answer = (request: FastifyRequest, outcome: SignInOutcome) =>
    ok({
      ...outcome,
      user: outcome.user ? presentUser(outcome.user, publicBase(request, ctx.config)) : null,
    });
  // Signs the caller in when a bearer is sent; anonymous otherwise.
  const optionalAuth = async (request: FastifyRequest, reply: unknown) => {
    if (bearerToken(request) !== undefined)
      await (ctx.authenticate as (r: FastifyRequest, p: unknown) => Promise<void>)(request, reply);
  };
  const viewerOf = (request: FastifyRequest): Viewer | null =>
    request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;

  api.post(
    '/api/wechat.MiniProgram/login',
    {
      onRequest: signInLimit,
      schema: {
        operationId: 'wechatMiniLogin',
        summary: 'Signs in with the mini program’s login code, or says the openid is not bound yet.',
        tags,
        body: MiniLoginForm,
        response: replies(SignInAnswer),
      },
    },
    async (request) => answer(request, await wechat.miniLogin(field(request.body, 'code'))),
  );

  api.post(
    '/api/wechat.MiniProgram/register',
    {
      onRequest: signInLimit,
      schema: {
        operationId: 'wechatMiniRegister',
        summary: 'Signs in (or up) with the phone WeChat vouches for, and binds the login’s openid.',
        tags,
        body: MiniRegisterForm,
        response: replies(SignInAnswer),
      },
    },
    async (request) => {
      const { body } = request;
      return answer(
        request,
        await wechat.miniRegister({
          loginCode: field(body, 'login_code'),
          phoneCode: field(body, 'phone_code'),
          captainId: field(body, 'captain_id'),
        }),
      );
    },
  );

  api.post(
    '/api/wechat.OfficialAccount/redirect',
    {
      onRequest: signInLimit,
      schema: {
        operationId: 'wechatOfficialRedirect',
        summary: 'The official account’s OAuth page to open, with a signed state.',
        tags,
        body: RedirectForm,
        response: replies(RedirectAnswer),
      },
    },
    async (request) => {
      const { body } = request;
      return ok(
        await wechat.oauthStart({
          scopes: field(body, 'scopes'),
          nonce: field(body, 'nonce'),
          returnUrl: field(body, 'return_url'),
          base: publicBase(request, ctx.config),
          allowedOrigins,
        }),
      );
    },
  );

  api.get(
    '/api/wechat.OfficialAccount/callback',
    {
      onRequest: signInLimit,
      schema: {
        operationId: 'wechatOfficialCallback',
        summary:
          'Where WeChat sends the browser back: on to the return URL with `wechat_ticket` or `wechat_error`.',
        tags,
        querystring: CallbackQuery,
        produces: 'text/html',
        response: {
          200: Type.String({
            description: 'An HTML page that goes on to the return URL (meta refresh and a link).',
          }),
          '4xx': Type.String({ description: 'An HTML page: the state was not one of ours.' }),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const back = await wechat.oauthCallback({ code: field(query, 'code'), state: field(query, 'state') });
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      if (back === undefined) {
        reply.code(400).type('text/html; charset=utf-8');
        return '<!doctype html><meta charset="utf-8"><title>WeChat</title><p>This sign-in link is not valid. Please start again.</p>';
      }
      // A page rather than a 302: the ticket's URL then never reaches WeChat's servers as a referrer.
      reply.type('text/html; charset=utf-8');
      const href = escapeHtml(back);
      return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>WeChat</title><p><a id="continue" href="${href}">Continue</a></p>`;
    },
  );

  api.post(
    '/api/wechat.OfficialAccount/session',
    {
      onRequest: [signInLimit, optionalAuth],
      schema: {
        operationId: 'wechatOfficialSession',
        summary:
          'Ends the OAuth round trip: signs the bound account in, binds the openid to the caller, or says not bound.',
        tags,
        security: OPTIONAL_BEARER,
        body: SessionForm,
        response: replies(SignInAnswer),
      },
    },
    async (request) => {
      const { body } = request;
      return answer(
        request,
        await wechat.oauthFinish(viewerOf(request), {
          ticket: field(body, 'ticket'),
          nonce: field(body, 'nonce'),
        }),
      );
    },
  );

  api.post(
    '/m/api/wechat/jsconfig.php',
    {
      onRequest: signInLimit,
      schema: {
        operationId: 'wechatJsConfig',
        summary: 'The JS-SDK `wx.config` for a page, signed with the jsapi ticket.',
        tags,
        body: JsConfigForm,
        response: replies(JsConfig),
      },
    },
    async (request) => {
      const { body } = request;
      return ok(
        await wechat.jsConfig({
          apis: field(body, 'apis'),
          url: field(body, 'url'),
          base: publicBase(request, ctx.config),
          allowedOrigins,
        }),
      );
    },
  );
}
