import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { rateLimit } from '../../http/rate-limit.js';
import { BEARER, Nothing, replies } from '../../http/schemas.js';
import { presentUser } from '../user/present.js';
import { Captcha, RefreshForm, RegisterForm, SignedIn, SmsForm, SmsSent, TokenInfo } from './schemas.js';

const tags = ['auth'];

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = ctx.services;
  const limits = ctx.config.rateLimits;

  api.get(
    '/m/captcha/img64',
    {
      onRequest: rateLimit(ctx.addressLimiter, 'captcha', limits.captcha),
      schema: {
        operationId: 'captcha',
        summary: 'A picture code to solve before an SMS code is sent.',
        tags,
        response: replies(Captcha),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await auth.createCaptcha());
    },
  );

  api.post(
    '/api/sms/register',
    {
      onRequest: rateLimit(ctx.addressLimiter, 'sms', limits.sms),
      schema: {
        operationId: 'sendRegisterSms',
        summary: 'Sends a sign-in code by SMS once the picture code is solved.',
        tags,
        body: SmsForm,
        response: replies(SmsSent),
      },
    },
    async (request) => {
      const { body } = request;
      return ok(
        await auth.sendRegisterSms({
          phone: field(body, 'phone'),
          code: field(body, 'code'),
          sessionId: field(body, 'session_id'),
        }),
      );
    },
  );

  api.post(
    '/api/user/register',
    {
      onRequest: rateLimit(ctx.addressLimiter, 'register', limits.register),
      schema: {
        operationId: 'register',
        summary: 'Signs in (and signs up on first use) with the SMS code.',
        tags,
        body: RegisterForm,
        response: replies(SignedIn),
      },
    },
    async (request) => {
      const { body } = request;
      const result = await auth.register({
        phone: field(body, 'phone'),
        smsCode: field(body, 'smsCode'),
        registerToken: field(body, 'registerToken'),
        captainId: field(body, 'captain_id'),
      });
      return ok({
        tokenInfo: result.tokenInfo,
        user: presentUser(result.user, publicBase(request, ctx.config)),
      });
    },
  );

  api.post(
    '/m/api/user/refresh_token.php',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'refreshToken',
        summary: 'A new token for the current one, which is revoked.',
        tags,
        security: BEARER,
        body: RefreshForm,
        response: replies(Type.Object({ tokenInfo: TokenInfo })),
      },
    },
    async (request) => ok(await auth.refresh(caller(request), field(request.body, 'token'))),
  );

  api.post(
    '/m/api/user/logout.php',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'logout',
        summary: 'Revokes the token.',
        tags,
        security: BEARER,
        body: Type.Object({}),
        response: replies(Nothing),
      },
    },
    async (request) => {
      await auth.logout(caller(request));
      return ok(null);
    },
  );
}
