import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { backends, bearer, body, registerUser, useTestApp } from '../../../test/helpers.js';
import { loadConfig } from '../../config.js';
import type { MapClientConfig } from './routes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(here, 'fixtures', `${name}.json`), 'utf8')) as {
    request: string;
    status: number;
    body: unknown;
  };

const OFFLINE_MAPS = loadConfig({ NODE_ENV: 'test' }).maps;

describe.each(backends())('maps over HTTP on %s', (backend) => {
  describe('without a tile source', () => {
    const t = useTestApp(backend);

    test('GET /api/maps/config is public and says there are no tiles', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/maps/config' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(body<MapClientConfig>(response)).toEqual({
        code: 1,
        msg: 'ok',
        data: {
          tile_url: '',
          attribution: '',
          min_zoom: 5,
          max_zoom: 18,
          default_zoom: 16,
          coordinates: 'wgs84',
        },
      });
    });
  });

  describe('with a tile source and the AMap web service', () => {
    const t = useTestApp(backend, {
      config: {
        maps: {
          ...OFFLINE_MAPS,
          provider: 'amap',
          key: 'test-web-service-key',
          tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
          tileAttribution: '© Example Maps',
        },
      },
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** The app's adapter calls the global fetch: answer it with recorded responses. */
    function serviceAnswers(...names: string[]) {
      const asked: string[] = [];
      const queue = names.map(recorded);
      vi.stubGlobal('fetch', async (url: string) => {
        asked.push(url);
        const next = queue.shift();
        if (!next) throw new Error(`unexpected request ${url}`);
        return new Response(JSON.stringify(next.body), { status: next.status });
      });
      return asked;
    }

    test('GET /api/maps/config answers the configured tiles and attribution', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/maps/config' });
      expect(body<MapClientConfig>(response).data).toEqual({
        tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png',
        attribution: '© Example Maps',
        min_zoom: 5,
        max_zoom: 18,
        default_zoom: 16,
        coordinates: 'wgs84',
      });
    });

    test('a distance is the route of the service', async () => {
      const me = await registerUser(t());
      const asked = serviceAnswers('bicycling-ok');
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/maps/distance?from=121.4737,31.2304&to=121.4737,31.2394&mode=bicycling',
        headers: bearer(me.token),
      });
      expect(body(response).data).toEqual({ meters: 1286, seconds: 309, estimate: false });
      expect(asked[0]).toContain('https://restapi.amap.com/v4/direction/bicycling?');
    });

    test('a refused key falls back to the estimate and logs an error', async () => {
      const me = await registerUser(t());
      serviceAnswers('bicycling-invalid-key');
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/maps/distance?from=121.4737,31.2304&to=121.4737,31.2394&mode=bicycling',
        headers: bearer(me.token),
      });
      expect(body<{ estimate: boolean }>(response).data.estimate).toBe(true);
      expect(t().logs()).toContain('maps service refused the key; offline estimate used');
      expect(t().logs()).not.toContain('test-web-service-key');
    });

    test('an address search finds the place; an unknown address is 404 in the caller’s language', async () => {
      const me = await registerUser(t());
      serviceAnswers('geo-ok', 'geo-none');
      const found = await t().app.inject({
        method: 'GET',
        url: `/api/maps/geocode?address=${encodeURIComponent('上海市徐汇区漕溪路88号')}`,
        headers: bearer(me.token),
      });
      expect(body(found).data).toMatchObject({
        region: '上海市徐汇区',
        detail: '漕溪路88号',
        estimate: false,
      });
      const missing = await t().app.inject({
        method: 'GET',
        url: `/api/maps/geocode?address=${encodeURIComponent('不存在的地方')}`,
        headers: { ...bearer(me.token), 'accept-language': 'zh-CN' },
      });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).msg).toBe('没有找到这个地址，请补充城市和区县，或在地图上选择位置');
    });
  });
});

describe('maps configuration', () => {
  test('offline, WGS-84 and no tiles by default', () => {
    expect(loadConfig({}).maps).toEqual({
      provider: 'offline',
      key: undefined,
      timeoutMs: 5000,
      coordinates: 'wgs84',
      tileUrl: '',
      tileAttribution: '',
    });
  });

  test('reads the AMap key, the system, the timeout and the tiles', () => {
    expect(
      loadConfig({
        MAPS_PROVIDER: 'amap',
        MAPS_KEY: ' k ',
        MAPS_TIMEOUT_MS: '2500',
        MAPS_COORDINATES: 'gcj02',
        MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }).maps,
    ).toEqual({
      provider: 'amap',
      key: 'k',
      timeoutMs: 2500,
      coordinates: 'gcj02',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    });
  });

  test('refuses what would fail later, naming the variable', () => {
    expect(() => loadConfig({ MAPS_PROVIDER: 'amap' })).toThrow(/MAPS_KEY/);
    expect(() => loadConfig({ MAPS_PROVIDER: 'google' })).toThrow(/MAPS_PROVIDER/);
    expect(() => loadConfig({ MAPS_COORDINATES: 'bd09' })).toThrow(/MAPS_COORDINATES/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAPS_TIMEOUT_MS: '0' })).toThrow(/MAPS_TIMEOUT_MS/);
  });
});
