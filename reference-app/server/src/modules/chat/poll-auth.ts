import type { preHandlerHookHandler } from 'fastify';
import type { Clock } from '../../clock.js';
import { type AuthContext, bearerToken, type TokenVerifier } from '../../http/auth.js';
import { AppError } from '../../kernel/errors.js';

/** How long a checked token is trusted by the unread poll without asking the database again. */
export const POLL_AUTH_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

/**
 * `authenticate` for the unread poll (every 2 s per open client): a token that checked out is
 * trusted for `ttlMs` in this process, so polls do not query the database. The cost: a token
 * revoked by logout or refresh can still read its own owner's unread total for up to `ttlMs`.
 * Failures are never cached.
 *
 * @example
 * app.get('/m/api/chat/unread_number.php', { preHandler: cachedAuthenticate(auth, clock) }, handler);
 */
export function cachedAuthenticate(
  verifier: TokenVerifier,
  clock: Clock,
  ttlMs = POLL_AUTH_TTL_MS,
): preHandlerHookHandler {
  const cache = new Map<string, { owner: Omit<AuthContext, 'token'>; until: number }>();
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('unauthenticated', 'error.authRequired');
    const now = clock.now();
    const hit = cache.get(token);
    if (hit && hit.until > now) {
      request.auth = { ...hit.owner, token };
      return;
    }
    cache.delete(token);
    const owner = await verifier.verify(token);
    if (cache.size >= MAX_ENTRIES) {
      // Drop the oldest entries (Map keeps insertion order).
      let drop = MAX_ENTRIES / 10;
      for (const key of cache.keys()) {
        cache.delete(key);
        if (--drop === 0) break;
      }
    }
    cache.set(token, { owner, until: now + ttlMs });
    request.auth = { ...owner, token };
  };
}
