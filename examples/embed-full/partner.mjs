// The partner's backend side of the sign-in (docs/partner-api.md): Acme Neighbours has its own
// accounts (here a cookie naming the member), and signs its member in to the marketplace: it
// signs a short-lived JWT with the key the marketplace knows it by and exchanges it at
// POST /api/partner/token for a marketplace token, which the page's getToken receives.
//
// The key is the sandbox's demo partner (docs/deployment.md, "Partner sign-in"): never use it
// for anything real. A real partner keeps its key in its secrets and sets these variables.
import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

const PARTNER_ID = process.env.PARTNER_ID ?? 'examples-demo';
const PARTNER_KID = process.env.PARTNER_KID ?? 'demo-2026';
const PARTNER_SECRET = new TextEncoder().encode(
  process.env.PARTNER_SECRET ?? 'examples-demo-shared-secret-not-for-production',
);
const AUDIENCE = process.env.PARTNER_AUDIENCE ?? 'marketplace';

/** The member the cookie names, or undefined (signed out of Acme). */
function memberOf(request) {
  const cookie = /(?:^|;\s*)acme_member=([A-Za-z0-9-]{1,64})/.exec(request.headers.cookie ?? '');
  return cookie ? { id: cookie[1], name: `Neighbour ${cookie[1].slice(-4)}` } : undefined;
}

/** A 5-minute token for one exchange: `jti` is new each time, the marketplace refuses a replay. */
export function signFor(member) {
  return new SignJWT({ name: member.name })
    .setProtectedHeader({ alg: 'HS256', kid: PARTNER_KID })
    .setIssuer(PARTNER_ID)
    .setSubject(member.id)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(PARTNER_SECRET);
}

const json = (response, status, body, headers = {}) =>
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
    .end(JSON.stringify(body));

export const partnerRoutes = new Map([
  // Acme's own sign-in (a stand-in: any member id, no password): sets the member cookie.
  [
    '/acme/sign-in',
    (request, response) => {
      if (request.method !== 'POST') return json(response, 405, { error: 'POST only' });
      const id = `acme-${randomBytes(6).toString('hex')}`;
      json(response, 200, memberOf({ headers: { cookie: `acme_member=${id}` } }), {
        'set-cookie': `acme_member=${id}; Path=/; HttpOnly; SameSite=Lax`,
      });
    },
  ],
  [
    '/acme/sign-out',
    (request, response) => {
      if (request.method !== 'POST') return json(response, 405, { error: 'POST only' });
      json(response, 200, {}, { 'set-cookie': 'acme_member=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' });
    },
  ],
  ['/acme/me', (request, response) => json(response, 200, memberOf(request) ?? null)],
  // What the page's getToken calls: the member's marketplace token, as text.
  [
    '/partner/marketplace-token',
    async (request, response, marketplace) => {
      const member = memberOf(request);
      if (!member) return json(response, 401, { error: 'Not signed in to Acme' });
      const exchange = await fetch(`${marketplace}/api/partner/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': request.headers['accept-language'] ?? 'en',
        },
        body: JSON.stringify({ token: await signFor(member) }),
      });
      const { code, msg, data } = await exchange.json();
      if (code !== 1) return json(response, 502, { error: msg });
      response
        .writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
        .end(data.tokenInfo.token);
    },
  ],
]);
