/**
 * Coordinates shared by the SDK's map and the server's maps provider: the great-circle distance
 * and the WGS-84 / GCJ-02 conversion. WGS-84 is what GPS and `navigator.geolocation` give and
 * what OpenStreetMap tiles use; GCJ-02 is WGS-84 shifted by a published, deterministic offset
 * inside mainland China, the system of Chinese map services (AMap) and their tiles. Outside
 * mainland China the two are the same.
 */

export interface Point {
  longitude: number;
  latitude: number;
}

/**
 * Degrees as a person reads them, latitude first, five decimals (about a metre).
 *
 * @example formatPoint({ longitude: 121.4737, latitude: 31.2304 }) // '31.23040°N 121.47370°E'
 */
export function formatPoint({ longitude, latitude }: Point): string {
  const part = (n: number, hemi: string) => `${Math.abs(n).toFixed(5)}°${hemi[n < 0 ? 1 : 0]}`;
  return `${part(latitude, 'NS')} ${part(longitude, 'EW')}`;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/**
 * The great-circle (haversine) distance in metres.
 *
 * @example straightLineMeters({ longitude: 121.4737, latitude: 31.2304 }, { longitude: 121.4737, latitude: 31.2394 }) // ~1000.8
 */
export function straightLineMeters(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

// The Krasovsky ellipsoid of the GCJ-02 offset.
const GCJ_A = 6_378_245;
const GCJ_EE = 0.006_693_421_622_965_943;

const outOfChina = ({ longitude, latitude }: Point) =>
  longitude < 72.004 || longitude > 137.8347 || latitude < 0.8293 || latitude > 55.8271;

const wave = (a: number, b: number, c: number, d: number) =>
  ((a * Math.sin(b * Math.PI) + c * Math.sin(d * Math.PI)) * 2) / 3;

/**
 * WGS-84 to GCJ-02 (unchanged outside mainland China).
 *
 * @example wgs84ToGcj02({ longitude: 116.3975, latitude: 39.9087 }) // { longitude: 116.40374..., latitude: 39.91010... }
 */
export function wgs84ToGcj02(point: Point): Point {
  if (outOfChina(point)) return { ...point };
  const x = point.longitude - 105;
  const y = point.latitude - 35;
  const root = Math.sqrt(Math.abs(x));
  const shared = wave(20, 6 * x, 20, 2 * x);
  const dLat =
    -100 +
    2 * x +
    3 * y +
    0.2 * y * y +
    0.1 * x * y +
    0.2 * root +
    shared +
    wave(20, y, 40, y / 3) +
    wave(160, y / 12, 320, y / 30);
  const dLng =
    300 +
    x +
    2 * y +
    0.1 * x * x +
    0.1 * x * y +
    0.1 * root +
    shared +
    wave(20, x, 40, x / 3) +
    wave(150, x / 12, 300, x / 30);
  const radLat = point.latitude * RAD;
  const magic = 1 - GCJ_EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  return {
    longitude: point.longitude + (dLng * 180) / ((GCJ_A / sqrtMagic) * Math.cos(radLat) * Math.PI),
    latitude: point.latitude + (dLat * 180) / (((GCJ_A * (1 - GCJ_EE)) / (magic * sqrtMagic)) * Math.PI),
  };
}

/**
 * GCJ-02 to WGS-84: the forward shift inverted by iteration (under a centimetre after five rounds).
 *
 * @example gcj02ToWgs84(wgs84ToGcj02(p)) // p, within a centimetre
 */
export function gcj02ToWgs84(point: Point): Point {
  if (outOfChina(point)) return { ...point };
  let guess = { ...point };
  for (let i = 0; i < 5; i += 1) {
    const shifted = wgs84ToGcj02(guess);
    guess = {
      longitude: guess.longitude + point.longitude - shifted.longitude,
      latitude: guess.latitude + point.latitude - shifted.latitude,
    };
  }
  return guess;
}
