import type { Transport } from '../transport';
import type { TokenInfo } from '../types';

/** POST /m/api/user/refresh_token.php: a new token (the old one is revoked). */
export const refreshToken = (api: Transport, token: string) =>
  api.post<{ tokenInfo: TokenInfo }>('/m/api/user/refresh_token.php', { token }, { silent: true });

/** POST /m/api/user/logout.php: revokes the token. */
export const logout = (api: Transport) => api.post<null>('/m/api/user/logout.php', {}, { silent: true });
