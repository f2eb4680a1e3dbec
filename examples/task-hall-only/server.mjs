#!/usr/bin/env node
// Builds the page with Vite (React 19, the SDK bundled from @marketplace/sdk), then serves
// dist/ as the partner's own site would, on its own origin (../shared/partner-server.mjs). It
// proxies nothing: the task hall calls the marketplace server's API (MARKETPLACE_URL, or
// `?server=` on the page address). Each page view gets the hall's first paint in its HTML
// (`@marketplace/sdk/server`), asked of MARKETPLACE_URL as a guest, at most every 5 seconds.
// The SDK is part of this site's own bundle, so scripts come from 'self' only (and the paint's
// hand-over, with the page's nonce); Vite's file names carry a content hash, so they are
// cached for good.
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
const { fetchTaskHall, renderTaskHallWith } = await import('@marketplace/sdk/server');

/**
 * The hall's language as the page will pick it (src/hall.js): the one chosen in its menu (a
 * cookie beside the page's saved choice), else the first the browser asks for; one of the
 * five, so that what a visitor sends cannot make more than five entries below.
 */
function pageLanguage(request) {
  const chosen = /(?:^|;\s*)handy\.locale=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
  const tag = (chosen || request.headers['accept-language']?.split(',')[0]?.split(';')[0] || '')
    .trim()
    .toLowerCase();
  if (tag.startsWith('zh')) return /hant|-tw|-hk|-mo/.test(tag) ? 'zh-Hant' : 'zh-Hans';
  return ['es', 'fr'].find((language) => tag.startsWith(language)) ?? 'en';
}

/**
 * The hall's first page and categories per language, kept HALL_TTL_MS: they are what a guest
 * sees, the same for every visitor, and asking the marketplace on every page view would put its
 * answer time on each. A failure is kept as long: while the marketplace is down or slow, the
 * pages go out at once without a paint, instead of each waiting for the timeout.
 */
const HALL_TTL_MS = 5000;
const halls = new Map();
function hallData(marketplace, locale) {
  const kept = halls.get(locale);
  if (kept && Date.now() - kept.at < HALL_TTL_MS) return kept.data;
  const data = fetchTaskHall({ apiBase: marketplace, locale });
  data.catch(() => undefined); // a failure is read by the views that wait for it
  halls.set(locale, { at: Date.now(), data });
  return data;
}

startPartnerServer({
  name: 'task-hall-only example',
  defaultPort: 5175,
  root: dist,
  hashedAssets: true,
  // The hall's orders in the HTML itself (declarative shadow DOM): they show before any script.
  // Drawn for each response, with its nonce; without the marketplace's answer, the page as it is.
  // Only for MARKETPLACE_URL: this server does not call a marketplace a visitor names (`?server=`).
  async renderPage(html, { request, marketplace, configured, nonce }) {
    if (!configured) return html;
    const locale = pageLanguage(request);
    const data = await hallData(marketplace, locale).catch(() => null);
    if (!data) return html;
    const paint = await renderTaskHallWith(data, { locale, nonce, themeTokens: theme });
    return html.replace('<!--hall-paint-->', paint);
  },
});
