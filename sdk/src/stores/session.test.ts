import { atom } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Transport } from '../api/transport';
import type { User } from '../api/types';
import { LOCK_GUIDE_RESET_MS, TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_S } from '../config';
import { localStorageFor, memoryStorage } from '../lib/storage';
import { createPolls } from './polls';
import { createSession } from './session';
import { createUserData } from './user-data';

const user: User = {
  id: 9,
  face: '',
  s_username: 'Ann',
  smrz: 0,
  name: '',
  tel: '138',
  sfzid: '',
  share: 0.15,
};
const now = () => Math.floor(Date.now() / 1000);

function setup(
  opts: { hostToken?: string; persist?: boolean; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answers: Record<string, unknown> = {
    '/m/api/user/refresh_token.php': { tokenInfo: { token: 'fresh', exp: now() + 30 * 86400 } },
    '/api/user/personalInfo': user,
    '/m/api/user/logout.php': null,
  };
  const api: Transport = {
    get: vi.fn(async (path: string) => {
      calls.push({ method: 'GET', path });
      return answers[path];
    }) as Transport['get'],
    post: vi.fn(async (path: string, body?: unknown) => {
      calls.push({ method: 'POST', path, body });
      return answers[path];
    }) as Transport['post'],
    upload: vi.fn() as Transport['upload'],
  };
  const userData = createUserData();
  const polls = createPolls();
  const $orders = atom(['order 1']);
  userData.register(() => $orders.set([]));
  const events = { emit: vi.fn(), auth: vi.fn() };
  const session = createSession(
    {
      api,
      storage: opts.storage ?? memoryStorage(),
      persistToken: opts.persist ?? false,
      userData,
      polls,
      emit: events.emit,
      onAuthRequired: events.auth,
    },
    opts.hostToken,
  );
  return { session, calls, polls, userData, $orders, events };
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('session', () => {
  test('refreshes a token with under three days left', async () => {
    const { session, calls } = setup();
    session.login({ token: 'old', exp: now() + TOKEN_REFRESH_THRESHOLD_S - 1 }, user);
    session.start();
    await vi.waitFor(() => expect(session.$token.get()?.token).toBe('fresh'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/m/api/user/refresh_token.php',
      body: { token: 'old' },
    });
    session.dispose();
  });

  test('does not refresh a token with three days or more left', async () => {
    const { session, calls } = setup();
    session.login({ token: 'old', exp: now() + TOKEN_REFRESH_THRESHOLD_S + 60 }, user);
    session.start();
    await vi.waitFor(() => expect(calls).toContainEqual({ method: 'GET', path: '/api/user/personalInfo' }));
    expect(calls.filter((c) => c.path.includes('refresh'))).toEqual([]);
    expect(session.$token.get()?.token).toBe('old');
    session.dispose();
  });

  test('checks on start and then hourly', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.set('session', { token: 'stored', exp: now() + TOKEN_REFRESH_THRESHOLD_S + 3600 + 60 });
    const { session, calls } = setup({ persist: true, storage });
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.path.includes('refresh'))).toHaveLength(0);
    expect(session.$user.get()).toEqual(user); // validated on start
    await vi.advanceTimersByTimeAsync(TOKEN_CHECK_INTERVAL_MS * 2);
    expect(calls.filter((c) => c.path.includes('refresh'))).toHaveLength(1);
    session.dispose();
  });

  test('an expired token clears token, user, message and order data', () => {
    const storage = memoryStorage();
    storage.set('session', { token: 'stale', exp: now() - 1 });
    const { session, $orders } = setup({ persist: true, storage });
    session.start();
    expect(session.$token.get()).toBeNull();
    expect(storage.get('session')).toBeNull();
    expect($orders.get()).toEqual([]);
    session.dispose();
  });

  test('expire() (the 401 path) clears every registered user-data store and stops polls', () => {
    const { session, $orders, polls } = setup();
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    polls.register('unread', start);
    session.login({ token: 't', exp: now() + 9e6 }, user);
    expect(start).toHaveBeenCalledTimes(1);
    session.expire();
    expect(session.$user.get()).toBeNull();
    expect($orders.get()).toEqual([]);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  test('logout tells the server with the bearer still set, clears the same data and stops every poll', async () => {
    const { session, calls, $orders, polls, events } = setup();
    const stops = [vi.fn(), vi.fn()];
    polls.register('unread', () => stops[0] as () => void);
    polls.register('orders', () => stops[1] as () => void);
    session.login({ token: 't', exp: now() + 9e6 }, user);
    expect(events.emit).toHaveBeenCalledWith('login', { userId: user.id });
    await session.logout();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/m/api/user/logout.php' });
    expect(session.$token.get()).toBeNull();
    expect(session.$user.get()).toBeNull();
    expect($orders.get()).toEqual([]);
    for (const stop of stops) expect(stop).toHaveBeenCalledTimes(1);
    expect(events.emit).toHaveBeenCalledWith('logout');
    expect(events.emit).toHaveBeenCalledTimes(2);
  });

  test('logout clears locally even when the server call fails', async () => {
    const { session, calls } = setup();
    session.login({ token: 't', exp: now() + 9e6 }, user);
    calls.push = () => {
      throw new Error('offline');
    };
    await session.logout();
    expect(session.$token.get()).toBeNull();
  });

  test('a host token (memory mode) is validated by fetching personalInfo and starts the polls', async () => {
    const { session, calls, polls } = setup({ hostToken: 'host' });
    const start = vi.fn(() => vi.fn());
    polls.register('unread', start);
    session.start();
    await vi.waitFor(() => expect(session.$user.get()).toEqual(user));
    expect(calls).toContainEqual({ method: 'GET', path: '/api/user/personalInfo' });
    expect(calls.some((c) => c.path.includes('refresh'))).toBe(false); // its expiry is the host's business
    expect(start).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  test('hash mode persists the token in localStorage namespaced by base', () => {
    const storage = localStorageFor('/web/');
    const { session } = setup({ persist: true, storage });
    session.login({ token: 't1', exp: now() + 9e6 }, user);
    expect(JSON.parse(localStorage.getItem('mp:/web/:session') ?? 'null')).toMatchObject({ token: 't1' });
    const again = setup({ persist: true, storage: localStorageFor('/web/') });
    expect(again.session.$token.get()?.token).toBe('t1');
    const other = setup({ persist: true, storage: localStorageFor('/other/') });
    expect(other.session.$token.get()).toBeNull();
  });

  test(`lock_guide resets itself after ${LOCK_GUIDE_RESET_MS} ms; the other guides persist`, async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const { session } = setup({ storage });
    const guides = await session.guides();
    expect(await session.guides()).toBe(guides); // loaded once
    guides.setGuide('lock_guide', true);
    await session.setGuide('deliver_guide', true);
    vi.advanceTimersByTime(LOCK_GUIDE_RESET_MS - 1);
    expect(guides.$guides.get().lock_guide).toBe(true);
    vi.advanceTimersByTime(1);
    expect(guides.$guides.get()).toMatchObject({ lock_guide: false, deliver_guide: true });
    expect((await setup({ storage }).session.guides()).$guides.get().deliver_guide).toBe(true);
    session.dispose();
  });

  test(`a lock_guide set before a reload resets ${LOCK_GUIDE_RESET_MS} ms after it was set`, async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    await setup({ storage }).session.setGuide('lock_guide', true);
    vi.advanceTimersByTime(LOCK_GUIDE_RESET_MS / 2);
    const again = await setup({ storage }).session.guides(); // a reload halfway
    expect(again.$guides.get().lock_guide).toBe(true);
    vi.advanceTimersByTime(LOCK_GUIDE_RESET_MS / 2 - 1);
    expect(again.$guides.get().lock_guide).toBe(true);
    vi.advanceTimersByTime(1);
    expect(again.$guides.get().lock_guide).toBe(false);
    await setup({ storage }).session.setGuide('lock_guide', true);
    vi.setSystemTime(Date.now() + LOCK_GUIDE_RESET_MS); // a reload after its time: reset at once
    expect((await setup({ storage }).session.guides()).$guides.get().lock_guide).toBe(false);
  });

  test('dispose stops the lock_guide timer, also when the guide flags arrive after it', async () => {
    vi.useFakeTimers();
    const early = setup().session;
    await early.setGuide('lock_guide', true);
    expect(vi.getTimerCount()).toBe(1);
    early.dispose();
    await early.guides();
    expect(vi.getTimerCount()).toBe(0);
    const late = setup().session;
    const set = late.setGuide('lock_guide', true);
    late.dispose(); // before the chunk is in
    await set;
    await late.guides();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('two instances do not share a session', async () => {
    const a = setup();
    const b = setup();
    a.session.login({ token: 'a', exp: now() + 9e6 }, user);
    expect(b.session.$token.get()).toBeNull();
    expect(b.session.$user.get()).toBeNull();
    await a.session.setGuide('receive_guide', true);
    expect((await b.session.guides()).$guides.get().receive_guide).toBe(false);
  });
});
