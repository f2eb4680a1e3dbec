// GET /api/goods_order/hall (the task hall's list) at 10k, 100k and 1M open orders, on PGlite
// and on PostgreSQL: first page and a deep keyset page (next_cursor followed), with the default
// sort, with a category filter plus a price range, and nearest first from a point among them.
// p50 and p99 latency per request, and the 1M / 10k ratio of p50 (the goal: under 2, i.e. the
// page cost does not grow with the table).
//
// One real server process (src/main.ts) per scale and backend; the scales are measured in
// interleaved rounds, so a busy machine slows them alike and the ratios stay comparable.
// Orders are generated in SQL (INSERT ... SELECT generate_series), not through the API.
//
//   npm run bench -- hall
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_hall node bench/hall.bench.mjs
//   SCALES=10000,1000000 ROUNDS=10 node bench/hall.bench.mjs      # fewer scales or rounds
//   BACKENDS=postgres node bench/hall.bench.mjs                    # one backend only
//
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_hall) names
// the server and a prefix: each scale gets its own database (bench_hall_10k, bench_hall_100k,
// bench_hall_1M), created fresh and dropped at the end.
// PGlite: a fresh data directory per scale under the OS temp directory, removed at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/lib/server.mjs';
import { freePort, percentile, request, root } from './chat-lib.mjs';

const SCALES = (process.env.SCALES ?? '10000,100000,1000000').split(',').map(Number);
const BACKENDS = (process.env.BACKENDS ?? 'pglite,postgres').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PER_ROUND = Number(process.env.PER_ROUND ?? 10);
/** The deep page: page DEPTH, reached by following next_cursor DEPTH - 1 times. */
const DEPTH = Number(process.env.DEPTH ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_hall';
const POSTERS = 1000;
const label = (n) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));

/** Category 1 of the 5 seeded ones and 100 to 300 yuan: about 4% of the orders match. */
const FILTER = { price_min_fen: 10_000, price_max_fen: 30_000 };
/** sort=nearest from the middle of the generated orders (on the location's GiST index). */
const NEAREST = { sort: 'nearest', longitude: 116.4, latitude: 39.9 };

function waitForPort(port, child) {
  const deadline = Date.now() + 120_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`the server exited with ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => {
        if (Date.now() > deadline) reject(new Error('the server did not start'));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** The real server on `dataDir` (PGlite) or on `url` (PostgreSQL; search_path in the URL). */
async function startServer({ dataDir, url }) {
  const port = await freePort();
  // PostgreSQL servers still want a DATA_DIR (uploads): a scratch one, removed on stop
  const scratch = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'mp-bench-hall-uploads-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DEMO_DATA: '0', // the bench seeds its own orders
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? scratch,
    JOB_INTERVAL_MS: '0', // no timers firing during the measurement
  };
  delete env.DATABASE_URL;
  if (url) env.DATABASE_URL = url;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: join(root, 'reference-app', 'server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port, child);
  return {
    port,
    stop: async () => {
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
      });
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The generator: POSTERS users, then `count` open orders in one INSERT ... SELECT, spread over
 * the 5 seeded categories, 10 to 1000 yuan, around Beijing, created over the last 30 days in id
 * order (as real inserts are). Seeded (setseed), so every run builds the same orders.
 */
async function generate(query, count) {
  const now = Math.floor(Date.now() / 1000);
  await query(`select setseed(0.42)`);
  await query(
    `insert into users (phone, s_username, created_at, updated_at)
     select '1990' || lpad(i::text, 7, '0'), 'Poster ' || i, ${now}, ${now}
     from generate_series(1, ${POSTERS}) as i`,
  );
  const [{ first }] = await query(`select min(id) as first from users where phone like '1990%'`);
  const categories = (await query(`select id from categories order by sort, id`)).map((r) => r.id);
  const span = 30 * 86_400;
  // The orders' secondary indexes (whatever the migrations made them) are dropped for the load
  // and built again after it: a sorted build is several times faster than a million inserts
  // into each, and the end state is the same.
  const indexes = await query(
    `select indexname, indexdef from pg_indexes
     where schemaname = current_schema() and tablename = 'goods_orders'
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const { indexname } of indexes) await query(`drop index "${indexname}"`);
  await query(
    `insert into goods_orders (poster_id, category_id, title, description, pics, pricing_mode,
       price_fen, headcount, status, service_time, region, address, longitude, latitude,
       idempotency_key, created_at, updated_at)
     select ${first} + floor(random() * ${POSTERS})::int,
       (array[${categories.join(',')}])[1 + floor(random() * ${categories.length})::int],
       'Bench order ' || i,
       'An order written by bench/hall.bench.mjs to fill the hall.',
       '[]'::jsonb,
       case when random() < 0.7 then 'fixed' else 'quote' end,
       1000 + floor(random() * 99000)::bigint,
       1 + floor(random() * 3)::int,
       'open',
       ${now} + 86400 * (1 + floor(random() * 30)::int),
       'Beijing',
       'Bench street ' || i,
       116.1 + random() * 0.6,
       39.7 + random() * 0.4,
       'bench-' || i,
       ${now - span} + (i::bigint * ${span}) / ${count},
       ${now - span} + (i::bigint * ${span}) / ${count}
     from generate_series(1, ${count}) as i`,
  );
  for (const { indexdef } of indexes) await query(indexdef);
  return categories[0];
}

