import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Choice,
  Fen,
  Fields,
  IdempotencyKey,
  Integer,
  Nullable,
  Page,
  PageOf,
  Refusal,
  replies,
  Text,
  Unix,
} from '../../http/schemas.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../kernel/errors.js';
import type { WithdrawalService, WithdrawalView } from './withdrawals.js';

const tags = ['wallet'];

export const Withdrawal = Type.Object({
  out_bill_no: Type.String({ description: 'The withdrawal’s number, also the provider’s `out_bill_no`.' }),
  amount_fen: Fen,
  status: Type.Union(
    ['pending', 'waiting', 'cancelling', 'succeeded', 'failed', 'cancelled'].map((s) => Type.Literal(s)),
  ),
  provider: Type.String(),
  package_info: Nullable(Type.String({ description: 'For `requestMerchantTransfer` while `waiting`.' })),
  fail_reason: Nullable(Type.String()),
  cancellable: Type.Boolean(),
  created_at: Unix,
  finished_at: Nullable(Unix),
  sandbox_url: Type.Optional(Type.String({ description: 'Sandbox only: the payee’s confirmation page.' })),
});

const Rules = Type.Object({
  min_fen: Fen,
  daily_max_fen: Fen,
  today_left_fen: Fen,
  available_fen: Fen,
  provider: Type.String({ description: '`sandbox`, `wechat`, or `none` when cash-out is off.' }),
  open: Nullable(Withdrawal),
});

const TransferForm = Fields({
  program: Type.Optional(Choice(['0', '1'], '`1` from the mini program, `0` (default) from the web app.')),
  amount: Type.Optional(Integer('The amount in fen, at least 10 (0.10 yuan); required.', '1000')),
  idempotency_key: Type.Optional(IdempotencyKey()),
});

const ProviderAnswer = Type.Object({ code: Type.String(), message: Type.Optional(Type.String()) });
const Notification = Type.Unsafe<string>({
  type: 'string',
  description: 'The provider’s signed notification, exactly as sent (verified before it is parsed).',
});

/** Withdrawals (docs/wallet-api.md): the rules, transfer, transferCancel, the list, notifications. */
export function registerWithdrawalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  withdrawals: WithdrawalService,
): void {
  const viewer = (request: FastifyRequest) => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };
  const present = (request: FastifyRequest, view: WithdrawalView) =>
    view.provider === 'sandbox' && view.status === 'waiting'
      ? { ...view, sandbox_url: `${publicBase(request, ctx.config)}/dev/transfer/${view.out_bill_no}` }
      : view;

  app.register(async (plain) => {
    const api = plain.withTypeProvider<TypeBoxTypeProvider>();

    api.get(
      '/api/user.Wallet/withdrawRules',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'withdrawRules',
          summary: 'What a withdrawal may be now: minimum, daily maximum, what is left today, the open one.',
          tags,
          security: BEARER,
          response: replies(Rules),
        },
      },
      async (request) => {
        const rules = await withdrawals.rules(viewer(request).userId);
        return ok({ ...rules, open: rules.open ? present(request, rules.open) : null });
      },
    );

    api.post(
      '/api/user.Wallet/withdrawBalanceLog',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'withdrawBalanceLog',
          summary: 'The caller’s withdrawals, newest first.',
          tags,
          security: BEARER,
          body: Fields({ page: Type.Optional(Page) }),
          response: replies(PageOf(Withdrawal)),
        },
      },
      async (request) => {
        const page = await withdrawals.log(viewer(request), field(request.body, 'page'));
        return ok({ ...page, list: page.list.map((w) => present(request, w)) });
      },
    );

    const transfer = async (
      request: FastifyRequest,
      fields: Readonly<Record<string, string | undefined>>,
    ) => {
      const view = await withdrawals.transfer(viewer(request), {
        program: field(fields, 'program'),
        amount: field(fields, 'amount'),
        idempotency_key: field(fields, 'idempotency_key'),
      });
      return ok(present(request, view));
    };
    const transferSchema = (operationId: string) => ({
      onRequest: ctx.authenticate,
      schema: {
        operationId,
        summary:
          'Starts a withdrawal of `amount` fen to the caller’s WeChat: frozen at once; the same idempotency key answers the first one.',
        tags,
        security: BEARER,
        response: replies(Withdrawal),
      },
    });
    api.get(
      '/api/wechat.pay/transfer',
      {
        ...transferSchema('transfer'),
        schema: { ...transferSchema('transfer').schema, querystring: TransferForm },
      },
      async (request) => transfer(request, request.query),
    );
    api.post(
      '/api/wechat.pay/transfer',
      {
        ...transferSchema('transferPost'),
        schema: { ...transferSchema('transferPost').schema, body: TransferForm },
      },
      async (request) => transfer(request, request.body),
    );

    api.post(
      '/api/wechat.pay/transferCancel',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'transferCancel',
          summary:
            'Cancels the caller’s withdrawal while the payee has not confirmed it; the money is available again.',
          tags,
          security: BEARER,
          body: Fields({
            out_bill_no: Type.Optional(
              Text('The withdrawal’s number.', { examples: ['wd0123456789abcdef01234567'] }),
            ),
          }),
          response: replies(Withdrawal),
        },
      },
      async (request) =>
        ok(present(request, await withdrawals.cancel(viewer(request), field(request.body, 'out_bill_no')))),
    );
  });

  // The provider signs the body exactly as sent: keep it as a string, parse after verifying.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/wechat.pay/transfer/notify/sandbox',
      {
        schema: {
          operationId: 'transferNotifySandbox',
          summary: 'The sandbox payout provider’s signed notification of a finished transfer.',
          tags,
          consumes: ['application/json'],
          body: Notification,
          response: { 200: ProviderAnswer, '4xx': Refusal, '5xx': Refusal },
        },
      },
      async (request) => {
        await withdrawals.notify(
          typeof request.body === 'string' ? request.body : '',
          request.headers,
          'sandbox',
        );
        return { code: 'SUCCESS' };
      },
    );
  });

  // WeChat: a notification taken is answered 204; a refused one 4XX/5XX with `{ code: "FAIL" }`.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof AppError)) throw error;
      const status = { unauthenticated: 401, notFound: 404 }[error.kind as 'notFound'] ?? 500;
      return reply.code(status).send({ code: 'FAIL', message: translate(request.locale, error.key) });
    });
    scope.post(
      '/api/wechat.pay/transfer/notify/wechat',
      {
        schema: {
          operationId: 'transferNotifyWechat',
          summary:
            'WeChat’s signed MCHTRANSFER.BILL.FINISHED notification: 204 when taken, 4XX/5XX to have it sent again.',
          tags,
          consumes: ['application/json'],
          body: Notification,
          response: {
            204: Type.Null({ description: 'Taken.' }),
            '4xx': ProviderAnswer,
            '5xx': ProviderAnswer,
          },
        },
      },
      async (request, reply) => {
        await withdrawals.notify(
          typeof request.body === 'string' ? request.body : '',
          request.headers,
          'wechat',
        );
        return reply.code(204).send();
      },
    );
  });
}
