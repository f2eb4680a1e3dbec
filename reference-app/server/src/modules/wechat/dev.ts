import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Fields, Text } from '../../http/schemas.js';
import type { WechatSandbox } from '../../providers/wechat-sandbox.js';

// No script: plain forms post back here. The page's policy allows its inline style and forms to
// this origin only.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const CALLBACK_PATH = '/api/wechat.OfficialAccount/callback';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, inner: string) {
  reply.code(status).header('Content-Security-Policy', PAGE_CSP).header('Cache-Control', 'no-store');
  reply.type('text/html; charset=utf-8');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox WeChat</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.8rem 0}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0}output{font:18px monospace;word-break:break-all}</style></head><body><h1>Sandbox WeChat</h1>${inner}</body></html>`;
}

const Html = Type.String({ description: 'An HTML page.' });
const PERSON = /^[\w.-]{1,32}$/;

function schema(operationId: string, summary: string) {
  return { operationId, summary, tags: ['dev'], produces: 'text/html', response: { 200: Html, '4xx': Html } };
}

/**
 * Sandbox only: what a phone with WeChat would do. `/dev/wechat` issues a mini program login code
 * (`wx.login`) for a sandbox person or a phone code (`getPhoneNumber`) for a number;
 * `/dev/wechat/authorize` is the official account's OAuth page, sending the browser back to the
 * callback with a code.
 */
export function registerSandboxWechatPages(app: FastifyInstance, sandbox: WechatSandbox): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const personField = (value = '') =>
    `<label>WeChat person (a word: the same word is the same openid)<input name="person" value="${escapeHtml(value)}" required pattern="[A-Za-z0-9_.\\-]{1,32}"></label>`;

  api.get(
    '/dev/wechat',
    { schema: schema('devWechatPage', 'Sandbox only: issues WeChat codes.') },
    async (_request, reply) =>
      page(
        reply,
        200,
        `<form method="post" action="/dev/wechat/code"><input type="hidden" name="kind" value="login">${personField()}<button type="submit">Login code (wx.login)</button></form>
<form method="post" action="/dev/wechat/code"><input type="hidden" name="kind" value="phone"><label>Phone number shared with getPhoneNumber<input name="phone" inputmode="numeric" required></label><button type="submit">Phone code</button></form>`,
      ),
  );

  api.post(
    '/dev/wechat/code',
    {
      schema: {
        ...schema('devWechatCode', 'Sandbox only: a login code for a person, or a phone code for a number.'),
        body: Fields({
          kind: Text('`login` or `phone`.', { examples: ['login'] }),
          person: Type.Optional(Text('login: the sandbox person.', { examples: ['alice'] })),
          phone: Type.Optional(Text('phone: the number.', { examples: ['13800138000'] })),
        }),
      },
    },
    async (request, reply) => {
      const { kind, person = '', phone = '' } = request.body;
      if (kind === 'login' && PERSON.test(person)) {
        const code = sandbox.issueLoginCode(person);
        return page(
          reply,
          200,
          `<p>Login code for ${escapeHtml(person)}:</p><output id="code">${code}</output>`,
        );
      }
      if (kind === 'phone' && /^\d{5,15}$/.test(phone)) {
        const code = sandbox.issuePhoneCode(phone);
        return page(
          reply,
          200,
          `<p>Phone code for ${escapeHtml(phone)}:</p><output id="code">${code}</output>`,
        );
      }
      return page(reply, 400, '<p>Give a person (letters, digits, _ . -) or a phone number.</p>');
    },
  );

  const AuthorizeFields = {
    redirect_uri: Text('The callback of this server.', {
      examples: ['http://localhost/api/wechat.OfficialAccount/callback'],
    }),
    state: Text('The signed state.', { examples: ['state'] }),
    scope: Type.Optional(Text('The scope asked for.', { examples: ['snsapi_base'] })),
  };
  // Only this server's own callback: the sandbox must not be an open redirect.
  const callbackOf = (uri: string): URL | undefined => {
    try {
      const url = new URL(uri);
      return url.pathname === CALLBACK_PATH && url.search === '' ? url : undefined;
    } catch {
      return undefined;
    }
  };

  api.get(
    '/dev/wechat/authorize',
    {
      schema: {
        ...schema('devWechatAuthorize', 'Sandbox only: the official account’s OAuth page.'),
        querystring: Fields(AuthorizeFields),
      },
    },
    async (request, reply) => {
      const { redirect_uri: uri, state, scope = 'snsapi_base' } = request.query;
      if (!callbackOf(uri)) return page(reply, 400, '<p>redirect_uri is not this server’s callback.</p>');
      const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(uri)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
      return page(
        reply,
        200,
        `<p>The marketplace asks to know who you are on WeChat (${escapeHtml(scope)}).</p>
<form method="post" action="/dev/wechat/authorize">${hidden}${personField()}<button type="submit" name="choice" value="allow">Allow</button></form>
<form method="post" action="/dev/wechat/authorize">${hidden}<button type="submit" name="choice" value="refuse">Refuse</button></form>`,
      );
    },
  );

  api.post(
    '/dev/wechat/authorize',
    {
      schema: {
        ...schema(
          'devWechatAuthorizeChoice',
          'Sandbox only: allows (a code) or refuses, back to the callback.',
        ),
        body: Fields({
          ...AuthorizeFields,
          choice: Type.Optional(Text('`allow` or `refuse`.', { examples: ['allow'] })),
          person: Type.Optional(Text('allow: the sandbox person.', { examples: ['alice'] })),
        }),
        response: { 200: Html, '4xx': Html },
      },
    },
    async (request, reply) => {
      const { redirect_uri: uri, state, choice, person = '' } = request.body;
      const callback = callbackOf(uri);
      if (!callback) return page(reply, 400, '<p>redirect_uri is not this server’s callback.</p>');
      callback.searchParams.set('state', state);
      if (choice === 'allow') {
        if (!PERSON.test(person)) return page(reply, 400, '<p>Give a person (letters, digits, _ . -).</p>');
        callback.searchParams.set('code', sandbox.issueOAuthCode(person));
      }
      // A page that goes on, as the callback's own does (no script: meta refresh and a link).
      const href = escapeHtml(callback.toString());
      reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>Sandbox WeChat</title><p><a href="${href}">Continue</a></p>`;
    },
  );
}
