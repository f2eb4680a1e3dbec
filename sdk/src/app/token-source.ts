/**
 * The `getToken` option (docs/embedding.md, "Partner sign-in"): a lazy chunk, loaded only when
 * the host gives `getToken`. The host's callback answers a marketplace token (the one its
 * backend got from `POST /api/partner/token`); it is asked at mount when there is no token, on
 * a 401 (the call is then sent once more) and shortly before a JWT's `exp`. Concurrent needs
 * share one call; a failing callback is reported through `error` and retried with backoff
 * while the widget keeps working as a guest.
 */

import type { Session } from '../stores/session';
import type { Instance } from './context';

/** The first retry after a failure; each next one waits twice as long, at most RETRY_MAX_MS. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 60_000;
/** A JWT is renewed this long before its `exp`. */
export const RENEW_EARLY_S = 60;
/** setTimeout's largest delay (about 24.8 days); a later `exp` is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const FAILED: Record<string, string> = {
  en: 'Could not sign in through this site. Retrying…',
  es: 'No se pudo iniciar sesión a través de este sitio. Reintentando…',
  fr: 'Connexion via ce site impossible. Nouvel essai…',
  'zh-Hans': '无法通过本网站登录，正在重试…',
  'zh-Hant': '無法透過本網站登入，正在重試…',
};

export interface TokenSourceDeps {
  getToken: () => Promise<string>;
  /** The token the session holds now. */
  current(): string | undefined;
  /** Hands a new token to the session (as `update({ token })` does). */
  apply(token: string): void;
  /** Reports a failed callback (the `error` event). */
  report(message: string): void;
  locale(): string;
  /** The instance's signal: an unmount stops every timer. */
  signal: AbortSignal;
}

type Base = Pick<Instance, 'options' | 'emit' | 'i18n' | 'signal'>;

/** The token source of each mounted instance, made on its first need. */
const sources = new WeakMap<Base, (used?: string) => Promise<boolean>>();

/**
 * What mount.ts calls (at mount without a token, and on a 401 with the token it carried): the
 * instance's token source, made on first use, asked for a token. Kept here to keep the core small.
 */
export function renew(base: Base, session: () => Session | undefined, used?: string): Promise<boolean> {
  let need = sources.get(base);
  if (!need) {
    const { options, emit, i18n, signal } = base;
    need = createTokenSource({
      // read at each call: a new function is used from the next call
      getToken: () => (options.getToken as () => Promise<string>)(),
      current: () => session()?.$token.get()?.token,
      apply: (token) => session()?.setHostToken(token),
      report: (message) => emit('error', { message, kind: 'token' }),
      locale: () => i18n.$locale.get(),
      signal,
    });
    sources.set(base, need);
  }
  return need(used);
}

/** The `exp` (Unix seconds) of a JWT; undefined for an opaque token. */
export function jwtExp(token: string): number | undefined {
  const part = token.split('.');
  if (part.length !== 3) return undefined;
  try {
    const claims = JSON.parse(atob((part[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims?.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns `need(used?)`: asks the host for a token (one call for every concurrent need) and
 * applies it; true when a new token is in place. `used` is the token a 401 answered: when the
 * session already holds another one, nothing is asked.
 */
export function createTokenSource(deps: TokenSourceDeps): (used?: string) => Promise<boolean> {
  let inflight: Promise<boolean> | undefined;
  let failures = 0;
  const timers: Partial<Record<'retry' | 'renew', ReturnType<typeof setTimeout>>> = {};
  const later = (which: 'retry' | 'renew', ms: number) => {
    clearTimeout(timers[which]);
    if (!deps.signal.aborted) timers[which] = setTimeout(() => void need(), Math.min(ms, MAX_DELAY_MS));
  };
  deps.signal.addEventListener('abort', () => {
    clearTimeout(timers.retry);
    clearTimeout(timers.renew);
  });

  async function attempt(used: string | undefined): Promise<boolean> {
    try {
      const token = await deps.getToken();
      if (deps.signal.aborted) return false;
      if (typeof token !== 'string' || token === '') throw new Error('getToken gave no token');
      // The host answered the very token the server refused: no better than none.
      if (token === used) throw new Error('getToken gave the refused token again');
      failures = 0;
      clearTimeout(timers.retry);
      if (token !== deps.current()) deps.apply(token);
      const exp = jwtExp(token);
      if (exp !== undefined) later('renew', (exp - RENEW_EARLY_S) * 1000 - Date.now());
      return true;
    } catch {
      if (deps.signal.aborted) return false;
      deps.report(FAILED[deps.locale()] ?? (FAILED.en as string));
      later('retry', Math.min(RETRY_BASE_MS * 2 ** failures++, RETRY_MAX_MS));
      return false;
    }
  }

  function need(used?: string): Promise<boolean> {
    const current = deps.current();
    if (used && current && current !== used) return Promise.resolve(true);
    inflight ??= attempt(used).finally(() => {
      inflight = undefined;
    });
    return inflight;
  }
  return need;
}
