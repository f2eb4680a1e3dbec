import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, Fen, Fields, Nullable, Page, PageOf, replies, Unix } from '../../http/schemas.js';
import type { ContractService } from './service.js';

const Party = Type.Object({ id: Type.Integer(), s_username: Type.String() });

const Agreed = Type.Object({
  agreement_key: Type.String(),
  title: Type.String(),
  agreed_at: Unix,
  version_at: Type.Integer({ description: 'When the version in force now was last changed (Unix seconds).' }),
  changed_since: Type.Boolean({ description: 'The version changed after the person agreed.' }),
});

const ServiceContract = Type.Object({
  contract_key: Type.String(),
  goods_order_task_id: Type.Integer(),
  goods_order_id: Type.Integer(),
  title: Type.String(),
  role: Type.Union([Type.Literal('poster'), Type.Literal('taker')]),
  poster: Party,
  taker: Party,
  amount_fen: Fen,
  status: Type.String(),
  paid_at: Unix,
  service_time: Unix,
  ended_at: Nullable(Unix),
});

/** contractList's call (docs/wallet-api.md, Contracts). */
export function registerContractRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  contracts: ContractService,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/contract/mine',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'myContracts',
        summary:
          'What the caller agreed to: the sign-up agreements and the service contract of each paid task.',
        tags: ['content'],
        security: BEARER,
        querystring: Fields({ page: Type.Optional(Page) }),
        response: replies(PageOf(ServiceContract, { agreements: Type.Array(Agreed) })),
      },
    },
    async (request) =>
      ok(await contracts.mine(caller(request).userId, field(request.query, 'page'), request.locale)),
  );
}
