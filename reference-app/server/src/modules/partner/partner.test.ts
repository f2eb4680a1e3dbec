import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { type JWTPayload, SignJWT } from 'jose';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  freshPhone,
  registerUser,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import type { PartnerConfig } from './config.js';

const SECRET = 'acme-shared-secret-0123456789abcdef';
const OLD_SECRET = 'acme-old-secret-0123456789abcdef0123';
const es = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const esOther = generateKeyPairSync('ec', { namedCurve: 'P-256' });

const PARTNERS: PartnerConfig[] = [
  {
    id: 'acme',
    keys: [
      { kid: 'acme-2026', alg: 'HS256', secret: SECRET },
      { kid: 'acme-2025', alg: 'HS256', secret: OLD_SECRET },
    ],
    origins: ['https://acme.example'],
  },
  {
    id: 'beta',
    keys: [
      {
        kid: 'pem',
        alg: 'ES256',
        publicKey: es.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
      { kid: 'jwk', alg: 'ES256', publicKey: es.publicKey.export({ format: 'jwk' }) },
    ],
    origins: [],
  },
];

interface Answer {
  tokenInfo: { token: string; exp: number };
  user: { id: number; tel: string; s_username: string };
}

let jtiCounter = 0;

/** A token as a partner's backend signs it: 5 minutes, a fresh jti. */
async function sign(
  t: TestApp,
  claims: JWTPayload = {},
  opts: {
    kid?: string;
    alg?: 'HS256' | 'ES256';
    key?: Uint8Array | KeyObject;
    ttl?: number;
    iss?: string;
    aud?: string;
    sub?: string;
  } = {},
): Promise<string> {
  const now = t.clock.unix();
  jtiCounter += 1;
  return new SignJWT({ jti: `jti-${process.pid}-${jtiCounter}`, ...claims })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256', kid: opts.kid ?? 'acme-2026' })
    .setIssuer(opts.iss ?? 'acme')
    .setSubject(opts.sub ?? 'u-1')
    .setAudience(opts.aud ?? 'marketplace')
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.ttl ?? 300))
    .sign(opts.key ?? new TextEncoder().encode(SECRET));
}

const exchange = (t: TestApp, token: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/partner/token',
    ...form({ token }, { 'accept-language': locale }),
  });

async function signIn(t: TestApp, token: string): Promise<Answer> {
  const response = await exchange(t, token);
  const env = body<Answer>(response);
  if (env.code !== 1) throw new Error(`partner sign-in failed: ${response.statusCode} ${env.msg}`);
  return env.data;
}

async function refused(t: TestApp, token: string, locale = 'en'): Promise<{ status: number; msg: string }> {
  const response = await exchange(t, token, locale);
  expect(body(response).code).toBe(0);
  return { status: response.statusCode, msg: body(response).msg };
}

