import type { RequestOptions, Transport } from '../transport';

/** The wallet's buckets, each the sum of its ledger entries (fen). */
export interface Wallet {
  available_fen: number;
  pending_fen: number;
  frozen_fen: number;
  income_total_fen: number;
}

/** One ledger entry on the person's wallet (incomeRecord). */
export interface IncomeEntry {
  id: number;
  bucket: 'pending' | 'available' | 'frozen';
  amount_fen: number;
  /** The transition or job that posted it: `confirm`, `wallet-clearance`, `withdrawal-requested`... */
  transition: string;
  goods_order_task_id: number | null;
  goods_order_id: number | null;
  title: string;
  created_at: number;
}

export type WithdrawalStatus = 'pending' | 'waiting' | 'cancelling' | 'succeeded' | 'failed' | 'cancelled';

export interface Withdrawal {
  out_bill_no: string;
  amount_fen: number;
  status: WithdrawalStatus;
  provider: string;
  package_info: string | null;
  fail_reason: string | null;
  cancellable: boolean;
  created_at: number;
  finished_at: number | null;
  /** Sandbox only, while waiting: the payee's confirmation page. */
  sandbox_url?: string;
}

export interface WithdrawRules {
  min_fen: number;
  daily_max_fen: number;
  today_left_fen: number;
  available_fen: number;
  provider: 'sandbox' | 'wechat' | 'none';
  open: Withdrawal | null;
}

interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}

/** GET /api/user.Wallet/index */
export const getWallet = (api: Transport, opts?: RequestOptions) =>
  api.get<Wallet>('/api/user.Wallet/index', undefined, opts);

/** POST /api/user.Wallet/incomeRecord: the wallet's entries, newest first. */
export const getIncomeRecord = (api: Transport, page: number, opts?: RequestOptions) =>
  api.post<Page<IncomeEntry>>('/api/user.Wallet/incomeRecord', { page }, opts);

/** POST /api/user.Wallet/withdrawBalanceLog: the person's withdrawals, newest first. */
export const getWithdrawals = (api: Transport, page: number, opts?: RequestOptions) =>
  api.post<Page<Withdrawal>>('/api/user.Wallet/withdrawBalanceLog', { page }, opts);

/** GET /api/user.Wallet/withdrawRules: minimum, daily maximum, what is left today, the open one. */
export const getWithdrawRules = (api: Transport, opts?: RequestOptions) =>
  api.get<WithdrawRules>('/api/user.Wallet/withdrawRules', undefined, opts);

/** GET /api/wechat.pay/transfer: starts a withdrawal (the same key answers the first one). */
export const startTransfer = (
  api: Transport,
  amount_fen: number,
  idempotency_key: string,
  opts?: RequestOptions,
) =>
  api.get<Withdrawal>('/api/wechat.pay/transfer', { program: 0, amount: amount_fen, idempotency_key }, opts);

/** POST /api/wechat.pay/transferCancel */
export const cancelTransfer = (api: Transport, out_bill_no: string, opts?: RequestOptions) =>
  api.post<Withdrawal>('/api/wechat.pay/transferCancel', { out_bill_no }, opts);

/** A sign-up agreement as the person agreed to it. */
export interface AgreedDocument {
  agreement_key: string;
  title: string;
  agreed_at: number;
  version_at: number;
  changed_since: boolean;
}

/** The service contract of one paid task. */
export interface ServiceContract {
  contract_key: string;
  goods_order_task_id: number;
  goods_order_id: number;
  title: string;
  role: 'poster' | 'taker';
  poster: { id: number; s_username: string };
  taker: { id: number; s_username: string };
  amount_fen: number;
  status: string;
  paid_at: number;
  service_time: number;
  ended_at: number | null;
}

/** GET /api/contract/mine: the sign-up agreements (page 1) and each paid task's service contract. */
export const getMyContracts = (api: Transport, page: number, opts?: RequestOptions) =>
  api.get<Page<ServiceContract> & { agreements: AgreedDocument[] }>('/api/contract/mine', { page }, opts);
