import {
  constants,
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { secret } from '../secrets.js';

/** A payment as a provider needs it to start the payer's confirmation. */
export interface PaymentOrder {
  id: string;
  amount_fen: number;
  /** What the payer sees on the provider's page (the order's title). */
  description: string;
  /** Unix seconds after which the provider must refuse the payment (WeChat `time_expire`). */
  expires_at: number;
  /** The payer's openid under the provider's app (WeChat JSAPI needs it); null when unknown. */
  payer_openid: string | null;
}

/** A verified notification: what the provider says happened to a payment. */
export interface PaymentNotification {
  payment_id: string;
  /** The provider's own id of the money movement: a notification is applied once per id. */
  transaction_id: string;
  status: 'SUCCESS' | 'FAIL';
  amount_fen: number;
}

/**
 * Why a provider could not start a payment: the payer is unknown to it (`payer`: WeChat JSAPI
 * without an openid), or the provider did not answer as its contract says (`unavailable`).
 */
export class PayProviderError extends Error {
  readonly code: 'payer' | 'unavailable';

  constructor(code: 'payer' | 'unavailable', message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PayProviderError';
    this.code = code;
  }
}

export type Headers = Record<string, string | string[] | undefined>;

/**
 * A payment provider (docs/orders-api.md, Payment). The sandbox works offline and behaves like
 * the real thing: the payer confirms or fails on a page, and the result arrives as a signed
 * notification. `WechatPayProvider` implements the same interface against WeChat Pay v3.
 */
export interface PayProvider {
  readonly name: 'sandbox' | 'wechat';
  /**
   * The JSAPI parameters the client hands to the payment bridge (`WeixinJSBridge.invoke(
   * 'getBrandWCPayRequest', ...)`). Throws `PayProviderError` when the payment cannot start.
   */
  bridgeConfig(order: PaymentOrder, now: number): Promise<Record<string, string>>;
  /**
   * Checks a notification's signature over the raw body, exactly as received, and parses it.
   * Null when the signature or the body is not valid: the caller changes nothing. `now` (Unix
   * seconds) lets a provider refuse a stale, replayed signature.
   */
  verifyNotification(rawBody: string, headers: Headers, now: number): PaymentNotification | null;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** HMAC-SHA256 of the raw body with the sandbox key, hex: the `X-Sandbox-Signature` header. */
export function sandboxSignature(key: string, rawBody: string): string {
  return createHmac('sha256', key).update(rawBody, 'utf8').digest('hex');
}

function isNotification(value: unknown): value is PaymentNotification {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.payment_id === 'string' &&
    typeof v.transaction_id === 'string' &&
    v.transaction_id.length > 0 &&
    v.transaction_id.length <= 64 &&
    (v.status === 'SUCCESS' || v.status === 'FAIL') &&
    typeof v.amount_fen === 'number' &&
    Number.isSafeInteger(v.amount_fen)
  );
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The offline provider: notifications signed with HMAC-SHA256 and a key from configuration. */
export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox' as const;
  readonly #key: string;

  constructor(key: string) {
    if (key.length < 16) throw new Error('the sandbox payment key must have at least 16 characters');
    this.#key = key;
  }

  async bridgeConfig(order: PaymentOrder, now: number): Promise<Record<string, string>> {
    const fields = {
      appId: 'sandbox',
      timeStamp: String(now),
      nonceStr: randomBytes(16).toString('hex'),
      package: `prepay_id=${order.id}`,
    };
    const message = [fields.appId, fields.timeStamp, fields.nonceStr, fields.package].join('\n');
    return { ...fields, signType: 'RSA', paySign: sandboxSignature(this.#key, message) };
  }

  /** Signs a notification body as the sandbox "provider" sends it (the /dev/pay page, tests). */
  sign(rawBody: string): string {
    return sandboxSignature(this.#key, rawBody);
  }

  verifyNotification(rawBody: string, headers: Headers): PaymentNotification | null {
    const given = header(headers, SANDBOX_SIGNATURE_HEADER);
    if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return null;
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      return null;
    }
    return isNotification(parsed) ? parsed : null;
  }
}

// ---------------------------------------------------------------------------------------------
// WeChat Pay v3 (direct merchant, JSAPI)

/** The JSAPI order endpoint of WeChat Pay v3. */
export const WECHAT_JSAPI_URL = 'https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi';
/** A signature whose timestamp is further than this from our clock is refused (replays). */
export const WECHAT_CLOCK_SKEW_SECONDS = 300;
const WECHAT_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
const GCM_TAG_BYTES = 16;

/** What the WeChat adapter needs (docs/deployment.md, Payments: the WECHAT_PAY_* variables). */
export interface WechatPayConfig {
  /** WECHAT_PAY_MCHID: the merchant id. */
  mchid: string;
  /** WECHAT_PAY_APPID: the official account (or mini program) the payers' openids belong to. */
  appid: string;
  /** WECHAT_PAY_SERIAL_NO: the serial number of the merchant's API certificate. */
  serialNo: string;
  /** The merchant's API private key, PEM (WECHAT_PAY_PRIVATE_KEY_PATH: apiclient_key.pem). */
  privateKey: string;
  /** WECHAT_PAY_APIV3_KEY: the 32-byte APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay's public key, PEM (WECHAT_PAY_PUBLIC_KEY_PATH), which signs its answers. */
  platformPublicKey: string;
  /** WECHAT_PAY_PUBLIC_KEY_ID: its id (`PUB_KEY_ID_...`), sent back as `Wechatpay-Serial`. */
  platformPublicKeyId: string;
  /** Where WeChat sends notifications: WECHAT_PAY_NOTIFY_URL, or PUBLIC_URL + /api/pay/notify/wechat. */
  notifyUrl: string;
}

/**
 * Reads the WeChat adapter's configuration from the environment when PAY_PROVIDER is `wechat`;
 * undefined for the sandbox (the default). Throws a message naming the variable at fault.
 */
export function loadWechatPayConfig(
  env: NodeJS.ProcessEnv,
  publicUrl: string | undefined,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): WechatPayConfig | undefined {
  const provider = env.PAY_PROVIDER?.trim().toLowerCase() || 'sandbox';
  if (provider === 'sandbox') return undefined;
  if (provider !== 'wechat') throw new Error(`PAY_PROVIDER must be "sandbox" or "wechat", got "${provider}"`);
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`PAY_PROVIDER=wechat needs ${name}`);
    return value;
  };
  const file = (name: string): string => {
    const at = need(name);
    try {
      return read(at);
    } catch (error) {
      throw new Error(`${name}: cannot read ${at} (${(error as Error).message})`);
    }
  };
  const apiV3Key = secret(env, 'WECHAT_PAY_APIV3_KEY', read);
  if (!apiV3Key)
    throw new Error('PAY_PROVIDER=wechat needs WECHAT_PAY_APIV3_KEY (or WECHAT_PAY_APIV3_KEY_FILE)');
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) throw new Error('WECHAT_PAY_APIV3_KEY must be 32 bytes');
  const notifyUrl =
    env.WECHAT_PAY_NOTIFY_URL?.trim() || (publicUrl ? `${publicUrl}/api/pay/notify/wechat` : '');
  if (!/^https:\/\/[^/\s]+\/\S*$/.test(notifyUrl)) {
    throw new Error('PAY_PROVIDER=wechat needs an https WECHAT_PAY_NOTIFY_URL, or an https PUBLIC_URL');
  }
  const config: WechatPayConfig = {
    mchid: need('WECHAT_PAY_MCHID'),
    appid: need('WECHAT_PAY_APPID'),
    serialNo: need('WECHAT_PAY_SERIAL_NO'),
    privateKey: file('WECHAT_PAY_PRIVATE_KEY_PATH'),
    apiV3Key,
    platformPublicKey: file('WECHAT_PAY_PUBLIC_KEY_PATH'),
    platformPublicKeyId: need('WECHAT_PAY_PUBLIC_KEY_ID'),
    notifyUrl,
  };
  try {
    createPrivateKey(config.privateKey);
  } catch {
    throw new Error('WECHAT_PAY_PRIVATE_KEY_PATH is not a PEM private key');
  }
  try {
    createPublicKey(config.platformPublicKey);
  } catch {
    throw new Error('WECHAT_PAY_PUBLIC_KEY_PATH is not a PEM public key');
  }
  return config;
}

