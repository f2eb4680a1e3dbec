import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { translate } from '../../i18n/messages.js';
import type { HealthService } from './service.js';

/**
 * `GET /healthz`: the process answers (liveness; touches nothing). `GET /readyz`: 200 when the
 * database, the migrations and the required providers are ready, else 503 with the same details.
 * Neither needs a token nor is rate limited: load balancers call them every few seconds.
 */
export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok({ status: 'ok' });
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const readiness = await health.readiness();
    if (readiness.ready) return ok(readiness);
    reply.code(503);
    return { code: 0, msg: translate(request.locale, 'error.notReady'), data: readiness };
  });
}
