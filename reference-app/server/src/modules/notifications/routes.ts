import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field, readForm } from '../../http/form.js';
import type { NotificationService } from './service.js';

/**
 * `GET /api/notification/settings`: every kind of notification outside the app, on or off for
 * the caller, and the channels it goes by. `POST /api/notification/settings` (`kind`,
 * `enabled` 1 or 0) turns one on or off and answers the same list (docs/api-contract.md).
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  notifications: NotificationService,
): void {
  app.get('/api/notification/settings', { preHandler: ctx.authenticate }, async (request) => {
    return ok({ list: await notifications.settings(caller(request).userId) });
  });
  app.post('/api/notification/settings', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    const list = await notifications.setSetting(caller(request).userId, {
      kind: field(fields, 'kind'),
      enabled: field(fields, 'enabled'),
    });
    return ok({ list });
  });
}
