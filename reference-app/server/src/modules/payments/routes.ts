import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field } from '../../http/form.js';
import {
  BEARER,
  Choice,
  Fen,
  Fields,
  Id,
  IdempotencyKey,
  Refusal,
  replies,
  Text,
  Unix,
} from '../../http/schemas.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../kernel/errors.js';
import { presentTask } from '../tasks/present.js';
import { Task } from '../tasks/schemas.js';

const tags = ['payments'];

const PayInForm = Fields({
  id: Id('The task to pay.'),
  info: Choice(['task', 'topup'], '`task` pays an accepted task, `topup` a raised fee.', {
    missing: 'error.invalid',
  }),
  idempotency_key: IdempotencyKey(),
});

const Payment = Type.Object({
  payment_id: Type.String(),
  amount_fen: Fen,
  status: Type.Union(['pending', 'succeeded', 'failed', 'expired'].map((value) => Type.Literal(value))),
  expires_at: Unix,
  provider: Type.String(),
  next: Type.Union([Type.Literal('bridge'), Type.Literal('sandbox')]),
});

const BridgeForm = Fields({
  // Required, but the service names it `payment_id` when it is missing: it answers that itself.
  id: Type.Optional(Text('The payment (its payment_id); required.', { examples: ['pay_1'] })),
  info: Type.Optional(Choice(['jsapi'], 'The payment method.')),
});

const BridgeConfig = Type.Record(Type.String(), Type.String(), {
  description: 'The parameters of WeixinJSBridge `getBrandWCPayRequest`; `sandbox_url` in the sandbox.',
});

const StatusQuery = Fields({
  payment_id: Text('The payment.', { examples: ['pay_1'], missing: 'error.invalid' }),
});

/** What a payment provider's notification answers: not the envelope. */
const ProviderAnswer = Type.Object({ code: Type.String(), message: Type.Optional(Type.String()) });

const Notification = Type.Unsafe<string>({
  type: 'string',
  description: 'The provider’s signed notification, exactly as sent (verified before it is parsed).',
});

/** Payment (docs/orders-api.md, "Payment"): pay_in.php, bridgeConfig, status, notifications. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { payments, tasks } = ctx.services;
  const viewer = (request: Parameters<typeof caller>[0]) => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };

  app.register(async (plain) => {
    registerLifecycleErrors(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();

    scope.post(
      '/m/api/order/pay_in.php',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'payIn',
          summary: 'Starts the payment of a task; the same idempotency key answers the first one.',
          tags,
          security: BEARER,
          body: PayInForm,
          response: replies(Payment),
        },
      },
      async (request) => {
        const fields = request.body;
        const view = await payments.start(viewer(request), {
          id: field(fields, 'id'),
          info: field(fields, 'info'),
          idempotency_key: field(fields, 'idempotency_key'),
        });
        const { task_id: _task, ...data } = view;
        return ok(data);
      },
    );

    scope.post(
      '/api/wechat.pay/bridgeConfig',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'bridgeConfig',
          summary: 'The signed parameters the WeChat bridge needs to pay.',
          tags,
          security: BEARER,
          body: BridgeForm,
          response: replies(BridgeConfig),
        },
      },
      async (request) => {
        const fields = request.body;
        const { payment, config } = await payments.bridge(
          viewer(request),
          field(fields, 'id'),
          field(fields, 'info'),
        );
        const sandbox: Record<string, string> =
          payment.provider === 'sandbox'
            ? { sandbox_url: `${publicBase(request, ctx.config)}/dev/pay/${payment.payment_id}` }
            : {};
        return ok({ ...config, ...sandbox });
      },
    );

    scope.get(
      '/api/pay/status',
      {
        onRequest: ctx.authenticate,
        schema: {
          operationId: 'payStatus',
          summary: 'A payment’s status and its task.',
          tags,
          security: BEARER,
          querystring: StatusQuery,
          response: replies(Type.Object({ status: Payment.properties.status, task: Task })),
        },
      },
      async (request) => {
        const who = viewer(request);
        const view = await payments.status(who, field(request.query, 'payment_id'));
        const task = await tasks.detail(who, String(view.task_id));
        return ok({
          status: view.status,
          task: presentTask(task, publicBase(request, ctx.config), request.locale),
        });
      },
    );
  });

  // The provider signs the body exactly as sent: keep it as a string, parse after verifying.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/api/pay/notify/sandbox',
      {
        schema: {
          operationId: 'payNotifySandbox',
          summary: 'The sandbox provider’s signed notification.',
          tags,
          consumes: ['application/json'],
          body: Notification,
          response: { 200: ProviderAnswer, '4xx': Refusal, '5xx': Refusal },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        await payments.notify(raw, request.headers, 'sandbox');
        return { code: 'SUCCESS' };
      },
    );
  });

  // WeChat Pay v3: a notification taken is answered 204 with no body; a refused one 4XX/5XX
  // with `{ code: "FAIL", message }`, and WeChat sends it again later.
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
      '/api/pay/notify/wechat',
      {
        schema: {
          operationId: 'payNotifyWechat',
          summary: 'WeChat Pay v3’s signed notification: 204 when taken, 4XX/5XX to have it sent again.',
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
        const raw = typeof request.body === 'string' ? request.body : '';
        await payments.notify(raw, request.headers, 'wechat');
        return reply.code(204).send();
      },
    );
  });
}
