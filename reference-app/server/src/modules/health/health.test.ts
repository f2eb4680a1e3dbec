import { describe, expect, test } from 'vitest';
import { backends, body, useTestApp } from '../../../test/helpers.js';
import { loadConfig } from '../../config.js';
import { missingProviders, providerReport } from '../../providers/report.js';

describe.each(backends())('health (%s)', (backend) => {
  describe('in the sandbox', () => {
    const t = useTestApp(backend);

    test('GET /healthz answers without touching anything', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(body(response)).toEqual({ code: 1, msg: 'ok', data: { status: 'ok' } });
    });

    test('GET /readyz: database reachable, migrations applied, providers knowingly in the sandbox', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(body(response).data).toEqual({
        ready: true,
        database: 'ok',
        pendingMigrations: [],
        providers: {
          sms: 'sandbox (sandbox)',
          identity: 'sandbox (sandbox)',
          pay: 'sandbox (sandbox)',
          idHashKey: 'sandbox (sandbox)',
          notifications: 'outbox (sandbox)',
          maps: 'offline (offline)',
          ocr: 'sandbox (sandbox)',
          payout: 'sandbox (sandbox)',
          wechat: 'sandbox (sandbox)',
        },
      });
    });
  });

  describe('with the sandbox off and no providers', () => {
    const t = useTestApp(backend, { config: { sandbox: false } });

    test('GET /readyz answers 503 and says which are missing; /healthz still answers', async () => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/readyz',
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(response.statusCode).toBe(503);
      const envelope = body<{ ready: boolean; providers: Record<string, string> }>(response);
      expect(envelope.code).toBe(0);
      expect(envelope.msg).toBe('服务正在启动或依赖尚未就绪，请稍后再试');
      expect(envelope.data).toMatchObject({
        ready: false,
        database: 'ok',
        providers: { sms: 'none (missing)', identity: 'none (missing)', pay: 'none (missing)' },
      });
      expect((await t().app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });
});

describe('providerReport', () => {
  test('production without variables lacks SMS, identity, payments, the ID hash key and payouts', () => {
    const missing = missingProviders(providerReport(loadConfig({ NODE_ENV: 'production' })));
    expect(missing.map((p) => p.name)).toEqual(['sms', 'identity', 'pay', 'idHashKey', 'payout']);
  });

  test('WeChat sign-in: real for the apps configured, optional otherwise', () => {
    const report = providerReport(
      loadConfig({
        NODE_ENV: 'production',
        WECHAT_MP_APPID: 'wx0000000000000002',
        WECHAT_MP_SECRET: 'secret',
        WECHAT_OA_APPID: 'wx0000000000000003',
        WECHAT_OA_SECRET: 'secret',
      }),
    );
    expect(report.find((p) => p.name === 'wechat')).toMatchObject({
      mode: 'real',
      adapter: 'mini+official',
      required: false,
    });
  });

  test('notifications: WeChat subscribe templates make them real without SMS', () => {
    const report = providerReport(
      loadConfig({
        NODE_ENV: 'production',
        WECHAT_SUBSCRIBE_APPID: 'wx0000000000000001',
        WECHAT_SUBSCRIBE_SECRET: 'secret',
        WECHAT_SUBSCRIBE_TEMPLATES: 'paid=t1:thing1,amount2;offer=t2:thing1,amount2',
      }),
    );
    expect(report.find((p) => p.name === 'notifications')).toMatchObject({
      mode: 'real',
      adapter: 'wechat:paid+offer',
    });
  });

  test('configured adapters are real; maps stay optional', () => {
    const report = providerReport(
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'tencent',
        SMS_ACCESS_KEY_ID: 'id',
        SMS_ACCESS_KEY_SECRET: 'secret',
        SMS_SIGN_NAME: '任务集市',
        SMS_TEMPLATE_REGISTER: '1110',
        SMS_SDK_APP_ID: '1400006666',
        SMS_TEMPLATE_PAID: '1111',
        IDENTITY_PROVIDER: 'aliyun',
        IDENTITY_ACCESS_KEY_ID: 'id',
        IDENTITY_ACCESS_KEY_SECRET: 'secret',
        ID_HASH_KEY: 'a-long-random-key',
      }),
    );
    expect(report.map((p) => `${p.name}=${p.adapter}(${p.mode})`)).toEqual([
      'sms=tencent(real)',
      'identity=aliyun(real)',
      'pay=none(missing)',
      'idHashKey=configured(real)',
      'notifications=sms:paid(real)',
      'maps=offline(offline)',
      'ocr=none(offline)',
      'payout=none(missing)',
      'wechat=none(offline)',
    ]);
  });
});
