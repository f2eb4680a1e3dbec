import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { flush, mountTest } from '../../test/helpers';
import { useT } from '../app/context';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../config';
import type { ScreenMessages } from '../i18n';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const TIMEOUT_TEXT = 'The connection timed out, click the screen to try again.';

/** A route whose chunk arrives only when the test says so. */
function slowRoute() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: () => preact.JSX.Element }>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ default: () => <p data-screen="slow">slow</p> }), reject });
      }),
  );
  return { route: route('orderDetail', 'pages', load), load, pending };
}

describe('lazy screens', () => {
  test(`show nothing for ${PAGE_LOAD_DELAY_MS} ms, then the loading view`, async () => {
    vi.useFakeTimers();
    const slow = slowRoute();
    const { text, handle } = mountTest({ entry: 'orderDetail' }, { routes: fakeRoutes([slow.route]) });
    await flush();
    act(() => {
      vi.advanceTimersByTime(PAGE_LOAD_DELAY_MS - 1);
    });
    expect(text()).not.toContain('loading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(text()).toContain('loading');
    act(() => slow.pending[0]?.resolve());
    await flush();
    expect(text()).toContain('slow');
    expect(text()).not.toContain('loading');
    handle.unmount();
  });

  test(`show the timeout text at ${PAGE_LOAD_TIMEOUT_MS} ms and retry on a tap`, async () => {
    vi.useFakeTimers();
    const slow = slowRoute();
    const { root, text, handle } = mountTest({ entry: 'orderDetail' }, { routes: fakeRoutes([slow.route]) });
    await flush();
    act(() => {
      vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT_MS - 1);
    });
    expect(text()).not.toContain(TIMEOUT_TEXT);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(text()).toContain(TIMEOUT_TEXT);
    const retry = root.querySelector<HTMLButtonElement>('button.mp-retry');
    act(() => retry?.click());
    await flush();
    expect(slow.load).toHaveBeenCalledTimes(2);
    expect(text()).not.toContain(TIMEOUT_TEXT);
    act(() => slow.pending[1]?.resolve());
    await flush();
    expect(text()).toContain('slow');
    handle.unmount();
  });

  test('a chunk that fails to load shows the timeout text at once; a tap retries', async () => {
    const slow = slowRoute();
    const { root, text, handle } = mountTest({ entry: 'orderDetail' }, { routes: fakeRoutes([slow.route]) });
    await flush();
    act(() => slow.pending[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    await flush();
    expect(text()).toContain(TIMEOUT_TEXT);
    act(() => root.querySelector<HTMLButtonElement>('button.mp-retry')?.click());
    await flush();
    act(() => slow.pending[1]?.resolve());
    await flush();
    expect(text()).toContain('slow');
    handle.unmount();
  });

  test('a screen whose texts cannot be fetched (no English inline) shows the timeout text; a tap fetches them again', async () => {
    let textFetches = 0;
    const text = (title: string) => () => {
      textFetches++;
      return textFetches === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: { 'orderDetail.title': title } });
    };
    const messages: ScreenMessages = {
      en: text('Order'),
      es: text('Pedido'),
      fr: text('Commande'),
      'zh-Hans': text('订单'),
      'zh-Hant': text('訂單'),
    };
    function Titled() {
      return <p data-screen="titled">{useT()('orderDetail.title')}</p>;
    }
    const load = vi.fn(async () => ({ default: Titled, messages }));
    const {
      root,
      text: shown,
      handle,
    } = mountTest({ entry: 'orderDetail' }, { routes: fakeRoutes([route('orderDetail', 'pages', load)]) });
    await vi.waitFor(() => expect(shown()).toContain(TIMEOUT_TEXT));
    expect(shown()).not.toContain('orderDetail.title');
    act(() => root.querySelector<HTMLButtonElement>('button.mp-retry')?.click());
    await vi.waitFor(() => expect(shown()).toContain('Order'));
    expect(textFetches).toBe(2);
    handle.unmount();
  });

  test('a screen loaded once renders at once when visited again', async () => {
    const slow = slowRoute();
    const { root, handle } = mountTest({}, { routes: fakeRoutes([slow.route]) });
    await flush();
    act(() => handle.navigate('orderDetail'));
    act(() => slow.pending[0]?.resolve());
    await flush();
    act(() => handle.navigate('aboutUs'));
    act(() => handle.navigate('orderDetail'));
    expect(root.querySelectorAll('[data-screen="slow"]')).toHaveLength(2);
    expect(slow.load).toHaveBeenCalledTimes(1);
    handle.unmount();
  });
});

/** A pagesPerson table whose chunk arrives only when the test says so. */
function slowGroup() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const walletView = () => Promise.resolve({ default: () => <p data-screen="walletView">wallet</p> });
  const fetch = vi.fn(
    () =>
      new Promise<{ default: Record<string, typeof walletView> }>((resolve, reject) => {
        pending.push({ resolve: () => resolve({ default: { walletView } }), reject });
      }),
  );
  const routes = fakeRoutes().filter((r) => r.group === 'pages');
  return { internals: { routes, groups: { pagesPerson: fetch } }, fetch, pending };
}

describe('group routes', () => {
  test(`a cold deep link waits for its group's table: loading after ${PAGE_LOAD_DELAY_MS} ms, then the screen`, async () => {
    vi.useFakeTimers();
    const group = slowGroup();
    const { text, handle } = mountTest({ entry: '/pagesPerson/walletView/walletView' }, group.internals);
    await flush();
    act(() => {
      vi.advanceTimersByTime(PAGE_LOAD_DELAY_MS);
    });
    expect(text()).toContain('loading');
    act(() => group.pending[0]?.resolve());
    await flush(10);
    expect(text()).toContain('wallet');
    expect(group.fetch).toHaveBeenCalledTimes(1);
    handle.unmount();
  });

  test('a table that fails to load (offline) shows the timeout text; a tap fetches it again', async () => {
    const group = slowGroup();
    const { root, text, handle } = mountTest({}, group.internals);
    await flush();
    act(() => handle.navigate('pagesPerson/walletView/walletView'));
    await flush();
    act(() => group.pending[0]?.reject(new Error('Failed to fetch dynamically imported module')));
    await flush();
    expect(text()).toContain(TIMEOUT_TEXT);
    act(() => root.querySelector<HTMLButtonElement>('button.mp-retry')?.click());
    await flush();
    expect(group.fetch).toHaveBeenCalledTimes(2);
    act(() => group.pending[1]?.resolve());
    await flush(10);
    expect(root.querySelector('[data-screen="walletView"]')).not.toBeNull();
    expect(text()).not.toContain(TIMEOUT_TEXT);
    handle.unmount();
  });

  test('hash routing: a cold start on a group path opens it; an unknown one in the group is not found', async () => {
    const group = slowGroup();
    location.hash = '#/pagesPerson/walletView/walletView';
    const { root, text, handle } = mountTest({ routing: 'hash', base: '/tgroups/' }, group.internals);
    await flush();
    act(() => group.pending[0]?.resolve());
    await vi.waitFor(() => expect(root.querySelector('[data-screen="walletView"]')).not.toBeNull());
    expect(location.hash).toBe('#/pagesPerson/walletView/walletView');
    act(() => handle.navigate('/pagesPerson/cashOut/cashOut'));
    await vi.waitFor(() => expect(text()).toContain('Page not found'));
    expect(location.hash).toBe('#/pagesPerson/cashOut/cashOut');
    expect(group.fetch).toHaveBeenCalledTimes(1);
    handle.unmount();
    location.hash = '';
    localStorage.clear();
  });
});
