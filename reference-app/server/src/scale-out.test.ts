import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backends } from '../test/helpers.js';
import { TINY_PNG } from '../test/images.js';
import {
  type Envelope,
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type Running,
  signIn,
  start,
  stop,
} from '../test/process.js';
import { DEFAULT_RATE_LIMITS } from './config.js';

/*
 * Scaling out as deployment.md describes it: three server processes on one PostgreSQL behind
 * nginx (round robin, as a load balancer without affinity), uploads in the database. Whatever
 * process answers, a person stays signed in, sees the pictures, gets their chat live, and a
 * timer fires once.
 */

const NGINX = '/usr/sbin/nginx';
const PROCESSES = 3;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function nginxConfig(port: number, upstreams: string[], prefix: string): string {
  return `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 10m;
  upstream marketplace { ${upstreams.map((address) => `server ${address};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://marketplace;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The chat's event stream must reach the client as it is written.
      proxy_buffering off;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

describe.each(backends().filter((backend) => backend === 'postgres'))(
  'three processes behind nginx on one PostgreSQL (%s)',
  () => {
    const admin = process.env.TEST_DATABASE_URL ?? '';
    const name = `scale_${process.pid}_${Date.now()}`;
    const prefix = mkdtempSync(path.join(tmpdir(), 'mp-nginx-'));
    const servers: Running[] = [];
    let nginx: ChildProcess | undefined;
    let base = '';

    async function query(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: databaseUrl(admin, name) });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    }

    async function api<T>(
      method: 'GET' | 'POST',
      url: string,
      token: string,
      fields?: Record<string, string>,
    ) {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(fields ? { body: new URLSearchParams(fields).toString() } : {}),
      });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    }

    /** How many requests for `url` each process logged. */
    function servedBy(url: string): number[] {
      return servers.map(
        (server) =>
          server
            .output()
            .split('\n')
            .filter((line) => line.includes(`"url":"${url}`)).length,
      );
    }

    beforeAll(async () => {
      const setup = new pg.Client({ connectionString: admin });
      await setup.connect();
      await setup.query(`create database ${name}`);
      await setup.end();
      const env = {
        DATABASE_URL: databaseUrl(admin, name),
        STORAGE: 'database',
        SANDBOX: '1',
        DEMO_DATA: '0',
        TRUST_PROXY: '1',
        JOB_INTERVAL_MS: '200',
        DATA_DIR: prefix,
      };
      // The first migrates and seeds; the others start against a ready database.
      servers.push(await start(env));
      servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, () => start(env)))));
      const port = await freePort();
      writeFileSync(
        path.join(prefix, 'nginx.conf'),
        nginxConfig(
          port,
          servers.map((server) => server.base.replace('http://', '')),
          prefix,
        ),
      );
      nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 20_000;
      for (;;) {
        const ready = await fetch(`${base}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, PROCESS_TEST_TIMEOUT_MS * 2);

    afterAll(async () => {
      nginx?.kill('SIGTERM');
      await Promise.all(servers.map((server) => stop(server)));
      const cleanup = new pg.Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(prefix, { recursive: true, force: true });
    }, PROCESS_TEST_TIMEOUT_MS);

    test('a person signed in on one process is signed in on every one', async () => {
      const token = await signIn(servers[0] as Running, '13700000101');
      for (let turn = 0; turn < PROCESSES * 2; turn += 1) {
        const answer = await api<{ tel: string }>('GET', '/api/user/personalInfo', token);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      expect(servedBy('/api/user/personalInfo').every((count) => count >= 1)).toBe(true);
    });

    test('a picture uploaded through one process is served by every one', async () => {
      const token = await signIn(servers[1] as Running, '13700000102');
      const form = new FormData();
      form.append('face', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png');
      const uploaded = await fetch(`${base}/m/api/user/edit_info.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const face = ((await uploaded.json()) as Envelope<{ face: string }>).data.face;
      const file = `/uploads/${face.split('/').pop()}`;
      const copies = await Promise.all(
        Array.from({ length: PROCESSES * 2 }, async () => {
          const response = await fetch(`${base}${file}`);
          return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
        }),
      );
      expect(copies.map((copy) => copy.status)).toEqual(Array(PROCESSES * 2).fill(200));
      expect(new Set(copies.map((copy) => copy.bytes.toString('base64'))).size).toBe(1);
      expect(servedBy(file).every((count) => count >= 1)).toBe(true);
    });

    test('chat messages sent through any process reach a stream held by another', async () => {
      const sender = await signIn(servers[0] as Running, '13700000103');
      const receiver = await signIn(servers[0] as Running, '13700000104');
      const receiverId = (await api<{ id: number }>('GET', '/api/user/personalInfo', receiver)).body.data.id;
      const opened = await api<{ conversation_id: number }>('POST', '/m/api/chat/conversation.php', sender, {
        accept_id: String(receiverId),
      });
      const conversation = String(opened.body.data.conversation_id);
      const abort = new AbortController();
      const stream = await fetch(`${base}/m/api/chat/stream`, {
        headers: { authorization: `Bearer ${receiver}`, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      expect(stream.status).toBe(200);
      const reader = stream.body?.getReader();
      if (!reader) throw new Error('no stream body');
      let received = '';
      const texts = ['one', 'two', 'three', 'four'].map((word) => `scale-out ${word}`);
      const arrived = (async () => {
        const decoder = new TextDecoder();
        while (!texts.every((text) => received.includes(text))) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value, { stream: true });
        }
      })();
      // The stream says hello (the unread total) before the messages go out.
      while (!received.includes('event: unread')) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const content of texts) {
        const sent = await api('POST', '/m/api/chat/post.php', sender, {
          conversation_id: conversation,
          content,
        });
        expect(sent.status).toBe(200);
      }
      await Promise.race([
        arrived,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`only got: ${received}`)), 15_000)),
      ]);
      abort.abort();
      for (const text of texts) expect(received).toContain(text);
      expect(servedBy('/m/api/chat/post.php').filter((count) => count >= 1).length).toBeGreaterThan(1);
    }, 30_000);

    test('the per-address limit of sign-in counts once across the processes', async () => {
      // Behind the proxy (TRUST_PROXY=1) the client is the X-Forwarded-For address it sent.
      const client = { 'x-forwarded-for': '203.0.113.77' };
      const statuses: number[] = [];
      for (let turn = 0; turn <= DEFAULT_RATE_LIMITS.captcha.max; turn += 1) {
        statuses.push((await fetch(`${base}/m/captcha/img64`, { headers: client })).status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(servedBy('/m/captcha/img64').every((count) => count >= 1)).toBe(true);
      // Another address is not held back by it.
      expect(
        (await fetch(`${base}/m/captcha/img64`, { headers: { 'x-forwarded-for': '203.0.113.78' } })).status,
      ).toBe(200);
    });

    test('a timer that falls due is fired once, whichever process finds it', async () => {
      const poster = await signIn(servers[0] as Running, '13700000105');
      const taker = await signIn(servers[0] as Running, '13700000106');
      const address = await api<{ id: number }>('POST', '/api/address/save', poster, {
        name: 'Li Lei',
        tel: '13912345678',
        region: 'Shanghai Huangpu',
        detail: 'Nanjing East Road 1',
        longitude: '121.4737',
        latitude: '31.2304',
      });
      const order = await api<{ id: number }>('POST', '/api/goods_order/create', poster, {
        goods_categorize_id: '1',
        title: 'Hang two shelves',
        description: 'Two shelves in the study.',
        address_id: String(address.body.data.id),
        service_time: String(Math.floor(Date.now() / 1000) + 86_400),
        headcount: '1',
        price_fen: '6000',
        pricing_mode: 'fixed',
        idempotency_key: `scale-${Date.now()}`,
      });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      const takerId = (await api<{ id: number }>('GET', '/api/user/personalInfo', taker)).body.data.id;
      await query('update users set smrz = 2 where id = $1', [takerId]);
      const applied = await api<{ id: number }>('POST', '/api/goods_order_task/apply', taker, {
        goods_order_id: String(order.body.data.id),
        idempotency_key: `scale-apply-${Date.now()}`,
      });
      const taskId = applied.body.data.id;
      const accepted = await api('POST', '/api/goods_order_task/transition', poster, {
        id: String(taskId),
        transition: 'accept',
        expected_state: 'pending',
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      // The payment hold (15 minutes) ends now: the task entered its state long enough ago, and
      // its job is due, so every process's runner sees it at once.
      const past = Math.floor(Date.now() / 1000) - 16 * 60;
      await query('update goods_order_tasks set entered_at = $1 where id = $2', [past, taskId]);
      await query(`update jobs set due_at = $1 where task_id = $2 and transition = 'payment-expired'`, [
        past + 15 * 60,
        taskId,
      ]);
      const deadline = Date.now() + 15_000;
      let state = '';
      while (Date.now() < deadline) {
        state = (await query('select status as state from goods_order_tasks where id = $1', [taskId])).rows[0]
          ?.state;
        if (state === 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(state).toBe('pending');
      // A second look a few runner turns later: still one firing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const fired = await query(
        `select count(*)::int as n from goods_order_task_log where task_id = $1 and transition = 'payment-expired'`,
        [taskId],
      );
      expect(fired.rows[0]?.n).toBe(1);
    }, 40_000);
  },
);
