import { randomBytes } from 'node:crypto';
import { type Clock, unixSeconds } from '../../clock.js';
import { randomToken, sameDigest, sha256 } from '../../crypto.js';
import type { Db } from '../../db/index.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import { CloudUnreachable } from '../../providers/cloud-api.js';
import {
  type OAuthScope,
  WechatError,
  type WechatIdentity,
  type WechatProvider,
} from '../../providers/wechat.js';
import type { AuthService, TokenInfo, UserRow } from '../auth/service.js';
import { jsapiSignature, signState, verifyState } from './signing.js';

/** How long a sign-in in progress lasts: an OAuth round trip, or a login waiting for its phone. */
export const SIGN_IN_TTL_S = 600;
/** The page the OAuth callback returns to by default (the web app's authorisationView). */
export const AUTHORISATION_PATH = '/web/#/pages/authorisationView/authorisationView';
const SCOPES: readonly OAuthScope[] = ['snsapi_base', 'snsapi_userinfo'];
/** JS-SDK API names: letters only, at most this many per page. */
const MAX_APIS = 60;

/** What a sign-in call ends with. */
export type SignInOutcome =
  | { status: 'signed_in'; tokenInfo: TokenInfo; user: UserRow }
  | { status: 'bound'; tokenInfo: null; user: null }
  | { status: 'not_bound'; tokenInfo: null; user: null; login_code: string | null; expires_in: number };

