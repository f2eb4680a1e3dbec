import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field, readForm } from '../../http/form.js';

/** manageAddress and editAddress (docs/orders-api.md, "Addresses and maps"). */
export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { addresses } = ctx.services;

  app.get('/api/address/list', { preHandler: ctx.authenticate }, async (request) => {
    return ok(await addresses.list(caller(request).userId));
  });

  app.post('/api/address/save', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    const saved = await addresses.save(caller(request).userId, {
      id: field(fields, 'id'),
      name: fields.name,
      tel: field(fields, 'tel'),
      region: fields.region,
      detail: fields.detail,
      longitude: field(fields, 'longitude'),
      latitude: field(fields, 'latitude'),
      is_default: field(fields, 'is_default'),
    });
    return ok(saved);
  });

  app.post('/api/address/delete', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    await addresses.remove(caller(request).userId, field(fields, 'id'));
    return ok(null);
  });

  app.post('/api/address/default', { preHandler: ctx.authenticate }, async (request) => {
    const { fields } = await readForm(request);
    return ok(await addresses.makeDefault(caller(request).userId, field(fields, 'id')));
  });
}
