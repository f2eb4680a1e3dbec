import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Headers, SANDBOX_SIGNATURE_HEADER, sandboxSignature, type WechatPayProvider } from './pay.js';

/**
 * The states of a merchant transfer bill, as WeChat names them (2025 merchant transfer API).
 * `SUCCESS`, `FAIL` and `CANCELLED` are final; the others wait (for the payee's confirmation,
 * for WeChat, or for a cancellation to finish).
 */
export const TRANSFER_STATES = [
  'ACCEPTED',
  'PROCESSING',
  'WAIT_USER_CONFIRM',
  'TRANSFERING',
  'SUCCESS',
  'FAIL',
  'CANCELING',
  'CANCELLED',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];
export const FINAL_TRANSFER_STATES: readonly TransferState[] = ['SUCCESS', 'FAIL', 'CANCELLED'];

export function isTransferState(value: unknown): value is TransferState {
  return typeof value === 'string' && (TRANSFER_STATES as readonly string[]).includes(value);
}

/** A withdrawal as a payout provider needs it. */
export interface TransferOrder {
  /** The withdrawal's id: WeChat's `out_bill_no`. */
  out_bill_no: string;
  amount_fen: number;
  /** The payee's openid under the merchant's appid; null when unknown (the sandbox needs none). */
  openid: string | null;
  /**
   * The payee's verified real name (real-name verification), or null: WeChat asks for it,
   * encrypted, from REAL_NAME_TRANSFER_MIN_FEN up.
   */
  real_name: string | null;
}

/**
 * From this amount up (2,000 yuan) WeChat's merchant transfer needs the payee's real name
 * (`user_name`, encrypted); the withdrawal refuses such an amount to a person without a
 * verified real name before anything is frozen, whatever the provider (the sandbox behaves
 * like WeChat).
 */
export const REAL_NAME_TRANSFER_MIN_FEN = 200_000;

/** What the provider says of a transfer bill. */
export interface TransferBill {
  out_bill_no: string;
  /** The provider's own id of the bill; "" while it has none. */
  transfer_bill_no: string;
  state: TransferState;
  /** What the client hands to `requestMerchantTransfer` while the bill waits for the payee. */
  package_info: string | null;
  fail_reason: string | null;
}

/**
 * Why a provider did not take a transfer: the payee is unknown to it (`payee`: WeChat without an
 * openid), it refused the request for good (`refused`: nothing was created), or it did not answer
 * as its contract says (`unavailable`: the bill may or may not exist; ask again later).
 */
export class PayoutProviderError extends Error {
  readonly code: 'payee' | 'refused' | 'unavailable';

  constructor(code: 'payee' | 'refused' | 'unavailable', message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PayoutProviderError';
    this.code = code;
  }
}

/**
 * A payout provider (docs/wallet-api.md, Payouts): it moves a withdrawal's money to the person.
 * `transfer` with the same `out_bill_no` again answers the same bill; `query` is null for a bill
 * the provider does not know; a notification is verified over its raw body before it is read.
 */
export interface PayoutProvider {
  readonly name: 'sandbox' | 'wechat';
  transfer(order: TransferOrder, now: number): Promise<TransferBill>;
  query(outBillNo: string, now: number): Promise<TransferBill | null>;
  cancel(outBillNo: string, now: number): Promise<TransferBill>;
  verifyNotification(rawBody: string, headers: Headers, now: number): TransferBill | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A provider's bill from its JSON fields, or null when they are not a bill. */
function toBill(value: unknown): TransferBill | null {
  if (value === null || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.out_bill_no !== 'string' || !isTransferState(v.state)) return null;
  return {
    out_bill_no: v.out_bill_no,
    transfer_bill_no: typeof v.transfer_bill_no === 'string' ? v.transfer_bill_no : '',
    state: v.state,
    package_info: text(v.package_info),
    fail_reason: text(v.fail_reason),
  };
}

// ---------------------------------------------------------------------------------------------
// Sandbox

/**
 * The offline provider. Like WeChat, a transfer waits for the payee's confirmation (the sandbox
 * page `/dev/transfer/:out_bill_no` stands in for `requestMerchantTransfer`), then succeeds or
 * fails, and the result arrives as a notification signed with the sandbox key (HMAC-SHA256 in
 * `X-Sandbox-Signature`, as the sandbox payments). Bills live in this process's memory.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;
  readonly #key: string;
  readonly #bills = new Map<string, TransferBill>();

  constructor(key: string) {
    if (key.length < 16) throw new Error('the sandbox payout key must have at least 16 characters');
    this.#key = key;
  }

  async transfer(order: TransferOrder): Promise<TransferBill> {
    const known = this.#bills.get(order.out_bill_no);
    if (known) return { ...known };
    const bill: TransferBill = {
      out_bill_no: order.out_bill_no,
      transfer_bill_no: `sbx_${randomBytes(12).toString('hex')}`,
      state: 'WAIT_USER_CONFIRM',
      package_info: `sandbox_${randomBytes(12).toString('hex')}`,
      fail_reason: null,
    };
    this.#bills.set(order.out_bill_no, bill);
    return { ...bill };
  }

  async query(outBillNo: string): Promise<TransferBill | null> {
    const bill = this.#bills.get(outBillNo);
    return bill ? { ...bill } : null;
  }

  async cancel(outBillNo: string): Promise<TransferBill> {
    const bill = this.#bills.get(outBillNo);
    if (!bill) throw new PayoutProviderError('refused', 'no such bill');
    if (!FINAL_TRANSFER_STATES.includes(bill.state)) {
      bill.state = 'CANCELLED';
      bill.package_info = null;
    }
    return { ...bill };
  }

  /**
   * The payee confirmed (`SUCCESS`) or the transfer failed (`FAIL`) on the sandbox page: the
   * bill takes that state and the signed notification body is returned, to be sent.
   */
  finish(outBillNo: string, state: 'SUCCESS' | 'FAIL'): { body: string; signature: string } | null {
    const bill = this.#bills.get(outBillNo);
    if (!bill || FINAL_TRANSFER_STATES.includes(bill.state)) return null;
    bill.state = state;
    bill.package_info = null;
    bill.fail_reason = state === 'FAIL' ? 'SANDBOX_FAIL' : null;
    const body = JSON.stringify(bill);
    return { body, signature: this.sign(body) };
  }

