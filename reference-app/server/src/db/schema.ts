import type { Generated } from 'kysely';

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
}

export interface BannersTable {
  id: Generated<number>;
  position: string;
  image: string;
  title: string;
  link_type: 'none' | 'route' | 'web';
  link: string;
  sort: number;
}

export interface ShareConfigsTable {
  id: Generated<number>;
  page: string;
  key: string;
  title: string;
  pic: string;
}

export interface AgreementsTable {
  agreement_key: string;
  title: string;
  content: string;
  sort: number;
  updated_at: number;
}

export interface ContractsTable {
  contract_key: string;
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

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  captcha_sessions: CaptchaSessionsTable;
  sms_codes: SmsCodesTable;
  categories: CategoriesTable;
  banners: BannersTable;
  share_configs: ShareConfigsTable;
  agreements: AgreementsTable;
  contracts: ContractsTable;
  uploads: UploadsTable;
}
