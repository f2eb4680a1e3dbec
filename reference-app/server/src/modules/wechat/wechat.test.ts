import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  form,
  freshPhone,
  registerUser,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { SANDBOX_MINI_APPID, SANDBOX_OFFICIAL_APPID, WechatSandbox } from '../../providers/wechat-sandbox.js';
import { WechatService } from './service.js';
import { jsapiSignature } from './signing.js';

interface SignIn {
  status: 'signed_in' | 'bound' | 'not_bound';
  tokenInfo: { token: string; exp: number } | null;
  user: { id: number; tel: string } | null;
  login_code?: string | null;
}

async function devCode(t: TestApp, fields: Record<string, string>): Promise<string> {
  const page = await t.app.inject({ method: 'POST', url: '/dev/wechat/code', ...form(fields) });
  const code = /<output id="code">([0-9a-f]+)<\/output>/.exec(page.body)?.[1];
  if (!code) throw new Error(`no code: ${page.body}`);
  return code;
}

const post = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url, ...form(fields, headers) });

/** Where the callback's page goes on to (its meta refresh). */
function continued(response: LightMyRequestResponse): URL {
  expect(response.statusCode).toBe(200);
  const href = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(response.body)?.[1] ?? '';
  return new URL(href.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))));
}

/** The browser's round trip: redirect call, the sandbox's OAuth page, the callback; the ticket it brings back. */
async function oauthRoundTrip(t: TestApp, person: string, nonce = 'browser-nonce-0123456789') {
  const started = body<{ url: string }>(
    await post(t, '/api/wechat.OfficialAccount/redirect', { scopes: 'snsapi_userinfo', nonce }),
  );
  const authorize = new URL(started.data.url);
  expect(authorize.pathname).toBe('/dev/wechat/authorize');
  const page = await t.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
  expect(page.body).toContain('Allow');
  const allowed = continued(
    await post(t, '/dev/wechat/authorize', {
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
      choice: 'allow',
      person,
    }),
  );
  expect(allowed.pathname).toBe('/api/wechat.OfficialAccount/callback');
  const back = continued(await t.app.inject({ method: 'GET', url: `${allowed.pathname}${allowed.search}` }));
  const [, route = ''] = back.hash.split('?');
  return { back, params: new URLSearchParams(route), nonce };
}

