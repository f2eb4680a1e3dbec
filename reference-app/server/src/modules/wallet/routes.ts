import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, Fen, Fields, Nullable, Page, PageOf, replies, Unix } from '../../http/schemas.js';

const tags = ['wallet'];

const Wallet = Type.Object({
  available_fen: Fen,
  pending_fen: Fen,
  frozen_fen: Fen,
  income_total_fen: Fen,
});

const IncomeEntry = Type.Object({
  id: Type.Integer(),
  bucket: Type.String({ description: '`pending`, `available` or `frozen`.' }),
  amount_fen: Fen,
  transition: Type.String({ description: 'The ledger posting’s kind.' }),
  goods_order_task_id: Nullable(Type.Integer()),
  goods_order_id: Nullable(Type.Integer()),
  title: Type.String(),
  created_at: Unix,
});

/** The wallet as the orders need it (docs/orders-api.md, "Wallet"). */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { wallet } = ctx.services;

  api.get(
    '/api/user.Wallet/index',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'wallet',
        summary: 'The caller’s balances.',
        tags,
        security: BEARER,
        response: replies(Wallet),
      },
    },
    async (request) => ok(await wallet.summary(caller(request).userId)),
  );

  api.post(
    '/api/user.Wallet/incomeRecord',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'incomeRecord',
        summary: 'The caller’s wallet entries, newest first.',
        tags,
        security: BEARER,
        body: Fields({ page: Type.Optional(Page) }),
        response: replies(PageOf(IncomeEntry)),
      },
    },
    async (request) => ok(await wallet.incomeRecord(caller(request).userId, field(request.body, 'page'))),
  );
}
