import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field, readForm } from '../../http/form.js';
import { rateLimit } from '../../http/rate-limit.js';
import { presentUser } from '../user/present.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx.services;
  const limits = ctx.config.rateLimits;

  app.get(
    '/m/captcha/img64',
    { preHandler: rateLimit(ctx.limiter, 'captcha', limits.captcha) },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await auth.createCaptcha());
    },
  );

  app.post(
    '/api/sms/register',
    { preHandler: rateLimit(ctx.limiter, 'sms', limits.sms) },
    async (request) => {
      const { fields } = await readForm(request);
      return ok(
        await auth.sendRegisterSms({
          phone: field(fields, 'phone'),
          code: field(fields, 'code'),
          sessionId: field(fields, 'session_id'),
        }),
      );
    },
  );

  app.post(
    '/api/user/register',
    { preHandler: rateLimit(ctx.limiter, 'register', limits.register) },
    async (request) => {
      const { fields } = await readForm(request);
      const result = await auth.register({
        phone: field(fields, 'phone'),
        smsCode: field(fields, 'smsCode'),
        registerToken: field(fields, 'registerToken'),
        captainId: field(fields, 'captain_id'),
      });
      return ok({
        tokenInfo: result.tokenInfo,
        user: presentUser(result.user, publicBase(request, ctx.config)),
      });
    },
  );

  app.post('/m/api/user/refresh_token.php', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    return ok(await auth.refresh(caller(request), field(fields, 'token')));
  });

  app.post('/m/api/user/logout.php', { preHandler: ctx.authenticate }, async (request) => {
    await auth.logout(caller(request));
    return ok(null);
  });
}
