import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { replies, Unix } from '../../http/schemas.js';
import type { SandboxOutbox } from '../../providers/outbox.js';

const Outbox = Type.Object({
  sms: Type.Array(Type.Object({ phone: Type.String(), code: Type.String(), sent_at: Unix })),
  captcha: Type.Array(Type.Object({ session_id: Type.String(), answer: Type.String(), created_at: Unix })),
});

/** Sandbox only: what would have been delivered by SMS, and the captcha answers. Never in production. */
export function registerDevRoutes(app: FastifyInstance, outbox: SandboxOutbox): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        operationId: 'devOutbox',
        summary: 'Sandbox only: the SMS codes and captcha answers that would have been delivered.',
        tags: ['dev'],
        response: replies(Outbox),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(outbox.snapshot());
    },
  );
}
