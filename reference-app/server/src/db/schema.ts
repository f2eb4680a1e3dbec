import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../i18n/messages.js';

/** Unix seconds are stored as bigint and read back as numbers by both drivers. */
export interface UsersTable {
  id: Generated<number>;
  /** Null for a partner's user who never bound a phone (20261127T0400_partner_sign_in). */
  phone: string | null;
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
  /** A kefu account's level (20261126T1400_kefu): `agent` or `supervisor`; null for others. */
  kefu_level: Generated<'agent' | 'supervisor' | null>;
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
  // audit (kefu)
  audit_log: AuditLogTable;
  // stored files (STORAGE=database)
  stored_files: StoredFilesTable;
  // Feedback and files (issue 12).
  attachments: AttachmentsTable;
  attachment_links: AttachmentLinksTable;
  feedback: FeedbackTable;
  // People (issue 11): profiles, show photos, favourites, certificates
  user_profiles: UserProfilesTable;
  user_profile_categories: UserProfileCategoriesTable;
  user_show_photos: UserShowPhotosTable;
  favourites: FavouritesTable;
  certificates: CertificatesTable;
  // kefu
  user_restrictions: UserRestrictionsTable;
  kefu_notes: KefuNotesTable;
  // wallet: withdrawals
  withdrawals: WithdrawalsTable;
  // coupons
  coupon_templates: CouponTemplatesTable;
  coupon_template_categories: CouponTemplateCategoriesTable;
  user_coupons: UserCouponsTable;
  // community (issue 12)
  community_businesses: CommunityBusinessesTable;
  community_business_categories: CommunityBusinessCategoriesTable;
  community_articles: CommunityArticlesTable;
  community_drafts: CommunityDraftsTable;
  community_likes: CommunityLikesTable;
  community_comments: CommunityCommentsTable;
  community_remarks: CommunityRemarksTable;
  community_reports: CommunityReportsTable;
  rate_limit_windows: RateLimitWindowsTable;
  // WeChat sign-in, teams and invitations
  wechat_accounts: WechatAccountsTable;
  wechat_sign_ins: WechatSignInsTable;
  wechat_credentials: WechatCredentialsTable;
  partner_identities: PartnerIdentitiesTable;
  partner_token_uses: PartnerTokenUsesTable;
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

// audit (kefu)
/** One audited action (kernel/audit.ts): append-only, a trigger refuses UPDATE and DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** `agent`, `supervisor` or `system`. */
  actor_level: string;
  action: string;
  record_type: string;
  record_id: number;
  before: ColumnType<unknown, unknown, never>;
  after: ColumnType<unknown, unknown, never>;
  reason: string;
  created_at: number;
}

// stored files (STORAGE=database)
/** An uploaded file kept in the database (providers/database-storage.ts). */
export interface StoredFilesTable {
  /** `uploads` (served at /uploads/) or `files` (attachments, reached by signed links). */
  space: string;
  name: string;
  data: Buffer;
  size: number;
  created_at: number;
}
// Feedback and files (issue 12): docs/feedback-api.md.

/** A document or picture a person uploaded (stored under `storage_name` in DATA_DIR/files). */
export interface AttachmentsTable {
  id: Generated<number>;
  owner_id: number;
  storage_name: string;
  /** The name the person's file had, cleaned; only shown and offered as the download name. */
  filename: string;
  /** From the content: application/pdf or one of the picture types. */
  mime: string;
  size: number;
  created_at: number;
}

/** An attachment shared through what it is attached to: `feedback` (kefu), `task` (its two parties). */
export interface AttachmentLinksTable {
  attachment_id: number;
  subject: string;
  subject_id: number;
  position: Generated<number>;
  created_at: number;
}

/** Feedback or a complaint a person sent customer service. */
export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  /** `suggestion`, `problem`, `complaint_person`, `complaint_order`. */
  type: string;
  content: string;
  contact: Generated<string>;
  goods_order_id: number | null;
  goods_order_task_id: number | null;
  device: Generated<string>;
  /** `pending`, `processing`, `resolved`, `closed`. */
  status: string;
  handler_id: number | null;
  answer: Generated<string>;
  answered_at: number | null;
  closed_at: number | null;
  dispute_task_id: number | null;
  /** An answer or a close the person has not opened yet. */
  unread: Generated<boolean>;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}
