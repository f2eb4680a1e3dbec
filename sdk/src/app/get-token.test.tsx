import { describe, expect, test, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import { fakeFetch, flush, mountTest } from '../../test/helpers';
import { probe, probeRoute } from '../../test/probe';

const user = { id: 7, face: '', s_username: 'Ada', smrz: 0, name: '', tel: '', sfzid: '', share: 0.15 };
const bearerOf = (init: RequestInit) => new Headers(init.headers).get('authorization');

describe('the getToken option, mounted', () => {
  test('called at mount without a token: the session takes the token and reads the person', async () => {
    const fetch = fakeFetch(() => ({ code: 1, msg: '', data: user }));
    const getToken = vi.fn(async () => 'partner-issued');
    const { handle } = mountTest(
      { getToken, entry: 'orderDetail' },
      { routes: fakeRoutes([probeRoute()]), fetch },
    );
    await vi.waitFor(() => expect(probe.instance?.session.$user.get()?.id).toBe(7));
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(probe.instance?.session.$token.get()?.token).toBe('partner-issued');
    const profile = fetch.calls.find((call) => call.url.endsWith('/api/user/personalInfo'));
    expect(bearerOf(profile?.init ?? {})).toBe('Bearer partner-issued');
    handle.unmount();
  });

  test('not called at mount with a token; a 401 asks it once and the call is sent again', async () => {
    const fetch = fakeFetch((_url, init) =>
      bearerOf(init) === 'Bearer fresh'
        ? { code: 1, msg: '', data: user }
        : new Response(JSON.stringify({ code: 0, msg: 'expired', data: null }), { status: 401 }),
    );
    const getToken = vi.fn(async () => 'fresh');
    const { handle } = mountTest(
      { token: 'stale', getToken, entry: 'orderDetail' },
      { routes: fakeRoutes([probeRoute()]), fetch },
    );
    const auth = vi.fn();
    handle.on('authRequired', auth);
    await vi.waitFor(() =>
      expect(fetch.calls.some((call) => bearerOf(call.init) === 'Bearer fresh')).toBe(true),
    );
    await flush();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(probe.instance?.session.$token.get()?.token).toBe('fresh');
    expect(auth).not.toHaveBeenCalled();
    // Calls sent at once with the stale token share the one renewal, each sent again with it.
    const sent = fetch.calls.map((call) => ({ url: call.url, bearer: bearerOf(call.init) }));
    const firstFresh = sent.findIndex((call) => call.bearer === 'Bearer fresh');
    expect(sent[0]?.bearer).toBe('Bearer stale');
    expect(sent.slice(firstFresh).every((call) => call.bearer === 'Bearer fresh')).toBe(true);
    for (const refused of sent.slice(0, firstFresh)) {
      expect(refused.bearer).toBe('Bearer stale');
      expect(sent.slice(firstFresh).some((call) => call.url === refused.url)).toBe(true);
    }
    handle.unmount();
  });

  test('a failing getToken is reported through error (kind token) and the widget still renders', async () => {
    const getToken = vi.fn(async () => {
      throw new Error('partner backend down');
    });
    const { handle, root } = mountTest(
      { getToken, entry: 'orderDetail' },
      { routes: fakeRoutes([probeRoute()]) },
    );
    const errors = vi.fn();
    handle.on('error', errors);
    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith({ message: expect.any(String), kind: 'token' }),
    );
    expect(root.childElementCount).toBeGreaterThan(0);
    expect(probe.instance?.session.$token.get()).toBeNull();
    handle.unmount();
  });
});
