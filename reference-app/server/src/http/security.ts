import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { translate } from '../i18n/messages.js';
import { fail } from './envelope.js';

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
const ASSET_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The web app's policy: scripts only from this origin and never eval, but for the inline
 * scripts of the built pages, each allowed by its hash (`scriptHashes`: home's first paint
 * hands over to the widget, http/web-pages.ts); inline styles are allowed because the SDK
 * writes its styles into a shadow root at runtime. Partner origins may frame it.
 */
export function webAppCsp(config: Config, scriptHashes: readonly string[] = []): string {
  const ancestors = ["'self'", ...config.corsOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/**
 * Files of the web app that a browser never renders as a document: scripts, style sheets and
 * their source maps. A Content-Security-Policy on them does nothing (a policy applies to the
 * document that loads them), and it is about 300 bytes on each of the twenty-odd responses of a
 * first visit. Pictures keep it: an SVG opened on its own is a document.
 */
const NOT_A_DOCUMENT = /\.(?:js|css|map)$/;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Security headers on every response, and the CORS allowlist. */
export function registerSecurity(
  app: FastifyInstance,
  config: Config,
  webScriptHashes: readonly string[] = [],
): void {
  const allowed = new Set(config.corsOrigins);
  const webCsp = webAppCsp(config, webScriptHashes);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Only over HTTPS (directly, or X-Forwarded-Proto with TRUST_PROXY): browsers ignore it on
    // plain HTTP, and sending it from a local http://localhost server would be meaningless.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (path === '/web' || path.startsWith('/web/')) {
      if (!NOT_A_DOCUMENT.test(path)) reply.header('Content-Security-Policy', webCsp);
    } else {
      reply.header('X-Frame-Options', 'DENY');
      reply.header(
        'Content-Security-Policy',
        path.startsWith('/assets/') || path.startsWith('/uploads/') ? ASSET_CSP : API_CSP,
      );
    }
    if (path.startsWith('/uploads/') || path.startsWith('/assets/')) {
      // Images may be shown on partner pages.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }

    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (typeof origin === 'string' && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', 'Retry-After');
    }
  });

  // Preflight for any path: allowed origins get the methods and headers; others a 403 envelope.
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !allowed.has(origin)) {
      return reply.code(403).send(fail(translate(request.locale, 'error.originNotAllowed')));
    }
    reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    reply.header(
      'Access-Control-Allow-Headers',
      'Authorization, Accept-Language, Content-Type, Idempotency-Key',
    );
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
}
