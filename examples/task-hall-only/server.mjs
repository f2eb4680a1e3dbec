#!/usr/bin/env node
// Builds the page with Vite (React 19, the SDK bundled from @marketplace/sdk), then serves
// dist/ as the partner's own site would, on its own origin (../shared/partner-server.mjs). It
// proxies nothing: the task hall calls the marketplace server's API (MARKETPLACE_URL, or
// `?server=` on the page address). Each page view gets the hall's first paint in its HTML
// (`@marketplace/sdk/server`), asked of the marketplace as a guest, at most every 5 seconds. The SDK is part of this site's own bundle, so scripts come
// from 'self' only; Vite's file names carry a content hash, so they are cached for good.
//
//   PORT=5175 MARKETPLACE_URL=http://localhost:8080 node server.mjs
//   SKIP_BUILD=1 node server.mjs     # serve the last build as it is
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPartnerServer } from '../shared/partner-server.mjs';
import { theme } from './src/theme.js';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

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

if (!process.env.SKIP_BUILD) await buildPage();
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run without SKIP_BUILD.`);
  process.exit(1);
}

// After the build: inside this repository the SDK package is built by buildPage() above.
const { renderTaskHall } = await import('@marketplace/sdk/server');

/** The first language the browser asks for (`Accept-Language`), as the hall would pick it. */
function firstLanguage(request) {
  return request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || 'en';
}

/**
 * The hall's first paint per marketplace and language, kept PAINT_TTL_MS: it is what a guest
 * sees, the same for every visitor, and asking the marketplace on every page view would put
 * its answer time on each. An empty paint (the marketplace did not answer in time) is not
 * kept: the page then loads as without it, and the next view asks again. The paint is kept
 * with a stand-in for the CSP nonce, which each response puts in.
 */
const PAINT_TTL_MS = 5000;
const paints = new Map();
function hallPaint(marketplace, locale) {
  const key = `${marketplace} ${locale}`;
  const kept = paints.get(key);
  if (kept && Date.now() - kept.at < PAINT_TTL_MS) return kept.paint;
  const paint = renderTaskHall({
    apiBase: marketplace,
    locale,
    nonce: '__PAINT_NONCE__',
    themeTokens: theme,
  });
  paints.set(key, { at: Date.now(), paint });
  paint.then((html) => html || paints.delete(key));
  return paint;
}

startPartnerServer({
  name: 'task-hall-only example',
  defaultPort: 5175,
  root: dist,
  hashedAssets: true,
  // The hall's orders in the HTML itself (declarative shadow DOM): they show before any script.
  async renderPage(html, { request, marketplace, nonce }) {
    const paint = await hallPaint(marketplace, firstLanguage(request));
    return html.replace('<!--hall-paint-->', paint.replace('__PAINT_NONCE__', nonce));
  },
});
