import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Backend,
  backends,
  bearer,
  body,
  form,
  pgliteSnapshot,
  registerUser,
  type SignedIn,
  type TestApp,
  TestClock,
} from '../../../test/helpers.js';
import { type AppDeps, buildApp } from '../../app.js';
import { type Config, loadConfig } from '../../config.js';
import { type Db, openPGliteSnapshot, openPostgres } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrations.js';
import { seedIfEmpty } from '../../db/seed.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { apply, type TaskShape, taskRow, verifiedTaker } from '../tasks/test-kit.js';
import { type ChatEventBus, InProcessChannel, InProcessEventBus, PgNotifyEventBus } from './events.js';
import type { ConversationView, MessageView } from './present.js';
import { MAX_STREAMS_PER_USER, PING_MS, type Ticker } from './streams.js';

/** The streams' ping timer, ticked by hand. */
class ManualTicker implements Ticker {
  readonly timers = new Map<number, { ms: number; fn: () => void }>();
  #next = 0;
  every(ms: number, fn: () => void): () => void {
    const id = ++this.#next;
    this.timers.set(id, { ms, fn });
    return () => this.timers.delete(id);
  }
  tick(): void {
    for (const { fn } of [...this.timers.values()]) fn();
  }
}

interface SseEvent {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

/** A text/event-stream reader over plain HTTP, as the SDK's fetch reader sees it. */
class SseClient {
  readonly events: SseEvent[] = [];
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly ended: Promise<void>;
  readonly #request: http.ClientRequest;
  #buffer = '';
  #waiters: (() => void)[] = [];

  private constructor(request: http.ClientRequest, response: http.IncomingMessage) {
    this.#request = request;
    this.status = response.statusCode ?? 0;
    this.headers = response.headers;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let end = this.#buffer.indexOf('\n\n');
      while (end !== -1) {
        this.#parse(this.#buffer.slice(0, end));
        this.#buffer = this.#buffer.slice(end + 2);
        end = this.#buffer.indexOf('\n\n');
      }
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.ended = new Promise((resolve) => {
      response.on('end', resolve);
      response.on('close', resolve);
      response.on('error', () => resolve());
    });
  }

  static open(port: number, token: string | undefined): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/m/api/chat/stream', headers: token ? bearer(token) : {} },
        (response) => resolve(new SseClient(request, response)),
      );
      request.on('error', reject);
    });
  }

  #parse(block: string): void {
    const event: SseEvent = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comment = line.slice(1).trim();
      else {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon) as 'event' | 'id' | 'data';
        event[name] = line.slice(colon + 1).trimStart();
      }
    }
    this.events.push(event);
  }

  /** The first event (from `from` on) matching `match`, waiting up to 5 s. */
  async next(match: (e: SseEvent) => boolean, from = 0): Promise<SseEvent> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  data<T>(event: SseEvent): T {
    return JSON.parse(event.data ?? 'null') as T;
  }

  close(): void {
    this.#request.destroy();
  }
}

async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Instance extends TestApp {
  port: number;
  ticker: ManualTicker;
  closed: boolean;
}

const HIGH_LIMITS = {
  captcha: { max: 10_000, windowMs: 60_000 },
  sms: { max: 10_000, windowMs: 60_000 },
  register: { max: 10_000, windowMs: 60_000 },
};

const silentLog = { error() {}, info() {} };

/**
 * Two app instances over one database, as two server processes over one PostgreSQL: on
 * PostgreSQL each has its own pool and LISTEN connection on one schema; on PGlite they share
 * the embedded database and an in-process channel.
 */
