import type { Task } from '../order-types';
import type { RequestOptions, Transport } from '../transport';

export interface PaymentStart {
  payment_id: string;
  amount_fen: number;
  status: 'pending';
  expires_at: number;
  provider: 'sandbox' | 'wechat';
  next: 'bridge' | 'sandbox';
}

export interface BridgeConfig {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
  /** Sandbox provider only: the confirmation step to open. */
  sandbox_url?: string;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** POST /m/api/order/pay_in.php: starts (or answers again) the payment of a task. */
export const payIn = (
  api: Transport,
  id: number,
  info: 'task' | 'topup',
  idempotency_key: string,
  opts?: RequestOptions,
) => api.post<PaymentStart>('/m/api/order/pay_in.php', { id, info, idempotency_key }, opts);

/** POST /api/wechat.pay/bridgeConfig: the JSAPI parameters of a payment (sandbox: plus its confirmation URL). */
export const getBridgeConfig = (api: Transport, paymentId: string, opts?: RequestOptions) =>
  api.post<BridgeConfig>('/api/wechat.pay/bridgeConfig', { id: paymentId, info: 'jsapi' }, opts);

/** GET /api/pay/status: what orderPay polls after the bridge returns. */
export const getPaymentStatus = (api: Transport, payment_id: string, opts?: RequestOptions) =>
  api.get<{ status: PaymentStatus; task: Task }>('/api/pay/status', { payment_id }, opts);
