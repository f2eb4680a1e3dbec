import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field, readForm } from '../../http/form.js';

/** The wallet as the orders need it (docs/orders-api.md, "Wallet"). */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { wallet } = ctx.services;

  app.get('/api/user.Wallet/index', { preHandler: ctx.authenticate }, async (request) => {
    return ok(await wallet.summary(caller(request).userId));
  });

  app.post('/api/user.Wallet/incomeRecord', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    return ok(await wallet.incomeRecord(caller(request).userId, field(fields, 'page')));
  });
}
