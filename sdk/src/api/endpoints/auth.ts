import type { Transport } from '../transport';
import type { Captcha, RegisterResult, SmsResult, TokenInfo } from '../types';

/** GET /m/captcha/img64: a new image captcha (single use, 300 s). */
export const getCaptcha = (api: Transport) => api.get<Captcha>('/m/captcha/img64');

/** POST /api/sms/register: sends the SMS code; consumes the captcha session. */
export const sendRegisterSms = (api: Transport, input: { code: string; phone: string; session_id: string }) =>
  api.post<SmsResult>('/api/sms/register', input);

/** POST /api/user/register: binds the phone and signs in. */
export const register = (
  api: Transport,
  input: { phone: string; smsCode: string; registerToken: string; captain_id?: string | number },
) => api.post<RegisterResult>('/api/user/register', input);

/** POST /m/api/user/refresh_token.php: a new token (the old one is revoked). */
export const refreshToken = (api: Transport, token: string) =>
  api.post<{ tokenInfo: TokenInfo }>('/m/api/user/refresh_token.php', { token }, { silent: true });

/** POST /m/api/user/logout.php: revokes the token. */
export const logout = (api: Transport) => api.post<null>('/m/api/user/logout.php', {}, { silent: true });
