import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../i18n/messages.js';

/** Unix seconds are stored as bigint and read back as numbers by both drivers. */
export interface UsersTable {
  id: Generated<number>;
  phone: string;
  role: Generated<'user' | 'kefu'>;
  s_username: string;
  face: Generated<string>;
  smrz: Generated<number>;
  name: Generated<string>;
  sfzid: Generated<string>;
  /** Share rate in basis points: 1500 is 0.15. */
  share_bp: Generated<number>;
  /** Keyed fingerprint of the verified resident ID number (0018); null until verified. */
  id_number_hash: Generated<string | null>;
  captain_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface CaptchaSessionsTable {
  session_id: string;
  answer_hash: string;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  register_token_hash: string;
  attempts: Generated<number>;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  sort: number;
  /** 0 at the top of the tree. */
  parent_id: Generated<number>;
}

/**
 * Content a reader reads has one version per locale in a `*_translations` table, keyed by the
 * item and the locale; a locale without its own version falls back to `en`.
 */
export interface BannersTable {
  id: Generated<number>;
  position: string;
  /** `/assets/...`: the image of every version that has none of its own. */
  image: string;
  link_type: 'none' | 'route' | 'web';
  link: string;
  sort: number;
}

export interface BannerTranslationsTable {
  banner_id: number;
  locale: Locale;
  title: string;
  /** This locale's image (words baked into the picture), or null: the banner's `image`. */
  image: string | null;
}

export interface ShareConfigsTable {
  id: Generated<number>;
  page: string;
  key: string;
  /** The picture of every version that has none of its own. */
  pic: string;
}

export interface ShareConfigTranslationsTable {
  share_config_id: number;
  locale: Locale;
  title: string;
  /** This locale's picture, or null: the share config's `pic`. */
  pic: string | null;
}

export interface AgreementsTable {
  agreement_key: string;
  sort: number;
}

export interface AgreementTranslationsTable {
  agreement_key: string;
  locale: Locale;
  title: string;
  content: string;
  /** When this version last changed. */
  updated_at: number;
}

export interface ContractsTable {
  contract_key: string;
}

export interface ContractTranslationsTable {
  contract_key: string;
  locale: Locale;
  title: string;
  content: string;
  updated_at: number;
}

export interface UploadsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  mime: string;
  size: number;
  purpose: string;
  created_at: number;
}

export interface ChatConversationsTable {
  id: Generated<number>;
  /** The lower user id of the pair (`user_low < user_high`). */
  user_low: number;
  user_high: number;
  created_at: number;
}

/** One row per participant of a conversation: their own read and cleared positions. */
export interface ChatParticipantsTable {
  conversation_id: number;
  user_id: number;
  peer_id: number;
  /** Messages up to this id are read by this participant. */
  last_read_id: Generated<number>;
  /** Messages up to this id are hidden from this participant (they cleared the conversation). */
  cleared_before_id: Generated<number>;
  /** The newest message of the conversation (0: none yet), copied here for the list order. */
  last_message_id: Generated<number>;
  /** Unix seconds of the last activity: the newest message, or the creation. */
  updated_at: number;
}

export type ChatMessageKind = 'text' | 'picture' | 'order' | 'task' | 'system';

export interface ChatMessagesTable {
  /** The contract's `chat_id`. bigint, read back as a number. */
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  kind: ChatMessageKind;
  content: Generated<string>;
  /** `/uploads/<name>` (stored relative, answered absolute), or "". */
  pic: Generated<string>;
  goods_order_id: Generated<number>;
  goods_order_task_id: Generated<number>;
  /** The sender's idempotency key (unique per sender), or null. */
  client_key: string | null;
  created_at: number;
}

export interface ChatHiddenMessagesTable {
  user_id: number;
  message_id: number;
  created_at: number;
}

/** A category's name in one locale (`categories.name` is the fallback). */
export interface CategoryNamesTable {
  category_id: number;
  locale: string;
  name: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  tel: string;
  region: string;
  detail: string;
  longitude: number;
  latitude: number;
  is_default: Generated<boolean>;
  created_at: number;
  updated_at: number;
}

export interface GoodsOrdersTable {
  id: Generated<number>;
  poster_id: number;
  category_id: number;
  title: string;
  description: string;
  /** `/uploads/...` paths (stored relative, answered absolute). */
  pics: ColumnType<string[], string, string>;
  pricing_mode: 'fixed' | 'quote';
  price_fen: number;
  headcount: number;
  paid_count: Generated<number>;
  status: Generated<'open' | 'full' | 'completed' | 'cancelled' | 'expired' | 'removed'>;
  service_time: number;
  region: string;
  address: string;
  longitude: number;
  latitude: number;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}