  sign(rawBody: string): string {
    return sandboxSignature(this.#key, rawBody);
  }

  verifyNotification(rawBody: string, headers: Headers): TransferBill | null {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
    if (!timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(given, 'hex'))) return null;
    return toBill(parseJson(rawBody));
  }
}

// ---------------------------------------------------------------------------------------------
// WeChat merchant transfer (商家转账, the API in force since 2025)

export const WECHAT_TRANSFER_URL = 'https://api.mch.weixin.qq.com/v3/fund-app/mch-transfer/transfer-bills';

/** What the transfer adapter needs beyond WeChat Pay's own configuration (docs/deployment.md). */
export interface WechatTransferConfig {
  /** The merchant's appid the payees' openids belong to (WECHAT_PAY_APPID). */
  appid: string;
  /** WECHAT_TRANSFER_SCENE_ID: the transfer scene the merchant platform granted (1005: 佣金报酬). */
  sceneId: string;
  /** WECHAT_TRANSFER_POSITION: the scene report's 岗位类型 (what the payees do). */
  position: string;
  /** WECHAT_TRANSFER_REMARK: `transfer_remark` and the scene report's 报酬说明. */
  remark: string;
  /** WECHAT_TRANSFER_NOTIFY_URL, or the payment notify URL's origin + /api/wechat.pay/transfer/notify/wechat. */
  notifyUrl: string;
}

/**
 * Reads the transfer adapter's configuration when PAY_PROVIDER is `wechat` (payouts go through
 * the same merchant as payments, `pay`); undefined for the sandbox. Throws naming the variable at
 * fault. The notify URL defaults to the payment notify URL's origin + the transfer's path.
 */
export function loadWechatTransferConfig(
  env: NodeJS.ProcessEnv,
  pay: { appid: string; notifyUrl: string } | undefined,
): WechatTransferConfig | undefined {
  if (pay === undefined) return undefined;
  const sceneId = env.WECHAT_TRANSFER_SCENE_ID?.trim() || '1005';
  if (!/^\d{1,8}$/.test(sceneId)) throw new Error('WECHAT_TRANSFER_SCENE_ID must be the scene’s number');
  const notifyUrl =
    env.WECHAT_TRANSFER_NOTIFY_URL?.trim() ||
    `${new URL(pay.notifyUrl).origin}/api/wechat.pay/transfer/notify/wechat`;
  if (!/^https:\/\/[^/\s]+\/\S*$/.test(notifyUrl)) {
    throw new Error('WECHAT_TRANSFER_NOTIFY_URL must be an https URL');
  }
  return {
    appid: pay.appid,
    sceneId,
    position: env.WECHAT_TRANSFER_POSITION?.trim() || '服务人员',
    remark: env.WECHAT_TRANSFER_REMARK?.trim() || '任务报酬',
    notifyUrl,
  };
}

/**
 * WeChat Pay's merchant transfer: `POST /v3/fund-app/mch-transfer/transfer-bills` (answered
 * `WAIT_USER_CONFIRM` with the `package_info` the client hands to `requestMerchantTransfer`),
 * the query and the cancellation by `out_bill_no`, and the `MCHTRANSFER.BILL.FINISHED`
 * notification, verified and decrypted by the payment adapter's code (same merchant keys).
 */
export class WechatTransferProvider implements PayoutProvider {
  readonly name = 'wechat' as const;
  readonly #pay: WechatPayProvider;
  readonly #config: WechatTransferConfig;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;

