import { FIRST_PAGE } from '../../config';
import type { RequestOptions, Transport } from '../transport';
import type { Page, TokenInfo, User } from '../types';

/** How a WeChat sign-in call ended (docs/wechat-api.md). */
export interface WechatSignIn {
  /** `signed_in` with a token; `bound`: the openid is now the caller's; `not_bound`: nobody's yet. */
  status: 'signed_in' | 'bound' | 'not_bound';
  tokenInfo: TokenInfo | null;
  user: User | null;
  expires_in?: number;
}

/** POST /api/wechat.OfficialAccount/redirect: the OAuth page to open; `nonce` stays in this browser. */
export const wechatRedirect = (
  api: Transport,
  input: { scopes: 'snsapi_base' | 'snsapi_userinfo'; nonce: string; return_url?: string },
) => api.post<{ url: string; expires_in: number }>('/api/wechat.OfficialAccount/redirect', input);

/** POST /api/wechat.OfficialAccount/session: ends the round trip with the ticket the callback brought back. */
export const wechatSession = (api: Transport, input: { ticket: string; nonce: string }) =>
  api.post<WechatSignIn>('/api/wechat.OfficialAccount/session', input);

/** A person of a team: public fields only. */
export interface TeamMember {
  id: number;
  s_username: string;
  face: string;
  joined_at: number;
  /** Signed in within the last `active_days` days. */
  active: boolean;
}

export type TeamPage = Page<TeamMember> & { total: number; active_total: number; active_days: number };
export type PartnerPage = Page<TeamMember> & { captain: TeamMember | null };

/** GET /api/distribution/myTeam: the people I invited, newest first. */
export const getMyTeam = (api: Transport, page: number = FIRST_PAGE, opts?: RequestOptions) =>
  api.get<TeamPage>('/api/distribution/myTeam', { page }, opts);

/** GET /api/distribution/myPartner: my inviter and the others they invited. */
export const getMyPartner = (api: Transport, page: number = FIRST_PAGE, opts?: RequestOptions) =>
  api.get<PartnerPage>('/api/distribution/myPartner', { page }, opts);

/** GET /api/distribution/getMiniProgramQrcode: my invitation link and its code as a PNG data URL. */
export const getInvitation = (api: Transport) =>
  api.get<{ link: string; image: string; source: 'qrcode' | 'wxacode' }>(
    '/api/distribution/getMiniProgramQrcode',
  );
