import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { flush, mountTest } from '../../test/helpers';
import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../config';

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
