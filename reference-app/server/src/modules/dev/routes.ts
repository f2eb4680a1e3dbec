import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { SandboxOutbox } from '../../providers/outbox.js';

/** Sandbox only: what would have been delivered by SMS, and the captcha answers. Never in production. */
export function registerDevRoutes(app: FastifyInstance, outbox: SandboxOutbox): void {
  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok(outbox.snapshot());
  });
}