// People (issue 11): profiles, show photos, favourites, certificates (modules/people/migration.ts)

/** What a person shows others beside their name and face; no row means nothing filled in yet. */
export interface UserProfilesTable {
  user_id: number;
  introduction: Generated<string>;
  service_area: Generated<string>;
  longitude: number | null;
  latitude: number | null;
  experience_years: Generated<number>;
  updated_at: number;
}

/** The categories a person works in. */
export interface UserProfileCategoriesTable {
  user_id: number;
  category_id: number;
}

/** The album of a profile, oldest first (at most 9). */
export interface UserShowPhotosTable {
  id: Generated<number>;
  user_id: number;
  /** The stored picture's public path, `/uploads/<name>`. */
  path: string;
  created_at: number;
}

export type FavouriteKind = 'order' | 'talent' | 'business' | 'article';

/** What a person saved: an order, a talent (a user), a business or an article. */
export interface FavouritesTable {
  id: Generated<number>;
  user_id: number;
  kind: FavouriteKind;
  target_id: number;
  created_at: number;
}

export type CertificateStatus = 'pending' | 'approved' | 'rejected';

/** A qualification certificate, reviewed by customer service. */
export interface CertificatesTable {
  id: Generated<number>;
  user_id: number;
  photo: string;
  type: string;
  category_id: number;
  status: Generated<CertificateStatus>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

// kefu
/** What kefu forbade a person (`post`, `take` or `ban`: both), until `until` or until lifted. */
export interface UserRestrictionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'post' | 'take' | 'ban';
  reason: string;
  until: number | null;
  created_by: number;
  created_at: number;
  lifted_at: number | null;
  lifted_by: number | null;
}

/** Kefu's internal note about a person: never shown to them. */
export interface KefuNotesTable {
  id: Generated<number>;
  user_id: number;
  author_id: number;
  body: string;
  created_at: number;
}

// wallet: withdrawals

/** A withdrawal (docs/wallet-api.md): its id is the payout provider's `out_bill_no`. */
export interface WithdrawalsTable {
  id: string;
  user_id: number;
  amount_fen: number;
  /** `pending` (no answer yet), `waiting` (for the payee), `cancelling`, `succeeded`, `failed`, `cancelled`. */
  status: 'pending' | 'waiting' | 'cancelling' | 'succeeded' | 'failed' | 'cancelled';
  provider: string;
  program: Generated<number>;
  idempotency_key: string;
  transfer_bill_no: string | null;
  package_info: string | null;
  fail_reason: string | null;
  /** When the payout job next asks the provider; null once final. */
  query_due_at: number | null;
  query_attempts: Generated<number>;
  claimed_at: number | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

// coupons (modules/coupons): campaign templates and the coupons issued to people

/** A coupon campaign: what each coupon issued from it is worth and when it can be used. */
export interface CouponTemplatesTable {
  id: Generated<number>;
  /** The name in each locale (`en` is the fallback). */
  names: ColumnType<Record<string, string>, string, string>;
  amount_fen: number;
  min_spend_fen: Generated<number>;
  /** `register` (issued on sign-up), `claim` (claimed on a task's page), `kefu` (granted by customer service). */
  receive_type: string;
  /** Fixed validity (both set), or `valid_days` after receipt. */
  valid_from: number | null;
  valid_until: number | null;
  valid_days: number | null;
  /** Coupons left to issue; null: unlimited. Taken by a conditional update. */
  stock_left: number | null;
  per_person_limit: Generated<number>;
  /** An optional circle the order's place must be in. */
  area_longitude: number | null;
  area_latitude: number | null;
  area_radius_m: number | null;
  active: Generated<boolean>;
  created_at: number;
}

/** The categories a template is limited to; none: every category. */
export interface CouponTemplateCategoriesTable {
  template_id: number;
  category_id: number;
}

/** A coupon issued to a person: `available`, `held` (by a task awaiting payment), `used` or `expired`. */
export interface UserCouponsTable {
  id: Generated<number>;
  template_id: number;
  owner_id: number;
  /** The owner's n-th coupon of the template (unique with both): at most `per_person_limit`. */
  seq: number;
  amount_fen: number;
  min_spend_fen: number;
  valid_from: number;
  valid_until: number;
  state: Generated<'available' | 'held' | 'used' | 'expired'>;
  /** The task holding it or that used it. */
  task_id: number | null;
  /** Announced to the owner (notViewed answers each coupon once). */
  viewed: Generated<boolean>;
  received_at: number;
  used_at: number | null;
  updated_at: number;
}
// community (issue 12): docs/community-api.md, migration 20261126T1340_community

/** `none`, `hidden` (three reports, waiting for kefu), `removed` (kefu agreed), `kept` (kefu restored). */
export type Moderation = 'none' | 'hidden' | 'removed' | 'kept';

/** A local business a person listed; public once kefu verified it. */
export interface CommunityBusinessesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  address: string;
  longitude: number;
  latitude: number;
  hours: string;
  /** `/uploads/` paths, at most 9. */
  pics: ColumnType<string[], string, string>;
  /** The licence photo's `/uploads/` path: seen by its owner and kefu only. */
  licence_pic: string;
  status: ColumnType<'pending' | 'verified' | 'rejected', string | undefined, string>;
  review_reason: Generated<string>;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
  moderation: ColumnType<Moderation, string | undefined, string>;
  moderation_reason: Generated<string>;
}

