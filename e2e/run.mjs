#!/usr/bin/env node
// `npm run test:e2e`: the browser journeys against a fresh reference server.
//
// 1. Finds Debian's chromium (installs it with apt-get when running as root).
// 2. Builds the SDK and the web host if they are stale.
// 3. Starts the reference server on a free port with an empty temp DATA_DIR (PGlite), a
//    static server for e2e/fixtures on another port (another origin, like a partner page),
//    and the embed-full, chat-only, task-hall-only and vue-host examples through their own
//    servers (task-hall-only and vue-host build their React and Vue pages with Vite first).
// 4. Runs e2e/*.e2e.mjs with node:test, one file at a time; screenshots and server logs go
//    to .e2e-artifacts/. Exits non-zero when a journey fails.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ensureBuilt, root } from '../scripts/lib/builds.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server.mjs';
import { artifacts, executablePath } from './lib/browser.mjs';

const children = [];
const cleanups = [];

function ensureChromium() {
  if (existsSync(executablePath)) return;
  if (process.getuid?.() === 0) {
    console.log(`e2e: ${executablePath} is missing; installing chromium with apt-get...`);
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(executablePath)) {
    console.error(
      `e2e: chromium not found at ${executablePath}; install it with \`sudo apt-get update && sudo apt-get install -y chromium\` (or set CHROMIUM_PATH)`,
    );
    process.exit(1);
  }
}

async function waitFor(url, what, child, timeoutMs = 240_000, answers = (response) => response.status < 500) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${what} exited with code ${child.exitCode} before answering ${url}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (await answers(response)) return;
    } catch {
      // not listening yet
    }
    await delay(150);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
}

function startProcess(name, args, env) {
  const log = createWriteStream(join(artifacts, `${name}.log`));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return child;
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves e2e/fixtures read-only: a stand-in for a partner's own web server. */
function startFixtureServer(port) {
  const dir = join(root, 'e2e/fixtures');
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^[/\\.]+/,
      '',
    );
    const file = join(dir, path || 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolveServer) => server.listen(port, '127.0.0.1', () => resolveServer(server)));
}

async function main() {
  ensureChromium();
  ensureBuilt();
  rmSync(artifacts, { recursive: true, force: true });
  mkdirSync(artifacts, { recursive: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'mp-e2e-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const [serverPort, staticPort, embedPort, chatPort, hallPort, vuePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  const embedUrl = `http://127.0.0.1:${embedPort}`;
  const chatUrl = `http://127.0.0.1:${chatPort}`;
  const hallUrl = `http://127.0.0.1:${hallPort}`;
  const vueUrl = `http://127.0.0.1:${vuePort}`;

  const server = startProcess('server', [...SERVER_NODE_FLAGS, 'reference-app/server/src/main.ts'], {
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    // Every journey signs its people in from 127.0.0.1, more than ten a minute.
    RATE_LIMIT_CAPTCHA: '1000',
    RATE_LIMIT_SMS: '1000',
    RATE_LIMIT_REGISTER: '1000',
    // The fixture page and the example are partner pages on other origins.
    CORS_ORIGINS: `${staticUrl},${embedUrl},${chatUrl},${hallUrl},${vueUrl}`,
  });
  const fixtures = await startFixtureServer(staticPort);
  cleanups.push(() => fixtures.close());
  const embed = startProcess('embed-full', ['examples/embed-full/server.mjs'], {
    PORT: String(embedPort),
    MARKETPLACE_URL: baseUrl,
  });
  const chat = startProcess('chat-only', ['examples/chat-only/server.mjs'], {
    PORT: String(chatPort),
    MARKETPLACE_URL: baseUrl,
  });

  const hall = startProcess('task-hall-only', ['examples/task-hall-only/server.mjs'], {
    PORT: String(hallPort),
    MARKETPLACE_URL: baseUrl,
  });
  const vue = startProcess('vue-host', ['examples/vue-host/server.mjs'], {
    PORT: String(vuePort),
    MARKETPLACE_URL: baseUrl,
  });
  console.log(
    `e2e: reference server ${baseUrl} (data in ${dataDir}), fixtures ${staticUrl}, embed ${embedUrl}, chat ${chatUrl}, task hall ${hallUrl}, vue host ${vueUrl}`,
  );
  // its own readiness answer, not just any answer on its port
  await waitFor(`${baseUrl}/readyz`, 'the reference server', server, 240_000, async (response) => {
    const body = await response.json().catch(() => null);
    return body?.data?.ready === true;
  });
  await waitFor(`${embedUrl}/`, 'the embed-full example', embed);
  await waitFor(`${chatUrl}/`, 'the chat-only example', chat);
  await waitFor(`${hallUrl}/`, 'the task-hall-only example (Vite build first)', hall, 240_000);
  await waitFor(`${vueUrl}/`, 'the vue-host example (Vite build first)', vue, 240_000);

  const only = process.argv.slice(2);
  const files = readdirSync(join(root, 'e2e'))
    .filter((name) => name.endsWith('.e2e.mjs'))
    .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
    .sort()
    .map((name) => join('e2e', name));

  const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_STATIC_URL: staticUrl,
      E2E_EMBED_URL: embedUrl,
      E2E_CHAT_URL: chatUrl,
      E2E_HALL_URL: hallUrl,
      E2E_VUE_URL: vueUrl,
    },
  });
  children.push(tests);
  const code = await new Promise((resolveCode) => tests.on('exit', (exit) => resolveCode(exit ?? 1)));
  console.log(`e2e: ${code === 0 ? 'all journeys passed' : 'journeys failed'}; artifacts in .e2e-artifacts/`);
  return code;
}

async function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolveStop) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolveStop();
          });
        }),
    ),
  );
  for (const cleanup of cleanups) cleanup();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`e2e: ${error.message}`);
  console.error('e2e: see .e2e-artifacts/server.log');
} finally {
  await stopAll();
}
process.exit(exitCode);
