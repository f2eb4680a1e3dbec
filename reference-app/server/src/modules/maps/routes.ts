import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@marketplace/sdk/rules';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { field, toFields } from '../../http/form.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { parseEnum, requireLocation, requireText } from '../../kernel/input.js';

/** What `GET /api/maps/config` answers: the map clients draw (docs/orders-api.md, Addresses and maps). */
export interface MapClientConfig {
  /** A `{z}/{x}/{y}` template of 256 px Web Mercator tiles, or "" for the map without tiles. */
  tile_url: string;
  attribution: string;
  min_zoom: number;
  max_zoom: number;
  default_zoom: number;
  /** The system of the tiles and of every point the API sends and takes. */
  coordinates: 'wgs84' | 'gcj02';
}

/** selectMap and checkLocation: the map's configuration and the maps provider behind two calls. */
export function registerMapsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { maps } = ctx;
  const mapConfig: MapClientConfig = {
    tile_url: ctx.config.maps.tileUrl,
    attribution: ctx.config.maps.tileAttribution,
    min_zoom: MAP_ZOOM_MIN,
    max_zoom: MAP_ZOOM_MAX,
    default_zoom: MAP_ZOOM_DEFAULT,
    coordinates: ctx.config.maps.coordinates,
  };

  // Public: partners configure the tile source once, on the server; clients may cache it a while.
  app.get('/api/maps/config', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return ok(mapConfig);
  });

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
