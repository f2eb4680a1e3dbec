// The tiny server every example runs: it serves a folder as a partner's own site would, on its
// own origin, and proxies nothing. The page's HTML gets the marketplace address and a fresh CSP
// nonce in place of `__MARKETPLACE_URL__` and `__NONCE__` (the page reads both from meta tags:
// there is no inline script), and a strict Content-Security-Policy.
//
// The marketplace is MARKETPLACE_URL (default http://localhost:8080), or `?server=` on the page
// address for one page load; the port is PORT, or the example's own default.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

const marketplaceUrl = (process.env.MARKETPLACE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

function escapeAttribute(text) {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `?server=https://market.example.com` picks another marketplace for one page load. */
function marketplaceFor(url) {
  const wanted = url.searchParams.get('server')?.replace(/\/+$/, '');
  return wanted && /^https?:\/\/[^/\s'";]+$/.test(wanted) ? wanted : marketplaceUrl;
}

/**
 * The policy of a page: scripts from the site itself (and from the marketplace when the page
 * loads the SDK's script-tag build from there) and those its server writes with the page's
 * nonce (task-hall-only: the script that hands the hall's first paint over to the widget), API
 * calls and images to the marketplace, styles only with the page's nonce (the SDK puts it on
 * its <style> elements, so no 'unsafe-inline'), `blob:` images so a picture shows while it
 * uploads.
 */
function contentSecurityPolicy(marketplace, nonce, sdkFromMarketplace) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${sdkFromMarketplace ? ` ${marketplace}` : ''}`,
    `connect-src 'self' ${marketplace}`,
    `img-src 'self' data: blob: ${marketplace}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `font-src 'self' ${marketplace}`,
    "frame-src 'self' https:",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The file under `root` a request path names, or undefined (unknown type, outside `root`, absent). */
function fileFor(root, files, pathname) {
  if (files) {
    const name = files.get(normalize(pathname));
    return name && existsSync(join(root, name)) ? join(root, name) : undefined;
  }
  const path = pathname === '/' ? '/index.html' : normalize(decodeURIComponent(pathname));
  const file = join(root, path);
  return file.startsWith(root + sep) && existsSync(file) && TYPES[extname(file)] ? file : undefined;
}

/**
 * Serves `root` until SIGINT or SIGTERM.
 *
 * @param {object} options
 * @param {string} options.name what the start line calls it (`chat-only example`)
 * @param {number} options.defaultPort the port when PORT is not set
 * @param {string} options.root the folder to serve
 * @param {Map<string, string>} [options.files] the only URL paths served and their files; without
 *   it every file under `root` of a known type is served, `/` being `index.html`
 * @param {boolean} [options.sdkFromMarketplace] the page loads the SDK's script from the marketplace
 * @param {boolean} [options.hashedAssets] files other than HTML carry a content hash in their
 *   name (a Vite build): cached for good; otherwise nothing is cached
 * @param {Map<string, (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, marketplace: string) => unknown>} [options.routes]
 *   the site's own backend calls (embed-full's partner sign-in), by path, before any file
 * @param {(html: string, page: { request: import('node:http').IncomingMessage, marketplace: string, configured: boolean, nonce: string }) => Promise<string>} [options.renderPage]
 *   fills in the page's HTML on each request (task-hall-only: the hall's first paint);
 *   `configured`: the marketplace is MARKETPLACE_URL, not one a visitor named with `?server=`
 */
export function startPartnerServer({
  name,
  defaultPort,
  root,
  files,
  sdkFromMarketplace = false,
  hashedAssets = false,
  routes,
  renderPage = async (html) => html,
}) {
  const port = Number(process.env.PORT ?? defaultPort);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const route = routes?.get(url.pathname);
    if (route) {
      Promise.resolve(route(request, response, marketplaceUrl)).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Server error');
      });
      return;
    }
    const file = fileFor(root, files, url.pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)];
    if (type !== TYPES['.html']) {
      response.writeHead(200, {
        'content-type': type,
        'cache-control': hashedAssets ? 'public, max-age=31536000, immutable' : 'no-store',
      });
      response.end(readFileSync(file));
      return;
    }
    const marketplace = marketplaceFor(url);
    const nonce = randomBytes(16).toString('base64');
    const html = readFileSync(file, 'utf8')
      .replaceAll('__MARKETPLACE_URL__', escapeAttribute(marketplace))
      .replaceAll('__NONCE__', nonce);
    renderPage(html, { request, marketplace, configured: marketplace === marketplaceUrl, nonce })
      .catch((error) => {
        console.error(error);
        return html;
      })
      .then((body) => {
        response.writeHead(200, {
          'content-type': type,
          'cache-control': 'no-store',
          'content-security-policy': contentSecurityPolicy(marketplace, nonce, sdkFromMarketplace),
        });
        response.end(body);
      });
  });

  server.listen(port, () => {
    console.log(`${name} at http://localhost:${port}/ (marketplace: ${marketplaceUrl})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
  return server;
}
