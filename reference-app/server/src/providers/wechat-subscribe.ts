import { secret } from '../secrets.js';
import { type CloudFetch, sendSigned } from './cloud-api.js';
import type { NotificationChannel, OutgoingNotification } from './notify.js';

/**
 * WECHAT_SUBSCRIBE_*: the mini program's subscribe messages (订阅消息). Each kind that goes out
 * this way names its approved template and the template's keywords, which take the kind's
 * parameters in order: `paid=TEMPLATE_ID:thing1,amount2;offer=TEMPLATE_ID:thing1,amount2`.
 */
export interface WechatSubscribeConfig {
  appid: string;
  secret: string;
  templates: Record<string, { id: string; keywords: string[] }>;
  /** WECHAT_SUBSCRIBE_PAGE: the mini program page a tap on the message opens. */
  page: string;
}

/** Reads WECHAT_SUBSCRIBE_*; undefined when WECHAT_SUBSCRIBE_TEMPLATES is unset. */
export function loadWechatSubscribeConfig(env: NodeJS.ProcessEnv): WechatSubscribeConfig | undefined {
  const spec = env.WECHAT_SUBSCRIBE_TEMPLATES?.trim();
  if (!spec) return undefined;
  const appid = env.WECHAT_SUBSCRIBE_APPID?.trim();
  const appSecret = secret(env, 'WECHAT_SUBSCRIBE_SECRET');
  if (!appid || !appSecret) {
    throw new Error('WECHAT_SUBSCRIBE_TEMPLATES needs WECHAT_SUBSCRIBE_APPID and WECHAT_SUBSCRIBE_SECRET');
  }
  const templates: WechatSubscribeConfig['templates'] = {};
  for (const entry of spec.split(';').filter((e) => e.trim() !== '')) {
    const match = /^\s*(\w+)=([\w-]+):([\w,]+)\s*$/.exec(entry);
    if (!match?.[1] || !match[2] || !match[3]) {
      throw new Error(`WECHAT_SUBSCRIBE_TEMPLATES: "${entry}" is not kind=TEMPLATE_ID:keyword,keyword`);
    }
    templates[match[1]] = { id: match[2], keywords: match[3].split(',') };
  }
  return {
    appid,
    secret: appSecret,
    templates,
    page: env.WECHAT_SUBSCRIBE_PAGE?.trim() || 'pages/index/index',
  };
}

/** The person's openid under the mini program, or null (not signed in with WeChat). */
export type OpenIdLookup = (userId: number) => Promise<string | null>;

/** Nobody has an openid: a channel built without the WeChat sign-in's lookup. */
export const noOpenIds: OpenIdLookup = async () => null;

const API = 'https://api.weixin.qq.com';
/** Token refused or expired: fetch a new one and try once more. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);
/** The person did not accept (or used up) this template's subscription: nothing to send. */
const NOT_SUBSCRIBED = 43101;

/**
 * Subscribe messages through `cgi-bin/message/subscribe/send`, with an access token from
 * `cgi-bin/stable_token` kept until five minutes before it expires. A person without an openid,
 * or who did not accept the template, is `skipped`; any other refusal throws (retried), and a
 * timeout throws `CloudUnreachable` (not retried: it may have been delivered).
 * `openIdOf` is the WeChat sign-in's lookup of the openids it bound (app.ts).
 */
export class WechatSubscribeChannel implements NotificationChannel {
  readonly name = 'wechat' as const;
  readonly #config: WechatSubscribeConfig;
  readonly #openIdOf: OpenIdLookup;
  readonly #fetch: CloudFetch;
  readonly #now: () => number;
  #token: { value: string; until: number } | undefined;

  constructor(
    config: WechatSubscribeConfig,
    options: { openIdOf?: OpenIdLookup; fetch?: CloudFetch; now?: () => number } = {},
  ) {
    this.#config = config;
    this.#openIdOf = options.openIdOf ?? noOpenIds;
    this.#fetch = options.fetch ?? (fetch as CloudFetch);
    this.#now = options.now ?? (() => Math.floor(Date.now() / 1000));
  }

  carries(kind: string): boolean {
    return kind in this.#config.templates;
  }

  async #post(url: string, payload: unknown): Promise<Record<string, unknown>> {
    const request = {
      url,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    };
    return (await sendSigned(this.#fetch, request, 10_000)).body;
  }

  async #accessToken(fresh: boolean): Promise<string> {
    const now = this.#now();
    if (!fresh && this.#token && this.#token.until > now) return this.#token.value;
    const answer = await this.#post(`${API}/cgi-bin/stable_token`, {
      grant_type: 'client_credential',
      appid: this.#config.appid,
      secret: this.#config.secret,
      force_refresh: fresh,
    });
    if (typeof answer.access_token !== 'string') {
      throw new Error(`WeChat stable_token: ${String(answer.errcode)} ${String(answer.errmsg ?? '')}`);
    }
    this.#token = { value: answer.access_token, until: now + Number(answer.expires_in ?? 7200) - 300 };
    return answer.access_token;
  }

  async send(n: OutgoingNotification): Promise<'sent' | 'skipped'> {
    const template = this.#config.templates[n.kind];
    const openid = template ? await this.#openIdOf(n.userId) : null;
    if (!template || !openid) return 'skipped';
    const data = Object.fromEntries(
      template.keywords.map((keyword, i) => [keyword, { value: n.params[i]?.[1] ?? '' }]),
    );
    const payload = { touser: openid, template_id: template.id, page: this.#config.page, data };
    for (const fresh of [false, true]) {
      const token = await this.#accessToken(fresh);
      const answer = await this.#post(
        `${API}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`,
        payload,
      );
      const code = Number(answer.errcode ?? -1);
      if (code === 0) return 'sent';
      if (code === NOT_SUBSCRIBED) return 'skipped';
      if (!TOKEN_ERRORS.has(code) || fresh) {
        throw new Error(`WeChat subscribe/send: ${code} ${String(answer.errmsg ?? '')}`);
      }
    }
    throw new Error('unreachable');
  }
}
