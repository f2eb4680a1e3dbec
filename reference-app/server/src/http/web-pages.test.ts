import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/helpers.js';

// A built web host as reference-app/web/build/paint-home.ts leaves it: a page per locale, each
// with home's paint and its inline hand-over script (French left out: the build may lack one).
const SCRIPT = '(function(h){h.dataset.x=1})(document.currentScript.parentElement)';
const pageOf = (locale: string, title: string) =>
  `<!doctype html><html lang="${locale}"><title>Marketplace</title><div class="marketplace"><template shadowrootmode="open"><h1>${title}</h1></template><script>${SCRIPT}</script></div><div id="root"></div><script type="module" src="/web/assets/index-Ab12Cd34.js"></script>`;
const pages: Record<string, string> = {
  'index.html': pageOf('en', 'Home'),
  'index.es.html': pageOf('es', 'Inicio'),
  'index.zh-Hans.html': pageOf('zh-Hans', '首页'),
  'index.zh-Hant.html': pageOf('zh-Hant', '首頁'),
};
const webDist = mkdtempSync(path.join(tmpdir(), 'mp-web-pages-'));
for (const [name, html] of Object.entries(pages)) {
  writeFileSync(path.join(webDist, name), html);
  writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(html));
  writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(html));
}

// HTTP only: one backend is enough.
describe('the web app page in the browser language', () => {
  const t = useTestApp('pglite', { config: { webDist } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  test.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'Inicio'],
    ['zh-CN,zh;q=0.9', '首页'],
    ['zh-TW', '首頁'],
    ['de-DE, es;q=0.5', 'Inicio'],
    ['en-GB', 'Home'],
    ['de-DE', 'Home'],
    ['', 'Home'],
  ])('Accept-Language %j gets the page of its first language the app has: %s', async (language, title) => {
    for (const url of ['/web/', '/web/index.html']) {
      const response = await get(url, language ? { 'accept-language': language } : {});
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<h1>${title}</h1>`);
    }
  });

  test('/web redirects to /web/, its query kept', async () => {
    const response = await get('/web?from=share');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/web/?from=share');
    expect((await get('/web')).headers.location).toBe('/web/');
  });

  test('a language the build has no page for (fr here) gets the English page', async () => {
    const response = await get('/web/', { 'accept-language': 'fr-FR' });
    expect(response.body).toContain('<h1>Home</h1>');
  });

  test('caches say it varies with the language and the encoding, and revalidate it by its ETag', async () => {
    const spanish = await get('/web/', { 'accept-language': 'es' });
    const english = await get('/web/', { 'accept-language': 'en' });
    const vary = String(spanish.headers.vary).toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('accept-encoding');
    expect(vary).toContain('origin');
    expect(spanish.headers['cache-control']).toBe('no-cache');
    expect(spanish.headers.etag).toBeTruthy();
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    const again = await get('/web/', {
      'accept-language': 'es',
      'if-none-match': String(spanish.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // the English page's ETag does not revalidate the Spanish one
    const other = await get('/web/', {
      'accept-language': 'es',
      'if-none-match': String(english.headers.etag),
    });
    expect(other.statusCode).toBe(200);
  });

  test('sent as its brotli or gzip copy to a browser that takes it', async () => {
    const br = await get('/web/', { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(pages['index.zh-Hans.html']);
    const gzip = await get('/web/', { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  test("the CSP allows the pages' inline script by its hash, and no other inline script", async () => {
    const response = await get('/web/');
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    // every page of the web app carries the same policy, the other files' included
    const other = await get('/web/no-such-page');
    expect(String(other.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});
