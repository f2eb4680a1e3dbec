import { Type } from '@sinclair/typebox';
import { Choice, Fields, Nullable, Text } from '../../http/schemas.js';
import { TokenInfo } from '../auth/schemas.js';
import { User } from '../user/schemas.js';

export const MiniLoginForm = Fields({
  code: Text('The mini program’s `wx.login` code.', {
    examples: ['081aBc000example'],
    missing: 'error.wechatCodeMissing',
  }),
});

export const MiniRegisterForm = Fields({
  login_code: Text('The `login_code` of a `not_bound` login answer.', { examples: ['login-code'] }),
  phone_code: Text('The code of the mini program’s `getPhoneNumber` button.', { examples: ['phone-code'] }),
  captain_id: Type.Optional(Text('The inviter’s user id; anything else is ignored.', { examples: ['1'] })),
});

export const RedirectForm = Fields({
  scopes: Type.Optional(
    Choice(
      ['snsapi_base', 'snsapi_userinfo'],
      '`snsapi_base` (openid only, silent) or `snsapi_userinfo` (asks, adds the nickname); snsapi_base by default.',
    ),
  ),
  nonce: Text('A random string the page keeps and shows again to finish (16 to 128 URL-safe characters).', {
    examples: ['n0nce-kept-by-the-browser'],
  }),
  return_url: Type.Optional(
    Text(
      'Where the callback sends the browser back (this server or a CORS origin); the web app’s authorisationView by default.',
      {
        examples: ['https://market.example.com/web/#/pages/authorisationView/authorisationView'],
      },
    ),
  ),
});

export const SessionForm = Fields({
  ticket: Text('The `wechat_ticket` the callback added to the return URL.', { examples: ['ticket'] }),
  nonce: Text('The nonce the redirect call was given.', { examples: ['n0nce-kept-by-the-browser'] }),
});

export const CallbackQuery = Fields({
  code: Type.Optional(Text('WeChat’s OAuth code (absent when the person refused).', { examples: ['code'] })),
  state: Type.Optional(Text('The signed state of the redirect call.', { examples: ['state'] })),
});

export const SignInAnswer = Type.Object(
  {
    status: Type.Union([Type.Literal('signed_in'), Type.Literal('bound'), Type.Literal('not_bound')], {
      description:
        '`signed_in`: the openid’s account, with its token. `bound`: the openid is now the caller’s. `not_bound`: nobody has it yet.',
    }),
    tokenInfo: Nullable(TokenInfo),
    user: Nullable(User),
    login_code: Type.Optional(
      Nullable(Type.String({ description: 'Mini program, `not_bound`: what register takes.' })),
    ),
    expires_in: Type.Optional(Type.Integer({ description: '`not_bound`: seconds left to bind.' })),
  },
  { title: 'WechatSignIn' },
);

export const RedirectAnswer = Type.Object({
  url: Type.String({ description: 'The OAuth page to open (location.href).' }),
  expires_in: Type.Integer(),
});

export const JsConfigForm = Fields({
  apis: Text('The JS-SDK APIs the page uses, comma separated.', {
    examples: ['updateAppMessageShareData,chooseImage'],
  }),
  url: Text('The page’s URL (its `#` part is dropped), on this server or a CORS origin.', {
    examples: ['https://market.example.com/web/'],
  }),
});

export const JsConfig = Type.Object(
  {
    debug: Type.Boolean(),
    appId: Type.String(),
    timestamp: Type.Integer(),
    nonceStr: Type.String(),
    signature: Type.String({ description: 'SHA-1 of jsapi_ticket, noncestr, timestamp and url.' }),
    jsApiList: Type.Array(Type.String()),
  },
  { title: 'WechatJsConfig' },
);
