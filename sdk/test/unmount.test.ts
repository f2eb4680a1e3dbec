import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useStyles } from '../src/app/context';
import { mountWith } from '../src/app/mount';
import { h } from '../src/lib/preact';
import { fakeRoutes, route } from './fake-routes';
import { fakeFetch, flush, mountTest } from './helpers';
import { probe, probeRoute } from './probe';

/** aboutUs with a sheet of its own, so unmount has screen styles to remove too. */
const styledAboutUs = route('aboutUs', 'pages', async () => ({
  default: () => {
    useStyles({ id: 'aboutUs', css: '.mp-x{color:red}' });
    return h('p', { 'data-screen': 'aboutUs' }, 'about');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
  localStorage.clear();
});

/** Tracks listeners added and removed on window and document, by (target, type, listener). */
function trackListeners() {
  const live = new Map<string, number>();
  const ids = new WeakMap<object, number>();
  let next = 1;
  const id = (fn: unknown) => {
    const o = fn as object;
    if (!ids.has(o)) ids.set(o, next++);
    return ids.get(o);
  };
  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type: string, fn: unknown, opts?: unknown) => {
      const key = `${name}:${type}:${id(fn)}`;
      const { signal } = (opts ?? {}) as AddEventListenerOptions;
      if (!signal?.aborted) {
        live.set(key, (live.get(key) ?? 0) + 1);
        // a listener added with a signal goes when the signal aborts, without a removeEventListener
        signal?.addEventListener('abort', () => {
          const n = (live.get(key) ?? 0) - 1;
          if (n <= 0) live.delete(key);
          else live.set(key, n);
        });
      }
      add(type, fn as EventListener, opts as AddEventListenerOptions);
    });
    vi.spyOn(target, 'removeEventListener').mockImplementation(
      (type: string, fn: unknown, opts?: unknown) => {
        const key = `${name}:${type}:${id(fn)}`;
        const n = (live.get(key) ?? 0) - 1;
        if (n <= 0) live.delete(key);
        else live.set(key, n);
        remove(type, fn as EventListener, opts as EventListenerOptions);
      },
    );
  }
  return () => [...live.keys()];
}

describe('unmount', () => {
  test('leaves no node, timer, listener, poll or request behind over 200 mounts', async () => {
    vi.useFakeTimers();
    const listeners = trackListeners();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    const aborted: boolean[] = [];
    const fetch = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(true);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );

    for (let i = 0; i < 200; i++) {
      const { el, root, handle } = mountTest(
        { token: i % 2 ? `t${i}` : null, routing: i % 3 === 0 ? 'hash' : 'memory', base: `/b${i}/` },
        { fetch, routes: fakeRoutes([styledAboutUs]) },
      );
      await flush(2);
      act(() => handle.navigate('aboutUs'));
      handle.on('navigate', () => undefined);
      handle.update({ locale: i % 2 ? 'es' : 'en' });
      await flush(2);
      expect(root.querySelector('[data-screen="aboutUs"]')).not.toBeNull();
      expect(root.querySelectorAll('style').length).toBeGreaterThan(1);
      handle.unmount();
      handle.unmount(); // twice is harmless
      expect(root.childNodes).toHaveLength(0);
      expect(el.childNodes).toHaveLength(0);
      el.remove();
    }

    expect(vi.getTimerCount()).toBe(0);
    expect(listeners()).toEqual([]);
    // every request a token mount started (personalInfo) was aborted, none left hanging
    expect(aborted.length).toBe(fetch.calls.length);
    expect(fetch.calls.length).toBeGreaterThan(0);
    expect(setTimeoutSpy).toHaveBeenCalled();
    expect(clearTimeoutSpy).toHaveBeenCalled();
    history.replaceState(null, '', '#');
  });

  test('stops a registered poll and lock_guide timer on unmount', async () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    let handle!: ReturnType<typeof mountWith>;
    act(() => {
      handle = mountWith(
        el,
        { apiBase: 'https://api.test', entry: 'orderDetail' },
        {
          routes: fakeRoutes([probeRoute()]),
          fetch: fakeFetch(),
        },
      );
    });
    await flush();
    const poll = vi.fn();
    probe.instance?.polls.register('unread', () => {
      const id = setInterval(poll, 2000);
      return () => clearInterval(id);
    });
    probe.instance?.polls.startAll();
    probe.instance?.session.setGuide('lock_guide', true);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    handle.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
