import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, invalidField, requiredField } from '../../errors.js';
import { ok } from '../../http/envelope.js';
import { field, toFields } from '../../http/form.js';
import { parseEnum, requireLocation, requireText } from '../orders/input.js';

/** selectMap and checkLocation: the maps provider behind two calls. */
export function registerMapsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { maps } = ctx;

  app.get('/api/maps/distance', { preHandler: ctx.authenticate }, async (request) => {
    const query = toFields(request.query);
    const from = requireLocation('from', field(query, 'from'));
    const to = requireLocation('to', field(query, 'to'));
    const mode = parseEnum('mode', field(query, 'mode'), ['bicycling'] as const, 'bicycling');
    return ok(await maps.distance(from, to, mode));
  });

  app.get('/api/maps/geocode', { preHandler: ctx.authenticate }, async (request) => {
    const query = toFields(request.query);
    const address = field(query, 'address');
    const location = field(query, 'location');
    if (address === undefined && location === undefined) throw requiredField('address');
    if (address !== undefined && location !== undefined) throw invalidField('location');
    const result =
      location !== undefined
        ? await maps.geocode({ location: requireLocation('location', location) })
        : await maps.geocode({ address: requireText('address', address, 1, 120) });
    if (!result) throw new AppError('unavailable', 'error.mapsOffline');
    return ok(result);
  });
}
