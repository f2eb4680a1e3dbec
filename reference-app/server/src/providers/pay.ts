import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A payment as a provider needs it to start the payer's confirmation. */
export interface PaymentOrder {
  id: string;
  amount_fen: number;
  description: string;
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
 * A payment provider (docs/orders-api.md, Payment). The sandbox works offline and behaves like
 * the real thing: the payer confirms or fails on a page, and the result arrives as a signed
 * notification. A WeChat Pay v3 adapter implements the same interface.
 */
export interface PayProvider {
  readonly name: 'sandbox' | 'wechat';
  /** The JSAPI parameters the client hands to the payment bridge. */
  bridgeConfig(order: PaymentOrder, now: number): Record<string, string>;
  /**
   * Checks a notification's signature over the raw body, exactly as received, and parses it.
   * Null when the signature or the body is not valid: the caller changes nothing.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification | null;
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

/** The offline provider: notifications signed with HMAC-SHA256 and a key from configuration. */
export class SandboxPayProvider implements PayProvider {
  readonly name = 'sandbox' as const;
  readonly #key: string;

  constructor(key: string) {
    if (key.length < 16) throw new Error('the sandbox payment key must have at least 16 characters');
    this.#key = key;
  }

  bridgeConfig(order: PaymentOrder, now: number): Record<string, string> {
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

  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification | null {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
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