function useTwoInstances(backend: Backend) {
  const instances: Instance[] = [];
  const buses: ChatEventBus[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    let dbs: Db[];
    let url: string | undefined;
    const clock = new TestClock();
    if (backend === 'pglite') {
      const { db } = await openPGliteSnapshot(await pgliteSnapshot());
      dbs = [db, db];
      const channel = new InProcessChannel();
      buses.push(new InProcessEventBus(channel), new InProcessEventBus(channel));
      cleanups.push(() => db.destroy());
    } else {
      const base = process.env.TEST_DATABASE_URL as string;
      const schema = `mp_chat_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      dbs = [openPostgres(url, { max: 4 }), openPostgres(url, { max: 4 })];
      await migrateToLatest(dbs[0] as Db, schema);
      await seedIfEmpty(dbs[0] as Db);
      for (const db of dbs) buses.push(new PgNotifyEventBus({ url, db, log: silentLog, reconnectMs: 50 }));
      cleanups.push(async () => {
        for (const db of dbs) await db.destroy();
        const cleanup = new pg.Client({ connectionString: base });
        await cleanup.connect();
        await cleanup.query(`drop schema ${schema} cascade`);
        await cleanup.end();
      });
    }
    for (const [i, db] of dbs.entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-chat-live-'));
      dirs.push(dataDir);
      const config: Config = {
        ...loadConfig({ NODE_ENV: 'test' }),
        dataDir,
        webDist: path.join(dataDir, 'no-web-build'),
        databaseUrl: url,
        rateLimits: HIGH_LIMITS,
      };
      const chunks: string[] = [];
      const logStream = new Writable({
        write(chunk: Buffer | string, _encoding, callback) {
          chunks.push(chunk.toString());
          callback();
        },
      });
      const ticker = new ManualTicker();
      const deps: AppDeps = {
        db,
        clock,
        logStream,
        chat: { ticker, bus: buses[i] as ChatEventBus },
      };
      const { app, context } = buildApp(config, deps);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      instances.push({
        backend,
        app,
        context,
        db,
        clock,
        config,
        logs: () => chunks.join(''),
        port,
        ticker,
        closed: false,
      });
    }
  });

  afterAll(async () => {
    for (const instance of instances) if (!instance.closed) await instance.app.close();
    for (const cleanup of cleanups) await cleanup();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  return {
    one: () => instances[0] as Instance,
    two: () => instances[1] as Instance,
    bus: (i: number) => buses[i] as ChatEventBus,
  };
}

describe.each(backends())('chat live delivery on %s', (backend) => {
  const { one, two, bus } = useTwoInstances(backend);
  const clients: SseClient[] = [];

  afterAll(() => {
    for (const client of clients) client.close();
  });

  async function stream(instance: Instance, who: SignedIn): Promise<SseClient> {
    const client = await SseClient.open(instance.port, who.token);
    clients.push(client);
    return client;
  }

  async function call(
    instance: Instance,
    url: string,
    who: SignedIn,
    fields: Record<string, string | number>,
  ) {
    const response = await instance.app.inject({
      method: 'POST',
      url: `/m/api/chat/${url}`,
      ...form(fields, bearer(who.token)),
    });
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data;
  }

  async function unread(instance: Instance, who: SignedIn): Promise<number> {
    const response = await instance.app.inject({
      method: 'GET',
      url: '/m/api/chat/unread_number.php',
      headers: bearer(who.token),
    });
    return body<{ count: number }>(response).data.count;
  }

  async function pair(): Promise<{ a: SignedIn; b: SignedIn; id: number }> {
    const a = await registerUser(one());
    const b = await registerUser(one());
    const conversation = (await call(one(), 'conversation.php', a, {
      accept_id: b.user.id,
    })) as ConversationView;
    return { a, b, id: conversation.conversation_id };
  }

  test('the stream is text/event-stream, starts with the unread total, and needs a token', async () => {
    const { b } = await pair();
    const client = await stream(one(), b);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    const first = await client.next(() => true);
    expect(first).toEqual({ event: 'unread', data: '{"count":0}' });
    const anonymous = await SseClient.open(one().port, undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
    await anonymous.ended;
  });

  test('a posted message reaches the receiver and the sender’s other devices, then the unread total', async () => {
    const { a, b, id } = await pair();
    const receiver = await stream(one(), b);
    const senderDevice = await stream(one(), a);
    await receiver.next((e) => e.event === 'unread');
    const posted = (await call(one(), 'post.php', a, {
      conversation_id: id,
      content: '到了吗？',
    })) as MessageView;
    const event = await receiver.next((e) => e.event === 'message');
    expect(event.id).toBe(String(posted.chat_id));
    expect(receiver.data<MessageView>(event)).toEqual({ ...posted, mine: false, read: false });
    const unreadEvent = await receiver.next((e) => e.event === 'unread' && e.data === '{"count":1}');
    expect(receiver.data(unreadEvent)).toEqual({ count: 1 });
    const own = await senderDevice.next((e) => e.event === 'message');
    expect(senderDevice.data<MessageView>(own)).toEqual(posted);
    // Reading it sends the new total.
    const seen = receiver.events.length;
    await call(one(), 'history.php', b, { conversation_id: id });
    await receiver.next((e) => e.event === 'unread' && e.data === '{"count":0}', seen);
  });

  test('pings every 25 s on the injected timer; a client that leaves is forgotten', async () => {
    const { b } = await pair();
    const hub = one().context.services.chat.streams;
    const open = hub.size;
    const client = await stream(one(), b);
    await client.next((e) => e.event === 'unread');
    expect([...one().ticker.timers.values()].map((t) => t.ms)).toEqual([PING_MS]);
    expect(PING_MS).toBe(25_000);
    one().ticker.tick();
    await client.next((e) => e.comment === 'ping');
    client.close();
    await eventually(() => hub.size === open, 'the stream to be removed');
  });

  test('a signed-out token loses its open stream at the next ping; other devices keep theirs', async () => {
    const { b } = await pair();
    one().clock.advance(61); // one SMS per phone per 60 s
    const other = await registerUser(one(), b.phone); // the same person on a second device
    const signedOut = await stream(one(), b);
    const stays = await stream(one(), other);
    await signedOut.next((e) => e.event === 'unread');
    await stays.next((e) => e.event === 'unread');
    const logout = await one().app.inject({
      method: 'POST',
      url: '/m/api/user/logout.php',
      headers: bearer(b.token),
    });
    expect(logout.statusCode).toBe(200);
    one().ticker.tick();
    await signedOut.ended;
    const seen = stays.events.length;
    one().ticker.tick();
    await stays.next((e) => e.comment === 'ping', seen);
    stays.close();
  });

  test('one user holds at most 8 streams: a ninth closes the oldest', async () => {
    const { b } = await pair();
    const opened: SseClient[] = [];
    expect(MAX_STREAMS_PER_USER).toBe(8);
    for (let i = 0; i < 9; i++) {
      const client = await stream(one(), b);
      await client.next((e) => e.event === 'unread');
      opened.push(client);
    }
    await (opened[0] as SseClient).ended;
    for (const client of opened.slice(1)) client.close();
  });

  test('a message posted through one instance reaches a stream and the unread total of the other', async () => {
    const { a, b, id } = await pair();
    expect(await unread(two(), b)).toBe(0);
    const client = await stream(two(), b);
    await client.next((e) => e.event === 'unread');
    const posted = (await call(one(), 'post.php', a, {
      conversation_id: id,
      content: 'across processes',
    })) as MessageView;
    const event = await client.next((e) => e.event === 'message');
    expect(client.data<MessageView>(event)).toEqual({ ...posted, mine: false, read: false });
    await client.next((e) => e.event === 'unread' && e.data === '{"count":1}');
    expect(await unread(two(), b)).toBe(1);
    // A read through the first instance reaches the second's total too.
    await call(one(), 'history.php', b, { conversation_id: id });
    await eventually(async () => (await unread(two(), b)) === 0, 'the read to reach the other instance');
    await client.next((e) => e.event === 'unread' && e.data === '{"count":0}');
  });

  test('declining an application: the task is rejected and its system message reaches both instances', async () => {
    // b posts an order, a applies and sends the application as a task card.
    const b = await poster(one());
    const order = body<{ id: number }>(await createOrder(one(), b)).data;
    const a = await verifiedTaker(one());
    const task = body<TaskShape>(await apply(one(), a, order.id)).data;
    const { conversation_id: id } = (await call(one(), 'conversation.php', a, {
      accept_id: b.user.id,
    })) as ConversationView;
    const applied = await stream(two(), a);
    await applied.next((e) => e.event === 'unread');
    const card = (await call(one(), 'post.php', a, {
      conversation_id: id,
      goods_order_task_id: task.id,
      content: 'I can come today',
    })) as MessageView;
    expect(card).toMatchObject({ kind: 'task', goods_order_id: order.id, goods_order_task_id: task.id });
    // The taker is not the poster: 403, nothing written, the task as it was.
    const before = await one().db.selectFrom('chat_messages').select('id').execute();
    const response = await one().app.inject({
      method: 'POST',
      url: '/m/api/chat/refuse_order.php',
      ...form({ chat_id: card.chat_id, content: 'never mind' }, bearer(a.token)),
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).msg).toBe('Only the poster of this order can decline the application.');
    expect(await one().db.selectFrom('chat_messages').select('id').execute()).toEqual(before);
    expect((await taskRow(one(), task.id)).status).toBe('pending');
    // The poster declines through the first instance; the taker's stream on the second hears it.
    const declined = (await call(one(), 'refuse_order.php', b, {
      chat_id: card.chat_id,
      content: '已经找到人了',
    })) as MessageView;
    expect(declined).toMatchObject({
      kind: 'system',
      sender_id: b.user.id,
      mine: true,
      goods_order_id: order.id,
      goods_order_task_id: task.id,
      card: null,
    });
    expect(JSON.parse(declined.content)).toEqual({
      key: 'chat.system.rejected',
      params: { title: 'Fix a leaking tap', by: 'poster', reason: '已经找到人了' },
    });
    expect((await taskRow(one(), task.id)).status).toBe('rejected');
    const event = await applied.next((e) => e.event === 'message' && e.id === String(declined.chat_id));
    expect(applied.data<MessageView>(event)).toEqual({ ...declined, mine: false });
    await eventually(async () => (await unread(two(), a)) === 1, 'the taker’s unread total to count it');
  });

  if (backend === 'postgres') {
    test('a dropped listener closes the streams, reconnects, and delivers again', async () => {
      const { a, b, id } = await pair();
      const client = await stream(two(), b);
      await client.next((e) => e.event === 'unread');
      await (bus(1) as PgNotifyEventBus).dropConnectionForTest();
      await client.ended;
      // Reconnected after a 50 ms backoff: a new stream gets what the other instance posts.
      await eventually(() => (bus(1) as PgNotifyEventBus).listening, 'the listener to reconnect');
      const again = await stream(two(), b);
      await again.next((e) => e.event === 'unread');
      await call(one(), 'post.php', a, { conversation_id: id, content: 'after the reconnect' });
      const event = await again.next((e) => e.event === 'message');
      expect(again.data<MessageView>(event).content).toBe('after the reconnect');
      expect(await unread(two(), b)).toBeGreaterThan(0);
    });
  }

  test('closing the server ends open streams instead of waiting for them', async () => {
    const { b } = await pair();
    const client = await stream(two(), b);
    await client.next((e) => e.event === 'unread');
    two().closed = true;
    await two().app.close();
    await client.ended;
    expect(two().context.services.chat.streams.size).toBe(0);
  });
});
