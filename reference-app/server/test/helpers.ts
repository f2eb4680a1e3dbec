import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import type { Clock } from '../src/clock.js';
import { type Config, loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import { type Database, type Db, openPGliteSnapshot, openPostgres } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrations.js';
import { PGliteDialect } from '../src/db/pglite-dialect.js';
import { seedIfEmpty } from '../src/db/seed.js';
import type { OutboxNotification } from '../src/providers/outbox.js';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A clock the test moves by hand. Starts at a fixed instant so runs are reproducible. */
export class TestClock implements Clock {
  ms = Date.UTC(2026, 10, 1, 9, 0, 0);
  now(): number {
    return this.ms;
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  unix(): number {
    return Math.floor(this.ms / 1000);
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_TIME = Math.floor(Date.UTC(2026, 9, 1) / 1000);

/** Files that shape the snapshot: the db folder and every migration or seed file elsewhere in src. */
function schemaFiles(): string[] {
  const db = readdirSync(path.join(serverRoot, 'src/db')).map((name) => `src/db/${name}`);
  const elsewhere = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /(^|\/)[^/]*(migration|seed)[^/]*\.ts$/.test(name) && !name.startsWith('db/'))
    .map((name) => `src/${name}`);
  return [...db, ...elsewhere].filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).sort();
}

/** The schema snapshot's cache key: changes whenever a migration, the schema or the seed changes. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of schemaFiles()) {
    hash.update(file);
    hash.update(readFileSync(path.join(serverRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * initdb costs seconds, so the migrated and seeded database is built once, dumped to a tarball
 * in the temp dir, and every test file starts its own in-memory copy from it.
 */
export async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `marketplace-server-db-${snapshotKey()}.tar.gz`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    await seedIfEmpty(db, SEED_TIME);
    const dump = await pglite.dumpDataDir('gzip');
    await db.destroy();
    const bytes = Buffer.from(await dump.arrayBuffer());
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, file);
    return new Blob([bytes]);
  }
}

async function openTestDatabase(backend: Backend): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const { db } = await openPGliteSnapshot(await pgliteSnapshot());
    return { db, drop: async () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `mp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openPostgres(url, { searchPath: schema, max: 4 });
  await migrateToLatest(db, schema);
  await seedIfEmpty(db, SEED_TIME);
  return {
    db,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  backend: Backend;
  app: FastifyInstance;
  context: AppContext;
  db: Db;
  clock: TestClock;
  config: Config;
  /** Every log line written so far, as raw text. */
  logs(): string;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  deps?: Pick<AppDeps, 'sms' | 'storage' | 'pay' | 'payerOpenId' | 'identity' | 'notificationChannels'>;
  /** Runs before the app is ready: add test-only routes here. */
  setup?: (app: FastifyInstance, context: AppContext, db: Db) => void;
}

const HIGH_LIMITS = {
  captcha: { max: 10_000, windowMs: 60_000 },
  sms: { max: 10_000, windowMs: 60_000 },
  register: { max: 10_000, windowMs: 60_000 },
};

/** Builds the real app over a fresh database for the enclosing describe block. */
export function useTestApp(backend: Backend, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'mp-server-test-'));
    const opened = await openTestDatabase(backend);
    drop = opened.drop;
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      dataDir,
      webDist: path.join(dataDir, 'no-web-build'),
      corsOrigins: ['https://partner.example'],
      rateLimits: HIGH_LIMITS,
      ...options.config,
    };
    const chunks: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
    const clock = new TestClock();
    const { app, context } = buildApp(config, { db: opened.db, clock, logStream, ...options.deps });
    options.setup?.(app, context, opened.db);
    await app.ready();
    current = { backend, app, context, db: opened.db, clock, config, logs: () => chunks.join('') };
  });

  afterAll(async () => {
    await current?.app.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!current) throw new Error('test app not ready');
    return current;
  };
}

export interface Envelope<T = unknown> {
  code: 0 | 1;
  msg: string;
  data: T;
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

/** A form-encoded request body with its content type. */
export function form(
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): {
  payload: string;
  headers: Record<string, string>;
} {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
  return {
    payload: params.toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** A multipart/form-data body with text fields and files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[] = [],
  headers: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mptest${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export type TableName = keyof Database;

export async function countRows(db: Db, table: TableName): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Row counts of every table, to prove a rejected request wrote nothing. */
export async function countAll(db: Db): Promise<Record<TableName, number>> {
  const tables: TableName[] = [
    'users',
    'auth_tokens',
    'captcha_sessions',
    'sms_codes',
    'categories',
    'banners',
    'share_configs',
    'agreements',
    'contracts',
    'uploads',
  ];
  const counts = {} as Record<TableName, number>;
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

interface Outbox {
  sms: { phone: string; code: string; sent_at: number }[];
  captcha: { session_id: string; answer: string; created_at: number }[];
  notifications: OutboxNotification[];
}

export async function outbox(t: TestApp): Promise<Outbox> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  return body<Outbox>(response).data;
}

/** A fresh captcha and its answer, read from the sandbox outbox. */
export async function solveCaptcha(t: TestApp): Promise<{ session_id: string; code: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/m/captcha/img64' });
  const { session_id } = body<{ session_id: string }>(response).data;
  const entry = (await outbox(t)).captcha.find((c) => c.session_id === session_id);
  if (!entry) throw new Error('captcha answer not in outbox');
  return { session_id, code: entry.answer };
}

/** Requests an SMS code for `phone` through the real captcha flow; returns the token and the code. */
export async function requestSmsCode(
  t: TestApp,
  phone: string,
): Promise<{ registerToken: string; smsCode: string }> {
  const captcha = await solveCaptcha(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sms/register',
    ...form({ phone, code: captcha.code, session_id: captcha.session_id }),
  });
  const env = body<{ registerToken: string }>(response);
  if (env.code !== 1) throw new Error(`sms request failed: ${response.statusCode} ${env.msg}`);
  const sms = (await outbox(t)).sms.find((s) => s.phone === phone);
  if (!sms) throw new Error('sms not in outbox');
  return { registerToken: env.data.registerToken, smsCode: sms.code };
}

let phoneCounter = 0;

/** A mainland mobile number not used before in this process. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface SignedIn {
  token: string;
  exp: number;
  user: { id: number; s_username: string; tel: string; face: string };
  phone: string;
}

/** Signs a user in through captcha, SMS and register, exactly as a client would. */
export async function registerUser(
  t: TestApp,
  phone: string = freshPhone(),
  extra: Record<string, string> = {},
): Promise<SignedIn> {
  const { registerToken, smsCode } = await requestSmsCode(t, phone);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    ...form({ phone, smsCode, registerToken, ...extra }),
  });
  const env = body<{ tokenInfo: { token: string; exp: number }; user: SignedIn['user'] }>(response);
  if (env.code !== 1) throw new Error(`register failed: ${response.statusCode} ${env.msg}`);
  return { token: env.data.tokenInfo.token, exp: env.data.tokenInfo.exp, user: env.data.user, phone };
}
