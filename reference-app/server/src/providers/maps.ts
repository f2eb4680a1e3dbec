import { gcj02ToWgs84, straightLineMeters, wgs84ToGcj02 } from '@marketplace/sdk/rules';
import { AppError } from '../kernel/errors.js';

/** Shared with the SDK's map (sdk/src/rules/coordinates.ts). */
export { gcj02ToWgs84, straightLineMeters, wgs84ToGcj02 };

/**
 * Maps: distances and geocoding behind one interface. The default works offline: a straight
 * line (haversine) times a road factor, answered with `estimate: true`; geocoding then answers
 * only for a location the user picked on the map. A real adapter (a maps web service) answers
 * with `estimate: false`.
 */
export interface LngLat {
  longitude: number;
  latitude: number;
}

export type TravelMode = 'bicycling';

export interface Distance {
  meters: number;
  seconds: number;
  /** True when this is a straight line times a road factor, not a route. */
  estimate: boolean;
}

export interface GeocodeResult extends LngLat {
  region: string;
  detail: string;
  estimate: boolean;
}

export interface MapsProvider {
  distance(from: LngLat, to: LngLat, mode: TravelMode): Promise<Distance>;
  /** Forward (`address`) or reverse (`location`) geocoding; null when the provider cannot answer. */
  geocode(query: { address: string } | { location: LngLat }): Promise<GeocodeResult | null>;
}

/** Roads are rarely straight: the offline estimate's factor over the great-circle distance. */
export const ROAD_FACTOR = 1.3;
/** Metres per second of the offline estimate by bicycle (15 km/h). */
export const BICYCLING_SPEED = 15_000 / 3600;
/** The offline distance: straight line x 1.3, rounded to the metre. */
export function estimateDistance(from: LngLat, to: LngLat): Distance {
  const meters = Math.round(straightLineMeters(from, to) * ROAD_FACTOR);
  return { meters, seconds: Math.round(meters / BICYCLING_SPEED), estimate: true };
}

/** The default provider: no network, estimates only. */
export class OfflineMaps implements MapsProvider {
  async distance(from: LngLat, to: LngLat, _mode?: TravelMode): Promise<Distance> {
    return estimateDistance(from, to);
  }

  async geocode(query: { address: string } | { location: LngLat }): Promise<GeocodeResult | null> {
    if ('address' in query) return null;
    // The user picked this point; the region and detail are theirs to type.
    return { ...query.location, region: '', detail: '', estimate: true };
  }
}

/**
 * The coordinate system of a platform's points: WGS-84 (GPS, `navigator.geolocation`,
 * OpenStreetMap tiles) or GCJ-02 (the system Chinese map services and their tiles use).
 */
export type CoordinateSystem = 'wgs84' | 'gcj02';

/** Where the adapter writes why it fell back (pino's signature; the app passes its logger). */
export interface MapsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The part of `fetch` the adapter uses, so tests answer with recorded responses. */
export type MapsFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface AmapOptions {
  /** The web service key (a "Web服务" key of the AMap console). */
  key: string;
  log: MapsLog;
  fetch?: MapsFetch;
  /** Each call gives up after this long and falls back to the offline answer. */
  timeoutMs?: number;
  /** The system of the platform's points; AMap itself speaks GCJ-02. Default `wgs84`. */
  coordinates?: CoordinateSystem;
  /** Default `https://restapi.amap.com`. */
  baseUrl?: string;
}

/** A call to the service that did not produce an answer: why, for the log (never the key). */
class ServiceFailure extends Error {
  constructor(
    readonly call: string,
    readonly code: string,
    readonly info: string,
  ) {
    super(`${call}: ${code} ${info}`);
  }
}

/** Infocodes of a key or account problem (a configuration error, logged as an error). */
const KEY_PROBLEM = /^100(0[1-9]|1[0-3])$/;
/** Route infocodes: no route between the points (OUT_OF_SERVICE, NO_ROADS_NEARBY, ROUTE_FAIL, OVER_DIRECTION_RANGE). */
const NO_ROUTE = /^2080[0-3]$/;

