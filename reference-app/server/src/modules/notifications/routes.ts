import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, Choice, Fields, replies } from '../../http/schemas.js';
import { NOTIFICATION_KINDS } from './kinds.js';
import type { NotificationService } from './service.js';

const tags = ['notifications'];

const Settings = Type.Object(
  {
    list: Type.Array(
      Type.Object({
        kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
        enabled: Type.Boolean(),
        channels: Type.Array(Type.String({ description: '`wechat` or `sms`' })),
      }),
    ),
  },
  { title: 'NotificationSettings' },
);

const SettingForm = Fields({
  kind: Choice(NOTIFICATION_KINDS, 'The kind of notification.'),
  enabled: Choice(['1', '0'], '`1` to receive it, `0` not to.'),
});

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
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/notification/settings',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'notificationSettings',
        summary: 'Which notifications outside the app the caller receives, and by which channels.',
        tags,
        security: BEARER,
        response: replies(Settings),
      },
    },
    async (request) => ok({ list: await notifications.settings(caller(request).userId) }),
  );
  api.post(
    '/api/notification/settings',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'setNotificationSetting',
        summary: 'Turns one kind of notification on or off; answers every setting as it now is.',
        tags,
        security: BEARER,
        body: SettingForm,
        response: replies(Settings),
      },
    },
    async (request) => {
      const list = await notifications.setSetting(caller(request).userId, {
        kind: field(request.body, 'kind'),
        enabled: field(request.body, 'enabled'),
      });
      return ok({ list });
    },
  );
}
