import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  countRows,
  form,
  freshPhone,
  outbox,
  registerUser,
  requestSmsCode,
  solveCaptcha,
  useTestApp,
} from '../../../test/helpers.js';
import { CAPTCHA_TTL_S, SMS_CODE_TTL_S, TOKEN_TTL_S } from './service.js';

describe.each(backends())('auth on %s', (backend) => {
  const t = useTestApp(backend);

  describe('GET /m/captcha/img64', () => {
    test('returns an SVG data URL and a session, storing only a hash of the answer', async () => {
      const { app, db } = t();
      const before = await countRows(db, 'captcha_sessions');
      const response = await app.inject({ method: 'GET', url: '/m/captcha/img64' });
      expect(response.statusCode).toBe(200);
      const env = body<{ img: string; session_id: string; expires_in: number }>(response);
      expect(env.code).toBe(1);
      expect(env.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(env.data.img.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
      expect(env.data.expires_in).toBe(CAPTCHA_TTL_S);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await countRows(db, 'captcha_sessions')).toBe(before + 1);
      const answer = (await outbox(t())).captcha.find((c) => c.session_id === env.data.session_id)?.answer;
      expect(answer).toBeTruthy();
      const row = await db
        .selectFrom('captcha_sessions')
        .selectAll()
        .where('session_id', '=', env.data.session_id)
        .executeTakeFirstOrThrow();
      expect(row.answer_hash).not.toContain(answer);
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('POST /api/sms/register', () => {
    test('sends a 6-digit code with a good captcha; the answer is case-insensitive', async () => {
      const { app, db } = t();
      const phone = freshPhone();
      const captcha = await solveCaptcha(t());
      const before = await countRows(db, 'sms_codes');
      const response = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone, code: captcha.code.toUpperCase(), session_id: captcha.session_id }),
      });
      expect(response.statusCode).toBe(200);
      const env = body<{ registerToken: string; expires_in: number; resend_in: number }>(response);
      expect(env).toMatchObject({ code: 1, data: { expires_in: SMS_CODE_TTL_S, resend_in: 60 } });
      expect(env.data.registerToken.length).toBeGreaterThanOrEqual(40);
      expect(await countRows(db, 'sms_codes')).toBe(before + 1);
      const sms = (await outbox(t())).sms[0];
      expect(sms?.phone).toBe(phone);
      expect(sms?.code).toMatch(/^\d{6}$/);
      const row = await db
        .selectFrom('sms_codes')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(sms?.code ?? 'x');
    });

    test.each([
      [{ code: 'abcd', session_id: 's' }, 'phone', 'Please enter your phone number.'],
      [{ phone: '12345678901', code: 'abcd', session_id: 's' }, 'phone', 'Please enter a valid 11-digit'],
      [{ phone: '1381234567', code: 'abcd', session_id: 's' }, 'phone', 'Please enter a valid 11-digit'],
      [{ phone: '13812345678', session_id: 's' }, 'code', 'Please enter the picture code.'],
      [{ phone: '13812345678', code: 'abcd' }, 'session_id', 'Please enter the picture code session.'],
    ])('rejects %o with 400 naming the field (%s), writing nothing', async (fields, _field, message) => {
      const { app, db } = t();
      const before = await countAll(db);
      const response = await app.inject({ method: 'POST', url: '/api/sms/register', ...form(fields) });
      expect(response.statusCode).toBe(400);
      const env = body(response);
      expect(env.code).toBe(0);
      expect(env.data).toBeNull();
      expect(env.msg).toContain(message);
      expect(await countAll(db)).toEqual(before);
    });

    test('a wrong captcha answer is rejected and spends the captcha', async () => {
      const { app, db } = t();
      const phone = freshPhone();
      const captcha = await solveCaptcha(t());
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone, code: `${captcha.code}x`, session_id: captcha.session_id }),
      });
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong).msg).toBe('The picture code is wrong. Please get a new picture and try again.');
      const before = await countAll(db);
      const retry = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone, code: captcha.code, session_id: captcha.session_id }),
      });
      expect(retry.statusCode).toBe(400);
      expect(body(retry).msg).toContain('expired or was already used');
      expect(await countAll(db)).toEqual(before);
    });

    test('a captcha is single use even after a success', async () => {
      const { app } = t();
      const captcha = await solveCaptcha(t());
      const first = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: freshPhone(), code: captcha.code, session_id: captcha.session_id }),
      });
      expect(first.statusCode).toBe(200);
      const second = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: freshPhone(), code: captcha.code, session_id: captcha.session_id }),
      });
      expect(second.statusCode).toBe(400);
      expect(body(second).msg).toContain('expired or was already used');
    });

    test('a captcha expires after 300 s', async () => {
      const { app, clock } = t();
      const captcha = await solveCaptcha(t());
      clock.advance(CAPTCHA_TTL_S);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone: freshPhone(), code: captcha.code, session_id: captcha.session_id }),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('expired');
    });

    test('one SMS per phone per 60 s: 429 with Retry-After, then allowed again', async () => {
      const { app, clock, db } = t();
      const phone = freshPhone();
      await requestSmsCode(t(), phone);
      clock.advance(45);
      const captcha = await solveCaptcha(t());
      const before = await countRows(db, 'sms_codes');
      const tooSoon = await app.inject({
        method: 'POST',
        url: '/api/sms/register',
        ...form({ phone, code: captcha.code, session_id: captcha.session_id }),
      });
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.headers['retry-after']).toBe('15');
      expect(body(tooSoon)).toMatchObject({ code: 0, data: null });
      expect(body(tooSoon).msg).toContain('15 seconds');
      expect(await countRows(db, 'sms_codes')).toBe(before);
      clock.advance(15);
      await expect(requestSmsCode(t(), phone)).resolves.toMatchObject({
        smsCode: expect.stringMatching(/^\d{6}$/),
      });
    });
  });

  describe('POST /api/user/register', () => {
    test('creates the user on first sign-in and returns tokenInfo and user', async () => {
      const { app, db, clock } = t();
      const phone = freshPhone();
      const { registerToken, smsCode } = await requestSmsCode(t(), phone);
      const users = await countRows(db, 'users');
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      expect(response.statusCode).toBe(200);
      const env = body<{ tokenInfo: { token: string; exp: number }; user: Record<string, unknown> }>(
        response,
      );
      expect(env.code).toBe(1);
      expect(env.data.tokenInfo.exp).toBe(clock.unix() + TOKEN_TTL_S);
      expect(env.data.tokenInfo.token.length).toBeGreaterThanOrEqual(43);
      expect(env.data.user).toEqual({
        id: expect.any(Number),
        face: '',
        s_username: `user${phone.slice(-4)}`,
        smrz: 0,
        name: '',
        tel: phone,
        sfzid: '',
        share: 0.15,
      });
      expect(await countRows(db, 'users')).toBe(users + 1);
      const stored = await db.selectFrom('auth_tokens').select('token_hash').execute();
      expect(stored.some((r) => r.token_hash === env.data.tokenInfo.token)).toBe(false);
    });

    test('signs an existing user in without creating another account', async () => {
      const { db } = t();
      const first = await registerUser(t());
      t().clock.advance(61);
      const users = await countRows(db, 'users');
      const again = await registerUser(t(), first.phone);
      expect(again.user.id).toBe(first.user.id);
      expect(again.token).not.toBe(first.token);
      expect(await countRows(db, 'users')).toBe(users);
    });

    test('a sign-in racing another for the same new phone joins that account instead of failing', async () => {
      const { app, db, clock } = t();
      const phone = freshPhone();
      const code = await requestSmsCode(t(), phone);
      let racing: Promise<LightMyRequestResponse> | undefined;
      // Another sign-in has inserted the account but not committed yet: on PostgreSQL this
      // request's insert waits for it, then must find the phone taken, not fail with a 500.
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('users')
          .values({ phone, s_username: 'first', created_at: clock.unix(), updated_at: clock.unix() })
          .execute();
        racing = app.inject({ method: 'POST', url: '/api/user/register', ...form({ phone, ...code }) });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      if (!racing) throw new Error('the racing request was not sent');
      const response = await racing;
      expect(response.statusCode).toBe(200);
      expect(body<{ user: { s_username: string } }>(response).data.user.s_username).toBe('first');
      expect(await db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
    });

    test('keeps captain_id only when it names an existing user', async () => {
      const { db } = t();
      const captain = await registerUser(t());
      const invited = await registerUser(t(), freshPhone(), { captain_id: String(captain.user.id) });
      const ghost = await registerUser(t(), freshPhone(), { captain_id: '99999999' });
      const junk = await registerUser(t(), freshPhone(), { captain_id: 'abc' });
      const rows = await db
        .selectFrom('users')
        .select(['id', 'captain_id'])
        .where('id', 'in', [invited.user.id, ghost.user.id, junk.user.id])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.captain_id)).toEqual([captain.user.id, null, null]);
    });

    test('the code is single use', async () => {
      const { app } = t();
      const phone = freshPhone();
      const { registerToken, smsCode } = await requestSmsCode(t(), phone);
      const ok = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      expect(ok.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      expect(again.statusCode).toBe(400);
      expect(body(again).msg).toBe(
        'This SMS code has expired or was already used. Please request a new one.',
      );
    });

    test('the code expires after 600 s', async () => {
      const { app, clock } = t();
      const phone = freshPhone();
      const { registerToken, smsCode } = await requestSmsCode(t(), phone);
      clock.advance(SMS_CODE_TTL_S);
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('expired');
    });

    test('five wrong codes kill the code, even the right one afterwards', async () => {
      const { app, db } = t();
      const phone = freshPhone();
      const { registerToken, smsCode } = await requestSmsCode(t(), phone);
      const wrong = smsCode === '000000' ? '111111' : '000000';
      const before = await countAll(db);
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/register',
          ...form({ phone, smsCode: wrong, registerToken }),
        });
        expect(response.statusCode).toBe(400);
        messages.push(body(response).msg);
      }
      expect(messages.slice(0, 4)).toEqual(
        [4, 3, 2, 1].map((n) => `The SMS code is wrong. You have ${n} more tries.`),
      );
      expect(messages[4]).toBe('Too many wrong codes. Please request a new SMS code.');
      const right = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone, smsCode, registerToken }),
      });
      expect(right.statusCode).toBe(400);
      expect(body(right).msg).toBe('Too many wrong codes. Please request a new SMS code.');
      expect(await countAll(db)).toEqual(before);
    });

    test('the register token is bound to its phone', async () => {
      const { app, db } = t();
      const { registerToken, smsCode } = await requestSmsCode(t(), freshPhone());
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...form({ phone: freshPhone(), smsCode, registerToken }),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toContain('not valid for this phone number');
      expect(await countAll(db)).toEqual(before);
    });

    test.each([
      [{ smsCode: '123456', registerToken: 'x' }, 'Please enter your phone number.'],
      [{ phone: '13812345678', registerToken: 'x' }, 'Please enter the SMS code.'],
      [{ phone: '13812345678', smsCode: '12345', registerToken: 'x' }, 'The SMS code is 6 digits.'],
      [{ phone: '13812345678', smsCode: '123456' }, 'Please enter the sign-in request token.'],
    ])('rejects %o with 400 and writes nothing', async (fields, message) => {
      const { app, db } = t();
      const before = await countAll(db);
      const response = await app.inject({ method: 'POST', url: '/api/user/register', ...form(fields) });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ code: 0, msg: message, data: null });
      expect(await countAll(db)).toEqual(before);
    });
  });

  describe('tokens', () => {
    test('a token works until it expires after 30 days', async () => {
      const { app, clock } = t();
      const user = await registerUser(t());
      const fine = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(fine.statusCode).toBe(200);
      clock.advance(TOKEN_TTL_S - 1);
      const lastSecond = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(lastSecond.statusCode).toBe(200);
      clock.advance(1);
      const expired = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(expired.statusCode).toBe(401);
      expect(body(expired)).toEqual({
        code: 0,
        msg: 'Your sign-in has expired. Please sign in again.',
        data: null,
      });
    });

    test('missing or unknown tokens answer 401', async () => {
      const { app } = t();
      const none = await app.inject({ method: 'GET', url: '/api/user/personalInfo' });
      expect(none.statusCode).toBe(401);
      expect(body(none).msg).toBe('Please sign in first.');
      const bogus = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer('nope'),
      });
      expect(bogus.statusCode).toBe(401);
      const basic = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.statusCode).toBe(401);
    });

    test('refresh issues a new token and revokes the old one', async () => {
      const { app, db, clock } = t();
      const user = await registerUser(t());
      clock.advance(3600);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({ token: user.token }, bearer(user.token)),
      });
      expect(response.statusCode).toBe(200);
      const env = body<{ tokenInfo: { token: string; exp: number } }>(response);
      expect(env.data.tokenInfo.exp).toBe(clock.unix() + TOKEN_TTL_S);
      expect(env.data.tokenInfo.token).not.toBe(user.token);
      const old = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(old.statusCode).toBe(401);
      const fresh = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(env.data.tokenInfo.token),
      });
      expect(fresh.statusCode).toBe(200);
      expect(body<{ id: number }>(fresh).data.id).toBe(user.user.id);
      const rows = await db
        .selectFrom('auth_tokens')
        .select('revoked_at')
        .where('user_id', '=', user.user.id)
        .execute();
      expect(rows.filter((r) => r.revoked_at === null)).toHaveLength(1);
    });

    test('refresh needs the bearer and the same token in the body', async () => {
      const { app, db } = t();
      const user = await registerUser(t());
      const other = await registerUser(t());
      const before = await countAll(db);
      const noBearer = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({ token: user.token }),
      });
      expect(noBearer.statusCode).toBe(401);
      const noBody = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({}, bearer(user.token)),
      });
      expect(noBody.statusCode).toBe(400);
      expect(body(noBody).msg).toBe('Please enter the token.');
      const mismatch = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({ token: other.token }, bearer(user.token)),
      });
      expect(mismatch.statusCode).toBe(400);
      expect(body(mismatch).msg).toBe('The token to refresh must be the one you are signed in with.');
      expect(await countAll(db)).toEqual(before);
      const still = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(still.statusCode).toBe(200);
    });

    test('logout revokes the token', async () => {
      const { app } = t();
      const user = await registerUser(t());
      const out = await app.inject({
        method: 'POST',
        url: '/m/api/user/logout.php',
        headers: bearer(user.token),
      });
      expect(out.statusCode).toBe(200);
      expect(body(out)).toEqual({ code: 1, msg: 'ok', data: null });
      const after = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(user.token),
      });
      expect(after.statusCode).toBe(401);
      const twice = await app.inject({
        method: 'POST',
        url: '/m/api/user/logout.php',
        headers: bearer(user.token),
      });
      expect(twice.statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/m/api/user/refresh_token.php',
        ...form({ token: user.token }, bearer(user.token)),
      });
      expect(refresh.statusCode).toBe(401);
    });

    test('logout without a token is 401', async () => {
      const { app } = t();
      const response = await app.inject({ method: 'POST', url: '/m/api/user/logout.php' });
      expect(response.statusCode).toBe(401);
      expect(body(response).code).toBe(0);
    });
  });

  describe('purgeExpired', () => {
    test('removes only rows that expired more than a day ago', async () => {
      const { db, clock, context } = t();
      const user = await registerUser(t());
      await solveCaptcha(t());
      await registerUser(t());
      clock.advance(TOKEN_TTL_S + 24 * 3600 + 1);
      const fresh = await registerUser(t());
      const before = await countAll(db);
      const removed = await context.services.auth.purgeExpired();
      expect(removed.tokens).toBeGreaterThanOrEqual(2);
      expect(removed.captchas).toBeGreaterThanOrEqual(3);
      expect(removed.smsCodes).toBeGreaterThanOrEqual(2);
      const after = await countAll(db);
      expect(after.users).toBe(before.users);
      expect(after.auth_tokens).toBe(before.auth_tokens - removed.tokens);
      const remaining = await db.selectFrom('auth_tokens').select('user_id').execute();
      expect(remaining.map((r) => r.user_id)).toContain(fresh.user.id);
      expect(remaining.map((r) => r.user_id)).not.toContain(user.user.id);
      const stillWorks = await t().app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(fresh.token),
      });
      expect(stillWorks.statusCode).toBe(200);
    });
  });
});