/** AMap fills an absent text field with `[]`; anything that is not a non-empty string is "none". */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** At most `max` characters (not UTF-16 units): what an address field may hold. */
const clip = (value: string, max = 60): string => [...value].slice(0, max).join('');

/** `province + city + district`, the city left out when it repeats the province (municipalities). */
function regionOf(parts: { province?: unknown; city?: unknown; district?: unknown }): string {
  const province = text(parts.province);
  const city = text(parts.city);
  return [province, city === province ? '' : city, text(parts.district)].join('');
}

/** The formatted address without its leading region: the street, number and building. */
function detailOf(formatted: string, region: string, fallback: string): string {
  if (formatted && region && formatted.startsWith(region)) return formatted.slice(region.length);
  return formatted && formatted !== region ? formatted : fallback;
}

/**
 * The AMap (Gaode) web service: bicycling distance (`v4/direction/bicycling`) and geocoding
 * (`v3/geocode/geo`, `v3/geocode/regeo`). Whenever the service does not answer (no route, a
 * key problem, an error status, a timeout) the call falls back to the offline answer
 * (`estimate: true`) and logs why, so a maps outage never breaks an order.
 */
export class AmapMaps implements MapsProvider {
  readonly #key: string;
  readonly #log: MapsLog;
  readonly #fetch: MapsFetch;
  readonly #timeoutMs: number;
  readonly #coordinates: CoordinateSystem;
  readonly #baseUrl: string;
  readonly #offline = new OfflineMaps();

  constructor(options: AmapOptions) {
    this.#key = options.key;
    this.#log = options.log;
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#coordinates = options.coordinates ?? 'wgs84';
    this.#baseUrl = (options.baseUrl ?? 'https://restapi.amap.com').replace(/\/+$/, '');
  }

