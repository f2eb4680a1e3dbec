/** Shapes of docs/api-contract.md. Times are Unix seconds; money is integer fen. */

/** The response envelope of every call. */
export interface Envelope<T> {
  code: 0 | 1;
  msg: string;
  data: T;
}

/** Real-name status: none, pending, verified, rejected. */
export type RealNameStatus = 0 | 1 | 2 | 3;

export interface User {
  id: number;
  /** Avatar URL or "". */
  face: string;
  s_username: string;
  smrz: RealNameStatus;
  name: string;
  /** The owner's own phone. */
  tel: string;
  /** Masked ID number: first and last character only, "" when none. */
  sfzid: string;
  /** Share rate, default 0.15. */
  share: number;
  /** A customer service account's level; absent for everyone else. */
  kefu?: 'agent' | 'supervisor';
}

export interface TokenInfo {
  token: string;
  /** Unix time in seconds at which the token expires. */
  exp: number;
}

export interface Captcha {
  /** data:image/svg+xml;base64,... */
  img: string;
  session_id: string;
  expires_in: number;
}

export interface SmsResult {
  registerToken: string;
  expires_in: number;
  resend_in: number;
}

export interface RegisterResult {
  tokenInfo: TokenInfo;
  user: User;
}

export type BannerLinkType = 'none' | 'route' | 'web';

export interface Banner {
  id: number;
  image: string;
  title: string;
  link_type: BannerLinkType;
  link: string;
}

export interface ShareItem {
  /** A route path. */
  page: string;
  key: string;
  title: string;
  /** Image URL. */
  pic: string;
}

/** A share object as handed to a share sheet (spec 3). */
export interface ShareObject {
  title: string;
  path: string;
  imageUrl: string;
}

export interface AgreementSummary {
  agreement_key: string;
  title: string;
  updated_at: number;
}

export interface Agreement extends AgreementSummary {
  /** Plain text; a blank line separates paragraphs. Render as text, never as HTML. */
  content: string;
}

export interface Contract {
  contract_key: string;
  title: string;
  /** Plain text; a blank line separates paragraphs. */
  content: string;
  updated_at: number;
}

/** A page of a list; `page` starts at 1, `page_size` is 20. */
export interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}
