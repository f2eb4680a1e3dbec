import { createHash, randomBytes } from 'node:crypto';
import { type OAuthScope, WechatError, type WechatIdentity, type WechatProvider } from './wechat.js';

export const SANDBOX_MINI_APPID = 'wxsandboxminiprogram';
export const SANDBOX_OFFICIAL_APPID = 'wxsandboxofficial';
/** WeChat's codes live five minutes and serve once; so do these. */
const CODE_TTL_MS = 5 * 60_000;

type Issued =
  | { kind: 'login'; person: string; until: number }
  | { kind: 'oauth'; person: string; until: number }
  | { kind: 'phone'; phone: string; until: number };

/**
 * An offline WeChat: the `/dev/wechat` pages issue the codes a phone would get from `wx.login`,
 * `getPhoneNumber` and the OAuth2 page, for a sandbox "WeChat person" named by a word. The same
 * person always has the same openid under an appid, so a second sign-in finds the binding.
 * Codes serve once and expire like WeChat's (errcode 40029 or 40163 otherwise).
 */
export class WechatSandbox implements WechatProvider {
  readonly name = 'sandbox' as const;
  readonly miniAppId = SANDBOX_MINI_APPID;
  readonly officialAppId = SANDBOX_OFFICIAL_APPID;
  readonly #codes = new Map<string, Issued>();
  readonly #used = new Set<string>();
  readonly #now: () => number;

  constructor(options: { now?: () => number } = {}) {
    this.#now = options.now ?? Date.now;
  }

  /** The openid of sandbox person `person` under `appid`. */
  static openIdOf(appid: string, person: string): string {
    return `o${createHash('sha256').update(`${appid}\n${person}`).digest('base64url').slice(0, 27)}`;
  }

  #issue(entry: { kind: 'login' | 'oauth'; person: string } | { kind: 'phone'; phone: string }): string {
    for (const [code, issued] of this.#codes) if (issued.until <= this.#now()) this.#codes.delete(code);
    const code = randomBytes(16).toString('hex');
    this.#codes.set(code, { ...entry, until: this.#now() + CODE_TTL_MS } as Issued);
    return code;
  }

  /** What `wx.login` gives the mini program of `person`. */
  issueLoginCode(person: string): string {
    return this.#issue({ kind: 'login', person });
  }

  /** What the OAuth2 page sends back once `person` allowed it. */
  issueOAuthCode(person: string): string {
    return this.#issue({ kind: 'oauth', person });
  }

  /** What `getPhoneNumber` gives when the person shares `phone`. */
  issuePhoneCode(phone: string): string {
    return this.#issue({ kind: 'phone', phone });
  }

  #take<K extends Issued['kind']>(code: string, kind: K): Extract<Issued, { kind: K }> {
    if (this.#used.has(code)) throw new WechatError(40163, 'code been used');
    const issued = this.#codes.get(code);
    if (!issued || issued.kind !== kind || issued.until <= this.#now()) {
      throw new WechatError(40029, 'invalid code');
    }
    this.#codes.delete(code);
    this.#used.add(code);
    return issued as Extract<Issued, { kind: K }>;
  }

  async miniProgramSession(code: string): Promise<WechatIdentity> {
    const { person } = this.#take(code, 'login');
    return {
      appid: SANDBOX_MINI_APPID,
      openid: WechatSandbox.openIdOf(SANDBOX_MINI_APPID, person),
      unionid: WechatSandbox.openIdOf('union', person),
      nickname: null,
    };
  }

  async phoneNumber(phoneCode: string): Promise<{ phone: string; countryCode: string }> {
    return { phone: this.#take(phoneCode, 'phone').phone, countryCode: '86' };
  }

  authorizeUrl(input: { redirectUri: string; scope: OAuthScope; state: string }): string {
    const query = new URLSearchParams({
      appid: SANDBOX_OFFICIAL_APPID,
      redirect_uri: input.redirectUri,
      scope: input.scope,
      state: input.state,
    });
    // Relative to the server: the sandbox's stand-in for open.weixin.qq.com.
    return `/dev/wechat/authorize?${query}`;
  }

  async oauthIdentity(code: string): Promise<WechatIdentity> {
    const { person } = this.#take(code, 'oauth');
    return {
      appid: SANDBOX_OFFICIAL_APPID,
      openid: WechatSandbox.openIdOf(SANDBOX_OFFICIAL_APPID, person),
      unionid: WechatSandbox.openIdOf('union', person),
      nickname: person,
    };
  }

  async jsapiTicket(): Promise<string> {
    return 'sandbox-jsapi-ticket';
  }

  async miniProgramCode(): Promise<Buffer | undefined> {
    // No mini program behind the sandbox: invitations are QR codes of the link.
    return undefined;
  }
}
