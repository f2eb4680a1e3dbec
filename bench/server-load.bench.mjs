// The real server under keep-alive load against a bare Fastify route, in the same run: the five
// calls a phone makes most (unread count, task hall page, order detail, chat history, wallet
// summary), one user per connection, each as requests per second and p99 latency, and its ratio to the bare route
// measured in the same round. PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. Goal (issue 16): every call at least 0.5 of the bare route.
//
// One server process per database (src/main.ts, log lines to /dev/null) and one bare Fastify
// process; the load comes from this process (chat-lib.mjs `load`, raw keep-alive sockets on
// loopback). Each round measures the bare route and then the five calls, in an order rotated
// from round to round, so a burst of other work on the machine hits them alike; the ratio is
// the median of the per-round ratios.
//
//   node bench/server-load.bench.mjs
//   SECONDS=5 ROUNDS=3 CONNECTIONS=32 node bench/server-load.bench.mjs
import os from 'node:os';
import { load, median, startBare, startServer } from './chat-lib.mjs';
import { calls, once, seed } from './load-lib.mjs';

const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function measure(backend, bare) {
  const server = await startServer(backend === 'postgres' ? { databaseUrl } : {});
  try {
    const data = await seed(server.port, CONNECTIONS);
    const targets = calls(server.port, data);
    // every call answers code 1 before it is measured
    for (const [name, target] of Object.entries(targets)) {
      const answer = await once(target);
      if (answer.status !== 200 || answer.body.code !== 1)
        throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    const all = { bare: { port: bare.port, path: '/bare' }, ...targets };
    for (const target of Object.values(all)) await load({ ...target, connections: CONNECTIONS, seconds: 1 });
    const samples = Object.fromEntries(Object.keys(all).map((name) => [name, []]));
    const ratios = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    const loads = [];
    const names = Object.keys(targets);
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(os.loadavg()[0]);
      const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
      const bareResult = await load({ ...all.bare, connections: CONNECTIONS, seconds: SECONDS });
      samples.bare.push(bareResult);
      for (const name of order) {
        const result = await load({ ...all[name], connections: CONNECTIONS, seconds: SECONDS });
        if (result.bad > 0) throw new Error(`${name}: ${result.bad} answers were not 200`);
        samples[name].push(result);
        ratios[name].push(result.rps / bareResult.rps);
      }
    }
    return { backend, samples, ratios, loads };
  } finally {
    await server.stop();
    await server.dropSchema();
  }
}

const bare = await startBare({ logger: false });
const results = [];
try {
  results.push(await measure('pglite', bare));
  if (databaseUrl) results.push(await measure('postgres', bare));
} finally {
  await bare.stop();
}

const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
console.log(
  `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${cpu}); ${CONNECTIONS} keep-alive connections from the bench process, ${ROUNDS} interleaved rounds of ${SECONDS} s per call; medians over the rounds.\n`,
);
for (const { backend, samples, ratios, loads } of results) {
  console.log(
    `### ${backend} (1-minute load average at each round: ${loads.map((l) => l.toFixed(1)).join(', ')})\n`,
  );
  console.log('| call | req/s | p50 ms | p99 ms | / bare Fastify req/s |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, runs] of Object.entries(samples)) {
    const rps = median(runs.map((r) => r.rps));
    const ratio = name === 'bare' ? 1 : median(ratios[name]);
    console.log(
      `| ${name === 'bare' ? 'bare Fastify route' : name} | ${Math.round(rps).toLocaleString('en')} | ${median(runs.map((r) => r.p50)).toFixed(1)} | ${median(runs.map((r) => r.p99)).toFixed(1)} | ${ratio.toFixed(2)} |`,
    );
  }
  console.log('');
}
