import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX, MAP_ZOOM_MIN } from '@marketplace/sdk/rules';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, Choice, Fields, replies, Text } from '../../http/schemas.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { parseEnum, requireLocation, requireText } from '../../kernel/input.js';

const tags = ['maps'];

/** What `GET /api/maps/config` answers: the map clients draw (docs/orders-api.md, Addresses and maps). */
const MapConfig = Type.Object({
  tile_url: Type.String({
    description: 'A `{z}/{x}/{y}` template of 256 px Web Mercator tiles, or "" for the map without tiles.',
  }),
  attribution: Type.String(),
  min_zoom: Type.Integer(),
  max_zoom: Type.Integer(),
  default_zoom: Type.Integer(),
  coordinates: Type.Union([Type.Literal('wgs84'), Type.Literal('gcj02')], {
    description: 'The system of the tiles and of every point the API sends and takes.',
  }),
});

export type MapClientConfig = Static<typeof MapConfig>;

const Location = (description: string) =>
  Text(`${description}: "longitude,latitude".`, { examples: ['121.5,31.2'] });

const DistanceQuery = Fields({
  from: Location('The start'),
  to: Location('The destination'),
  mode: Type.Optional(Choice(['bicycling'], 'The travel mode.')),
});

const Distance = Type.Object({
  meters: Type.Integer(),
  seconds: Type.Integer(),
  estimate: Type.Boolean({ description: 'True for a straight line times a road factor, not a route.' }),
});

const GeocodeQuery = Fields({
  address: Type.Optional(
    Text('An address to find (or send `location`).', { examples: ['Century Avenue 88'] }),
  ),
  location: Type.Optional(Text('A point to name: "longitude,latitude" (or send `address`).')),
});

const Geocode = Type.Object({
  longitude: Type.Number(),
  latitude: Type.Number(),
  region: Type.String(),
  detail: Type.String(),
  estimate: Type.Boolean(),
});

/** selectMap and checkLocation: the map's configuration and the maps provider behind two calls. */
export function registerMapsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
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
  api.get(
    '/api/maps/config',
    {
      schema: {
        operationId: 'mapsConfig',
        summary: 'The tiles and zooms of the map clients draw.',
        tags,
        response: replies(MapConfig),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return ok(mapConfig);
    },
  );

  api.get(
    '/api/maps/distance',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'mapsDistance',
        summary: 'The travel distance and time between two points.',
        tags,
        security: BEARER,
        querystring: DistanceQuery,
        response: replies(Distance),
      },
    },
    async (request) => {
      const { query } = request;
      const from = requireLocation('from', field(query, 'from'));
      const to = requireLocation('to', field(query, 'to'));
      const mode = parseEnum('mode', field(query, 'mode'), ['bicycling'] as const, 'bicycling');
      return ok(await maps.distance(from, to, mode));
    },
  );

  api.get(
    '/api/maps/geocode',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'mapsGeocode',
        summary: 'The point of an address, or the address of a point.',
        tags,
        security: BEARER,
        querystring: GeocodeQuery,
        response: replies(Geocode),
      },
    },
    async (request) => {
      const address = field(request.query, 'address');
      const location = field(request.query, 'location');
      if (address === undefined && location === undefined) throw requiredField('address');
      if (address !== undefined && location !== undefined) throw invalidField('location');
      const result =
        location !== undefined
          ? await maps.geocode({ location: requireLocation('location', location) })
          : await maps.geocode({ address: requireText('address', address, 1, 120) });
      if (!result) throw new AppError('unavailable', 'error.mapsOffline');
      return ok(result);
    },
  );
}
