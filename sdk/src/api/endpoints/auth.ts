import type { Transport } from '../transport';
import type { Captcha, RegisterResult, SmsResult } from '../types';

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

// The token calls the session makes live in ./token.ts, so the core does not carry the login
// calls. Not re-exported here: a screen importing this module would then share token.ts with the
// core, and esbuild would split it into a chunk of its own (one more file on every first load).
