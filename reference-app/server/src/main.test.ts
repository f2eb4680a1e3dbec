import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { backends } from '../test/helpers.js';
import {
  call,
  ensureCompiledServer,
  freePort,
  launch,
  PROCESS_TEST_TIMEOUT_MS,
  type Running,
  type ServerBuild,
  signIn,
  start,
  stop,
} from '../test/process.js';

describe.each(backends())('the server process on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-main-test-'));
  const schema = `mp_main_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl =
    backend === 'postgres'
      ? `${process.env.TEST_DATABASE_URL}${process.env.TEST_DATABASE_URL?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
      : undefined;
  const running: Running[] = [];

  async function startHere(
    env: Record<string, string> = {},
    build: ServerBuild = 'source',
  ): Promise<Running> {
    const server = await start(
      {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      },
      build,
    );
    running.push(server);
    return server;
  }

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  if (backend === 'postgres') {
    test('prepare an empty schema', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
    });
  }

  let token = '';
  const phone = '13911112222';

  test(
    'first start: migrates, seeds, serves, signs in through the sandbox, stops on SIGTERM',
    async () => {
      const server = await startHere({ NODE_ENV: 'development' });
      const agreements = await call<{ list: unknown[] }>(server, 'GET', '/api/agreement/list');
      expect(agreements.status).toBe(200);
      expect(agreements.body.data.list).toHaveLength(2);
      // npm start's first run: the demo marketplace is there before the first visitor.
      expect(server.output()).toContain('Demo marketplace seeded: 30 open orders');
      const hall = await call<{ list: unknown[]; has_more: boolean }>(server, 'GET', '/api/goods_order/hall');
      expect(hall.body.data.list).toHaveLength(20);
      expect(hall.body.data.has_more).toBe(true);
      token = await signIn(server, phone);
      const edited = await call<{ s_username: string }>(
        server,
        'POST',
        '/m/api/user/edit_info.php',
        { s_username: 'Persisted' },
        token,
      );
      expect(edited.body.data.s_username).toBe('Persisted');
      if (backend === 'pglite') {
        expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
        // A second server on the same data directory refuses to start instead of corrupting it.
        const second = launch({ DATA_DIR: dataDir, PORT: String(await freePort()) });
        const timer = setTimeout(() => second.child.kill('SIGTERM'), 30_000);
        const code = await second.exited;
        clearTimeout(timer);
        expect(code, second.output()).toBe(1);
        expect(second.output()).toContain('in use by process');
      }
      expect(await stop(server)).toBe(0);
      expect(server.output()).toContain('"signal":"SIGTERM"');
      expect(server.output()).not.toContain(token);
      expect(server.output()).not.toContain(phone);
      if (backend === 'pglite') expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'a production start without its providers refuses before opening the database, naming the variables',
    async () => {
      const refused = launch({ DATA_DIR: dataDir, NODE_ENV: 'production', PORT: String(await freePort()) });
      const timer = setTimeout(() => refused.child.kill('SIGTERM'), 60_000);
      const code = await refused.exited;
      clearTimeout(timer);
      expect(code, refused.output()).toBe(1);
      const output = refused.output();
      expect(output).toContain('refusing to start in production: required providers are missing');
      for (const variable of ['SMS_PROVIDER', 'IDENTITY_PROVIDER', 'PAY_PROVIDER=wechat', 'ID_HASH_KEY']) {
        expect(output).toContain(variable);
      }
      expect(output).not.toContain('Marketplace server listening');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  test(
    'restart in production, compiled, with real providers on the same data: data kept, no outbox, ready, the captcha still checked first',
    async () => {
      // Real adapters pointed at a closed local port: nothing leaves the machine.
      const closed = `http://127.0.0.1:${await freePort()}`;
      const keys = (name: string) => {
        const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const privatePath = path.join(dataDir, `${name}-private.pem`);
        const publicPath = path.join(dataDir, `${name}-public.pem`);
        writeFileSync(privatePath, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
        writeFileSync(publicPath, pair.publicKey.export({ type: 'spki', format: 'pem' }));
        return { privatePath, publicPath };
      };
      const merchant = keys('merchant');
      const platform = keys('platform');
      const hashKeyFile = path.join(dataDir, 'id-hash-key');
      writeFileSync(hashKeyFile, 'production-id-hash-key-from-a-file\n');
      // Production runs the compiled JavaScript, not the TypeScript through tsx.
      ensureCompiledServer();
      const server = await startHere(
        {
          NODE_ENV: 'production',
          ID_HASH_KEY_FILE: hashKeyFile,
          SMS_PROVIDER: 'aliyun',
          SMS_ACCESS_KEY_ID: 'test-id',
          SMS_ACCESS_KEY_SECRET: 'test-secret',
          SMS_SIGN_NAME: '任务集市',
          SMS_TEMPLATE_REGISTER: 'SMS_1',
          SMS_ENDPOINT: closed,
          IDENTITY_PROVIDER: 'tencent',
          IDENTITY_ACCESS_KEY_ID: 'test-id',
          IDENTITY_ACCESS_KEY_SECRET: 'test-secret',
          IDENTITY_ENDPOINT: closed,
          PAY_PROVIDER: 'wechat',
          WECHAT_PAY_MCHID: '1900000001',
          WECHAT_PAY_APPID: 'wx0000000000000001',
          WECHAT_PAY_SERIAL_NO: 'SERIAL',
          WECHAT_PAY_PRIVATE_KEY_PATH: merchant.privatePath,
          WECHAT_PAY_APIV3_KEY: randomBytes(16).toString('hex'),
          WECHAT_PAY_PUBLIC_KEY_PATH: platform.publicPath,
          WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_TEST',
          WECHAT_PAY_NOTIFY_URL: 'https://market.example/api/pay/notify/wechat',
        },
        'compiled',
      );
      expect(server.output()).toContain(
        'Providers: sms=aliyun(real) identity=tencent(real) pay=wechat(real) idHashKey=configured(real)',
      );
      const ready = await call<{ ready: boolean }>(server, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.data.ready).toBe(true);
      const outbox = await call(server, 'GET', '/dev/outbox');
      expect(outbox.status).toBe(404);
      expect(outbox.body.code).toBe(0);
      const me = await call<{ s_username: string; tel: string }>(
        server,
        'GET',
        '/api/user/personalInfo',
        undefined,
        token,
      );
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ s_username: 'Persisted', tel: phone });
      const banners = await call<unknown[]>(server, 'GET', '/api/banner/info?position=home');
      expect(banners.body.data).toHaveLength(3);
      expect(server.output()).not.toContain('Demo marketplace seeded');
      const captcha = await call<{ session_id: string }>(server, 'GET', '/m/captcha/img64');
      const sms = await call(server, 'POST', '/api/sms/register', {
        phone,
        code: 'abcd',
        session_id: captcha.body.data.session_id,
      });
      // The captcha is checked first: a wrong answer is a 400 before the gateway is asked.
      expect(sms.status).toBe(400);
      expect(await stop(server)).toBe(0);
      expect(server.output()).not.toContain('test-secret');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
