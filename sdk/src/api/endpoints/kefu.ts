import type { RequestOptions, Transport } from '../transport';

/** The customer service console's calls (docs/kefu-api.md): kefu only, 403 for anyone else. */

export interface KefuMe {
  id: number;
  level: 'agent' | 'supervisor';
  /** Money decisions on a task whose fee is above this need a supervisor. */
  supervisor_above_fen: number;
}

export interface QueueItem {
  /** `task`, `certificate`, `business`, `article`, `comment` or `feedback`. */
  record_type: string;
  record_id: number;
  title: string;
  since: number;
  /** The person it concerns, or null. */
  user_id: number | null;
  /** A certificate's type, the reports' reasons, the feedback's text; or "". */
  detail: string;
  /** A certificate or licence photo (absolute URL), or "". */
  photo: string;
}

export interface KefuQueue {
  name: string;
  count: number;
  items: QueueItem[];
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_level: 'agent' | 'supervisor' | 'system';
  action: string;
  record_type: string;
  record_id: number;
  before: unknown;
  after: unknown;
  reason: string;
  created_at: number;
}

export interface TaskLine {
  id: number;
  order_id: number;
  title: string;
  status: string;
  price_fen: number;
}

export interface OrderLine {
  id: number;
  title: string;
  status: string;
  created_at: number;
}

export interface Found {
  users: { id: number; s_username: string; phone: string; role: string; smrz: number }[];
  orders: OrderLine[];
  tasks: TaskLine[];
}

export interface Restriction {
  id: number;
  kind: 'post' | 'take' | 'ban';
  reason: string;
  until: number | null;
  created_by: number;
  created_at: number;
  live: boolean;
}

export interface KefuPerson {
  user: {
    id: number;
    s_username: string;
    face: string;
    /** Masked. */
    phone: string;
    role: string;
    kefu_level: string | null;
    smrz: number;
    name: string;
    /** Masked. */
    id_number: string;
    share_bp: number;
    created_at: number;
  };
  restrictions: Restriction[];
  notes: { id: number; author_id: number; body: string; created_at: number }[];
  orders: (OrderLine & { price_fen: number })[];
  tasks: TaskLine[];
  certificates: KefuCertificate[];
  businesses: KefuBusiness[];
  audit: AuditRow[];
}

export interface KefuCertificate {
  id: number;
  type: string;
  category: string;
  photo: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
}

export interface KefuBusiness {
  id: number;
  name: string;
  licence_pic: string;
  status: 'pending' | 'verified' | 'rejected';
  reason: string;
  updated_at: number;
}

export interface KefuTrade {
  task: TaskLine & {
    coupon_fen: number;
    poster_id: number;
    poster_name: string;
    taker_id: number;
    taker_name: string;
    region: string;
    address: string;
    created_at: number;
  };
  payments: { id: string; purpose: string; amount_fen: number; status: string; created_at: number }[];
  ledger: { id: number; account: string; amount_fen: number; kind: string; created_at: number }[];
  log: {
    id: number;
    transition: string;
    actor_role: string;
    from_state: string | null;
    to_state: string;
    at: number;
    reason: string | null;
  }[];
  evaluations: { id: number; author_role: string; stars: number; content: string; created_at: number }[];
  audit: AuditRow[];
}

export interface KefuChat {
  poster_id: number;
  taker_id: number;
  list: { id: number; sender_id: number; kind: string; content: string; created_at: number }[];
  has_more: boolean;
}

/** GET /api/kefu/me: the caller's level and the supervisor threshold. */
export const getKefuMe = (api: Transport, opts?: RequestOptions) =>
  api.get<KefuMe>('/api/kefu/me', undefined, opts);

/** GET /api/kefu/queues: every queue's count and oldest items. */
export const getKefuQueues = (api: Transport, opts?: RequestOptions) =>
  api.get<{ queues: KefuQueue[] }>('/api/kefu/queues', undefined, opts);

/** GET /api/kefu/search: people by phone or id, orders and tasks by id or title. */
export const searchKefu = (api: Transport, q: string, opts?: RequestOptions) =>
  api.get<Found>('/api/kefu/search', { q }, opts);

