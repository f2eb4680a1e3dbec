import { secret } from '../secrets.js';
import { CloudUnreachable } from './cloud-api.js';

/**
 * WECHAT_MP_* (the mini program) and WECHAT_OA_* (the official account, 公众号): the WeChat
 * sign-in, the JS-SDK configuration and the mini program code of invitations. Either may be
 * set alone; a call of a missing one answers 503.
 */
export interface WechatConfig {
  mini: { appid: string; secret: string; invitePage: string | undefined } | undefined;
  official: { appid: string; secret: string } | undefined;
}

/** Reads WECHAT_MP_* and WECHAT_OA_*; undefined when neither appid is set. */
export function loadWechatConfig(env: NodeJS.ProcessEnv): WechatConfig | undefined {
  const pair = (prefix: string) => {
    const appid = env[`${prefix}_APPID`]?.trim();
    const appSecret = secret(env, `${prefix}_SECRET`);
    if (!appid && !appSecret) return undefined;
    if (!appid || !appSecret) throw new Error(`${prefix}_APPID and ${prefix}_SECRET go together`);
    return { appid, secret: appSecret };
  };
  const mini = pair('WECHAT_MP');
  const official = pair('WECHAT_OA');
  if (!mini && !official) return undefined;
  return {
    mini: mini && { ...mini, invitePage: env.WECHAT_MP_INVITE_PAGE?.trim() || undefined },
    official,
  };
}

/** Invalid code (40029), code already used (40163), code missing (41008). */
const BAD_CODE = new Set([40029, 40163, 41008]);

/** WeChat refused the call: `errcode` is WeChat's own (40029 a bad code, 40163 a used one...). */
export class WechatError extends Error {
  readonly errcode: number;
  constructor(errcode: number, errmsg: string) {
    super(`WeChat ${errcode}: ${errmsg}`);
    this.name = 'WechatError';
    this.errcode = errcode;
  }

  /** The code the person brought is wrong, used or expired (not our configuration). */
  get badCode(): boolean {
    return BAD_CODE.has(this.errcode);
  }
}

/** Who a code says the person is, under one appid. */
export interface WechatIdentity {
  appid: string;
  openid: string;
  unionid: string | null;
  /** snsapi_userinfo only: the WeChat nickname. */
  nickname: string | null;
}

export type OAuthScope = 'snsapi_base' | 'snsapi_userinfo';

/**
 * What the server asks of WeChat. The sandbox (`WechatSandbox`) behaves the same with codes
 * issued by the `/dev/wechat` page; `WechatApi` is the real thing.
 */
export interface WechatProvider {
  readonly name: 'sandbox' | 'wechat';
  /** The mini program's appid, or undefined when it is not configured. */
  readonly miniAppId: string | undefined;
  /** The official account's appid, or undefined when it is not configured. */
  readonly officialAppId: string | undefined;
  /** `sns/jscode2session`: the mini program's `wx.login` code. */
  miniProgramSession(code: string): Promise<WechatIdentity>;
  /** `wxa/business/getuserphonenumber`: the phone number behind a `getPhoneNumber` code (mainland, 11 digits). */
  phoneNumber(phoneCode: string): Promise<{ phone: string; countryCode: string }>;
  /** The official account's OAuth2 page that sends the person back to `redirectUri` with a code. */
  authorizeUrl(input: { redirectUri: string; scope: OAuthScope; state: string }): string;
  /** `sns/oauth2/access_token` (and `sns/userinfo` for snsapi_userinfo): who the code is. */
  oauthIdentity(code: string): Promise<WechatIdentity>;
  /** The official account's jsapi ticket (cached for its lifetime). */
  jsapiTicket(): Promise<string>;
  /** `wxa/getwxacodeunlimit`: the mini program code (PNG) opening `page` with `scene`; undefined when not set up. */
  miniProgramCode(input: { scene: string; page?: string }): Promise<Buffer | undefined>;
}

/** Where the access tokens and tickets live between processes (the database; see modules/wechat/credentials.ts). */
export interface CredentialCache {
  /**
   * The cached value of `key`, or the one `fetch` gets when there is none or it expired (or
   * equals `stale`, a value WeChat just refused). One process fetches at a time; the others
   * wait and read what it stored.
   */
  get(
    key: string,
    fetch: () => Promise<{ value: string; expiresIn: number }>,
    stale?: string,
  ): Promise<string>;
}

/** The few parts of `fetch` the adapter uses; tests answer from recordings. */
export type WechatFetch = (
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}>;

const API = 'https://api.weixin.qq.com';
const OPEN = 'https://open.weixin.qq.com';
const TIMEOUT_MS = 10_000;
/** Access token refused or expired: refresh it and try once more. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

/**
 * The real WeChat APIs, written to their published contracts: the mini program's
 * `jscode2session`, `getuserphonenumber` and `getwxacodeunlimit`, the official account's OAuth2
 * and jsapi ticket, and the access tokens (`cgi-bin/stable_token`) shared through `cache`.
 */
export class WechatApi implements WechatProvider {
  readonly name = 'wechat' as const;
  readonly #config: WechatConfig;
  readonly #cache: CredentialCache;
  readonly #fetch: WechatFetch;

  constructor(config: WechatConfig, cache: CredentialCache, options: { fetch?: WechatFetch } = {}) {
    this.#config = config;
    this.#cache = cache;
    this.#fetch = options.fetch ?? (fetch as unknown as WechatFetch);
  }

