import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  type CredentialCache,
  loadWechatConfig,
  WechatApi,
  WechatError,
  type WechatFetch,
} from './wechat.js';

type Answer = { status: number; body?: unknown; contentType?: string; bodyBase64?: string };
const recorded = JSON.parse(
  readFileSync(new URL('./fixtures/wechat.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, Answer>>;

function answer(api: string, name: string): Answer {
  const found = recorded[api]?.[name];
  if (!found) throw new Error(`no recording ${api}/${name}`);
  return found;
}

/** A fetch that answers each WeChat path from the recordings, in the order queued, and keeps what was sent. */
function replay(queue: Record<string, string[]>) {
  const sent: { url: URL; method: string; body: unknown }[] = [];
  const fetch: WechatFetch = async (url, init) => {
    const parsed = new URL(url);
    sent.push({ url: parsed, method: init.method, body: init.body ? JSON.parse(init.body) : undefined });
    const api =
      parsed.pathname.split('/').pop() === 'access_token'
        ? 'oauth2_access_token'
        : (parsed.pathname.split('/').pop() ?? '');
    const name = queue[api]?.shift();
    if (!name) throw new Error(`unexpected call ${parsed.pathname}`);
    const recordedAnswer = answer(api, name);
    const bytes = recordedAnswer.bodyBase64
      ? Buffer.from(recordedAnswer.bodyBase64, 'base64')
      : Buffer.from(JSON.stringify(recordedAnswer.body));
    return {
      status: recordedAnswer.status,
      headers: {
        get: (h: string) =>
          h === 'content-type' ? (recordedAnswer.contentType ?? 'application/json; encoding=utf-8') : null,
      },
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    };
  };
  return { fetch, sent };
}

/** One process's memory: enough for the adapter alone (the shared database cache has its own test). */
function memoryCache(): CredentialCache & { fetched: number } {
  const values = new Map<string, string>();
  const cache = {
    fetched: 0,
    async get(key: string, fetch: () => Promise<{ value: string }>, stale?: string) {
      const hit = values.get(key);
      if (hit !== undefined && hit !== stale) return hit;
      cache.fetched += 1;
      const { value } = await fetch();
      values.set(key, value);
      return value;
    },
  };
  return cache;
}

const config = loadWechatConfig({
  WECHAT_MP_APPID: 'wxminiprogramtest',
  WECHAT_MP_SECRET: 'mini-secret',
  WECHAT_MP_INVITE_PAGE: 'pages/invite/index',
  WECHAT_OA_APPID: 'wxofficialtest',
  WECHAT_OA_SECRET: 'official-secret',
});
if (!config) throw new Error('config');

describe('WechatApi against recorded answers', () => {
  test('jscode2session sends appid, secret and the code and reads the openid and unionid', async () => {
    const { fetch, sent } = replay({ jscode2session: ['ok'] });
    const wechat = new WechatApi(config, memoryCache(), { fetch });
    expect(await wechat.miniProgramSession('081code')).toEqual({
      appid: 'wxminiprogramtest',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL',
      nickname: null,
    });
    const url = sent[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.weixin.qq.com/sns/jscode2session');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      appid: 'wxminiprogramtest',
      secret: 'mini-secret',
      js_code: '081code',
      grant_type: 'authorization_code',
    });
  });

  test.each([
    ['bad-code', 40029, true],
    ['used-code', 40163, true],
    ['busy', -1, false],
  ])('a %s answer is a WechatError %i (the person’s code at fault: %s)', async (name, errcode, badCode) => {
    const { fetch } = replay({ jscode2session: [name] });
    const error = await new WechatApi(config, memoryCache(), { fetch })
      .miniProgramSession('x')
      .catch((e) => e);
    expect(error).toBeInstanceOf(WechatError);
    expect(error).toMatchObject({ errcode, badCode });
  });

  test('getuserphonenumber takes the cached access token, refreshing it once when WeChat says it expired', async () => {
    const { fetch, sent } = replay({
      stable_token: ['ok', 'refreshed'],
      getuserphonenumber: ['token-expired', 'ok'],
    });
    const cache = memoryCache();
    const wechat = new WechatApi(config, cache, { fetch });
    expect(await wechat.phoneNumber('phone-code')).toEqual({ phone: '13800138000', countryCode: '86' });
    expect(sent.map((s) => s.url.pathname)).toEqual([
      '/cgi-bin/stable_token',
      '/wxa/business/getuserphonenumber',
      '/cgi-bin/stable_token',
      '/wxa/business/getuserphonenumber',
    ]);
    expect(sent[0]?.body).toEqual({
      grant_type: 'client_credential',
      appid: 'wxminiprogramtest',
      secret: 'mini-secret',
      force_refresh: false,
    });
    expect(sent[2]?.body).toMatchObject({ force_refresh: true });
    expect(sent[1]?.url.searchParams.get('access_token')).toBe('ACCESS_TOKEN_1');
    expect(sent[3]?.url.searchParams.get('access_token')).toBe('ACCESS_TOKEN_2');
    expect(sent[3]?.body).toEqual({ code: 'phone-code' });
  });

  test('the OAuth URL is the official account’s authorize page with the state and #wechat_redirect', () => {
    const url = new WechatApi(config, memoryCache()).authorizeUrl({
      redirectUri: 'https://market.example.com/api/wechat.OfficialAccount/callback',
      scope: 'snsapi_userinfo',
      state: 'abc.def',
    });
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxofficialtest&redirect_uri=https%3A%2F%2Fmarket.example.com%2Fapi%2Fwechat.OfficialAccount%2Fcallback&response_type=code&scope=snsapi_userinfo&state=abc.def#wechat_redirect',
    );
  });

  test('snsapi_userinfo reads the nickname too; snsapi_base only the openid', async () => {
    const userinfo = replay({ oauth2_access_token: ['userinfo'], userinfo: ['ok'] });
    expect(
      await new WechatApi(config, memoryCache(), { fetch: userinfo.fetch }).oauthIdentity('code1'),
    ).toEqual({
      appid: 'wxofficialtest',
      openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc',
      unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL',
      nickname: '小明',
    });
    expect(userinfo.sent[1]?.url.searchParams.get('access_token')).toBe('USER_ACCESS_TOKEN');
    const base = replay({ oauth2_access_token: ['base'] });
    const identity = await new WechatApi(config, memoryCache(), { fetch: base.fetch }).oauthIdentity('code2');
    expect(identity).toMatchObject({ openid: 'oLVPpjqs9BhvzwPj5A-vTYAX3GLc', unionid: null, nickname: null });
    expect(base.sent).toHaveLength(1);
  });

  test('the jsapi ticket is fetched with the access token and then served from the cache', async () => {
    const { fetch, sent } = replay({ stable_token: ['ok'], getticket: ['ok'] });
    const wechat = new WechatApi(config, memoryCache(), { fetch });
    const ticket = await wechat.jsapiTicket();
    expect(ticket).toMatch(/^bxLdikRXVbTPdHSM05e5u5sUoXNKd8/);
    expect(await wechat.jsapiTicket()).toBe(ticket);
    expect(sent.map((s) => s.url.pathname)).toEqual(['/cgi-bin/stable_token', '/cgi-bin/ticket/getticket']);
    expect(sent[1]?.url.searchParams.get('type')).toBe('jsapi');
  });

  test('getwxacodeunlimit answers the image; a refusal is a WechatError; without an invite page, no code', async () => {
    const { fetch, sent } = replay({ stable_token: ['ok'], getwxacodeunlimit: ['ok', 'bad-page'] });
    const wechat = new WechatApi(config, memoryCache(), { fetch });
    const image = await wechat.miniProgramCode({ scene: 'captain_id=7' });
    expect(image?.subarray(1, 4).toString()).toBe('PNG');
    expect(sent[1]?.body).toMatchObject({
      scene: 'captain_id=7',
      page: 'pages/invite/index',
      check_path: false,
    });
    await expect(wechat.miniProgramCode({ scene: 'captain_id=7' })).rejects.toMatchObject({ errcode: 41030 });
    const withoutPage = loadWechatConfig({ WECHAT_MP_APPID: 'wxa', WECHAT_MP_SECRET: 's' });
    if (!withoutPage) throw new Error('config');
    expect(
      await new WechatApi(withoutPage, memoryCache(), { fetch }).miniProgramCode({ scene: 'x' }),
    ).toBeUndefined();
  });

  test('configuration: an appid needs its secret; nothing set is no WeChat', () => {
    expect(loadWechatConfig({})).toBeUndefined();
    expect(() => loadWechatConfig({ WECHAT_OA_APPID: 'wx1' })).toThrow(
      'WECHAT_OA_APPID and WECHAT_OA_SECRET go together',
    );
    expect(loadWechatConfig({ WECHAT_OA_APPID: 'wx1', WECHAT_OA_SECRET: 's' })).toEqual({
      mini: undefined,
      official: { appid: 'wx1', secret: 's' },
    });
  });
});