describe.each(backends())('partner sign-in on %s', (backend) => {
  const t = useTestApp(backend, { config: { partners: PARTNERS, partnerAudience: 'marketplace' } });

  test('HS256: first use creates an account without a phone; the next token maps to the same one', async () => {
    const sub = `hs-${Date.now()}`;
    const first = await signIn(t(), await sign(t(), { name: 'Ada' }, { sub }));
    expect(first.user).toMatchObject({ tel: '', s_username: 'Ada' });
    expect(first.tokenInfo.exp).toBeGreaterThan(t().clock.unix());
    // The marketplace token works like any other.
    const me = await t().app.inject({
      method: 'POST',
      url: '/m/api/user/refresh_token.php',
      ...form({ token: first.tokenInfo.token }, bearer(first.tokenInfo.token)),
    });
    expect(body(me).code).toBe(1);
    const second = await signIn(t(), await sign(t(), {}, { sub }));
    expect(second.user.id).toBe(first.user.id);
    expect(second.tokenInfo.token).not.toBe(first.tokenInfo.token);
    const rows = await t()
      .db.selectFrom('partner_identities')
      .selectAll()
      .where('partner_id', '=', 'acme')
      .where('subject', '=', sub)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([first.user.id]);
  });

  test('the same sub of another partner is another person', async () => {
    const sub = `shared-${Date.now()}`;
    const acme = await signIn(t(), await sign(t(), {}, { sub }));
    const beta = await signIn(
      t(),
      await sign(t(), {}, { sub, iss: 'beta', kid: 'pem', alg: 'ES256', key: es.privateKey }),
    );
    expect(beta.user.id).not.toBe(acme.user.id);
  });

  test('ES256 with a PEM or a JWK public key; another key’s signature is refused', async () => {
    const sub = `es-${Date.now()}`;
    const pem = await signIn(
      t(),
      await sign(t(), {}, { sub, iss: 'beta', kid: 'pem', alg: 'ES256', key: es.privateKey }),
    );
    const jwk = await signIn(
      t(),
      await sign(t(), {}, { sub, iss: 'beta', kid: 'jwk', alg: 'ES256', key: es.privateKey }),
    );
    expect(jwk.user.id).toBe(pem.user.id);
    const forged = await refused(
      t(),
      await sign(t(), {}, { sub, iss: 'beta', kid: 'pem', alg: 'ES256', key: esOther.privateKey }),
    );
    expect(forged).toEqual({ status: 401, msg: expect.stringMatching(/signature does not match/) });
    // An HS256 token under an ES256 kid (the public key used as a secret) is refused.
    const confused = await refused(
      t(),
      await sign(t(), {}, { iss: 'beta', kid: 'pem', key: new TextEncoder().encode('x'.repeat(32)) }),
    );
    expect(confused.status).toBe(401);
  });

  test('keys rotate: each kid selects its key; an unknown kid or partner is refused', async () => {
    const sub = `rot-${Date.now()}`;
    const now = await signIn(t(), await sign(t(), {}, { sub }));
    const old = await signIn(
      t(),
      await sign(t(), {}, { sub, kid: 'acme-2025', key: new TextEncoder().encode(OLD_SECRET) }),
    );
    expect(old.user.id).toBe(now.user.id);
    // The right key under the wrong kid does not verify.
    expect((await refused(t(), await sign(t(), {}, { kid: 'acme-2025' }))).msg).toMatch(/signature/);
    expect(await refused(t(), await sign(t(), {}, { kid: 'acme-2024' }))).toEqual({
      status: 401,
      msg: expect.stringMatching(/signing key \(kid\) is not registered/),
    });
    expect((await refused(t(), await sign(t(), {}, { iss: 'nobody' }))).msg).toMatch(
      /\(iss\) is not registered/,
    );
    expect((await refused(t(), 'not-a-jwt')).msg).toMatch(/not a signed token/);
  });

  test('expired, valid longer than 15 minutes, another audience, a missing jti: refused', async () => {
    const expiring = await sign(t(), {}, { ttl: 60 });
    t().clock.advance(120);
    expect(await refused(t(), expiring)).toEqual({ status: 401, msg: expect.stringMatching(/has expired/) });
    expect((await refused(t(), await sign(t(), {}, { ttl: 15 * 60 + 1 }))).msg).toMatch(/at most 15 minutes/);
    expect((await signIn(t(), await sign(t(), {}, { ttl: 15 * 60 }))).user.id).toBeGreaterThan(0);
    expect((await refused(t(), await sign(t(), {}, { aud: 'someone-else' }))).msg).toMatch(/another service/);
    expect((await refused(t(), await sign(t(), { jti: undefined }))).msg).toMatch(/“jti”/);
  });

  test('errors are translated', async () => {
    const token = await sign(t(), {}, { aud: 'elsewhere' });
    expect((await refused(t(), token, 'fr')).msg).toMatch(/destiné à un autre service/);
    expect((await refused(t(), token, 'zh-Hans')).msg).toBe('该合作方登录令牌不是签发给本平台的（aud）');
    expect((await refused(t(), token, 'zh-Hant')).msg).toBe('此合作夥伴登入權杖並非簽發給本平台（aud）');
    expect((await refused(t(), token, 'es')).msg).toMatch(/otro servicio/);
  });

  test('a token signs in once: a replay is refused, and of two concurrent uses exactly one succeeds', async () => {
    const token = await sign(t(), {}, { sub: `replay-${Date.now()}` });
    await signIn(t(), token);
    expect(await refused(t(), token)).toEqual({
      status: 401,
      msg: expect.stringMatching(/already been used/),
    });

    const racing = await sign(t(), {}, { sub: `race-${Date.now()}` });
    const answers = await Promise.all([exchange(t(), racing), exchange(t(), racing)]);
    expect(answers.map((a) => body(a).code).sort()).toEqual([0, 1]);
    expect(
      await t().db.selectFrom('partner_token_uses').selectAll().where('jti', '=', jwtId(racing)).execute(),
    ).toHaveLength(1);
  });

  test('two different tokens of a new user at once map to one account', async () => {
    const sub = `twins-${Date.now()}`;
    const [a, b] = await Promise.all([
      signIn(t(), await sign(t(), {}, { sub })),
      signIn(t(), await sign(t(), {}, { sub })),
    ]);
    expect(a.user.id).toBe(b.user.id);
  });

  test('a phone the partner vouches for links the existing account; an unvouched one does not', async () => {
    const person = await registerUser(t());
    const unvouched = await signIn(
      t(),
      await sign(t(), { phone: person.phone }, { sub: `nv-${Date.now()}` }),
    );
    expect(unvouched.user.id).not.toBe(person.user.id);
    expect(unvouched.user.tel).toBe('');
    const sub = `v-${Date.now()}`;
    const vouched = await signIn(
      t(),
      await sign(t(), { phone: person.phone, phone_verified: true }, { sub }),
    );
    expect(vouched.user).toMatchObject({ id: person.user.id, tel: person.phone });
    expect((await signIn(t(), await sign(t(), {}, { sub }))).user.id).toBe(person.user.id);
    // A vouched phone nobody has yet: a new account with that phone.
    const phone = freshPhone();
    const fresh = await signIn(
      t(),
      await sign(t(), { phone, phone_verified: true }, { sub: `vn-${Date.now()}` }),
    );
    expect(fresh.user.tel).toBe(phone);
  });

  test('the route is in the OpenAPI document', async () => {
    const doc = JSON.parse((await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    expect(doc.paths['/api/partner/token'].post.operationId).toBe('partnerToken');
  });
});

function jwtId(token: string): string {
  const [, payload = ''] = token.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string }).jti;
}
