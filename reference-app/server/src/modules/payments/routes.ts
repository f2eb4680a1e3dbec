import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { publicBase } from '../../http/base-url.js';
import { ok } from '../../http/envelope.js';
import { registerLifecycleErrors } from '../../http/errors.js';
import { field, readForm, toFields } from '../../http/form.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../kernel/errors.js';
import { presentTask } from '../tasks/present.js';

/** Payment (docs/orders-api.md, "Payment"): pay_in.php, bridgeConfig, status, notifications. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { payments, tasks } = ctx.services;
  const viewer = (request: Parameters<typeof caller>[0]) => {
    const auth = caller(request);
    return { userId: auth.userId, role: auth.role };
  };

  app.register(async (scope) => {
    registerLifecycleErrors(scope);

    scope.post('/m/api/order/pay_in.php', { preHandler: ctx.authenticate }, async (request) => {
      const { fields } = await readForm(request);
      const view = await payments.start(viewer(request), {
        id: field(fields, 'id'),
        info: field(fields, 'info'),
        idempotency_key: field(fields, 'idempotency_key'),
      });
      const { task_id: _task, ...data } = view;
      return ok(data);
    });

    scope.post('/api/wechat.pay/bridgeConfig', { preHandler: ctx.authenticate }, async (request) => {
      const { fields } = await readForm(request);
      const { payment, config } = await payments.bridge(
        viewer(request),
        field(fields, 'id'),
        field(fields, 'info'),
      );
      const sandbox =
        payment.provider === 'sandbox'
          ? { sandbox_url: `${publicBase(request, ctx.config)}/dev/pay/${payment.payment_id}` }
          : {};
      return ok({ ...config, ...sandbox });
    });

    scope.get('/api/pay/status', { preHandler: ctx.authenticate }, async (request) => {
      const who = viewer(request);
      const view = await payments.status(who, field(toFields(request.query), 'payment_id'));
      const task = await tasks.detail(who, String(view.task_id));
      return ok({ status: view.status, task: presentTask(task, publicBase(request, ctx.config)) });
    });
  });

  // The provider signs the body exactly as sent: keep it as a string, parse after verifying.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post('/api/pay/notify/sandbox', async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      await payments.notify(raw, request.headers, 'sandbox');
      return { code: 'SUCCESS' };
    });
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
    scope.post('/api/pay/notify/wechat', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      await payments.notify(raw, request.headers, 'wechat');
      return reply.code(204).send();
    });
  });
}
