import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';

// A built web host as the build leaves it: each file with its brotli and gzip copies.
const webDist = mkdtempSync(path.join(tmpdir(), 'mp-web-precompressed-'));
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Marketplace</title><div id="root"></div>${'<!-- page -->'.repeat(80)}`,
  'assets/index-Bx3_k9-Q.js': `console.log("host");${'export const x = 1;'.repeat(200)}`,
  'sdk/index.js': `export const sdk = 1;${'/* entry */'.repeat(200)}`,
  'sdk/marketplace.iife.js': `var Marketplace = {};${'/* loader */'.repeat(200)}`,
  'sdk/screens/pages/homeView/homeView-5UTI.js': `export default 1;${'/* screen */'.repeat(200)}`,
};
for (const [name, text] of Object.entries(files)) {
  const file = path.join(webDist, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

const LARGE_ENVELOPE = {
  code: 1,
  msg: 'ok',
  data: { items: Array.from({ length: 100 }, (_, id) => ({ id })) },
};

// HTTP only: one backend is enough.
describe('compression and caching', () => {
  const t = useTestApp('pglite', {
    config: { webDist },
    setup(app) {
      // Routes added in a scope of their own, as app.ts adds the calls (see there why).
      app.register(async (scope) => {
        scope.get('/test/large', async () => LARGE_ENVELOPE);
        scope.get('/test/small', async () => ({ code: 1, msg: 'ok', data: null }));
        scope.get('/test/stream', async (_request, reply) =>
          reply.header('Content-Type', 'text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
        );
      });
    },
  });

  test('the build files are sent as their brotli copy to a browser that takes brotli', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/web/assets/index-Bx3_k9-Q.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(files['assets/index-Bx3_k9-Q.js']);
  });

  test('as gzip to one that takes only gzip, as they are to one that takes neither', async () => {
    const gzip = await t().app.inject({
      method: 'GET',
      url: '/web/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(files['index.html']);

    const plain = await t().app.inject({
      method: 'GET',
      url: '/web/',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['index.html']);
  });

  test('hashed files are immutable for a year, also as their compressed copies', async () => {
    for (const url of ['/web/assets/index-Bx3_k9-Q.js', '/web/sdk/screens/pages/homeView/homeView-5UTI.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await t().app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(200);
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
  });

  test('files that keep their name are revalidated with their ETag: a 304 when unchanged', async () => {
    for (const url of ['/web/', '/web/sdk/index.js', '/web/sdk/marketplace.iife.js']) {
      const first = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await t().app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  test('API answers above the threshold are compressed on the fly', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/test/large',
      headers: { 'accept-encoding': 'br' },
    });
    expect(JSON.stringify(LARGE_ENVELOPE).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE_ENVELOPE);

    const gzip = await t().app.inject({
      method: 'GET',
      url: '/test/large',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE_ENVELOPE);
  });

  test('a real call above the threshold is compressed: the user agreement', async () => {
    const plain = await t().app.inject({
      method: 'GET',
      url: '/api/agreement/detail?agreement_key=user_agreement',
    });
    const br = await t().app.inject({
      method: 'GET',
      url: '/api/agreement/detail?agreement_key=user_agreement',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  test('small answers, event streams and clients that ask for nothing are sent as they are', async () => {
    const small = await t().app.inject({
      method: 'GET',
      url: '/test/small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ code: 1, msg: 'ok', data: null });

    const stream = await t().app.inject({
      method: 'GET',
      url: '/test/stream',
      headers: { 'accept-encoding': 'br' },
    });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.startsWith('data: x')).toBe(true);

    const none = await t().app.inject({ method: 'GET', url: '/test/large' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(LARGE_ENVELOPE);
  });
});