export interface GoodsOrderTasksTable {
  id: Generated<number>;
  order_id: number;
  taker_id: number;
  status: string;
  price_fen: number;
  rounds: ColumnType<{ by: 'poster' | 'taker'; price_fen: number; at: number }[], string | undefined, string>;
  counter_rounds: Generated<number>;
  change_requests: Generated<number>;
  change_request_list: ColumnType<{ reason: string; at: number }[], string | undefined, string>;
  deliveries: ColumnType<{ note: string; pics: string[]; at: number }[], string | undefined, string>;
  coupon_fen: Generated<number>;
  note: Generated<string>;
  entered_at: number;
  delivered_at: number | null;
  cancel_requested_by: 'poster' | 'taker' | null;
  cancel: ColumnType<{ by: string; reason: string; at: number } | null, string | null, string | null>;
  evaluated_by_poster: Generated<boolean>;
  evaluated_by_taker: Generated<boolean>;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}

export interface GoodsOrderTaskLogTable {
  id: Generated<number>;
  task_id: number;
  transition: string;
  actor_role: string;
  actor_id: number | null;
  from_state: string | null;
  to_state: string;
  at: number;
  reason: string | null;
  idempotency_key: string | null;
}

/** A durable timer (`Job` of task-lifecycle.ts): `transition` names the job kind. */
export interface JobsTable {
  id: Generated<number>;
  task_id: number;
  transition: string;
  due_at: number;
  claimed_at: number | null;
  done_at: number | null;
  /** `fired`, `stale` (no longer current), `refused` (checkTransition said no) or `noted`. */
  outcome: string | null;
}

/** One balanced movement of money: its entries sum to zero. */
export interface LedgerTransactionsTable {
  id: Generated<number>;
  /** The transition or job that moved the money (`paid`, `confirm`, `wallet-clearance`...). */
  kind: string;
  task_id: number | null;
  created_at: number;
}

/** One line of a ledger transaction: money into (> 0) or out of (< 0) an `Account` of money.ts. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account: string;
  amount_fen: number;
  task_id: number | null;
  kind: string;
  created_at: number;
}

/** A payment of a task (`purpose` task) or of a raised fee (`topup`). */
export interface PaymentsTable {
  id: string;
  task_id: number;
  poster_id: number;
  purpose: 'task' | 'topup';
  amount_fen: number;
  provider: string;
  status: Generated<'pending' | 'succeeded' | 'failed' | 'expired'>;
  transaction_id: string | null;
  idempotency_key: string;
  expires_at: number;
  created_at: number;
  updated_at: number;
}

/** A verified payment notification, applied once per (provider, transaction_id). */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  payment_id: string;
  status: string;
  amount_fen: number;
  /** `paid`, `failed`, `refused` (the task could no longer be paid) or `ignored`. */
  outcome: string;
  received_at: number;
}

/** One party's evaluation of the other on a settled task (`evaluate`): stars, text, photos. */
export interface EvaluationsTable {
  id: Generated<number>;
  task_id: number;
  author_id: number;
  /** The author's side of the task: the poster evaluates the taker and the other way round. */
  author_role: 'poster' | 'taker';
  /** The user evaluated. */
  subject_id: number;
  stars: number;
  content: string;
  /** `/uploads/` paths, at most 9. */
  pics: ColumnType<string[], string, string>;
  created_at: number;
}

/** An order's durable timer (`orderTimers` of task-lifecycle.ts: `order-close` at the service time). */
export interface OrderJobsTable {
  id: Generated<number>;
  order_id: number;
  transition: string;
  due_at: number;
  claimed_at: number | null;
  done_at: number | null;
  /** `fired` (the order closed), `noted` (nothing changed), `stale` (no longer current). */
  outcome: string | null;
}

/**
 * One-off jobs over data already stored (a backfill a migration cannot do in SQL, such as
 * rewriting files): one row per job, written by the migration that introduces it, with how far
 * it got, so it resumes after a crash and never runs twice.
 */
