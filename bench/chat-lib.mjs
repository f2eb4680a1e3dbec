// Shared by the chat benchmarks: start the real server (and a bare Fastify) as child processes,
// sign users in through the sandbox, a keep-alive load generator on raw sockets, and an SSE
// reader. Nothing here is a test: it measures.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/lib/ports.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'reference-app', 'server');

// A free TCP port on loopback, for the benches that import it from here.
export { freePort };

async function waitForPort(port, child, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * The marketplace server (`src/main.ts`) on a fresh PGlite directory, or on a fresh schema of
 * `databaseUrl`. Sandbox on (sign-in codes readable), TRUST_PROXY on so each simulated client
 * can bring its own address through X-Forwarded-For (the per-address sign-in limits are real).
 * Its log lines go to /dev/null, as serialised as in production. `nodeFlags` are added to its
 * node command line (a profile: `['--cpu-prof', '--cpu-prof-dir=...']`).
 */
export async function startServer({ databaseUrl, schema, nodeFlags = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-'));
  let url;
  let dropSchema = async () => {};
  if (databaseUrl) {
    schema ??= `mp_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
    url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    };
  }
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO_DATA: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    SANDBOX: '1',
  };
  delete env.DATABASE_URL;
  if (url) env.DATABASE_URL = url;
  const child = spawn(process.execPath, [...nodeFlags, ...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port, child, 'the server');
  return {
    port,
    pid: child.pid,
    schema,
    async stop() {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    dropSchema,
  };
}

/** A bare Fastify app with one route answering what unread_number.php answers. */
export async function startBare({ logger }) {
  const port = await freePort();
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: ${logger ? 'true' : 'false'} });
    app.get('/bare', async () => ({ code: 1, msg: 'ok', data: { count: 1 } }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port, child, 'bare fastify');
  return { port, stop: () => stop(child) };
}

/** One JSON request over a fresh connection. */
export function request(port, method, path, { token, form, ip } = {}) {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        agent: keepAlive,
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          data += chunk;
        });
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: JSON.parse(data) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

let phones = 0;
/** Signs a new user in through captcha, SMS and register, as a client would. */
export async function signIn(port) {
  phones += 1;
  // 11 digits: 137, three of the pid, five of the count (up to 99,999 users per process)
  const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(5, '0')}`;
  const ip = `10.${(phones >> 16) & 255}.${(phones >> 8) & 255}.${phones & 255}`;
  const captcha = await request(port, 'GET', '/m/captcha/img64', { ip });
  const { session_id } = captcha.body.data;
  const outbox = await request(port, 'GET', '/dev/outbox');
  const answer = outbox.body.data.captcha.find((c) => c.session_id === session_id).answer;
  const sms = await request(port, 'POST', '/api/sms/register', {
    ip,
    form: { phone, code: answer, session_id },
  });
  if (sms.body.code !== 1) throw new Error(`sms: ${sms.body.msg}`);
  const codes = await request(port, 'GET', '/dev/outbox');
  const smsCode = codes.body.data.sms.find((s) => s.phone === phone).code;
  const registered = await request(port, 'POST', '/api/user/register', {
    ip,
    form: { phone, smsCode, registerToken: sms.body.data.registerToken },
  });
  if (registered.body.code !== 1) throw new Error(`register: ${registered.body.msg}`);
  return { token: registered.body.data.tokenInfo.token, id: registered.body.data.user.id };
}

/** Runs `fn(i)` for i in [0, n) with at most `width` in flight. */
export async function pool(n, width, fn) {
  const results = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await fn(i);
      }
    }),
  );
  return results;
}

/**
 * Keep-alive load on raw sockets: `connections` sockets, each sending the next request as soon
 * as the previous response is complete, for `seconds`. GET by default; `form` makes it a POST of
 * those fields (application/x-www-form-urlencoded). Returns requests per second, the count of
 * non-200 answers and the p50 / p99 latency in ms (send to last byte). Parsing is minimal
 * (status line, Content-Length), so the generator costs little next to the server.
 */
export function load({ port, path, token, form, connections, seconds, perConnection }) {
  const payloadFor = (c) => {
    const own = { path, token, form, ...perConnection?.(c) };
    const body = own.form ? Buffer.from(new URLSearchParams(own.form).toString()) : undefined;
    const head = `${body ? 'POST' : 'GET'} ${own.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${
      own.token ? `Authorization: Bearer ${own.token}\r\n` : ''
    }${
      body ? `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n` : ''
    }Connection: keep-alive\r\n\r\n`;
    return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
  };
  return new Promise((resolve, reject) => {
    let done = 0;
    let bad = 0;
    let running = true;
    const sockets = [];
    const latencies = [];
    const started = performance.now();
    for (let c = 0; c < connections; c++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      sockets.push(socket);
      const payload = payloadFor(c);
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        sentAt = performance.now();
        socket.write(payload);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const end = buffer.indexOf('\r\n\r\n');
          if (end === -1) return;
          const headers = buffer.subarray(0, end).toString('latin1');
          const match = /content-length:\s*(\d+)/i.exec(headers);
          const length = match ? Number(match[1]) : 0;
          if (buffer.length < end + 4 + length) return;
          if (!headers.startsWith('HTTP/1.1 200')) bad++;
          buffer = buffer.subarray(end + 4 + length);
          done++;
          latencies.push(performance.now() - sentAt);
          if (running) send();
        }
      });
      socket.on('error', (error) => {
        if (running) reject(error);
      });
    }
    setTimeout(() => {
      running = false;
      const elapsed = (performance.now() - started) / 1000;
      for (const socket of sockets) socket.destroy();
      const sorted = latencies.sort((x, y) => x - y);
      resolve({ rps: done / elapsed, bad, p50: percentile(sorted, 50), p99: percentile(sorted, 99) });
    }, seconds * 1000);
  });
}

/** An open chat stream: calls `onEvent({ event, id, data, at })` per event, `at` from performance.now(). */
export function openStream(port, token, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/m/api/chat/stream',
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const event = {};
            for (const line of buffer.slice(0, end).split('\n')) {
              const colon = line.indexOf(':');
              if (colon > 0) event[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (event.event) onEvent({ ...event, at });
          }
        });
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

/** Resident memory of process `pid` in bytes (Linux: /proc/<pid>/status VmRSS). */
export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s*(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return percentile(sorted, 50);
}
