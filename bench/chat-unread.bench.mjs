// GET /m/api/chat/unread_number.php throughput against a bare Fastify route, in the same run.
// The real server runs as its own process (PGlite, and PostgreSQL when TEST_DATABASE_URL or
// BENCH_DATABASE_URL is set); rounds interleave the servers so a busy machine slows them alike.
//
//   node bench/chat-unread.bench.mjs
//   SECONDS=10 ROUNDS=5 CONNECTIONS=50 node bench/chat-unread.bench.mjs
import os from 'node:os';
import { load, median, request, signIn, startBare, startServer } from './chat-lib.mjs';

const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function measure(backend) {
  const server = await startServer(backend === 'postgres' ? { databaseUrl } : {});
  const bare = await startBare({ logger: false });
  const bareLogged = await startBare({ logger: true });
  try {
    // One reader with one unread message, so the answer is a real count.
    const reader = await signIn(server.port);
    const writer = await signIn(server.port);
    const conversation = await request(server.port, 'POST', '/m/api/chat/conversation.php', {
      token: writer.token,
      form: { accept_id: reader.id },
    });
    await request(server.port, 'POST', '/m/api/chat/post.php', {
      token: writer.token,
      form: { conversation_id: conversation.body.data.conversation_id, content: 'hello' },
    });
    const first = await request(server.port, 'GET', '/m/api/chat/unread_number.php', { token: reader.token });
    if (first.body.data?.count !== 1) throw new Error(`unexpected answer ${JSON.stringify(first.body)}`);

    const targets = {
      unread: { port: server.port, path: '/m/api/chat/unread_number.php', token: reader.token },
      bare: { port: bare.port, path: '/bare' },
      bareLogged: { port: bareLogged.port, path: '/bare' },
    };
    // Warm-up: JIT and connection set-up.
    for (const target of Object.values(targets))
      await load({ ...target, connections: CONNECTIONS, seconds: 1 });
    const rps = { unread: [], bare: [], bareLogged: [] };
    const ratios = [];
    const ratiosLogged = [];
    for (let round = 0; round < ROUNDS; round++) {
      const results = {};
      for (const [name, target] of Object.entries(targets)) {
        const result = await load({ ...target, connections: CONNECTIONS, seconds: SECONDS });
        if (result.bad > 0) throw new Error(`${name}: ${result.bad} answers were not 200`);
        results[name] = result.rps;
        rps[name].push(result.rps);
      }
      ratios.push(results.unread / results.bare);
      ratiosLogged.push(results.unread / results.bareLogged);
    }
    return {
      backend,
      unread: median(rps.unread),
      bare: median(rps.bare),
      bareLogged: median(rps.bareLogged),
      ratio: median(ratios),
      ratioLogged: median(ratiosLogged),
    };
  } finally {
    await server.stop();
    await server.dropSchema();
    await bare.stop();
    await bareLogged.stop();
  }
}

const backends = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
const rows = [];
for (const backend of backends) rows.push(await measure(backend));

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${cpu}); load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; ${CONNECTIONS} keep-alive connections, ${ROUNDS} interleaved rounds of ${SECONDS} s, medians.\n`,
);
console.log(
  '| database | unread_number.php req/s | bare Fastify req/s | ratio | bare Fastify with its request log req/s | ratio |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.backend} | ${Math.round(r.unread).toLocaleString('en')} | ${Math.round(r.bare).toLocaleString('en')} | ${r.ratio.toFixed(2)} | ${Math.round(r.bareLogged).toLocaleString('en')} | ${r.ratioLogged.toFixed(2)} |`,
  );
}
