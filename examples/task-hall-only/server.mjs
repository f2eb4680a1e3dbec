#!/usr/bin/env node
// Builds the page with Vite (React 19, the SDK bundled from @marketplace/sdk), then serves
// dist/ as the partner's own site would, on its own origin. It proxies nothing: the task hall
// calls the marketplace server's API (MARKETPLACE_URL, or `?server=` on the page address).
//
//   PORT=5175 MARKETPLACE_URL=http://localhost:8080 node server.mjs
//   SKIP_BUILD=1 node server.mjs     # serve the last build as it is
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const port = Number(process.env.PORT ?? 5175);
const marketplaceUrl = (process.env.MARKETPLACE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

async function buildPage() {
  // Inside this repository the SDK package is the workspace's own build: make it first if it
  // is missing (a partner gets it from npm, built).
  const repoSdk = join(here, '../../sdk');
  if (existsSync(join(repoSdk, 'package.json')) && !existsSync(join(repoSdk, 'dist/react.js'))) {
    console.log('Building the SDK first (npm run build -w sdk)...');
    const result = spawnSync('npm', ['run', 'build', '-w', 'sdk'], {
      cwd: join(here, '../..'),
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  const { build } = await import('vite');
  await build({ configFile: join(here, 'vite.config.js'), logLevel: 'warn' });
}

function escapeAttribute(text) {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `?server=https://market.example.com` picks another marketplace for one page load. */
function marketplaceFor(url) {
  const wanted = url.searchParams.get('server')?.replace(/\/+$/, '');
  return wanted && /^https?:\/\/[^/\s'";]+$/.test(wanted) ? wanted : marketplaceUrl;
}

if (!process.env.SKIP_BUILD) await buildPage();
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run without SKIP_BUILD.`);
  process.exit(1);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const marketplace = marketplaceFor(url);
  const path = url.pathname === '/' ? '/index.html' : normalize(decodeURIComponent(url.pathname));
  const file = join(dist, path);
  if (!file.startsWith(dist + sep) || !existsSync(file) || !types[extname(file)]) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  if (extname(file) !== '.html') {
    // Vite's file names carry a content hash: cache them for good.
    response.writeHead(200, {
      'content-type': types[extname(file)],
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(readFileSync(file));
    return;
  }
  // A fresh nonce per page: the SDK puts it on its <style> elements, so the policy needs no
  // 'unsafe-inline'. The SDK is part of this site's own bundle, so scripts come from 'self' only.
  const nonce = randomBytes(16).toString('base64');
  const body = readFileSync(file, 'utf8')
    .replaceAll('__MARKETPLACE_URL__', escapeAttribute(marketplace))
    .replaceAll('__NONCE__', nonce);
  response.writeHead(200, {
    'content-type': types['.html'],
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
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
  console.log(`task-hall-only example at http://localhost:${port}/ (marketplace: ${marketplaceUrl})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
