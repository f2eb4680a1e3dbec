import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import { fakeFetch, flush } from '../../test/helpers';
import { mountWith } from './mount';

afterEach(() => document.body.replaceChildren());

/** Mounts like a partner page does: no history given, so the default routing is the one used. */
function mountHall(options: Parameters<typeof mountWith>[1] = {}) {
  const el = document.createElement('div');
  document.body.append(el);
  let handle!: ReturnType<typeof mountWith>;
  act(() => {
    handle = mountWith(
      el,
      { apiBase: 'https://api.test', entry: 'taskHall', ...options },
      { routes: fakeRoutes(), fetch: fakeFetch() },
    );
  });
  const root = el.shadowRoot as ShadowRoot;
  const screen = () =>
    [...root.querySelectorAll<HTMLElement>('[data-screen]')].find((s) => !s.closest('[hidden]'))?.dataset
      .screen;
  return { el, root, handle, screen };
}

describe("entry: 'taskHall' (the task hall embedded alone)", () => {
  test('shows the hall with no tab bar, and opens an order above it and back, in memory', async () => {
    window.history.replaceState(null, '', '/partner/page?x=1#host-anchor');
    const before = { href: window.location.href, length: window.history.length };
    const navigations: string[] = [];
    const { root, handle, screen } = mountHall();
    handle.on('navigate', ({ path }) => navigations.push(path));
    await vi.waitFor(() => expect(screen()).toBe('taskCentered'));
    await flush();
    expect(root.querySelector('.mp-tabbar')).toBeNull();
    expect(root.querySelector('nav')).toBeNull();

    act(() => handle.navigate('orderDetail', { id: 7 }));
    await vi.waitFor(() => expect(screen()).toBe('orderDetail'));
    expect(root.querySelectorAll('.mp-stack-page')).toHaveLength(2); // the hall stays below, alive
    expect(root.querySelector('.mp-tabbar')).toBeNull();

    act(() => handle.navigate('/')); // `/` of a single view is the view itself
    await vi.waitFor(() => expect(screen()).toBe('taskCentered'));
    expect(navigations).toEqual(['/pages/orderDetail/orderDetail', '/pages/taskCentered/taskCentered']);
    // memory routing: the host's address and history never moved
    expect(window.location.href).toBe(before.href);
    expect(window.history.length).toBe(before.length);
    handle.unmount();
    expect(window.location.href).toBe(before.href);
  });

  test('the hall stays memory-routed even when the host page has a hash route of its own', async () => {
    window.history.replaceState(null, '', '/#/pages/aboutUs/aboutUs');
    const { handle, screen } = mountHall();
    await vi.waitFor(() => expect(screen()).toBe('taskCentered'));
    expect(window.location.hash).toBe('#/pages/aboutUs/aboutUs');
    handle.unmount();
  });
});