  async distance(from: LngLat, to: LngLat, mode: TravelMode): Promise<Distance> {
    try {
      const body = await this.#call('v4/direction/bicycling', {
        origin: this.#point(from),
        destination: this.#point(to),
      });
      const errcode = String(body.errcode ?? '');
      if (errcode !== '0') throw new ServiceFailure('bicycling', errcode, text(body.errmsg));
      const data = body.data as { paths?: { distance?: unknown; duration?: unknown }[] } | undefined;
      const path = data?.paths?.[0];
      const meters = Number(path?.distance);
      const seconds = Number(path?.duration);
      if (!path || !Number.isFinite(meters) || !Number.isFinite(seconds)) {
        throw new ServiceFailure('bicycling', '20802', 'NO_PATH');
      }
      return { meters: Math.round(meters), seconds: Math.round(seconds), estimate: false };
    } catch (error) {
      this.#fellBack('distance', error);
      return this.#offline.distance(from, to, mode);
    }
  }

  async geocode(query: { address: string } | { location: LngLat }): Promise<GeocodeResult | null> {
    try {
      return 'address' in query ? await this.#forward(query.address) : await this.#reverse(query.location);
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.#fellBack('geocode', error);
      return this.#offline.geocode(query);
    }
  }

  async #forward(address: string): Promise<GeocodeResult> {
    const body = await this.#call('v3/geocode/geo', { address });
    this.#checkStatus('geo', body);
    const first = (body.geocodes as Record<string, unknown>[] | undefined)?.[0];
    const location = first ? this.#parsePoint(text(first.location)) : undefined;
    // The service understood the request and found nothing: the user's words, not an outage.
    if (!first || !location) throw new AppError('notFound', 'error.placeNotFound');
    const region = regionOf(first);
    const street = text(first.street) + text(first.number);
    return {
      ...location,
      region: clip(region),
      detail: clip(detailOf(text(first.formatted_address), region, street)),
      estimate: false,
    };
  }

  async #reverse(location: LngLat): Promise<GeocodeResult> {
    const body = await this.#call('v3/geocode/regeo', { location: this.#point(location) });
    this.#checkStatus('regeo', body);
    const regeocode = body.regeocode as
      | { formatted_address?: unknown; addressComponent?: Record<string, unknown> }
      | undefined;
    const parts = regeocode?.addressComponent ?? {};
    const region = regionOf(parts);
    const streetNumber = (parts.streetNumber ?? {}) as Record<string, unknown>;
    const street = text(parts.township) + text(streetNumber.street) + text(streetNumber.number);
    const formatted = text(regeocode?.formatted_address);
    // Outside any district (at sea, abroad) AMap answers an empty address: the user types it.
    if (!region && !formatted) return { ...location, region: '', detail: '', estimate: true };
    return {
      ...location,
      region: clip(region),
      detail: clip(detailOf(formatted, region, street)),
      estimate: false,
    };
  }

  #checkStatus(call: string, body: Record<string, unknown>): void {
    if (text(body.status) !== '1') {
      throw new ServiceFailure(call, text(body.infocode) || 'unknown', text(body.info));
    }
  }

  /** `lng,lat` in GCJ-02 with six decimals, as AMap takes it. */
  #point(point: LngLat): string {
    const gcj = this.#coordinates === 'wgs84' ? wgs84ToGcj02(point) : point;
    return `${gcj.longitude.toFixed(6)},${gcj.latitude.toFixed(6)}`;
  }

  /** AMap's `lng,lat` (GCJ-02) in the platform's system, rounded to six decimals. */
  #parsePoint(raw: string): LngLat | undefined {
    const [lng, lat] = raw.split(',').map(Number);
    if (lng === undefined || lat === undefined || !Number.isFinite(lng) || !Number.isFinite(lat)) {
      return undefined;
    }
    const point =
      this.#coordinates === 'wgs84'
        ? gcj02ToWgs84({ longitude: lng, latitude: lat })
        : { longitude: lng, latitude: lat };
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return { longitude: round(point.longitude), latitude: round(point.latitude) };
  }

  async #call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const query = new URLSearchParams({ ...params, key: this.#key });
    const response = await this.#fetch(`${this.#baseUrl}/${path}?${query}`, {
      signal: AbortSignal.timeout(this.#timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new ServiceFailure(path, `http ${response.status}`, 'error status');
    const body = await response.json();
    if (!body || typeof body !== 'object') throw new ServiceFailure(path, 'body', 'not a JSON object');
    return body as Record<string, unknown>;
  }

  /** Logs why a call fell back to the offline answer; a key problem is a configuration error. */
  #fellBack(call: 'distance' | 'geocode', error: unknown): void {
    if (error instanceof ServiceFailure) {
      const details = { provider: 'amap', call: error.call, code: error.code, info: error.info };
      if (KEY_PROBLEM.test(error.code))
        this.#log.error(details, 'maps service refused the key; offline estimate used');
      else if (NO_ROUTE.test(error.code))
        this.#log.warn(details, 'maps service found no route; offline estimate used');
      else this.#log.warn(details, 'maps service failed; offline estimate used');
      return;
    }
    const name = (error as Error | null)?.name;
    const reason = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable';
    this.#log.warn(
      { provider: 'amap', call, reason, error: (error as Error | null)?.message },
      `maps service ${reason}; offline estimate used`,
    );
  }
}

/** Builds the provider the configuration names: the offline estimates, or AMap with its key. */
export function createMapsProvider(
  config: {
    provider: 'offline' | 'amap';
    key: string | undefined;
    timeoutMs: number;
    coordinates: CoordinateSystem;
  },
  deps: { log: MapsLog; fetch?: MapsFetch },
): MapsProvider {
  if (config.provider === 'amap' && config.key) {
    return new AmapMaps({
      key: config.key,
      log: deps.log,
      timeoutMs: config.timeoutMs,
      coordinates: config.coordinates,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });
  }
  return new OfflineMaps();
}
