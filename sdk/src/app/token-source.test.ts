import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  createTokenSource,
  jwtExp,
  RENEW_EARLY_S,
  RETRY_BASE_MS,
  type TokenSourceDeps,
} from './token-source';

afterEach(() => vi.useRealTimers());

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

function setup(getToken: () => Promise<string>, locale = 'en') {
  const controller = new AbortController();
  let current: string | undefined;
  const deps = {
    getToken: vi.fn(getToken),
    current: () => current,
    apply: vi.fn((token: string) => {
      current = token;
    }),
    report: vi.fn(),
    locale: () => locale,
    signal: controller.signal,
  } satisfies TokenSourceDeps;
  return { need: createTokenSource(deps), deps, controller };
}

describe('token source (getToken)', () => {
  test('concurrent needs share one call; the token is applied once', async () => {
    let resolve: (token: string) => void = () => undefined;
    const { need, deps } = setup(() => new Promise<string>((r) => (resolve = r)));
    const all = Promise.all([need(), need(), need()]);
    resolve('mp-token');
    expect(await all).toEqual([true, true, true]);
    expect(deps.getToken).toHaveBeenCalledTimes(1);
    expect(deps.apply).toHaveBeenCalledTimes(1);
    expect(deps.apply).toHaveBeenCalledWith('mp-token');
  });

  test('a 401 for a token already replaced asks nothing; the refused token given again is a failure', async () => {
    const { need, deps } = setup(async () => 'a');
    await need();
    expect(await need('older')).toBe(true);
    expect(deps.getToken).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    expect(await need('a')).toBe(false);
    expect(deps.report).toHaveBeenCalledTimes(1);
  });

  test('a failing callback is reported (translated) and retried with growing delays until it works', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { need, deps } = setup(async () => {
      calls += 1;
      if (calls < 3) throw new Error('backend down');
      return 'mp-token';
    }, 'fr');
    expect(await need()).toBe(false);
    expect(deps.report).toHaveBeenLastCalledWith('Connexion via ce site impossible. Nouvel essai…');
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(deps.report).toHaveBeenCalledTimes(2);
    // the second retry waits twice as long
    await vi.advanceTimersByTimeAsync(2 * RETRY_BASE_MS - 1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(deps.apply).toHaveBeenCalledWith('mp-token');
    // then nothing more is scheduled
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toBe(3);
  });

  test('an unmount stops the retries', async () => {
    vi.useFakeTimers();
    const { need, deps, controller } = setup(async () => {
      throw new Error('down');
    });
    await need();
    controller.abort();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(deps.getToken).toHaveBeenCalledTimes(1);
  });

  test('a JWT is renewed shortly before its exp; an opaque token is not', async () => {
    vi.useFakeTimers();
    const nowS = Math.floor(Date.now() / 1000);
    const first = jwt({ exp: nowS + 600 });
    const tokens = [first, 'opaque-marketplace-token'];
    const { need, deps } = setup(async () => tokens.shift() ?? 'none');
    await need();
    await vi.advanceTimersByTimeAsync((600 - RENEW_EARLY_S) * 1000 - 1000);
    expect(deps.getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.getToken).toHaveBeenCalledTimes(2);
    expect(deps.apply).toHaveBeenLastCalledWith('opaque-marketplace-token');
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(deps.getToken).toHaveBeenCalledTimes(2);
  });

  test('jwtExp reads exp of a JWT only', () => {
    expect(jwtExp(jwt({ exp: 123 }))).toBe(123);
    expect(jwtExp(jwt({ sub: 'x' }))).toBeUndefined();
    expect(jwtExp('a.b')).toBeUndefined();
    expect(jwtExp('a.%%%.c')).toBeUndefined();
  });
});