/** RFC 3339 in China time, as WeChat writes times: 2026-11-01T17:00:00+08:00. */
export function wechatTime(unix: number): string {
  return `${new Date((unix + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`;
}

/** The transaction a verified notification's resource decrypts to (the fields we read). */
interface WechatTransaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown };
}

/** Final trade states a notification may carry, and what they mean to a payment. */
const TRADE_STATES: Readonly<Record<string, PaymentNotification['status']>> = {
  SUCCESS: 'SUCCESS',
  CLOSED: 'FAIL',
  PAYERROR: 'FAIL',
  REVOKED: 'FAIL',
};

/**
 * WeChat Pay v3 for direct merchants, JSAPI (payment inside WeChat's browser): the order call
 * signed `WECHATPAY2-SHA256-RSA2048` with the merchant key, the answer's signature checked
 * with WeChat Pay's public key, the bridge parameters signed for `getBrandWCPayRequest`, and
 * notifications verified over `timestamp\nnonce\nbody\n` before their AEAD_AES_256_GCM
 * resource is decrypted with the APIv3 key. `fetch` is injected (tests answer from recordings).
 */
export class WechatPayProvider implements PayProvider {
  readonly name = 'wechat' as const;
  readonly #config: WechatPayConfig;
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(config: WechatPayConfig, options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
    if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new Error('the APIv3 key must be 32 bytes');
    this.#config = config;
    this.#privateKey = createPrivateKey(config.privateKey);
    this.#publicKey = createPublicKey(config.platformPublicKey);
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  #sign(message: string): string {
    return sign('sha256', Buffer.from(message, 'utf8'), this.#privateKey).toString('base64');
  }

  /** The `Authorization` header of a request (WeChat Pay v3 signing rules). */
  authorization(method: string, url: string, body: string, now: number, nonce: string): string {
    const { pathname, search } = new URL(url);
    const signature = this.#sign(`${method}\n${pathname}${search}\n${now}\n${nonce}\n${body}\n`);
    return `${WECHAT_AUTH_SCHEME} mchid="${this.#config.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${now}",serial_no="${this.#config.serialNo}"`;
  }

  /** True when `Wechatpay-Signature` is WeChat Pay's over `timestamp\nnonce\nbody\n`, recent enough. */
  #verified(body: string, headers: Headers, now: number): boolean {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
    if (serial !== this.#config.platformPublicKeyId) return false;
    if (Math.abs(now - Number(timestamp)) > WECHAT_CLOCK_SKEW_SECONDS) return false;
    try {
      return verify(
        'sha256',
        Buffer.from(`${timestamp}\n${nonce}\n${body}\n`, 'utf8'),
        this.#publicKey,
        Buffer.from(signature, 'base64'),
      );
    } catch {
      return false;
    }
  }

  /** The merchant id (`mchid`). */
  get mchid(): string {
    return this.#config.mchid;
  }

  /** The id of WeChat Pay's public key, sent as `Wechatpay-Serial`. */
  get platformKeyId(): string {
    return this.#config.platformPublicKeyId;
  }

  /**
   * A sensitive field (a payee's real name) encrypted for WeChat Pay, as its v3 rules ask:
   * RSA with OAEP padding (SHA-1 and MGF1-SHA-1) under WeChat Pay's public key, base64. The
   * request carrying it names that key in `Wechatpay-Serial` (`platformKeyId`).
   */
  encryptSensitive(plain: string): string {
    return publicEncrypt(
      { key: this.#publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(plain, 'utf8'),
    ).toString('base64');
  }

  /** True when an answer or notification body carries WeChat Pay's valid, recent signature. */
  verifies(body: string, headers: Headers, now: number): boolean {
    return this.#verified(body, headers, now);
  }

  async bridgeConfig(order: PaymentOrder, now: number): Promise<Record<string, string>> {
    if (!order.payer_openid) throw new PayProviderError('payer', 'JSAPI needs the payer’s openid');
    const prepayId = await this.#prepay(order, now);
    const fields = {
      appId: this.#config.appid,
      timeStamp: String(now),
      nonceStr: randomBytes(16).toString('hex'),
      package: `prepay_id=${prepayId}`,
    };
    const paySign = this.#sign(
      `${fields.appId}\n${fields.timeStamp}\n${fields.nonceStr}\n${fields.package}\n`,
    );
    return { ...fields, signType: 'RSA', paySign };
  }

  /**
   * POST /v3/pay/transactions/jsapi. The payment id is the `out_trade_no`: asking again for the
   * same payment answers the same prepay_id (WeChat keeps one per order number and parameters).
   */
  async #prepay(order: PaymentOrder, now: number): Promise<string> {
    const body = JSON.stringify({
      appid: this.#config.appid,
      mchid: this.#config.mchid,
      description: [...order.description].slice(0, 127).join('') || order.id,
      out_trade_no: order.id,
      time_expire: wechatTime(order.expires_at),
      notify_url: this.#config.notifyUrl,
      amount: { total: order.amount_fen, currency: 'CNY' },
      payer: { openid: order.payer_openid },
    });
    const nonce = randomBytes(16).toString('hex');
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(WECHAT_JSAPI_URL, {
        method: 'POST',
        headers: {
          Authorization: this.authorization('POST', WECHAT_JSAPI_URL, body, now, nonce),
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': 'marketplace-reference-server',
        },
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new PayProviderError('unavailable', 'WeChat Pay did not answer', error);
    }
    const answer = parseJson(text) as { prepay_id?: unknown; code?: unknown; message?: unknown } | null;
    if (!response.ok) {
      throw new PayProviderError(
        'unavailable',
        `WeChat Pay answered ${response.status} ${String(answer?.code ?? '')}: ${String(answer?.message ?? '')}`,
      );
    }
    const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]));
    if (!this.#verified(text, headers, now)) {
      throw new PayProviderError('unavailable', 'WeChat Pay’s answer is not signed by WeChat Pay');
    }
    if (typeof answer?.prepay_id !== 'string' || answer.prepay_id === '') {
      throw new PayProviderError('unavailable', 'WeChat Pay answered without a prepay_id');
    }
    return answer.prepay_id;
  }

  verifyNotification(rawBody: string, headers: Headers, now: number): PaymentNotification | null {
    if (!this.#verified(rawBody, headers, now)) return null;
    const note = parseJson(rawBody) as {
      resource_type?: unknown;
      resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
    } | null;
    const resource = note?.resource;
    if (note?.resource_type !== 'encrypt-resource' || !resource) return null;
    if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
    if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return null;
    const plain = this.decrypt(
      resource.ciphertext,
      resource.nonce,
      typeof resource.associated_data === 'string' ? resource.associated_data : '',
    );
    const trade = plain === null ? null : (parseJson(plain) as WechatTransaction | null);
    if (!trade || trade.mchid !== this.#config.mchid || trade.appid !== this.#config.appid) return null;
    const status = typeof trade.trade_state === 'string' ? TRADE_STATES[trade.trade_state] : undefined;
    const total = trade.amount?.total;
    const parsed = {
      payment_id: trade.out_trade_no,
      transaction_id: trade.transaction_id,
      status,
      amount_fen: total,
    };
    return isNotification(parsed) ? parsed : null;
  }

  /** AEAD_AES_256_GCM with the APIv3 key (RFC 5116): the tag is the ciphertext's last 16 bytes. */
  decrypt(ciphertext: string, nonce: string, associatedData: string): string | null {
    try {
      const data = Buffer.from(ciphertext, 'base64');
      if (data.length <= GCM_TAG_BYTES) return null;
      const decipher = createDecipheriv(
        'aes-256-gcm',
        Buffer.from(this.#config.apiV3Key, 'utf8'),
        Buffer.from(nonce, 'utf8'),
      );
      decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      return Buffer.concat([
        decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
