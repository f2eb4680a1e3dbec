// Push delivery: 10,000 users each hold a chat stream open (GET /m/api/chat/stream) on loopback;
// messages are posted between pairs at a steady rate, and each is timed from the moment its
// post.php request is sent to the moment the receiver's stream delivers it. PGlite, and
// PostgreSQL when TEST_DATABASE_URL or BENCH_DATABASE_URL is set, there also with the streams
// on a second server process (LISTEN/NOTIFY fan-out).
//
// Memory per stream: the resident memory of the process holding the streams after they are all
// open, minus before the first was opened, divided by their count (RSS, so it includes what the
// heap keeps in reserve). The posts last longer than a ping (25 s), whose token re-check of
// every stream is part of what delivery competes with.
//
// Each stream is a socket in this process and in the server: both need CLIENTS + some file
// descriptors (`ulimit -n`; checked before starting).
//
//   node bench/chat-push.bench.mjs
//   CLIENTS=1000 POSTS=2000 RATE=100 node bench/chat-push.bench.mjs

import { readFileSync } from 'node:fs';
import os from 'node:os';
import { openStream, percentile, pool, request, residentBytes, signIn, startServer } from './chat-lib.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const POSTS = Number(process.env.POSTS ?? 3000);
const RATE = Number(process.env.RATE ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const openFiles = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
if (openFiles && Number(openFiles) < CLIENTS + 500) {
  console.error(`${CLIENTS} streams need more open files than ulimit -n allows (${openFiles})`);
  process.exit(1);
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function measure(label, { databaseUrl: url, crossProcess = false } = {}) {
  const writer = await startServer(url ? { databaseUrl: url } : {});
  const reader = crossProcess ? await startServer({ databaseUrl: url, schema: writer.schema }) : writer;
  const streams = [];
  try {
    const users = await pool(CLIENTS, 8, () => signIn(writer.port));
    const half = CLIENTS / 2;
    const conversations = await pool(half, 16, async (i) => {
      const answer = await request(writer.port, 'POST', '/m/api/chat/conversation.php', {
        token: users[i].token,
        form: { accept_id: users[i + half].id },
      });
      return answer.body.data.conversation_id;
    });

    await settle();
    const residentBefore = residentBytes(reader.pid);
    const sentAt = new Map();
    const slow = [];
    const latencies = [];
    let connected = 0;
    await pool(CLIENTS, 50, async (i) => {
      const me = users[i].id;
      let first = true;
      const stream = await openStream(reader.port, users[i].token, (event) => {
        if (event.event === 'unread' && first) {
          first = false;
          connected++;
        }
        if (event.event !== 'message') return;
        const message = JSON.parse(event.data);
        if (message.sender_id === me) return;
        const started = sentAt.get(message.content);
        if (started !== undefined) {
          latencies.push(event.at - started);
          slow.push({ at: started, ms: event.at - started });
        }
      });
      streams.push(stream);
    });
    while (connected < CLIENTS) await new Promise((resolve) => setTimeout(resolve, 50));
    await settle();
    const perStream = (residentBytes(reader.pid) - residentBefore) / CLIENTS;

    // A steady stream of posts between random pairs, either direction.
    const failures = [];
    const posts = [];
    const interval = 1000 / RATE;
    const start = performance.now();
    for (let k = 0; k < POSTS; k++) {
      const due = start + k * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const pair = Math.floor(Math.random() * half);
      const sender = Math.random() < 0.5 ? users[pair] : users[pair + half];
      const content = `bench ${k}`;
      sentAt.set(content, performance.now());
      posts.push(
        request(writer.port, 'POST', '/m/api/chat/post.php', {
          token: sender.token,
          form: { conversation_id: conversations[pair], content },
        }).then((answer) => {
          if (answer.status !== 200) failures.push(answer.status);
        }),
      );
    }
    await Promise.all(posts);
    const deadline = performance.now() + 5000;
    while (latencies.length < POSTS - failures.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    // When the slowest deliveries were sent (s after the first post): one burst or spread out.
    const slowest = slow.sort((a, b) => b.ms - a.ms).slice(0, 10);
    console.error(
      `${label}: slowest deliveries (sent at s: ms) ${slowest
        .map((d) => `${((d.at - start) / 1000).toFixed(1)}: ${d.ms.toFixed(0)}`)
        .join(', ')}`,
    );
    return {
      label,
      delivered: latencies.length,
      failures: failures.length,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      perStream,
    };
  } finally {
    for (const stream of streams) stream.close();
    if (reader !== writer) await reader.stop();
    await writer.stop();
    await writer.dropSchema();
  }
}

const rows = [await measure('pglite')];
if (databaseUrl) {
  rows.push(await measure('postgres', { databaseUrl }));
  rows.push(await measure('postgres, streams on a second process', { databaseUrl, crossProcess: true }));
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${cpu}); load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; ${CLIENTS} open streams (one per user), ${POSTS} posts at ${RATE}/s between random pairs; latency from sending post.php to the receiver's stream event.\n`,
);
console.log(
  '| database | delivered | failed posts | p50 ms | p90 ms | p99 ms | max ms | memory per stream |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.label} | ${r.delivered}/${POSTS} | ${r.failures} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${(r.perStream / 1024).toFixed(1)} KB |`,
  );
}