export interface CommunityBusinessCategoriesTable {
  business_id: number;
  category_id: number;
}

export interface CommunityArticlesTable {
  id: Generated<number>;
  author_id: number;
  category: string;
  title: string;
  content: string;
  pics: ColumnType<string[], string, string>;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  idempotency_key: string;
  created_at: number;
  moderation: ColumnType<Moderation, string | undefined, string>;
  moderation_reason: Generated<string>;
}

/** Each person's one draft of deliverArticle, kept on the server. */
export interface CommunityDraftsTable {
  user_id: number;
  category: string;
  title: string;
  content: string;
  pics: ColumnType<string[], string, string>;
  updated_at: number;
}

export interface CommunityLikesTable {
  article_id: number;
  user_id: number;
  created_at: number;
}

export interface CommunityCommentsTable {
  id: Generated<number>;
  article_id: number;
  author_id: number;
  /** The top-level comment a reply belongs to; null for a comment. */
  parent_id: number | null;
  /** Whom a reply answers. */
  reply_to_id: number | null;
  content: string;
  created_at: number;
  moderation: ColumnType<Moderation, string | undefined, string>;
  moderation_reason: Generated<string>;
}

/** A comment or reply someone received: on their article, or to their comment. */
export interface CommunityRemarksTable {
  id: Generated<number>;
  user_id: number;
  comment_id: number;
  kind: 'comment' | 'reply' | 'article_reply';
  read_at: number | null;
  created_at: number;
}

export interface CommunityReportsTable {
  id: Generated<number>;
  kind: 'article' | 'comment' | 'business';
  target_id: number;
  reporter_id: number;
  reason: 'spam' | 'inappropriate' | 'illegal' | 'other';
  note: string;
  created_at: number;
}

/** The database-backed rate limiter's fixed windows (http/db-rate-limit.ts), shared by every process. */
export interface RateLimitWindowsTable {
  key: string;
  window_start: number;
  count: number;
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

/** A partner's user (`sub` of its tokens) and the account it signs in to (docs/partner-api.md). */
export interface PartnerIdentitiesTable {
  id: Generated<number>;
  partner_id: string;
  subject: string;
  user_id: number;
  created_at: number;
}

/** The `jti` of a partner token accepted, kept until it expires: a replay is refused. */
export interface PartnerTokenUsesTable {
  partner_id: string;
  jti: string;
  expires_at: number;
  used_at: number;
}
