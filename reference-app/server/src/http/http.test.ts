import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  form,
  multipart,
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
      setup(app, context, db) {
        app.get('/test/boom', async () => {
          throw new Error('relation "secret_table" does not exist at postgres://admin:hunter2@db');
        });
        // Real failing queries, on the real driver: a missing table, and a data exception whose
        // message quotes the (secret) parameter.
        app.get('/test/bad-sql', async () => {
          await sql`select * from secret_table where phone = ${'13700001111'}`.execute(db);
          return { code: 1, msg: 'ok', data: null };
        });
        app.get('/test/bad-cast', async () => {
          await sql`select ${'SECRETCAST42'}::integer as n`.execute(db);
          return { code: 1, msg: 'ok', data: null };
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

    test('a failing query answers a bare 500: no SQL, no table, no parameter', async () => {
      const { app } = t();
      for (const url of ['/test/bad-sql', '/test/bad-cast']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
        expect(response.statusCode).toBe(500);
        expect(body(response)).toEqual({
          code: 0,
          msg: 'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
          data: null,
        });
        expect(response.body).not.toMatch(/secret|select|relation|integer|13700001111|SECRETCAST42/i);
      }
      const logs = t().logs();
      expect(logs).toContain('unhandled error');
      expect(logs).not.toContain('13700001111');
      expect(logs).not.toContain('SECRETCAST42');
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
      ['no boundary', 'multipart/form-data', 'phone=13812345678'],
      [
        'cut short',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="phone"\r\n\r\n13812345678',
      ],
      ['garbage', 'multipart/form-data; boundary=xyz', 'garbage'],
      [
        'a broken part header',
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition\r\n\r\nx\r\n--xyz--\r\n',
      ],
    ])(
      'a malformed multipart body (%s) is a 400 envelope that writes nothing',
      async (_what, type, payload) => {
        const { app, db } = t();
        const me = await registerUser(t());
        const before = await countAll(db);
        for (const [url, headers] of [
          ['/api/sms/register', {}],
          ['/api/user/register', {}],
          ['/m/api/user/edit_info.php', bearer(me.token)],
        ] as const) {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': type },
            payload,
          });
          expect(response.statusCode, url).toBe(400);
          expect(body(response).code).toBe(0);
          expect(body(response).msg).toBeTruthy();
        }
        expect(await countAll(db)).toEqual(before);
        expect(t().logs()).not.toContain('Unexpected end of multipart');
        expect(t().logs()).not.toContain('Boundary not found');
      },
    );

    test('a form body over 1 MB is a 413 that says the request is too large', async () => {
      const { app, db } = t();
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: '13812345678', code: 'x'.repeat(1024 * 1024), session_id: 's' }),
      });
      expect(response.statusCode).toBe(413);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'The request is too large. The limit is 1 MB.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
    });

    test('more than one file is a 413 that says so', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      const before = await countAll(db);
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          { s_username: 'Two files' },
          [
            { field: 'face', filename: 'a.png', contentType: 'image/png', data: png },
            { field: 'face', filename: 'b.png', contentType: 'image/png', data: png },
          ],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(413);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'The request has too many fields or files. Send at most one file.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
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
      // Secrets in places a careless logger would print: an unknown path's query, a body that
      // fails to parse, multipart fields, a revoked bearer, a preflight.
      await app.inject({ method: 'GET', url: `/api/nothing?token=${newToken}&smsCode=${smsCode}` });
      await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { 'content-type': 'application/json' },
        payload: `{"phone":"${phone}","smsCode":"${smsCode}","registerToken":"${registerToken}"`,
      });
      await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...multipart({ token: newToken, code: captcha.code, smsCode }, [], bearer(token)),
      });
      await app.inject({
        method: 'OPTIONS',
        url: `/api/user/register?token=${newToken}`,
        headers: { origin: 'https://evil.example', authorization: `Bearer ${newToken}` },
      });

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

  describe('HTTPS behind a proxy', () => {
    const t = useTestApp(backend, { config: { trustProxy: true } });

    test('HSTS is sent over HTTPS only', async () => {
      const secure = await t().app.inject({
        method: 'GET',
        url: '/api/share/index',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await t().app.inject({ method: 'GET', url: '/api/share/index' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
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

    test('scripts carry no Content-Security-Policy (it applies to documents), still nosniff', async () => {
      const script = await t().app.inject({ method: 'GET', url: '/web/assets/index-B3kd9sQ1.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      // what a browser may render as a document keeps the policy, found or not
      for (const url of ['/web/favicon.svg', '/web/no-such-page']) {
        const response = await t().app.inject({ method: 'GET', url });
        expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      }
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

  describe('production without an SMS gateway', () => {
    const t = useTestApp(backend, { config: { production: true, nodeEnv: 'production', sandbox: false } });

    test('the server runs, /dev/outbox does not exist, and content calls work', async () => {
      const { app } = t();
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      const banners = await app.inject({ method: 'GET', url: '/api/banner/info?position=home' });
      expect(banners.statusCode).toBe(200);
    });

    test('asking for a code is a 503 envelope that writes nothing and leaves the captcha unspent', async () => {
      const { app, db } = t();
      const captcha = await app.inject({ method: 'GET', url: '/m/captcha/img64' });
      const { session_id } = body<{ session_id: string }>(captcha).data;
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: '13512345678', code: 'abcd', session_id }, { 'accept-language': 'zh-Hans' }),
      });
      expect(response.statusCode).toBe(503);
      expect(body(response)).toEqual({
        code: 0,
        msg: '短信暂时无法发送，暂不能获取验证码，请稍后再试',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
      const row = await db
        .selectFrom('captcha_sessions')
        .select('consumed_at')
        .where('session_id', '=', session_id)
        .executeTakeFirstOrThrow();
      expect(row.consumed_at).toBeNull();
      // Bad input is still a 400 first.
      const bad = await app.inject({ method: 'POST', url: '/api/sms/register', ...form({ phone: '1' }) });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('an SMS gateway that fails', () => {
    const failing: SmsProvider = {
      async send() {
        throw new Error('gateway said no');
      },
    };
    const t = useTestApp(backend, { deps: { sms: failing } });

    test('is a 503 envelope; no code is recorded and the captcha can be used again', async () => {
      const { app, db } = t();
      const captcha = await solveCaptcha(t());
      const before = await countAll(db);
      const request = () =>
        app.inject({
          method: 'POST',
          url: '/api/sms/register',
          ...form({ phone: '13512345678', code: captcha.code, session_id: captcha.session_id }),
        });
      const response = await request();
      expect(response.statusCode).toBe(503);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'Text messages cannot be sent right now, so sign-in codes are unavailable. Please try again later.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
      expect(t().logs()).toContain('provider unavailable');
      expect(t().logs()).toContain('gateway said no');
      // Nothing was spent: the same captcha reaches the gateway again (and fails again).
      expect((await request()).statusCode).toBe(503);
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