  get miniAppId(): string | undefined {
    return this.#config.mini?.appid;
  }

  get officialAppId(): string | undefined {
    return this.#config.official?.appid;
  }

  #mini() {
    if (!this.#config.mini) throw new WechatError(-2, 'mini program not configured');
    return this.#config.mini;
  }

  #official() {
    if (!this.#config.official) throw new WechatError(-2, 'official account not configured');
    return this.#config.official;
  }

  async #call(url: string, body?: unknown): Promise<{ json?: Record<string, unknown>; bytes?: Buffer }> {
    let response: Awaited<ReturnType<WechatFetch>>;
    try {
      response = await this.#fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new CloudUnreachable(`api.weixin.qq.com: ${timedOut ? 'timeout' : 'network'}`, error, timedOut);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if ((response.headers.get('content-type') ?? '').startsWith('image/')) return { bytes };
    try {
      const json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
      const code = Number(json.errcode ?? 0);
      if (code !== 0) throw new WechatError(code, String(json.errmsg ?? ''));
      return { json };
    } catch (error) {
      if (error instanceof WechatError) throw error;
      throw new CloudUnreachable(`api.weixin.qq.com: answered ${response.status} without JSON`);
    }
  }

  #accessToken(app: { appid: string; secret: string }, stale?: string): Promise<string> {
    return this.#cache.get(
      `access_token:${app.appid}`,
      async () => {
        const { json } = await this.#call(`${API}/cgi-bin/stable_token`, {
          grant_type: 'client_credential',
          appid: app.appid,
          secret: app.secret,
          force_refresh: stale !== undefined,
        });
        return { value: String(json?.access_token), expiresIn: Number(json?.expires_in ?? 7200) };
      },
      stale,
    );
  }

  /** A call that carries the access token; a refused token is refreshed once. */
  async #withToken(
    app: { appid: string; secret: string },
    call: (token: string) => Promise<{ json?: Record<string, unknown>; bytes?: Buffer }>,
  ) {
    const token = await this.#accessToken(app);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof WechatError) || !TOKEN_ERRORS.has(error.errcode)) throw error;
      return call(await this.#accessToken(app, token));
    }
  }

  async miniProgramSession(code: string): Promise<WechatIdentity> {
    const mini = this.#mini();
    const query = new URLSearchParams({
      appid: mini.appid,
      secret: mini.secret,
      js_code: code,
      grant_type: 'authorization_code',
    });
    const { json } = await this.#call(`${API}/sns/jscode2session?${query}`);
    return {
      appid: mini.appid,
      openid: String(json?.openid),
      unionid: typeof json?.unionid === 'string' ? json.unionid : null,
      nickname: null,
    };
  }

  async phoneNumber(phoneCode: string): Promise<{ phone: string; countryCode: string }> {
    const mini = this.#mini();
    const { json } = await this.#withToken(mini, (token) =>
      this.#call(`${API}/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(token)}`, {
        code: phoneCode,
      }),
    );
    const info = (json?.phone_info ?? {}) as Record<string, unknown>;
    return { phone: String(info.purePhoneNumber ?? ''), countryCode: String(info.countryCode ?? '') };
  }

  authorizeUrl(input: { redirectUri: string; scope: OAuthScope; state: string }): string {
    const query = new URLSearchParams({
      appid: this.#official().appid,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: input.scope,
      state: input.state,
    });
    return `${OPEN}/connect/oauth2/authorize?${query}#wechat_redirect`;
  }

  async oauthIdentity(code: string): Promise<WechatIdentity> {
    const official = this.#official();
    const query = new URLSearchParams({
      appid: official.appid,
      secret: official.secret,
      code,
      grant_type: 'authorization_code',
    });
    const { json } = await this.#call(`${API}/sns/oauth2/access_token?${query}`);
    const openid = String(json?.openid);
    let nickname: string | null = null;
    if (String(json?.scope ?? '').includes('snsapi_userinfo')) {
      const info = new URLSearchParams({ access_token: String(json?.access_token), openid, lang: 'zh_CN' });
      const { json: user } = await this.#call(`${API}/sns/userinfo?${info}`);
      nickname = typeof user?.nickname === 'string' ? user.nickname : null;
    }
    return {
      appid: official.appid,
      openid,
      unionid: typeof json?.unionid === 'string' ? json.unionid : null,
      nickname,
    };
  }

  async jsapiTicket(): Promise<string> {
    const official = this.#official();
    return this.#cache.get(`jsapi_ticket:${official.appid}`, async () => {
      const { json } = await this.#withToken(official, (token) =>
        this.#call(`${API}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(token)}&type=jsapi`),
      );
      return { value: String(json?.ticket), expiresIn: Number(json?.expires_in ?? 7200) };
    });
  }

  async miniProgramCode(input: { scene: string; page?: string }): Promise<Buffer | undefined> {
    const mini = this.#config.mini;
    const page = input.page ?? mini?.invitePage;
    if (!mini || !page) return undefined;
    const { bytes } = await this.#withToken(mini, (token) =>
      this.#call(`${API}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, {
        scene: input.scene,
        page,
        check_path: false,
        env_version: 'release',
        width: 430,
      }),
    );
    if (!bytes) throw new WechatError(-1, 'getwxacodeunlimit answered no image');
    return bytes;
  }
}