/** The JS-SDK `wx.config` of one page. */
export interface JsConfig {
  debug: false;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

function wechatFailure(error: unknown, field: string): never {
  if (error instanceof WechatError && error.badCode) {
    throw new AppError('invalid', 'error.wechatCodeInvalid', { field });
  }
  if (error instanceof WechatError || error instanceof CloudUnreachable) {
    throw new AppError('unavailable', 'error.wechatUnavailable');
  }
  throw error;
}

function requireCode(value: string | undefined, field: string): string {
  if (value === undefined) {
    throw field === 'code'
      ? new AppError('invalid', 'error.wechatCodeMissing', { field })
      : requiredField(field);
  }
  if (!/^[\w-]{1,128}$/.test(value)) throw invalidField(field);
  return value;
}

/** `url` with `name=value` added to its route query (after the `#` when it has one). */
function withParam(url: string, name: string, value: string): string {
  const hash = url.indexOf('#');
  const tail = hash >= 0 ? url.slice(hash) : url;
  return `${url}${tail.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The WeChat sign-in (docs/wechat-api.md): the mini program's login and phone sign-up, the
 * official account's OAuth round trip that binds an openid, the JS-SDK configuration, and the
 * openid lookup payments and payouts use.
 */
export class WechatService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #auth: AuthService;
  readonly #provider: WechatProvider | undefined;
  readonly #stateKey: string;

  constructor(deps: {
    db: Db;
    clock: Clock;
    auth: AuthService;
    provider: WechatProvider | undefined;
    /** The HMAC key of OAuth states, the same in every process. */
    stateKey: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#auth = deps.auth;
    this.#provider = deps.provider;
    this.#stateKey = deps.stateKey;
  }

  #require(app: 'mini' | 'official'): WechatProvider & { miniAppId: string; officialAppId: string } {
    const provider = this.#provider;
    const appid = app === 'mini' ? provider?.miniAppId : provider?.officialAppId;
    if (!provider || !appid) throw new AppError('unavailable', 'error.wechatUnavailable');
    return provider as WechatProvider & { miniAppId: string; officialAppId: string };
  }

  async #boundUser(db: Db, appid: string, openid: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('wechat_accounts')
      .select('user_id')
      .where('appid', '=', appid)
      .where('openid', '=', openid)
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Binds `identity` to `userId`; refused when either is bound elsewhere under the app. */
  async #bind(tx: Db, userId: number, identity: WechatIdentity): Promise<void> {
    const owner = await this.#boundUser(tx, identity.appid, identity.openid);
    if (owner === userId) return;
    if (owner !== undefined) throw new AppError('conflict', 'error.wechatBoundToOther');
    const inserted = await tx
      .insertInto('wechat_accounts')
      .values({
        user_id: userId,
        appid: identity.appid,
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
        created_at: unixSeconds(this.#clock),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    // The person has another openid under this app, or a parallel bind won.
    if (!inserted) throw new AppError('conflict', 'error.wechatAccountBound');
  }

  /** `POST /api/wechat.MiniProgram/login`: the bound account's token, or a login_code for register. */
  async miniLogin(rawCode: string | undefined): Promise<SignInOutcome> {
    const code = requireCode(rawCode, 'code');
    const provider = this.#require('mini');
    const identity = await provider.miniProgramSession(code).catch((e) => wechatFailure(e, 'code'));
    const now = unixSeconds(this.#clock);
    return transact(this.#db, async (tx): Promise<SignInOutcome> => {
      const userId = await this.#boundUser(tx, identity.appid, identity.openid);
      if (userId !== undefined) return { status: 'signed_in', ...(await this.#auth.signInAs(tx, userId)) };
      const loginCode = randomToken(24);
      await tx
        .insertInto('wechat_sign_ins')
        .values({
          id: randomToken(16),
          kind: 'mini',
          appid: identity.appid,
          scope: null,
          nonce_hash: null,
          return_url: null,
          openid: identity.openid,
          unionid: identity.unionid,
          nickname: null,
          ticket_hash: sha256(loginCode),
          expires_at: now + SIGN_IN_TTL_S,
          consumed_at: null,
          created_at: now,
        })
        .execute();
      return {
        status: 'not_bound',
        tokenInfo: null,
        user: null,
        login_code: loginCode,
        expires_in: SIGN_IN_TTL_S,
      };
    });
  }

  /**
   * `POST /api/wechat.MiniProgram/register`: the phone number behind `phone_code` signs in (or
   * signs up, with its inviter) and the login's openid is bound to that account.
   */
  async miniRegister(input: {
    loginCode: string | undefined;
    phoneCode: string | undefined;
    captainId: string | undefined;
  }): Promise<SignInOutcome> {
    const loginCode = requireCode(input.loginCode, 'login_code');
    const phoneCode = requireCode(input.phoneCode, 'phone_code');
    const provider = this.#require('mini');
    const now = unixSeconds(this.#clock);
    const pending = await this.#pending(this.#db, loginCode, 'mini', now);
    if (!pending) throw new AppError('invalid', 'error.wechatLoginExpired', { field: 'login_code' });
    const { phone, countryCode } = await provider
      .phoneNumber(phoneCode)
      .catch((e) => wechatFailure(e, 'phone_code'));
    if (countryCode !== '86' || !/^1[3-9]\d{9}$/.test(phone)) {
      throw new AppError('invalid', 'error.wechatPhoneInvalid', { field: 'phone_code' });
    }
    return transact(this.#db, async (tx): Promise<SignInOutcome> => {
      const spent = await this.#consume(tx, loginCode, 'mini', now);
      if (!spent?.openid) throw new AppError('invalid', 'error.wechatLoginExpired', { field: 'login_code' });
      const signedIn = await this.#auth.signInByPhone(tx, phone, input.captainId);
      await this.#bind(tx, signedIn.user.id, {
        appid: spent.appid,
        openid: spent.openid,
        unionid: spent.unionid,
        nickname: null,
      });
      return { status: 'signed_in', tokenInfo: signedIn.tokenInfo, user: signedIn.user };
    });
  }

  async #pending(db: Db, ticket: string, kind: 'mini' | 'oauth', now: number) {
    return db
      .selectFrom('wechat_sign_ins')
      .selectAll()
      .where('ticket_hash', '=', sha256(ticket))
      .where('kind', '=', kind)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  async #consume(tx: Db, ticket: string, kind: 'mini' | 'oauth', now: number) {
    return tx
      .updateTable('wechat_sign_ins')
      .set({ consumed_at: now })
      .where('ticket_hash', '=', sha256(ticket))
      .where('kind', '=', kind)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * `POST /api/wechat.OfficialAccount/redirect`: the official account's OAuth page for `scopes`,
   * with a signed state. `nonce` stays in the browser and is shown again to finish, so a ticket
   * carried to another browser (login CSRF) is useless there.
   */
  async oauthStart(input: {
    scopes: string | undefined;
    nonce: string | undefined;
    returnUrl: string | undefined;
    base: string;
    allowedOrigins: readonly string[];
  }): Promise<{ url: string; expires_in: number }> {
    const scope = (input.scopes ?? 'snsapi_base') as OAuthScope;
    if (!SCOPES.includes(scope)) throw invalidField('scopes');
    if (input.nonce === undefined) throw requiredField('nonce');
    if (!/^[\w-]{16,128}$/.test(input.nonce)) throw invalidField('nonce');
    const returnUrl = input.returnUrl ?? `${input.base}${AUTHORISATION_PATH}`;
    let origin: string;
    try {
      origin = new URL(returnUrl).origin;
    } catch {
      throw invalidField('return_url');
    }
    if (origin !== new URL(input.base).origin && !input.allowedOrigins.includes(origin)) {
      throw invalidField('return_url');
    }
    const provider = this.#require('official');
    const now = unixSeconds(this.#clock);
    const id = randomBytes(16).toString('base64url');
    await this.#db
      .insertInto('wechat_sign_ins')
      .values({
        id,
        kind: 'oauth',
        appid: provider.officialAppId,
        scope,
        nonce_hash: sha256(input.nonce),
        return_url: returnUrl,
        openid: null,
        unionid: null,
        nickname: null,
        ticket_hash: null,
        expires_at: now + SIGN_IN_TTL_S,
        consumed_at: null,
        created_at: now,
      })
      .execute();
    const url = provider.authorizeUrl({
      redirectUri: `${input.base}/api/wechat.OfficialAccount/callback`,
      scope,
      state: signState(id, this.#stateKey),
    });
    return { url: url.startsWith('/') ? `${input.base}${url}` : url, expires_in: SIGN_IN_TTL_S };
  }

  /**
   * The OAuth callback: checks the state, learns the openid from the code and sends the browser
   * back with a one-time ticket (or `wechat_error`). Undefined for a state this server did not sign.
   */
  async oauthCallback(input: {
    code: string | undefined;
    state: string | undefined;
  }): Promise<string | undefined> {
    const id = input.state === undefined ? undefined : verifyState(input.state, this.#stateKey);
    if (id === undefined) return undefined;
    const now = unixSeconds(this.#clock);
    const row = await this.#db
      .selectFrom('wechat_sign_ins')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.return_url || row.kind !== 'oauth') return undefined;
    const back = row.return_url;
    if (row.openid !== null || row.expires_at <= now) return withParam(back, 'wechat_error', 'expired');
    if (input.code === undefined || !/^[\w-]{1,128}$/.test(input.code)) {
      return withParam(back, 'wechat_error', 'denied');
    }
    let identity: WechatIdentity;
    try {
      identity = await this.#require('official').oauthIdentity(input.code);
    } catch {
      return withParam(back, 'wechat_error', 'failed');
    }
    const ticket = randomToken(24);
    const updated = await this.#db
      .updateTable('wechat_sign_ins')
      .set({
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
        ticket_hash: sha256(ticket),
      })
      .where('id', '=', id)
      .where('openid', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return withParam(back, 'wechat_error', 'expired');
    return withParam(back, 'wechat_ticket', ticket);
  }

  /**
   * `POST /api/wechat.OfficialAccount/session`: ends the round trip. A bound openid signs its
   * account in; an unbound one is bound to the signed-in caller, or answers `not_bound` (the
   * ticket stays valid until it expires, so the person can bind a phone and come back).
   */
  async oauthFinish(
    viewer: Viewer | null,
    input: { ticket: string | undefined; nonce: string | undefined },
  ): Promise<SignInOutcome> {
    const ticket = requireCode(input.ticket, 'ticket');
    if (input.nonce === undefined) throw requiredField('nonce');
    const now = unixSeconds(this.#clock);
    return transact(this.#db, async (tx): Promise<SignInOutcome> => {
      const row = await this.#pending(tx, ticket, 'oauth', now);
      if (!row?.openid || !row.nonce_hash || !sameDigest(row.nonce_hash, sha256(input.nonce ?? ''))) {
        throw new AppError('invalid', 'error.wechatLoginExpired', { field: 'ticket' });
      }
      const identity = { appid: row.appid, openid: row.openid, unionid: row.unionid, nickname: row.nickname };
      const owner = await this.#boundUser(tx, row.appid, row.openid);
      if (owner === undefined && viewer === null) {
        return {
          status: 'not_bound',
          tokenInfo: null,
          user: null,
          login_code: null,
          expires_in: row.expires_at - now,
        };
      }
      if (owner !== undefined && viewer !== null && owner !== viewer.userId) {
        throw new AppError('conflict', 'error.wechatBoundToOther');
      }
      await this.#consume(tx, ticket, 'oauth', now);
      if (owner !== undefined) return { status: 'signed_in', ...(await this.#auth.signInAs(tx, owner)) };
      await this.#bind(tx, (viewer as Viewer).userId, identity);
      return { status: 'bound', tokenInfo: null, user: null };
    });
  }

  /** `POST /m/api/wechat/jsconfig.php`: `wx.config` for the page at `url`, signed with the jsapi ticket. */
  async jsConfig(input: {
    apis: string | undefined;
    url: string | undefined;
    base: string;
    allowedOrigins: readonly string[];
  }): Promise<JsConfig> {
    if (input.apis === undefined) throw requiredField('apis');
    const jsApiList = input.apis
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (
      jsApiList.length === 0 ||
      jsApiList.length > MAX_APIS ||
      jsApiList.some((n) => !/^[a-zA-Z]{1,64}$/.test(n))
    ) {
      throw invalidField('apis');
    }
    if (input.url === undefined) throw requiredField('url');
    let page: URL;
    try {
      page = new URL(input.url);
    } catch {
      throw invalidField('url');
    }
    if (!/^https?:$/.test(page.protocol) || input.url.length > 2048) throw invalidField('url');
    if (page.origin !== new URL(input.base).origin && !input.allowedOrigins.includes(page.origin)) {
      throw invalidField('url');
    }
    const provider = this.#require('official');
    const ticket = await provider.jsapiTicket().catch((e) => wechatFailure(e, 'url'));
    const url = input.url.split('#')[0] ?? input.url;
    const timestamp = unixSeconds(this.#clock);
    const nonceStr = randomToken(12);
    return {
      debug: false,
      appId: provider.officialAppId,
      timestamp,
      nonceStr,
      signature: jsapiSignature({ ticket, nonceStr, timestamp, url }),
      jsApiList,
    };
  }

  /**
   * The person's openid under `appid` (by default the official account's, then the mini
   * program's): what WeChat Pay's JSAPI and the transfers to a wallet need. Null when unbound.
   */
  async openIdOf(userId: number, appid?: string): Promise<string | null> {
    const apps = appid ? [appid] : [this.#provider?.officialAppId, this.#provider?.miniAppId];
    const wanted = apps.filter((a): a is string => a !== undefined);
    if (wanted.length === 0) return null;
    const rows = await this.#db
      .selectFrom('wechat_accounts')
      .select(['appid', 'openid'])
      .where('user_id', '=', userId)
      .where('appid', 'in', wanted)
      .execute();
    for (const app of wanted) {
      const row = rows.find((r) => r.appid === app);
      if (row) return row.openid;
    }
    return null;
  }
}