/** GET /api/kefu/user: one person as kefu sees them. */
export const getKefuUser = (api: Transport, id: number | string, opts?: RequestOptions) =>
  api.get<KefuPerson>('/api/kefu/user', { id }, opts);

/** POST /api/kefu/reveal: one masked value, audited with the reason. */
export const revealKefu = (
  api: Transport,
  input: {
    record_type: 'user' | 'order';
    id: number;
    what: 'phone' | 'id_number' | 'address';
    reason: string;
  },
  opts?: RequestOptions,
) => api.post<{ value: string }>('/api/kefu/reveal', { ...input }, opts);

/** POST /api/kefu/user/share: a person's commission share in basis points. */
export const setKefuShare = (
  api: Transport,
  input: { id: number; share_bp: number; reason: string },
  opts?: RequestOptions,
) => api.post<KefuPerson>('/api/kefu/user/share', { ...input }, opts);

/** POST /api/kefu/user/restrict: no posting, no taking, or a ban, for `days` or until lifted. */
export const restrictKefuUser = (
  api: Transport,
  input: { id: number; restriction: 'post' | 'take' | 'ban'; days?: number; reason: string },
  opts?: RequestOptions,
) => api.post<KefuPerson>('/api/kefu/user/restrict', { ...input }, opts);

/** POST /api/kefu/user/lift: ends a restriction. */
export const liftKefuRestriction = (
  api: Transport,
  input: { restriction_id: number; reason: string },
  opts?: RequestOptions,
) => api.post<KefuPerson>('/api/kefu/user/lift', { ...input }, opts);

/** POST /api/kefu/user/note: an internal note about a person. */
export const addKefuNote = (api: Transport, input: { id: number; note: string }, opts?: RequestOptions) =>
  api.post<KefuPerson>('/api/kefu/user/note', { ...input }, opts);

/** GET /api/kefu/trade: a task's payments, ledger, log, evaluations and audit. */
export const getKefuTrade = (api: Transport, goods_order_task_id: number | string, opts?: RequestOptions) =>
  api.get<KefuTrade>('/api/kefu/trade', { goods_order_task_id }, opts);

/** POST /api/kefu/trade/chat: the parties' chat, read-only; audited with the reason. */
export const readKefuChat = (
  api: Transport,
  input: { goods_order_task_id: number; reason: string },
  opts?: RequestOptions,
) => api.post<KefuChat>('/api/kefu/trade/chat', { ...input }, opts);

/** POST /api/goods_order/modify as kefu: corrects an order's fields, `reason` required (audited). */
export const kefuModifyOrder = (
  api: Transport,
  input: { id: number; title?: string; description?: string; price_fen?: number; reason: string },
  opts?: RequestOptions,
) => api.post<unknown>('/api/goods_order/modify', { ...input }, opts);

/** POST /api/kefu/certificate/review: approves a pending certificate, or rejects it with a reason. */
export const reviewKefuCertificate = (
  api: Transport,
  input: { id: number; decision: 'approve' | 'reject'; reason?: string },
  opts?: RequestOptions,
) => api.post<unknown>('/api/kefu/certificate/review', { ...input }, opts);

/** POST /api/kefu/community/business/review: verifies a business, or rejects it; reason required. */
export const reviewKefuBusiness = (
  api: Transport,
  input: { id: number; decision: 'verify' | 'reject'; reason: string },
  opts?: RequestOptions,
) => api.post<unknown>('/api/kefu/community/business/review', { ...input }, opts);

/** POST /api/kefu/community/moderate: keeps reported content hidden (remove) or shows it again. */
export const moderateKefu = (
  api: Transport,
  input: {
    kind: 'article' | 'comment' | 'business';
    id: number;
    decision: 'remove' | 'restore';
    reason: string;
  },
  opts?: RequestOptions,
) => api.post<unknown>('/api/kefu/community/moderate', { ...input }, opts);

/** POST /api/kefu/feedback/answer: answers a feedback (resolved; unread for its author). */
export const answerKefuFeedback = (
  api: Transport,
  input: { id: number; answer: string },
  opts?: RequestOptions,
) => api.post<unknown>('/api/kefu/feedback/answer', { ...input }, opts);