  constructor(
    pay: WechatPayProvider,
    config: WechatTransferConfig,
    options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {
    this.#pay = pay;
    this.#config = config;
    this.#fetch = options.fetch ?? fetch;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async transfer(order: TransferOrder, now: number): Promise<TransferBill> {
    if (!order.openid) throw new PayoutProviderError('payee', 'a WeChat transfer needs the payee’s openid');
    const named = order.amount_fen >= REAL_NAME_TRANSFER_MIN_FEN;
    if (named && !order.real_name) {
      throw new PayoutProviderError(
        'payee',
        'a WeChat transfer of 2,000 yuan or more needs the payee’s real name',
      );
    }
    const body = JSON.stringify({
      appid: this.#config.appid,
      out_bill_no: order.out_bill_no,
      transfer_scene_id: this.#config.sceneId,
      openid: order.openid,
      transfer_amount: order.amount_fen,
      transfer_remark: this.#config.remark,
      // 2,000 yuan and more: WeChat checks the name against the openid's verified owner.
      ...(named && order.real_name ? { user_name: this.#pay.encryptSensitive(order.real_name) } : {}),
      notify_url: this.#config.notifyUrl,
      user_recv_perception: '劳务报酬',
      transfer_scene_report_infos: [
        { info_type: '岗位类型', info_content: this.#config.position },
        { info_type: '报酬说明', info_content: this.#config.remark },
      ],
    });
    return this.#call('POST', WECHAT_TRANSFER_URL, body, now, order.out_bill_no);
  }

  async query(outBillNo: string, now: number): Promise<TransferBill | null> {
    const url = `${WECHAT_TRANSFER_URL}/out-bill-no/${encodeURIComponent(outBillNo)}`;
    try {
      return await this.#call('GET', url, '', now, outBillNo);
    } catch (error) {
      if (error instanceof PayoutProviderError && error.message.includes('NOT_FOUND')) return null;
      throw error;
    }
  }

  async cancel(outBillNo: string, now: number): Promise<TransferBill> {
    const url = `${WECHAT_TRANSFER_URL}/out-bill-no/${encodeURIComponent(outBillNo)}/cancel`;
    return this.#call('POST', url, '', now, outBillNo);
  }

  /** One signed call; the answer's signature is checked before its bill is read. */
  async #call(method: 'GET' | 'POST', url: string, body: string, now: number, outBillNo: string) {
    const nonce = randomBytes(16).toString('hex');
    let response: Response;
    let answerText: string;
    try {
      response = await this.#fetch(url, {
        method,
        headers: {
          Authorization: this.#pay.authorization(method, url, body, now, nonce),
          Accept: 'application/json',
          ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          'Wechatpay-Serial': this.#pay.platformKeyId,
          'User-Agent': 'marketplace-reference-server',
        },
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      answerText = await response.text();
    } catch (error) {
      throw new PayoutProviderError('unavailable', 'WeChat Pay did not answer', error);
    }
    const answer = parseJson(answerText) as Record<string, unknown> | null;
    if (!response.ok) {
      const code = String(answer?.code ?? '');
      const message = `WeChat Pay answered ${response.status} ${code}: ${String(answer?.message ?? '')}`;
      // 5XX and SYSTEM_ERROR leave the bill unknown; any other 4XX created nothing.
      const definite = response.status >= 400 && response.status < 500 && code !== 'SYSTEM_ERROR';
      throw new PayoutProviderError(definite ? 'refused' : 'unavailable', message);
    }
    const headers = Object.fromEntries([...response.headers].map(([k, v]) => [k.toLowerCase(), v]));
    if (!this.#pay.verifies(answerText, headers, now)) {
      throw new PayoutProviderError('unavailable', 'WeChat Pay’s answer is not signed by WeChat Pay');
    }
    const bill = toBill({ out_bill_no: outBillNo, ...answer });
    if (!bill || bill.out_bill_no !== outBillNo) {
      throw new PayoutProviderError('unavailable', 'WeChat Pay answered without a transfer bill');
    }
    return bill;
  }

  verifyNotification(rawBody: string, headers: Headers, now: number): TransferBill | null {
    if (!this.#pay.verifies(rawBody, headers, now)) return null;
    const note = parseJson(rawBody) as {
      event_type?: unknown;
      resource_type?: unknown;
      resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
    } | null;
    const resource = note?.resource;
    if (resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
    if (note?.event_type !== 'MCHTRANSFER.BILL.FINISHED' || note.resource_type !== 'encrypt-resource')
      return null;
    if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') return null;
    const plain = this.#pay.decrypt(
      resource.ciphertext,
      resource.nonce,
      typeof resource.associated_data === 'string' ? resource.associated_data : '',
    );
    const bill = plain === null ? null : (parseJson(plain) as Record<string, unknown> | null);
    if (!bill || bill.mch_id !== this.#pay.mchid) return null;
    return toBill(bill);
  }
}
