import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { AppError } from '../../kernel/errors.js';
import {
  AmapMaps,
  type AmapOptions,
  createMapsProvider,
  estimateDistance,
  gcj02ToWgs84,
  type LngLat,
  type MapsFetch,
  OfflineMaps,
  straightLineMeters,
  wgs84ToGcj02,
} from '../../providers/maps.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const KEY = 'test-web-service-key';

interface Recorded {
  request: string;
  status: number;
  body: unknown;
}

const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(path.join(here, 'fixtures', `${name}.json`), 'utf8')) as Recorded;

/** A fetch that answers one recorded response and remembers what it was asked. */
function replay(...names: string[]) {
  const requests: string[] = [];
  const queue = names.map(recorded);
  const fetch: MapsFetch = async (url) => {
    requests.push(url);
    const next = queue.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    expect(url).toBe(next.request.replace('<key>', KEY));
    return { ok: next.status >= 200 && next.status < 300, status: next.status, json: async () => next.body };
  };
  return { fetch, requests };
}

function logger() {
  const lines: { level: 'warn' | 'error'; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (details: object, message: string) =>
        lines.push({ level: 'warn', details: details as Record<string, unknown>, message }),
      error: (details: object, message: string) =>
        lines.push({ level: 'error', details: details as Record<string, unknown>, message }),
    },
  };
}

function amap(fetch: MapsFetch, options: Partial<AmapOptions> = {}) {
  const { log, lines } = logger();
  return { maps: new AmapMaps({ key: KEY, log, fetch, ...options }), lines };
}

// People's Square, Shanghai, and 1 km north of it (WGS-84, as the browser's geolocation gives them).
const SQUARE: LngLat = { longitude: 121.4737, latitude: 31.2304 };
const NORTH: LngLat = { longitude: 121.4737, latitude: 31.2394 };
const BEIJING: LngLat = { longitude: 116.3975, latitude: 39.9087 };

describe('AMap bicycling distance', () => {
  test('answers the route of the service, asking in GCJ-02 with six decimals', async () => {
    const { fetch, requests } = replay('bicycling-ok');
    const { maps, lines } = amap(fetch);
    expect(await maps.distance(SQUARE, NORTH, 'bicycling')).toEqual({
      meters: 1286,
      seconds: 309,
      estimate: false,
    });
    expect(requests).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  test('no route: the offline estimate, and a warning that says why', async () => {
    const { fetch } = replay('bicycling-no-route');
    const { maps, lines } = amap(fetch);
    expect(await maps.distance(SQUARE, BEIJING, 'bicycling')).toEqual(estimateDistance(SQUARE, BEIJING));
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { provider: 'amap', call: 'bicycling', code: '20803', info: 'OVER_DIRECTION_RANGE' },
        message: 'maps service found no route; offline estimate used',
      },
    ]);
  });

  test('a refused key: the offline estimate, logged as an error without the key', async () => {
    const { fetch } = replay('bicycling-invalid-key');
    const { maps, lines } = amap(fetch);
    const answer = await maps.distance(SQUARE, NORTH, 'bicycling');
    expect(answer).toEqual({ ...estimateDistance(SQUARE, NORTH), estimate: true });
    expect(lines.map((l) => [l.level, l.details.code, l.details.info])).toEqual([
      ['error', '10001', 'INVALID_USER_KEY'],
    ]);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });

  test('an error status: the offline estimate', async () => {
    const fetch: MapsFetch = async () => ({
      ok: false,
      status: 502,
      json: async () => {
        throw new SyntaxError('Unexpected token < in JSON');
      },
    });
    const { maps, lines } = amap(fetch);
    expect((await maps.distance(SQUARE, NORTH, 'bicycling')).estimate).toBe(true);
    expect(lines[0]).toMatchObject({ level: 'warn', details: { code: 'http 502' } });
  });

  test('a service that does not answer in time: the offline estimate after the timeout', async () => {
    // Answers only when the adapter gives up, the way fetch rejects on an aborted signal.
    const fetch: MapsFetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(init.signal.reason));
      });
    const { maps, lines } = amap(fetch, { timeoutMs: 20 });
    expect(await maps.distance(SQUARE, NORTH, 'bicycling')).toEqual(estimateDistance(SQUARE, NORTH));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ provider: 'amap', call: 'distance', reason: 'timeout' }),
        message: 'maps service timeout; offline estimate used',
      }),
    ]);
  });

  test('a network failure: the offline estimate', async () => {
    const fetch: MapsFetch = async () => {
      throw new TypeError('fetch failed');
    };
    const { maps, lines } = amap(fetch);
    expect((await maps.distance(SQUARE, NORTH, 'bicycling')).estimate).toBe(true);
    expect(lines[0]?.details.reason).toBe('unreachable');
  });

  test('points already in GCJ-02 are sent as they are', async () => {
    const requests: string[] = [];
    const fetch: MapsFetch = async (url) => {
      requests.push(url);
      return { ok: true, status: 200, json: async () => recorded('bicycling-ok').body };
    };
    const { maps } = amap(fetch, { coordinates: 'gcj02' });
    await maps.distance(SQUARE, NORTH, 'bicycling');
    expect(new URL(requests[0] ?? '').searchParams.get('origin')).toBe('121.473700,31.230400');
  });
});