export interface DataJobsTable {
  name: string;
  /** The last row id done (jobs walk their table by id). */
  cursor: Generated<number>;
  /** JSON of the job's counts so far (for the stored-photo clean-up: cleaned, alreadyClean, ...). */
  counts: Generated<string>;
  claimed_at: number | null;
  done_at: number | null;
}

export interface GoodsOrderLogTable {
  id: Generated<number>;
  order_id: number;
  transition: string;
  actor_role: string;
  actor_id: number | null;
  from_state: string;
  to_state: string;
  at: number;
  reason: string | null;
}

export interface BrowseHistoryTable {
  user_id: number;
  order_id: number;
  viewed_at: number;
}

/** The search index (modules/search/terms.ts): the terms each order or user is found by. */
export interface SearchTermsTable {
  kind: 'order' | 'user';
  ref_id: number;
  /** `collate "C"`: a word prefix is a range of the key. */
  term: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  captcha_sessions: CaptchaSessionsTable;
  sms_codes: SmsCodesTable;
  categories: CategoriesTable;
  banners: BannersTable;
  banner_translations: BannerTranslationsTable;
  share_configs: ShareConfigsTable;
  share_config_translations: ShareConfigTranslationsTable;
  agreements: AgreementsTable;
  agreement_translations: AgreementTranslationsTable;
  contracts: ContractsTable;
  contract_translations: ContractTranslationsTable;
  uploads: UploadsTable;
  chat_conversations: ChatConversationsTable;
  chat_participants: ChatParticipantsTable;
  chat_messages: ChatMessagesTable;
  chat_hidden_messages: ChatHiddenMessagesTable;
  category_names: CategoryNamesTable;
  addresses: AddressesTable;
  goods_orders: GoodsOrdersTable;
  goods_order_tasks: GoodsOrderTasksTable;
  goods_order_task_log: GoodsOrderTaskLogTable;
  goods_order_log: GoodsOrderLogTable;
  browse_history: BrowseHistoryTable;
  jobs: JobsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  evaluations: EvaluationsTable;
  order_jobs: OrderJobsTable;
  search_terms: SearchTermsTable;
  data_jobs: DataJobsTable;
  notification_settings: NotificationSettingsTable;
  notification_deliveries: NotificationDeliveriesTable;
  // WeChat sign-in, teams and invitations
  wechat_accounts: WechatAccountsTable;
  wechat_sign_ins: WechatSignInsTable;
  wechat_credentials: WechatCredentialsTable;
}

/** A person's choice for one kind of notification; no row means on. */
export interface NotificationSettingsTable {
  user_id: number;
  kind: string;
  enabled: boolean;
  updated_at: number;
}

/** One notification to one person on one channel: a durable job sent after the commit. */
export interface NotificationDeliveriesTable {
  id: Generated<number>;
  /** What it tells about, e.g. `task-log:42`: with the person and channel, unique. */
  event_key: string;
  user_id: number;
  kind: string;
  /** `sms` or `wechat`. */
  channel: string;
  /** JSON of the template parameters (`[[name, value], ...]`) and the task and order ids. */
  params: string;
  due_at: number;
  claimed_at: number | null;
  attempts: Generated<number>;
  done_at: number | null;
  /** `sent`, `off` (turned off before sending), `skipped` (no address), `failed`, `unknown`. */
  outcome: string | null;
  last_error: string | null;
  created_at: number;
}

// WeChat sign-in, teams and invitations

/** An openid bound to an account: one person per openid, one openid per person and app. */
export interface WechatAccountsTable {
  id: Generated<number>;
  user_id: number;
  appid: string;
  openid: string;
  unionid: string | null;
  nickname: string | null;
  created_at: number;
}

/**
 * A sign-in in progress: an official account OAuth round trip (`oauth`, its id is the signed
 * state) or a mini program login whose openid is not bound yet (`mini`).
 */
export interface WechatSignInsTable {
  id: string;
  kind: 'oauth' | 'mini';
  appid: string;
  scope: string | null;
  /** SHA-256 of the browser's nonce: only the browser that started the round trip ends it. */
  nonce_hash: string | null;
  return_url: string | null;
  openid: string | null;
  unionid: string | null;
  nickname: string | null;
  /** SHA-256 of the one-time ticket handed back to the browser (or the mini program's login_code). */
  ticket_hash: string | null;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

/** WeChat access tokens and jsapi tickets, shared by every process until they expire. */
export interface WechatCredentialsTable {
  key: string;
  value: string;
  expires_at: number;
  updated_at: number;
}
