import { atom } from 'nanostores';
import { logout, refreshToken } from '../api/endpoints/token';
import { getPersonalInfo } from '../api/endpoints/user';
import { ApiError, type Transport } from '../api/transport';
import type { TokenInfo, User } from '../api/types';
import type { Instance } from '../app/context';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_S } from '../config';
import type { KeyValueStore } from '../lib/storage';
import type { GuideFlag, GuidesStore } from './guides';
import type { Polls } from './polls';
import type { UserData } from './user-data';

/** The stored token. `exp` is null for a token handed over by the host (its expiry is unknown). */
export interface SessionToken {
  token: string;
  exp: number | null;
}

export interface SessionDeps {
  api: Transport;
  /** Where the token and guide flags persist (localStorage in hash mode, memory otherwise). */
  storage: KeyValueStore;
  /** Persist the token across reloads (hash mode); memory mode takes it from the host. */
  persistToken: boolean;
  userData: UserData;
  polls: Polls;
  /** The instance's events: `login` and `logout`. */
  emit: Instance['emit'];
  /** A screen needs a login and there is none (emit authRequired; hash mode opens loginView). */
  onAuthRequired(): void;
}

const nowS = () => Math.floor(Date.now() / 1000);

/**
 * The session of one instance: token, user, guide flags. Tokens with under 259200 s left
 * are refreshed (checked on start, then hourly); an expired token clears every user-data
 * store; logout tells the server, clears the same and stops every poll. The guide flags are
 * a chunk of their own (stores/guides.ts), loaded by the first screen that asks for them.
 */
export function createSession(deps: SessionDeps, hostToken?: string | null) {
  const { api, storage, userData, polls } = deps;
  const stored = deps.persistToken ? storage.get<SessionToken>('session') : null;
  const $token = atom<SessionToken | null>(hostToken ? { token: hostToken, exp: null } : stored);
  const $user = atom<User | null>(null);
  let guides: Promise<GuidesStore> | undefined;
  let refreshing: Promise<void> | null = null;
  let interval: ReturnType<typeof setInterval> | undefined;
  let generation = 0; // bumps whenever the token changes hands, to drop stale answers

  userData.register(() => $user.set(null));

  function setToken(next: SessionToken | null): void {
    generation++;
    $token.set(next);
    if (!deps.persistToken) return;
    if (next) storage.set('session', next);
    else storage.remove('session');
  }

  /** Clears token and every user-data store and stops every poll. */
  function clear(): void {
    setToken(null);
    polls.stopAll();
    userData.clear();
  }

  /** Validates the token by fetching the user, then starts the polls. */
  async function validate(): Promise<void> {
    const gen = generation;
    try {
      const user = await getPersonalInfo(api, { silent: true });
      if (gen !== generation) return;
      $user.set(user);
      polls.startAll();
    } catch (err) {
      // a 401 already took the expired path inside the transport; other failures keep the token
      if (!(err instanceof ApiError)) throw err;
    }
  }

  async function refreshIfDue(): Promise<void> {
    const current = $token.get();
    if (!current || current.exp == null) return; // a host token: the host owns its lifetime
    const left = current.exp - nowS();
    if (left <= 0) {
      clear();
      return;
    }
    if (left >= TOKEN_REFRESH_THRESHOLD_S) return;
    if (!refreshing) {
      const gen = generation;
      refreshing = refreshToken(api, current.token)
        .then(({ tokenInfo }) => {
          if (gen === generation) setToken({ token: tokenInfo.token, exp: tokenInfo.exp });
        })
        .catch(() => {
          // keep the old token until it expires; the next hourly check retries
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  const loadGuides = () => (guides ??= import('./guides').then((m) => m.createGuides(storage)));

  return {
    $token,
    $user,
    /** The guide flags (`$guides`, `setGuide`; spec 3), loaded on first use, once. */
    guides: loadGuides,

    /** Sets one guide flag (loading the guide flags first). */
    setGuide: (flag: GuideFlag, value: boolean): Promise<void> =>
      loadGuides().then((g) => g.setGuide(flag, value)),

    /** Signs in with what register (or a later login) returned. */
    login(tokenInfo: TokenInfo, user: User): void {
      const previous = $user.get();
      if (previous && previous.id !== user.id) userData.clear();
      setToken({ token: tokenInfo.token, exp: tokenInfo.exp });
      $user.set(user);
      polls.startAll();
      deps.emit('login', { userId: user.id });
    },

    /** Tells the server (best effort), clears token, user, message and order data, stops polls. */
    async logout(): Promise<void> {
      const had = $token.get();
      // the request captures the bearer header synchronously, before the token is cleared
      const call = had ? logout(api).catch(() => undefined) : Promise.resolve();
      clear();
      if (had) deps.emit('logout');
      await call;
    },

    /** The expired-token path: clears everything without calling the server. */
    expire(): void {
      clear();
    },

    /** Applies a token handed over by the host (`update({ token })`); validates it. */
    setHostToken(token: string | null | undefined): void {
      const current = $token.get();
      if ((current?.token ?? null) === (token || null)) return;
      clear();
      if (token) {
        setToken({ token, exp: null });
        void validate();
      }
    },

    /** True when signed in; otherwise asks for a login (authRequired / loginView) and returns false. */
    requireLogin(): boolean {
      if ($token.get()) return true;
      deps.onAuthRequired();
      return false;
    },

    /** Checks the token now and hourly: expired -> cleared, due -> refreshed; then fetches the user. */
    start(): void {
      const current = $token.get();
      if (current) {
        if (current.exp != null && current.exp <= nowS()) clear();
        else void refreshIfDue().then(validate);
      }
      interval = setInterval(() => void refreshIfDue(), TOKEN_CHECK_INTERVAL_MS);
    },

    dispose(): void {
      generation++;
      clearInterval(interval);
      void guides?.then((g) => g.dispose()); // also when the chunk arrives after the unmount
      polls.dispose();
    },
  };
}
export type Session = ReturnType<typeof createSession>;
