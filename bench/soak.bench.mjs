// A soak: mixed traffic for DURATION_S (10 minutes) from a second process (soak-client.mjs) on
// loopback against one real server, PGlite by default (SOAK_DATABASE=postgres with
// BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL). Bounded: RATE requests per second at
// most, IN_FLIGHT outstanding at most. Per minute: requests, errors (non-200 or code != 1),
// requests shed (the bound reached), p50 and p99 latency, and the server's resident memory
// (VmRSS). The goal: no errors, memory flat after the warm-up minute, p99 stable.
//
//   node bench/soak.bench.mjs
//   DURATION_S=120 MINUTE_S=20 RATE=100 node bench/soak.bench.mjs      # a short one
import { spawn } from 'node:child_process';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { residentBytes, startServer } from './chat-lib.mjs';
import { seed } from './load-lib.mjs';

const DURATION_S = Number(process.env.DURATION_S ?? 600);
const MINUTE_S = Number(process.env.MINUTE_S ?? 60);
const RATE = Number(process.env.RATE ?? 150);
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 64);
const USERS = Number(process.env.USERS ?? 32);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const backend = process.env.SOAK_DATABASE === 'postgres' && databaseUrl ? 'postgres' : 'pglite';
const here = dirname(fileURLToPath(import.meta.url));

const server = await startServer(backend === 'postgres' ? { databaseUrl } : {});
const rows = [];
try {
  const data = await seed(server.port, USERS);
  // The seed's 21 posts per user count against the limit of 30 posts a minute: let it pass.
  await new Promise((resolve) => setTimeout(resolve, 61_000));
  const memory = [];
  const sampler = setInterval(() => memory.push(residentBytes(server.pid)), 5000);
  const loadAtStart = os.loadavg();
  const client = spawn(process.execPath, [join(here, 'soak-client.mjs')], {
    env: {
      ...process.env,
      SOAK: JSON.stringify({
        port: server.port,
        users: data.users,
        orderIds: data.orderIds,
        seconds: DURATION_S,
        rate: RATE,
        inFlight: IN_FLIGHT,
        minute: MINUTE_S,
      }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  client.stdout.setEncoding('utf8');
  client.stdout.on('data', (chunk) => {
    pending += chunk;
    let end = pending.indexOf('\n');
    while (end !== -1) {
      const window = JSON.parse(pending.slice(0, end));
      pending = pending.slice(end + 1);
      const samples = memory.splice(0);
      rows.push({
        ...window,
        rssMb: samples.length ? samples[samples.length - 1] / 2 ** 20 : Number.NaN,
        load: os.loadavg()[0],
      });
      console.error(`soak ${JSON.stringify(rows[rows.length - 1])}`);
      end = pending.indexOf('\n');
    }
  });
  const code = await new Promise((resolve) => client.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`the soak client exited with ${code}`);

  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  console.log(
    `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${cpu}); load average at start ${loadAtStart
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; ${backend}; ${DURATION_S} s of mixed traffic from a second process, ${RATE} requests/s offered, at most ${IN_FLIGHT} outstanding, ${USERS} users.\n`,
  );
  console.log('| at s | requests | errors | shed | p50 ms | p99 ms | server RSS MB | load (1 min) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.at_s} | ${r.requests} | ${r.errors} | ${r.shed} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rssMb.toFixed(0)} | ${r.load.toFixed(1)} |`,
    );
  }
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const steady = rows.slice(1);
  if (steady.length > 1) {
    const rss = steady.map((r) => r.rssMb);
    console.log(
      `\nErrors: ${errors}. Server RSS after the first window: ${Math.min(...rss).toFixed(0)} to ${Math.max(...rss).toFixed(0)} MB (first ${rss[0].toFixed(0)}, last ${rss[rss.length - 1].toFixed(0)}); p99 ${Math.min(...steady.map((r) => r.p99)).toFixed(0)} to ${Math.max(...steady.map((r) => r.p99)).toFixed(0)} ms.`,
    );
  }
} finally {
  await server.stop();
  await server.dropSchema();
}
