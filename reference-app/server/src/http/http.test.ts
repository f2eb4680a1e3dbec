import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  form,
  outbox,
  registerUser,
  requestSmsCode,
  solveCaptcha,
  useTestApp,
} from '../../test/helpers.js';
import type { SmsMessage, SmsProvider } from '../providers/sms.js';
import { requireRole } from './auth.js';

class RecordingSms implements SmsProvider {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}

const webDist = mkdtempSync(path.join(tmpdir(), 'mp-web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Marketplace</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'index-B3kd9sQ1.js'), 'console.log("app");');

describe.each(backends())('http layer on %s', (backend) => {
  describe('errors, languages, headers, logs', () => {
    const t = useTestApp(backend, {
      setup(app, context) {
        app.get('/test/boom', async () => {
          throw new Error('relation "secret_table" does not exist at postgres://admin:hunter2@db');
        });
        app.get('/test/kefu-only', { preHandler: [context.authenticate, requireRole('kefu')] }, async () => ({
          code: 1,
          msg: 'ok',
          data: 'welcome',
        }));
      },
    });

    test('a 500 never shows internals, in the caller’s language', async () => {
      const { app } = t();
      const response = await app.inject({ method: 'GET', url: '/test/boom' });
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'Something went wrong on our side. Please try again later.',
        data: null,
      });
      expect(response.body).not.toMatch(/secret|hunter2|postgres|stack/);
      const zh = await app.inject({
        method: 'GET',
        url: '/test/boom',
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(body(zh).msg).toBe('服务器开小差了，请稍后再试。');
    });

    test('unknown paths answer a 404 envelope', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ code: 0, msg: 'This address does not exist.', data: null });
    });

    test('a malformed body is a 400 envelope', async () => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/sms/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone":',
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(0);
      const xml = await t().app.inject({
        method: 'POST',
        url: '/api/sms/register',
        headers: { 'content-type': 'application/xml' },
        payload: '<phone/>',
      });
      expect(xml.statusCode).toBe(415);
      expect(body(xml).code).toBe(0);
    });

    test.each([
      ['zh-CN,zh;q=0.9,en;q=0.8', '请输入手机号码'],
      ['zh-Hans', '请输入手机号码'],
      ['zh-TW', '請輸入手機號碼'],
      ['zh-Hant-HK', '請輸入手機號碼'],
      ['es-ES,es;q=0.9', 'Introduce tu número de teléfono.'],
      ['fr-CA', 'Veuillez saisir votre numéro de téléphone.'],
      ['de-DE,fr;q=0.5', 'Veuillez saisir votre numéro de téléphone.'],
      ['de-DE', 'Please enter your phone number.'],
      ['en;q=0.1,es;q=0.9', 'Introduce tu número de teléfono.'],
    ])('Accept-Language %s picks the message language', async (language, message) => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ code: 'abcd', session_id: 'x' }, { 'accept-language': language }),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(message);
    });

    test('security headers on API responses', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/share/index' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });

    test('the kefu role guard lets the kefu through and refuses a plain user', async () => {
      const { app } = t();
      const kefu = await registerUser(t(), '13800000000');
      const user = await registerUser(t());
      const asKefu = await app.inject({ method: 'GET', url: '/test/kefu-only', headers: bearer(kefu.token) });
      expect(asKefu.statusCode).toBe(200);
      const asUser = await app.inject({ method: 'GET', url: '/test/kefu-only', headers: bearer(user.token) });
      expect(asUser.statusCode).toBe(403);
      expect(body(asUser)).toEqual({ code: 0, msg: 'You do not have permission to do this.', data: null });
      const anonymous = await app.inject({ method: 'GET', url: '/test/kefu-only' });
      expect(anonymous.statusCode).toBe(401);
    });

    test('logs never contain tokens, codes, captcha answers or phone numbers', async () => {
      const { app } = t();
      const phone = '13712345678';
      const captcha = await solveCaptcha(t());
      const { registerToken, smsCode } = await requestSmsCode(t(), phone);
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      const token = body<{ tokenInfo: { token: string } }>(signedIn).data.tokenInfo.token;
      const refreshed = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({ token }, bearer(token)),
      });
      const newToken = body<{ tokenInfo: { token: string } }>(refreshed).data.tokenInfo.token;
      await app.inject({
        method: 'GET',
        url: `/api/banner/info?position=home&phone=${phone}&token=${newToken}`,
      });
      await app.inject({ method: 'GET', url: '/test/boom', headers: bearer(newToken) });

      const logs = t().logs();
      expect(logs).toContain('sandbox sms recorded');
      expect(logs).toContain('137****5678');
      expect(logs).toContain('incoming request');
      for (const secret of [
        phone,
        smsCode,
        registerToken,
        token,
        newToken,
        captcha.code,
        captcha.session_id,
      ]) {
        expect(logs).not.toContain(secret);
      }
    });
  });

  describe('CORS', () => {
    const t = useTestApp(backend, { config: { corsOrigins: ['https://partner.example'] } });

    test('echoes an allowed origin', async () => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/share/index',
        headers: { origin: 'https://partner.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(response.headers.vary).toContain('Origin');
    });

    test('does not allow other origins', async () => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/share/index',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.vary).toContain('Origin');
    });

    test('answers preflight for allowed origins with the headers the SDK sends', async () => {
      const response = await t().app.inject({
        method: 'OPTIONS',
        url: '/m/api/user/edit_info.php',
        headers: {
          origin: 'https://partner.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, accept-language',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(response.headers['access-control-allow-headers']).toMatch(/Accept-Language/);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
    });

    test('refuses preflight from other origins', async () => {
      const response = await t().app.inject({
        method: 'OPTIONS',
        url: '/api/user/register',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(body(response).code).toBe(0);
    });
  });

  describe('rate limits', () => {
    const t = useTestApp(backend, {
      config: {
        rateLimits: {
          captcha: { max: 3, windowMs: 60_000 },
          sms: { max: 2, windowMs: 60_000 },
          register: { max: 2, windowMs: 60_000 },
        },
      },
    });

    test('captcha: over the limit is 429 with Retry-After until the window ends', async () => {
      const { app, clock, db } = t();
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/m/captcha/img64' })).statusCode).toBe(200);
      }
      clock.advance(20);
      const before = await countAll(db);
      const limited = await app.inject({ method: 'GET', url: '/m/captcha/img64' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('40');
      expect(body(limited)).toEqual({
        code: 0,
        msg: 'Too many requests. Please try again in 40 seconds.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
      clock.advance(40);
      expect((await app.inject({ method: 'GET', url: '/m/captcha/img64' })).statusCode).toBe(200);
    });

    test('register: limited per client address', async () => {
      const { app } = t();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({ method: 'POST', url: '/api/user/register', ...form({}) });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '10.0.0.9',
        ...form({}),
      });
      expect(elsewhere.statusCode).toBe(400);
    });
  });

  describe('static web app', () => {
    const t = useTestApp(backend, { config: { webDist } });

    test('/ redirects to /web/', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/web/');
    });

    test('/web/ and /web/index.html serve index.html without caching, under a strict CSP', async () => {
      for (const url of ['/web/', '/web/index.html']) {
        const response = await t().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['cache-control']).toBe('no-cache');
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).toContain('frame-ancestors');
      }
    });

    test('hashed assets are cached for a year', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/web/assets/index-B3kd9sQ1.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  describe('static web app not built', () => {
    const t = useTestApp(backend);

    test('/web/ answers 503 telling to run npm run build', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/web/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
    });
  });

  describe('production', () => {
    const sms = new RecordingSms();
    const t = useTestApp(backend, {
      config: { production: true, nodeEnv: 'production', sandbox: false },
      deps: { sms },
    });

    test('/dev/outbox does not exist', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe(0);
    });

    test('captchas still work, and a wrong answer sends nothing through the real provider', async () => {
      const { app } = t();
      const captcha = await app.inject({ method: 'GET', url: '/m/captcha/img64' });
      expect(captcha.statusCode).toBe(200);
      const { session_id } = body<{ session_id: string }>(captcha).data;
      const response = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: '13512345678', code: 'zzzzzz', session_id }),
      });
      expect(response.statusCode).toBe(400);
      expect(sms.sent).toHaveLength(0);
    });
  });

  describe('sandbox outbox', () => {
    const t = useTestApp(backend);

    test('lists the latest SMS codes and captcha answers, newest first', async () => {
      const first = await requestSmsCode(t(), '13600000001');
      const second = await requestSmsCode(t(), '13600000002');
      const box = await outbox(t());
      expect(box.sms.slice(0, 2).map((s) => [s.phone, s.code])).toEqual([
        ['13600000002', second.smsCode],
        ['13600000001', first.smsCode],
      ]);
      expect(box.captcha.length).toBeGreaterThanOrEqual(2);
    });
  });
});