describe('AMap geocoding', () => {
  test('an address: the place in WGS-84, its district as the region and the rest as the detail', async () => {
    const { fetch } = replay('geo-ok');
    const { maps } = amap(fetch);
    const place = await maps.geocode({ address: '上海市徐汇区漕溪路88号' });
    expect(place).toMatchObject({ region: '上海市徐汇区', detail: '漕溪路88号', estimate: false });
    // AMap answered 121.441012,31.186112 in GCJ-02: about 480 m east of the WGS-84 point.
    const back = wgs84ToGcj02(place as LngLat);
    expect(back.longitude).toBeCloseTo(121.441012, 6);
    expect(back.latitude).toBeCloseTo(31.186112, 6);
  });

  test('an address nothing matches: not found, in the user’s words', async () => {
    const { fetch } = replay('geo-none');
    const { maps, lines } = amap(fetch);
    const error = await maps.geocode({ address: '不存在的地方' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'notFound', key: 'error.placeNotFound' });
    expect(lines).toEqual([]);
  });

  test('an address with a refused key: no answer (the offline provider cannot search) and an error logged', async () => {
    const { fetch } = replay('geo-invalid-key');
    const { maps, lines } = amap(fetch);
    expect(await maps.geocode({ address: '上海市徐汇区漕溪路88号' })).toBeNull();
    expect(lines.map((l) => l.level)).toEqual(['error']);
  });

  test('a picked location: its district and street, the point kept as picked', async () => {
    const { fetch } = replay('regeo-ok');
    const { maps } = amap(fetch);
    const picked = gcj02ToWgs84({ longitude: 121.441012, latitude: 31.186112 });
    expect(await maps.geocode({ location: picked })).toEqual({
      ...picked,
      region: '上海市徐汇区',
      detail: '徐家汇街道漕溪路88号',
      estimate: false,
    });
  });

  test('a location outside any district: the point, with the address left to the user', async () => {
    const { fetch } = replay('regeo-sea');
    const { maps } = amap(fetch, { coordinates: 'gcj02' });
    const sea = { longitude: 123, latitude: 30 };
    expect(await maps.geocode({ location: sea })).toEqual({ ...sea, region: '', detail: '', estimate: true });
  });

  test('a picked location while the service times out: the offline answer', async () => {
    const fetch: MapsFetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(init.signal.reason)),
      );
    const { maps, lines } = amap(fetch, { timeoutMs: 20 });
    expect(await maps.geocode({ location: SQUARE })).toEqual({
      ...SQUARE,
      region: '',
      detail: '',
      estimate: true,
    });
    expect(lines[0]?.details.reason).toBe('timeout');
  });
});

describe('coordinates', () => {
  test('GCJ-02 shifts mainland points by a few hundred metres and leaves the rest alone', () => {
    const shifted = wgs84ToGcj02(BEIJING);
    const meters = straightLineMeters(BEIJING, shifted);
    expect(meters).toBeGreaterThan(100);
    expect(meters).toBeLessThan(700);
    const paris = { longitude: 2.3522, latitude: 48.8566 };
    expect(wgs84ToGcj02(paris)).toEqual(paris);
  });

  test('the inverse comes back to the same point within a centimetre', () => {
    for (const point of [SQUARE, NORTH, BEIJING, { longitude: 113.2644, latitude: 23.1291 }]) {
      expect(straightLineMeters(gcj02ToWgs84(wgs84ToGcj02(point)), point)).toBeLessThan(0.01);
    }
  });
});

test('the configuration picks the provider', () => {
  const { log } = logger();
  const base = { key: undefined, timeoutMs: 5000, coordinates: 'wgs84' as const };
  expect(createMapsProvider({ ...base, provider: 'offline' }, { log })).toBeInstanceOf(OfflineMaps);
  expect(createMapsProvider({ ...base, provider: 'amap', key: KEY }, { log })).toBeInstanceOf(AmapMaps);
});
