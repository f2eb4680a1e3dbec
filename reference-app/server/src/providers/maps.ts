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
const EARTH_RADIUS_M = 6_371_008.8;

/** The great-circle distance in metres. */
export function straightLineMeters(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The offline distance: straight line x 1.3, rounded to the metre. */
export function estimateDistance(from: LngLat, to: LngLat): Distance {
  const meters = Math.round(straightLineMeters(from, to) * ROAD_FACTOR);
  return { meters, seconds: Math.round(meters / BICYCLING_SPEED), estimate: true };
}

/** The default provider: no network, estimates only. */
export class OfflineMaps implements MapsProvider {
  async distance(from: LngLat, to: LngLat): Promise<Distance> {
    return estimateDistance(from, to);
  }

  async geocode(query: { address: string } | { location: LngLat }): Promise<GeocodeResult | null> {
    if ('address' in query) return null;
    // The user picked this point; the region and detail are theirs to type.
    return { ...query.location, region: '', detail: '', estimate: true };
  }
}
