import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { backends } from '../test/helpers.js';
import { call, PROCESS_TEST_TIMEOUT_MS, type Running, signIn, start, stop } from '../test/process.js';
import { type Db, openPGlite, openPostgres } from './db/index.js';

// Issue 15, "Crashes": the real server process is killed with SIGKILL in the middle of a stream
// of writes (orders, applications, transitions, payments, chat messages), then started again
// on the same data. Every write the server acknowledged (a 200 with code 1) must be there.

/** The kill comes once this many orders were acknowledged (the workers are then mid-write). */
const KILL_AFTER_ORDERS = 12;
/** However slow the machine, the kill comes by then. */
const KILL_BY_MS = 60_000;
const WORKERS = 4;

type TaskState = 'pending' | 'awaiting_payment' | 'paid';
const STATE_ORDER: TaskState[] = ['pending', 'awaiting_payment', 'paid'];

interface Acknowledged {
  orders: Map<number, string>;
  tasks: Map<number, TaskState>;
  messages: Map<number, string>;
}

describe.each(backends())('a server killed during writes, on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-crash-test-'));
  const schema = `mp_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl =
    backend === 'postgres'
      ? `${process.env.TEST_DATABASE_URL}${process.env.TEST_DATABASE_URL?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  const env = {
    NODE_ENV: 'test',
    SANDBOX: '1',
    DEMO_DATA: '0',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const running: Running[] = [];

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  async function openDirectly(): Promise<Db> {
    return backend === 'postgres'
      ? openPostgres(process.env.TEST_DATABASE_URL as string, { searchPath: schema, max: 2 })
      : openPGlite(path.join(dataDir, 'pglite'));
  }

  test(
    'every acknowledged write survives kill -9; the ledger balances and the timers are kept',
    async () => {
      if (backend === 'postgres') {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(`create schema ${schema}`);
        await admin.end();
      }
      let server = await start(env);
      running.push(server);
      const poster = await signIn(server, '13700000101');
      const taker = await signIn(server, '13700000102');
      const verified = await call(
        server,
        'POST',
        '/api/user/realName',
        { title: '张伟', sfzid: '310112199209302347' },
        taker,
      );
      expect(verified.status, verified.body.msg).toBe(200);
      const takerId = (await call<{ id: number }>(server, 'GET', '/api/user/personalInfo', undefined, taker))
        .body.data.id;
      const address = await call<{ id: number }>(
        server,
        'POST',
        '/api/address/save',
        {
          name: 'Han',
          tel: '13700000101',
          region: 'Shanghai Huangpu',
          detail: 'Road 1',
          longitude: '121.47',
          latitude: '31.23',
        },
        poster,
      );
      const conversation = await call<{ conversation_id: number }>(
        server,
        'POST',
        '/m/api/chat/conversation.php',
        { accept_id: String(takerId) },
        poster,
      );
      const conversationId = String(conversation.body.data.conversation_id);

      const acked: Acknowledged = { orders: new Map(), tasks: new Map(), messages: new Map() };
      let killed = false;
      let sequence = 0;
      const key = () => `crash-${process.pid}-${++sequence}-${randomBytes(3).toString('hex')}`;
      const ok = <T>(answer: { status: number; body: { code: number; data: T } }) =>
        answer.status === 200 && answer.body.code === 1 ? answer.body.data : undefined;

      async function oneJob(worker: number): Promise<void> {
        const title = `Crash test ${worker}-${++sequence}`;
        const order = ok(
          await call<{ id: number }>(
            server,
            'POST',
            '/api/goods_order/create',
            {
              goods_categorize_id: '1',
              title,
              description: 'Written while the server may die.',
              address_id: String(address.body.data.id),
              service_time: String(Math.floor(Date.now() / 1000) + 86_400),
              headcount: '1',
              price_fen: '5000',
              pricing_mode: 'fixed',
              idempotency_key: key(),
            },
            poster,
          ),
        );
        if (!order) return;
        acked.orders.set(order.id, title);
        const text = `message ${title}`;
        const message = ok(
          await call<{ chat_id: number }>(
            server,
            'POST',
            '/m/api/chat/post.php',
            { conversation_id: conversationId, content: text, client_key: key() },
            worker % 2 ? poster : taker,
          ),
        );
        if (message) acked.messages.set(message.chat_id, text);
        const task = ok(
          await call<{ id: number }>(
            server,
            'POST',
            '/api/goods_order_task/apply',
            { goods_order_id: String(order.id), idempotency_key: key() },
            taker,
          ),
        );
        if (!task) return;
        acked.tasks.set(task.id, 'pending');
        const accepted = ok(
          await call(
            server,
            'POST',
            '/api/goods_order_task/transition',
            { id: String(task.id), transition: 'accept', expected_state: 'pending', idempotency_key: key() },
            poster,
          ),
        );
        if (!accepted) return;
        acked.tasks.set(task.id, 'awaiting_payment');
        const payment = ok(
          await call<{ payment_id: string }>(
            server,
            'POST',
            '/m/api/order/pay_in.php',
            { id: String(task.id), info: 'task', idempotency_key: key() },
            poster,
          ),
        );
        if (!payment) return;
        const confirmed = await fetch(`${server.base}/dev/pay/${payment.payment_id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'result=SUCCESS',
        });
        if (!confirmed.ok) return;
        const status = ok(
          await call<{ status: string }>(
            server,
            'GET',
            `/api/pay/status?payment_id=${payment.payment_id}`,
            undefined,
            poster,
          ),
        );
        if (status?.status === 'succeeded') acked.tasks.set(task.id, 'paid');
      }

      async function worker(index: number): Promise<void> {
        while (!killed) {
          try {
            await oneJob(index);
          } catch {
            // a refused connection: the server is gone; what was not acknowledged may be lost
          }
        }
      }

      const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
      const deadline = Date.now() + KILL_BY_MS;
      while (acked.orders.size < KILL_AFTER_ORDERS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all(workers);
      expect(await server.exited).toBeNull();
      expect(acked.orders.size).toBeGreaterThanOrEqual(KILL_AFTER_ORDERS);
      expect([...acked.tasks.values()]).toContain('paid');

      server = await start(env);
      running.push(server);
      for (const [id, title] of acked.orders) {
        const order = await call<{ title: string }>(
          server,
          'GET',
          `/api/goods_order/detail?id=${id}`,
          undefined,
          poster,
        );
        expect(order.status, `order ${id}`).toBe(200);
        expect(order.body.data.title).toBe(title);
      }
      for (const [id, state] of acked.tasks) {
        const task = await call<{ status: TaskState }>(
          server,
          'GET',
          `/api/goods_order_task/detail?id=${id}`,
          undefined,
          poster,
        );
        expect(task.status, `task ${id}`).toBe(200);
        expect(
          STATE_ORDER.indexOf(task.body.data.status),
          `task ${id}: ${task.body.data.status}, acknowledged ${state}`,
        ).toBeGreaterThanOrEqual(STATE_ORDER.indexOf(state));
      }
      const stored = new Map<number, string>();
      for (let after = 0; ; ) {
        const page = await call<{ list: { chat_id: number; content: string }[] }>(
          server,
          'POST',
          '/m/api/chat/new.php',
          { conversation_id: conversationId, after_id: String(after) },
          poster,
        );
        for (const m of page.body.data.list) stored.set(m.chat_id, m.content);
        const last = page.body.data.list.at(-1);
        if (!last || page.body.data.list.length < 100) break;
        after = last.chat_id;
      }
      for (const [id, text] of acked.messages) expect(stored.get(id), `message ${id}`).toBe(text);
      expect(await stop(server)).toBe(0);

      const db = await openDirectly();
      try {
        const unbalanced = await sql<{ transaction_id: number; total: string }>`
          select transaction_id, sum(amount_fen) as total from ledger_entries
          group by transaction_id having sum(amount_fen) <> 0`.execute(db);
        expect(unbalanced.rows).toEqual([]);
        const paidTasks = await db
          .selectFrom('goods_order_tasks')
          .select('id')
          .where('status', '=', 'paid')
          .execute();
        const postings = await db.selectFrom('ledger_transactions').select('task_id').execute();
        const posted = new Set(postings.map((p) => p.task_id));
        for (const task of paidTasks)
          expect(posted.has(task.id), `ledger for paid task ${task.id}`).toBe(true);
        // The timers of the states the tasks are in are rows, kept through the crash.
        const waiting = await db
          .selectFrom('goods_order_tasks')
          .select('id')
          .where('status', '=', 'awaiting_payment')
          .execute();
        const timers = await db
          .selectFrom('jobs')
          .select(['task_id', 'transition'])
          .where('done_at', 'is', null)
          .execute();
        for (const task of waiting) {
          expect(
            timers.some((j) => j.task_id === task.id && j.transition === 'payment-expired'),
            `payment-expired timer of task ${task.id}`,
          ).toBe(true);
        }
        for (const task of paidTasks) {
          expect(
            timers.some((j) => j.task_id === task.id && j.transition === 'no-delivery'),
            `no-delivery timer of task ${task.id}`,
          ).toBe(true);
        }
      } finally {
        await db.destroy();
      }
    },
    PROCESS_TEST_TIMEOUT_MS * 2,
  );
});
