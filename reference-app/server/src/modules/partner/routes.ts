import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { rateLimit } from '../../http/rate-limit.js';
import { Fields, replies, Text } from '../../http/schemas.js';
import { SignedIn } from '../auth/schemas.js';
import { presentUser } from '../user/present.js';
import type { PartnerService } from './service.js';

export const PartnerTokenForm = Fields({
  token: Text('The JWT the partner’s backend signed for its user (docs/partner-api.md).', {
    examples: ['eyJhbGciOiJIUzI1NiIsImtpZCI6ImRlbW8tMjAyNiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl'],
  }),
});

/** Partner sign-in: a partner's signed token for its user, exchanged for a marketplace token. */
export function registerPartnerRoutes(app: FastifyInstance, ctx: AppContext, partners: PartnerService): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/partner/token',
    {
      onRequest: rateLimit(ctx.addressLimiter, 'partner', ctx.config.rateLimits.register),
      schema: {
        operationId: 'partnerToken',
        summary:
          'Signs a partner’s user in (and up on first use) with the token the partner’s backend signed.',
        tags: ['auth'],
        body: PartnerTokenForm,
        response: replies(SignedIn),
      },
    },
    async (request) => {
      const result = await partners.signIn(field(request.body, 'token'));
      return ok({
        tokenInfo: result.tokenInfo,
        user: presentUser(result.user, publicBase(request, ctx.config)),
      });
    },
  );
}
