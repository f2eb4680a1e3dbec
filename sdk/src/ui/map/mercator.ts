import type { LngLat } from '../../api/order-types';

/** Tile edge in pixels (the `{z}/{x}/{y}` convention of Web Mercator tile sources). */
export const TILE = 256;
/** Web Mercator's square world stops at this latitude. */
const MAX_LAT = 85.051_128_78;
const RAD = Math.PI / 180;

/** A point in world pixels at one zoom: the world is `256 * 2^z` pixels wide. */
export interface Pixel {
  x: number;
  y: number;
}

export const worldSize = (z: number) => TILE * 2 ** z;

/**
 * Longitude and latitude to world pixels at zoom `z` (Web Mercator).
 *
 * @example project({ longitude: 0, latitude: 0 }, 1) // { x: 256, y: 256 }
 */
export function project(p: LngLat, z: number): Pixel {
  const size = worldSize(z);
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, p.latitude)) * RAD;
  return {
    x: ((p.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + Math.sin(lat)) / (1 - Math.sin(lat))) / (4 * Math.PI)) * size,
  };
}

/** World pixels at zoom `z` back to longitude and latitude (longitude wrapped to -180..180). */
export function unproject(px: Pixel, z: number): LngLat {
  const size = worldSize(z);
  const lng = (px.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * Math.max(0, Math.min(size, px.y))) / size;
  return {
    longitude: ((((lng + 180) % 360) + 360) % 360) - 180,
    latitude: Math.atan(Math.sinh(n)) / RAD,
  };
}

/** Ground metres one pixel covers at a latitude and zoom. */
export const metersPerPixel = (latitude: number, z: number) =>
  (40_075_016.686 * Math.cos(latitude * RAD)) / worldSize(z);

/**
 * A tile's address from a `{z}/{x}/{y}` template; `{s}` picks a, b or c (the usual subdomains).
 *
 * @example tileUrl('https://t.example/{z}/{x}/{y}.png', 16, 54880, 26800)
 */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'abc'[(x + y) % 3] ?? 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/**
 * The zoom and centre that show every point with `pad` pixels to spare, within [min, max].
 *
 * @example fitPoints([a, b], 390, 300, 5, 18) // { center, zoom }
 */
export function fitPoints(
  points: readonly LngLat[],
  width: number,
  height: number,
  min: number,
  max: number,
  pad = 48,
): { center: LngLat; zoom: number } | undefined {
  if (!points.length) return undefined;
  const world = points.map((p) => project(p, 0));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max((x1 - x0) / Math.max(1, width - 2 * pad), (y1 - y0) / Math.max(1, height - 2 * pad));
  const zoom = span > 0 ? Math.floor(Math.log2(1 / span)) : max;
  return {
    center: unproject({ x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, 0),
    zoom: Math.max(min, Math.min(max, zoom)),
  };
}
