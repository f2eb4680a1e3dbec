import { Type } from '@sinclair/typebox';
import { Fields, Text, Unix } from '../../http/schemas.js';
import { User } from '../user/schemas.js';

export const Captcha = Type.Object({
  img: Type.String({ description: 'data:image/svg+xml;base64,...' }),
  session_id: Type.String(),
  expires_in: Type.Integer(),
});

export const SmsForm = Fields({
  phone: Text('A mainland mobile number, 11 digits.', { examples: ['13800138000'] }),
  code: Text('The captcha answer.', { examples: ['abcd'] }),
  session_id: Text('The captcha session.', { examples: ['session'] }),
});

export const SmsSent = Type.Object({
  registerToken: Type.String(),
  expires_in: Type.Integer(),
  resend_in: Type.Integer(),
});

export const TokenInfo = Type.Object({ token: Type.String(), exp: Unix });

export const RegisterForm = Fields({
  phone: Text('The phone the code was sent to.', { examples: ['13800138000'] }),
  smsCode: Text('The 6-digit SMS code.', { examples: ['123456'] }),
  registerToken: Text('The token of the SMS request.', { examples: ['token'] }),
  captain_id: Type.Optional(Text('The inviter’s user id; anything else is ignored.', { examples: ['1'] })),
});

export const SignedIn = Type.Object({ tokenInfo: TokenInfo, user: User });

export const RefreshForm = Fields({ token: Text('The bearer token itself.', { examples: ['token'] }) });
