import { cpSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlinePageAssets } from './build/inline-page-assets';
import { paintHome } from './build/paint-home';
import { precompressTree } from './build/precompress';
import { preloadHome } from './build/preload-home';

const here = dirname(fileURLToPath(import.meta.url));
const sdkDist = resolve(here, '../../sdk/dist');

/**
 * Copies the built SDK to `dist/sdk/`, so partner pages can load
 * `/web/sdk/index.js` (ESM) and `/web/sdk/marketplace.iife.js` (script tag) from the
 * reference server, the same build the host runs.
 */
function copySdk(): Plugin {
  let outDir = '';
  return {
    name: 'marketplace:copy-sdk',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(sdkDist)) {
        this.error(`SDK build missing at ${sdkDist}: run \`npm run build -w sdk\` first`);
      }
      cpSync(sdkDist, resolve(outDir, 'sdk'), { recursive: true });
    },
  };
}

/** Brotli and gzip copies of the whole output, SDK copy included (see build/precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'marketplace:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const totals = precompressTree(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info(
          `precompressed ${totals.files} files: ${kb(totals.bytes)} -> brotli ${kb(totals.brotliBytes)}, gzip ${kb(totals.gzipBytes)}`,
        );
      },
    },
  };
}

// `npm run dev -w reference-app/web` serves the host with hot reload and sends API calls to
// the reference server (`npm start`, or API_URL).
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
const apiPaths = ['/api', '/m', '/dev', '/assets', '/uploads'];

export default defineConfig({
  base: '/web/',
  root: here,
  plugins: [react(), preloadHome(), inlinePageAssets(), paintHome(), copySdk(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiUrl, changeOrigin: true }])),
  },
});