describe.each(backends())('WeChat sign-in on %s', (backend) => {
  const t = useTestApp(backend);

  describe('mini program', () => {
    test('not bound, then registered with the phone code (inviter kept), then signed in directly', async () => {
      const inviter = await registerUser(t());
      const phone = freshPhone();
      const first = body<SignIn>(
        await post(t(), '/api/wechat.MiniProgram/login', {
          code: await devCode(t(), { kind: 'login', person: `mini-${phone}` }),
        }),
      );
      expect(first.data).toMatchObject({ status: 'not_bound', tokenInfo: null, user: null });
      expect(first.data.login_code).toMatch(/^[\w-]{32}$/);
      const registered = body<SignIn>(
        await post(t(), '/api/wechat.MiniProgram/register', {
          login_code: first.data.login_code ?? '',
          phone_code: await devCode(t(), { kind: 'phone', phone }),
          captain_id: String(inviter.user.id),
        }),
      );
      expect(registered.data.status).toBe('signed_in');
      expect(registered.data.user?.tel).toBe(phone);
      const user = await t()
        .db.selectFrom('users')
        .selectAll()
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow();
      expect(user.captain_id).toBe(inviter.user.id);
      const me = await t().app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(registered.data.tokenInfo?.token ?? ''),
      });
      expect(me.statusCode).toBe(200);
      const again = body<SignIn>(
        await post(t(), '/api/wechat.MiniProgram/login', {
          code: await devCode(t(), { kind: 'login', person: `mini-${phone}` }),
        }),
      );
      expect(again.data.status).toBe('signed_in');
      expect(again.data.user?.id).toBe(user.id);
      // The payment and payout lookup finds the openid.
      const service = new WechatService({
        db: t().db,
        clock: t().clock,
        auth: t().context.services.auth,
        provider: new WechatSandbox(),
        stateKey: 'k',
      });
      expect(await service.openIdOf(user.id)).toBe(
        WechatSandbox.openIdOf(SANDBOX_MINI_APPID, `mini-${phone}`),
      );
      expect(await service.openIdOf(inviter.user.id)).toBeNull();
    });

    test('a used or unknown code is refused with a translated message, and nothing is written', async () => {
      const code = await devCode(t(), { kind: 'login', person: 'once' });
      await post(t(), '/api/wechat.MiniProgram/login', { code });
      const before = await countAll(t().db);
      const reused = await post(
        t(),
        '/api/wechat.MiniProgram/login',
        { code },
        { 'accept-language': 'zh-CN' },
      );
      expect(reused.statusCode).toBe(400);
      expect(body(reused).msg).toBe('微信授权已失效或已被使用，请重试');
      const missing = await post(t(), '/api/wechat.MiniProgram/login', {});
      expect(body(missing).msg).toBe('The WeChat authorisation is missing. Please try again.');
      const badLogin = await post(t(), '/api/wechat.MiniProgram/register', {
        login_code: 'not-a-login-code',
        phone_code: await devCode(t(), { kind: 'phone', phone: freshPhone() }),
      });
      expect(badLogin.statusCode).toBe(400);
      expect(body(badLogin).msg).toBe('This WeChat sign-in has expired. Please start again.');
      expect(await countAll(t().db)).toEqual(before);
    });

    test('a phone that WeChat shares but is not a mainland mobile is refused; the login stays usable', async () => {
      const login = body<SignIn>(
        await post(t(), '/api/wechat.MiniProgram/login', {
          code: await devCode(t(), { kind: 'login', person: 'abroad' }),
        }),
      );
      const refused = await post(t(), '/api/wechat.MiniProgram/register', {
        login_code: login.data.login_code ?? '',
        phone_code: await devCode(t(), { kind: 'phone', phone: '4155550100' }),
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).msg).toContain('not a mainland China mobile number');
      const ok = await post(t(), '/api/wechat.MiniProgram/register', {
        login_code: login.data.login_code ?? '',
        phone_code: await devCode(t(), { kind: 'phone', phone: freshPhone() }),
      });
      expect(body<SignIn>(ok).data.status).toBe('signed_in');
    });

    test('an account already linked to another WeChat is refused, writing nothing', async () => {
      const phone = freshPhone();
      const bind = async (person: string) => {
        const login = body<SignIn>(
          await post(t(), '/api/wechat.MiniProgram/login', {
            code: await devCode(t(), { kind: 'login', person }),
          }),
        );
        return post(t(), '/api/wechat.MiniProgram/register', {
          login_code: login.data.login_code ?? '',
          phone_code: await devCode(t(), { kind: 'phone', phone }),
        });
      };
      expect((await bind(`first-${phone}`)).statusCode).toBe(200);
      const before = await countAll(t().db);
      const second = await bind(`second-${phone}`);
      expect(second.statusCode).toBe(409);
      expect(body(second).msg).toBe('Your account is already linked to another WeChat account.');
      const after = await countAll(t().db);
      // Only the second login's pending sign-in row was added, before the refusal.
      expect({ ...after, wechat_sign_ins: before.wechat_sign_ins }).toEqual({
        ...before,
        wechat_sign_ins: before.wechat_sign_ins,
      });
      expect(after.auth_tokens).toBe(before.auth_tokens);
    });
  });

  describe('official account', () => {
    test('not bound; bound once the person signs in; then signed in directly', async () => {
      const person = `oa-${freshPhone()}`;
      const first = await oauthRoundTrip(t(), person);
      const ticket = first.params.get('wechat_ticket') ?? '';
      expect(first.back.hash.startsWith('#/pages/authorisationView/authorisationView?')).toBe(true);
      const notBound = body<SignIn>(
        await post(t(), '/api/wechat.OfficialAccount/session', { ticket, nonce: first.nonce }),
      );
      expect(notBound.data.status).toBe('not_bound');
      const me = await registerUser(t());
      const bound = body<SignIn>(
        await post(
          t(),
          '/api/wechat.OfficialAccount/session',
          { ticket, nonce: first.nonce },
          bearer(me.token),
        ),
      );
      expect(bound.data.status).toBe('bound');
      const row = await t()
        .db.selectFrom('wechat_accounts')
        .selectAll()
        .where('user_id', '=', me.user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        appid: SANDBOX_OFFICIAL_APPID,
        openid: WechatSandbox.openIdOf(SANDBOX_OFFICIAL_APPID, person),
        nickname: person,
      });
      // The ticket served once.
      const reused = await post(t(), '/api/wechat.OfficialAccount/session', { ticket, nonce: first.nonce });
      expect(reused.statusCode).toBe(400);
      const second = await oauthRoundTrip(t(), person);
      const signedIn = body<SignIn>(
        await post(t(), '/api/wechat.OfficialAccount/session', {
          ticket: second.params.get('wechat_ticket') ?? '',
          nonce: second.nonce,
        }),
      );
      expect(signedIn.data.status).toBe('signed_in');
      expect(signedIn.data.user?.id).toBe(me.user.id);
    });

    test('another browser’s nonce, a forged state, a refusal and a foreign return page are refused', async () => {
      const trip = await oauthRoundTrip(t(), 'nonce-check');
      const wrongNonce = await post(t(), '/api/wechat.OfficialAccount/session', {
        ticket: trip.params.get('wechat_ticket') ?? '',
        nonce: 'someone-elses-nonce-000',
      });
      expect(wrongNonce.statusCode).toBe(400);
      const forged = await t().app.inject({
        method: 'GET',
        url: '/api/wechat.OfficialAccount/callback?code=abc&state=AAAAAAAAAAAAAAAAAAAAAA.forged',
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.body).toContain('not valid');
      const started = body<{ url: string }>(
        await post(t(), '/api/wechat.OfficialAccount/redirect', { nonce: 'browser-nonce-0123456789' }),
      );
      const authorize = new URL(started.data.url);
      expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
      const refused = continued(
        await post(t(), '/dev/wechat/authorize', {
          redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
          state: authorize.searchParams.get('state') ?? '',
          choice: 'refuse',
        }),
      );
      const back = continued(
        await t().app.inject({ method: 'GET', url: `${refused.pathname}${refused.search}` }),
      );
      expect(back.hash).toContain('wechat_error=denied');
      const foreign = await post(
        t(),
        '/api/wechat.OfficialAccount/redirect',
        { nonce: 'browser-nonce-0123456789', return_url: 'https://evil.example/x' },
        { 'accept-language': 'fr' },
      );
      expect(foreign.statusCode).toBe(400);
      expect(body(foreign).msg).toBe("La page de retour : la valeur n'est pas valide.");
      const partner = await post(t(), '/api/wechat.OfficialAccount/redirect', {
        nonce: 'browser-nonce-0123456789',
        return_url: 'https://partner.example/app#/x',
      });
      expect(partner.statusCode).toBe(200);
      const badScope = await post(t(), '/api/wechat.OfficialAccount/redirect', {
        nonce: 'browser-nonce-0123456789',
        scopes: 'snsapi_login',
      });
      expect(badScope.statusCode).toBe(400);
    });

    test('an openid bound to someone else is not bound again to the caller', async () => {
      const owner = await registerUser(t());
      const trip = await oauthRoundTrip(t(), 'owned');
      await post(
        t(),
        '/api/wechat.OfficialAccount/session',
        { ticket: trip.params.get('wechat_ticket') ?? '', nonce: trip.nonce },
        bearer(owner.token),
      );
      const other = await registerUser(t());
      const again = await oauthRoundTrip(t(), 'owned');
      const refused = await post(
        t(),
        '/api/wechat.OfficialAccount/session',
        { ticket: again.params.get('wechat_ticket') ?? '', nonce: again.nonce },
        bearer(other.token),
      );
      expect(refused.statusCode).toBe(409);
      expect(body(refused).msg).toBe('This WeChat account is already linked to another account.');
    });
  });

  describe('POST /m/api/wechat/jsconfig.php', () => {
    test('signs the page URL without its # part with the jsapi ticket', async () => {
      const response = await post(
        t(),
        '/m/api/wechat/jsconfig.php',
        {
          apis: 'updateAppMessageShareData, chooseImage',
          url: 'http://localhost:80/web/?a=1#/pages/homeView/homeView',
        },
        { host: 'localhost:80' },
      );
      const config = body<{
        appId: string;
        timestamp: number;
        nonceStr: string;
        signature: string;
        jsApiList: string[];
      }>(response).data;
      expect(config.appId).toBe(SANDBOX_OFFICIAL_APPID);
      expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'chooseImage']);
      expect(config.signature).toBe(
        jsapiSignature({
          ticket: 'sandbox-jsapi-ticket',
          nonceStr: config.nonceStr,
          timestamp: config.timestamp,
          url: 'http://localhost:80/web/?a=1',
        }),
      );
    });

    test.each([
      [{ url: 'https://partner.example/' }, 'Please enter the list of WeChat features.'],
      [
        { apis: 'share;alert(1)', url: 'https://partner.example/' },
        'The list of WeChat features is not valid.',
      ],
      [{ apis: 'chooseImage' }, 'Please enter the page address.'],
      [{ apis: 'chooseImage', url: 'https://evil.example/' }, 'The page address is not valid.'],
      [{ apis: 'chooseImage', url: 'javascript:alert(1)' }, 'The page address is not valid.'],
    ])('refuses %o: %s', async (fields, message) => {
      const response = await post(t(), '/m/api/wechat/jsconfig.php', fields as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(message);
    });
  });
});
