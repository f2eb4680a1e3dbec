import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { Answer, Refusal } from '../../http/schemas.js';
import { translate } from '../../i18n/messages.js';
import type { HealthService } from './service.js';

const tags = ['operations'];

const Readiness = Type.Object(
  {
    ready: Type.Boolean(),
    database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
    pendingMigrations: Type.Array(Type.String()),
    providers: Type.Record(Type.String(), Type.String(), { description: 'Each provider: `adapter (mode)`.' }),
  },
  { title: 'Readiness' },
);

/**
 * `GET /healthz`: the process answers (liveness; touches nothing). `GET /readyz`: 200 when the
 * database, the migrations and the required providers are ready, else 503 with the same details.
 * Neither needs a token nor is rate limited: load balancers call them every few seconds.
 */
export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/healthz',
    {
      schema: {
        operationId: 'healthz',
        summary: 'Liveness: the process answers.',
        tags,
        security: [],
        response: { 200: Answer(Type.Object({ status: Type.Literal('ok') })), '5xx': Refusal },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok({ status: 'ok' as const });
    },
  );
  api.get(
    '/readyz',
    {
      schema: {
        operationId: 'readyz',
        summary: 'Readiness: the database, the migrations and the required providers.',
        tags,
        security: [],
        response: {
          200: Answer(Readiness),
          503: Type.Object({ code: Type.Literal(0), msg: Type.String(), data: Readiness }),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const readiness = await health.readiness();
      if (readiness.ready) return ok(readiness);
      reply.code(503);
      return { code: 0 as const, msg: translate(request.locale, 'error.notReady'), data: readiness };
    },
  );
}
