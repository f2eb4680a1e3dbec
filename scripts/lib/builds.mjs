// Rebuilds the SDK and the web host only when their sources are newer than their output,
// so `npm start` and `npm run test:e2e` are quick on a second run and right after an edit.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');

/** Newest modification time (ms) of a file or of any file under a folder; 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

const sdkInputs = ['sdk/src', 'sdk/package.json', 'tsup.config.ts'];
const sdkOutput = 'sdk/dist/index.js';
const webInputs = [
  'reference-app/web/src',
  'reference-app/web/build',
  'reference-app/web/index.html',
  'reference-app/web/public',
  'reference-app/web/vite.config.ts',
  'reference-app/web/package.json',
  'sdk/dist',
];
const webOutput = 'reference-app/web/dist/index.html';
// The server's compiled JavaScript, what production runs (development runs the sources).
const serverInputs = [
  'reference-app/server/src',
  'reference-app/server/tsconfig.build.json',
  'sdk/dist/rules.js',
];
const serverOutput = 'reference-app/server/dist/main.js';

function stale(inputs, output) {
  const built = mtime(join(root, output));
  if (!built) return true;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

/**
 * Builds the SDK, then the web host, each only if missing or older than its sources; with
 * `server: true` the server's JavaScript too (production runs it, not the TypeScript).
 */
export function ensureBuilt({ log = console.log, server = false } = {}) {
  if (stale(sdkInputs, sdkOutput)) {
    log('Building the SDK (sdk/dist is missing or older than sdk/src)...');
    run(['run', 'build', '-w', 'sdk']);
  }
  // sdk/dist is an input of the web build: `dist/sdk/` is a copy of it.
  if (stale(webInputs, webOutput) || mtime(join(root, 'reference-app/web/dist/sdk/index.js')) === 0) {
    log('Building the web host (reference-app/web/dist is missing or older than its sources)...');
    run(['run', 'build', '-w', 'reference-app/web']);
  }
  if (server && stale(serverInputs, serverOutput)) {
    log('Building the server (reference-app/server/dist is missing or older than its sources)...');
    run(['run', 'build', '-w', 'reference-app/server']);
  }
}
