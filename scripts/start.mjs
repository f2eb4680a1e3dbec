#!/usr/bin/env node
// `npm start`: build what is stale, then run the reference server with the web host at /web/
// (from its TypeScript sources; with NODE_ENV=production, its compiled JavaScript).
// PORT (default 8080), DATA_DIR and DATABASE_URL pass through to the server.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureBuilt, root } from './lib/builds.mjs';
import { SERVER_NODE_FLAGS } from './lib/server.mjs';

const port = Number(process.env.PORT ?? 8080);
// Production runs the compiled JavaScript (reference-app/server/dist); development the sources.
const production = process.env.NODE_ENV === 'production';

try {
  ensureBuilt({ server: production });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const command = production
  ? ['reference-app/server/dist/main.js']
  : [...SERVER_NODE_FLAGS, 'reference-app/server/src/main.ts'];
const server = spawn(process.execPath, command, {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: 'inherit',
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    forwarded = true;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  // Stopped by a signal we forwarded (Ctrl-C): a clean stop. Killed by anything else: a failure.
  process.exit(code ?? (signal && forwarded ? 0 : 1));
});

// Announce the address once the server answers, not merely once it was spawned.
const url = `http://localhost:${port}/web/`;
for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    if (response.status < 500) {
      console.log(`Marketplace running at ${url}`);
      break;
    }
  } catch {
    // not listening yet
  }
  await delay(100);
}
