#!/usr/bin/env node
// Builds the page with Vite (Vue 3, the SDK bundled from @marketplace/sdk/element), then serves
// dist/ as the partner's own site would, on its own origin (../shared/partner-server.mjs). It
// proxies nothing: the widgets call the marketplace server's API (MARKETPLACE_URL, or
// `?server=` on the page address). The SDK is part of this site's own bundle, so scripts come
// from 'self' only; Vite's file names carry a content hash, so they are cached for good.
//
//   PORT=5176 MARKETPLACE_URL=http://localhost:8080 node server.mjs
//   SKIP_BUILD=1 node server.mjs     # serve the last build as it is
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPartnerServer } from '../shared/partner-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

async function buildPage() {
  // Inside this repository the SDK package is the workspace's own build: make it first if it
  // is missing (a partner gets it from npm, built).
  const repoSdk = join(here, '../../sdk');
  if (existsSync(join(repoSdk, 'package.json')) && !existsSync(join(repoSdk, 'dist/element.js'))) {
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

startPartnerServer({ name: 'vue-host example', defaultPort: 5176, root: dist, hashedAssets: true });
