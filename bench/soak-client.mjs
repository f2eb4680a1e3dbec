// The traffic of soak.bench.mjs, run as its own process: an open-loop mix of the five busiest
// calls plus chat posts, at RATE requests per second with at most IN_FLIGHT outstanding (a
// request due while IN_FLIGHT are outstanding is counted as shed, not queued), on keep-alive
// connections to loopback. Prints one JSON line per MINUTE_S: requests, errors, shed, p50, p99.
//
// Input (env SOAK): { port, users, orderIds, seconds, rate, inFlight, minute }.
import http from 'node:http';
import { percentile } from './chat-lib.mjs';

const { port, users, orderIds, seconds, rate, inFlight, minute } = JSON.parse(process.env.SOAK);
const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });

/** The mix, by weight: what a phone on the hall and in a chat keeps asking. */
const MIX = [
  [35, (u) => ['GET', '/m/api/chat/unread_number.php', u]],
  [20, (u) => ['GET', '/api/goods_order/hall', u]],
  [15, (u, k) => ['GET', `/api/goods_order/detail?id=${orderIds[k % orderIds.length]}`, u]],
  [15, (u) => ['POST', '/m/api/chat/history.php', u, { conversation_id: u.conversationId }]],
  [10, (u) => ['GET', '/api/user.Wallet/index', u]],
  [
    5,
    (u, k) => [
      'POST',
      '/m/api/chat/post.php',
      u,
      { conversation_id: u.conversationId, content: `soak ${k}` },
    ],
  ],
];
const total = MIX.reduce((sum, [weight]) => sum + weight, 0);

function pick(k) {
  let roll = (k * 7919) % total;
  for (const [weight, make] of MIX) {
    if (roll < weight) return make(users[k % users.length], k);
    roll -= weight;
  }
  throw new Error('unreachable');
}

function send([method, path, user, form]) {
  return new Promise((resolve) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${user.token}`,
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let ok = res.statusCode === 200;
          try {
            ok &&= JSON.parse(text).code === 1;
          } catch {
            ok = false;
          }
          resolve(ok);
        });
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

let window = { requests: 0, errors: 0, shed: 0, latencies: [] };
let outstanding = 0;
const started = performance.now();
const report = setInterval(() => {
  const sorted = window.latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      at_s: Math.round((performance.now() - started) / 1000),
      requests: window.requests,
      errors: window.errors,
      shed: window.shed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    }),
  );
  window = { requests: 0, errors: 0, shed: 0, latencies: [] };
}, minute * 1000);

const interval = 1000 / rate;
for (let k = 0; performance.now() - started < seconds * 1000; k++) {
  const due = started + k * interval;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  if (outstanding >= inFlight) {
    window.shed++;
    continue;
  }
  outstanding++;
  const t0 = performance.now();
  send(pick(k)).then((ok) => {
    outstanding--;
    window.requests++;
    if (!ok) window.errors++;
    window.latencies.push(performance.now() - t0);
  });
}
while (outstanding > 0) await new Promise((resolve) => setTimeout(resolve, 50));
clearInterval(report);
agent.destroy();