/** One database per scale, generated and served; returns what the measurement needs. */
async function prepare(backend, count) {
  const started = performance.now();
  if (backend === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'mp-bench-hall-'));
    // First start: initdb, migrations and the demo seed; then fill the directory directly.
    await (await startServer({ dataDir })).stop();
    const db = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const category = await generate(async (sql) => (await db.query(sql)).rows, count);
    await db.close();
    const server = await startServer({ dataDir }); // its start analyzes the new orders
    const generatedIn = performance.now() - started;
    return {
      server,
      category,
      generatedIn,
      cleanup: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // A database per scale (bench_hall_10k, ...): the server migrates the public schema of each.
  const url = databaseFor(count);
  await admin(async (client) => {
    await client.query(`drop database if exists "${dbName(url)}"`);
    await client.query(`create database "${dbName(url)}"`);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const server = await startServer({ url }); // migrations and the seed
  const category = await generate(async (sql) => (await client.query(sql)).rows, count);
  // What autovacuum does after a bulk load, done now so every run plans with statistics.
  await client.query('analyze');
  const generatedIn = performance.now() - started;
  return {
    server,
    category,
    generatedIn,
    cleanup: async () => {
      await server.stop();
      await client.end();
      await admin((c) => c.query(`drop database if exists "${dbName(url)}"`));
    },
  };
}

const dbName = (url) => new URL(url).pathname.slice(1);

/** BENCH_DATABASE_URL with the database name suffixed by the scale: bench_hall_10k. */
function databaseFor(count) {
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName(databaseUrl)}_${label(count)}`;
  return url.toString();
}

/** Runs `fn` with a client on the server's `postgres` database (to create and drop ours). */
async function admin(fn) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const hallPath = (params) => `/api/goods_order/hall?${new URLSearchParams(params)}`;

async function hall(port, params) {
  const answer = await request(port, 'GET', hallPath(params));
  if (answer.status !== 200 || answer.body.code !== 1)
    throw new Error(`hall answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.body.data;
}

/** The query string of page DEPTH: follows next_cursor from the first page. */
async function deepParams(port, params) {
  let cursor;
  for (let page = 1; page < DEPTH; page++) {
    const data = await hall(port, cursor ? { ...params, cursor } : params);
    if (data.list.length !== 20 || !data.next_cursor) throw new Error(`page ${page} was the last`);
    cursor = data.next_cursor;
  }
  return { ...params, cursor };
}

async function measureBackend(backend) {
  const dbs = [];
  try {
    for (const count of SCALES) {
      const db = await prepare(backend, count);
      dbs.push({ count, ...db });
      console.error(
        `${backend}: ${count} orders generated and served in ${(db.generatedIn / 1000).toFixed(1)} s`,
      );
    }
    // What each scale is asked: four queries, each of them the same request again and again.
    for (const db of dbs) {
      const filtered = { goods_categorize_id: db.category, ...FILTER };
      db.queries = {
        'newest, page 1': {},
        [`newest, page ${DEPTH}`]: await deepParams(db.server.port, {}),
        'category + price, page 1': filtered,
        [`category + price, page ${DEPTH}`]: await deepParams(db.server.port, filtered),
        'nearest, page 1': NEAREST,
        [`nearest, page ${DEPTH}`]: await deepParams(db.server.port, NEAREST),
        'nearest + category, page 1': { ...NEAREST, goods_categorize_id: db.category },
      };
      db.samples = Object.fromEntries(Object.keys(db.queries).map((name) => [name, []]));
      // warm-up: JIT, connections, the pages of the indexes in the cache
      for (const params of Object.values(db.queries))
        for (let i = 0; i < 5; i++) await hall(db.server.port, params);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(dbs[0].queries)) {
        // one request per scale in turn, so a burst of load elsewhere hits every scale alike
        for (let i = 0; i < PER_ROUND; i++) {
          for (const db of dbs) {
            const t0 = performance.now();
            const data = await hall(db.server.port, db.queries[name]);
            db.samples[name].push(performance.now() - t0);
            if (data.list.length !== 20) throw new Error(`${name} answered ${data.list.length} orders`);
          }
        }
      }
    }
    return dbs.map(({ count, generatedIn, samples }) => ({
      count,
      generatedIn,
      stats: Object.fromEntries(
        Object.entries(samples).map(([name, values]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return [name, { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length }];
        }),
      ),
    }));
  } finally {
    for (const db of dbs) await db.cleanup();
  }
}

const ms = (v) => v.toFixed(1);

const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
console.log(
  `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${cpu}); load average ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(
      ' ',
    )}; ${ROUNDS} interleaved rounds of ${PER_ROUND} sequential requests per query and scale (anonymous, keep-alive); deep page = page ${DEPTH}.\n`,
);
for (const backend of BACKENDS) {
  const results = await measureBackend(backend);
  const names = Object.keys(results[0].stats);
  const smallest = results[0];
  const largest = results[results.length - 1];
  console.log(`### ${backend}\n`);
  console.log(
    `| query | ${results.map((r) => `${label(r.count)} p50 ms | ${label(r.count)} p99 ms`).join(' | ')} | p50 ${label(largest.count)}/${label(smallest.count)} |`,
  );
  console.log(`|---|${results.map(() => '---:|---:|').join('')}---:|`);
  for (const name of names) {
    const ratio = largest.stats[name].p50 / smallest.stats[name].p50;
    console.log(
      `| ${name} | ${results.map((r) => `${ms(r.stats[name].p50)} | ${ms(r.stats[name].p99)}`).join(' | ')} | ${ratio.toFixed(2)} |`,
    );
  }
  console.log(
    `\nFrom nothing to serving (initdb or a new database, migrations, seed, orders in SQL, indexes rebuilt, ${backend === 'postgres' ? 'analyze' : 'the server restarted on the data, analyzing it'}): ${results
      .map((r) => `${label(r.count)} ${(r.generatedIn / 1000).toFixed(1)} s`)
      .join(', ')}.\n`,
  );
}
process.exit(0);
