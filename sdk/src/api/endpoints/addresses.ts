import type { Address, LngLat } from '../order-types';
import type { RequestOptions, Transport } from '../transport';

export type AddressInput = Omit<Address, 'id' | 'is_default'> & { id?: number; is_default?: boolean };

/** The server keeps at most this many addresses per user (docs/orders-api.md). */
export const ADDRESS_MAX = 20;

/** GET /api/address/list: the caller's addresses, the default first. */
export const getAddresses = (api: Transport, opts?: RequestOptions) =>
  api.get<Address[]>('/api/address/list', undefined, opts);

/** POST /api/address/save: creates (no `id`) or updates an address. */
export const saveAddress = (api: Transport, input: AddressInput, opts?: RequestOptions) => {
  const { is_default, ...rest } = input;
  return api.post<Address>(
    '/api/address/save',
    { ...rest, ...(is_default === undefined ? {} : { is_default: is_default ? 1 : 0 }) },
    opts,
  );
};

/** POST /api/address/delete: the default passes to the newest remaining. */
export const deleteAddress = (api: Transport, id: number, opts?: RequestOptions) =>
  api.post<null>('/api/address/delete', { id }, opts);

/** POST /api/address/default: makes an address the default. */
export const setDefaultAddress = (api: Transport, id: number, opts?: RequestOptions) =>
  api.post<Address>('/api/address/default', { id }, opts);

const point = (p: LngLat) => `${p.longitude},${p.latitude}`;

/** What the map draws, configured once on the server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export interface MapConfig {
  /** A `{z}/{x}/{y}` template of 256 px Web Mercator tiles, or "" for the map without tiles. */
  tile_url: string;
  attribution: string;
  min_zoom: number;
  max_zoom: number;
  default_zoom: number;
  /** The system of the tiles and of every point of the API: `wgs84` or `gcj02`. */
  coordinates: 'wgs84' | 'gcj02';
}

/** GET /api/maps/config (public): the tile source and the zoom range of selectMap and checkLocation. */
export const getMapConfig = (api: Transport, opts?: RequestOptions) =>
  api.get<MapConfig>('/api/maps/config', undefined, opts);

/** GET /api/maps/distance: bicycling distance; `estimate` when it is a straight line times a road factor. */
export const getDistance = (api: Transport, from: LngLat, to: LngLat, opts?: RequestOptions) =>
  api.get<{ meters: number; seconds: number; estimate: boolean }>(
    '/api/maps/distance',
    { from: point(from), to: point(to), mode: 'bicycling' },
    opts,
  );

/** GET /api/maps/geocode: an address for a picked location, or a location for an address. */
export const geocode = (
  api: Transport,
  query: { address: string } | { location: LngLat },
  opts?: RequestOptions,
) =>
  api.get<(LngLat & { region: string; detail: string; estimate: boolean }) | null>(
    '/api/maps/geocode',
    'address' in query ? { address: query.address } : { location: point(query.location) },
    opts,
  );
