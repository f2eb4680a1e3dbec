#!/usr/bin/env node
// Serves this folder as a partner's own site would. It proxies nothing: the page loads the
// SDK's script-tag build from the reference server (MARKETPLACE_URL, or `?server=` on the page
// address) and the SDK calls that server's API, the chat's live stream included.
//
//   PORT=5174 MARKETPLACE_URL=http://localhost:8080 node server.mjs
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 5174);
const marketplaceUrl = (process.env.MARKETPLACE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const files = new Map([
  ['/', 'index.html'],
  ['/index.html', 'index.html'],
  ['/main.js', 'main.js'],
  ['/styles.css', 'styles.css'],
]);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

function escapeAttribute(text) {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `?server=https://market.example.com` picks another marketplace for one page load. */
function marketplaceFor(url) {
  const wanted = url.searchParams.get('server')?.replace(/\/+$/, '');
  return wanted && /^https?:\/\/[^/\s'";]+$/.test(wanted) ? wanted : marketplaceUrl;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const path = normalize(url.pathname);
  const marketplace = marketplaceFor(url);
  const name = files.get(path);
  if (!name || !existsSync(join(here, name))) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  let body = readFileSync(join(here, name), 'utf8');
  // A fresh nonce per page: the SDK puts it on its <style> elements, so the policy needs no
  // 'unsafe-inline'. The page reads the nonce and the marketplace address from meta tags:
  // there is no inline script either. `blob:` images: a picture shows while it uploads.
  const nonce = randomBytes(16).toString('base64');
  if (name === 'index.html') {
    body = body.replaceAll('%MARKETPLACE_URL%', escapeAttribute(marketplace)).replaceAll('%NONCE%', nonce);
  }
  response.writeHead(200, {
    'content-type': types[extname(name)],
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'self'",
      `script-src 'self' ${marketplace}`,
      `connect-src 'self' ${marketplace}`,
      `img-src 'self' data: blob: ${marketplace}`,
      `style-src 'self' 'nonce-${nonce}'`,
      `font-src 'self' ${marketplace}`,
      "frame-src 'self' https:",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
  });
  response.end(body);
});

server.listen(port, () => {
  console.log(`chat-only example at http://localhost:${port}/ (marketplace: ${marketplaceUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
