import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { flush, mountTest } from '../../test/helpers';
import { type Instance, useInstance } from './context';

afterEach(() => {
  document.body.replaceChildren();
});

/** aboutUs counting its renders, and handing out its instance. */
function countingScreen() {
  const seen = { renders: 0, instance: undefined as Instance | undefined };
  const Screen = () => {
    seen.renders++;
    seen.instance = useInstance();
    return <p data-screen="aboutUs">about</p>;
  };
  return { seen, routes: fakeRoutes([route('aboutUs', 'pages', async () => ({ default: Screen }))]) };
}

describe('shell', () => {
  test('a toast and the no-network banner show without rendering the pages again', async () => {
    const { seen, routes } = countingScreen();
    const { root, text, handle } = mountTest({ entry: 'aboutUs' }, { routes });
    await flush();
    const instance = seen.instance as Instance;
    const renders = seen.renders;
    act(() => instance.toast('Saved'));
    expect(root.querySelector('.mp-toast')?.textContent).toBe('Saved');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(text()).toContain('Network signal lost');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(text()).not.toContain('Network signal lost');
    expect(seen.renders).toBe(renders);
    handle.unmount();
  });

  test('a page hidden under a new one keeps its screen; a locale switch renders it again', async () => {
    const { seen, routes } = countingScreen();
    const { root, handle } = mountTest({ entry: 'aboutUs' }, { routes });
    await flush();
    act(() => handle.navigate('orderDetail'));
    await flush();
    const page = root.querySelector('[data-screen="aboutUs"]')?.closest('section');
    expect(page?.hidden).toBe(true);
    const renders = seen.renders;
    await act(() => seen.instance?.i18n.setLocale('fr'));
    await flush();
    expect(seen.renders).toBeGreaterThan(renders);
    handle.unmount();
  });

  test('unmount takes the shell off the stores it listens to', async () => {
    const { seen, routes } = countingScreen();
    const { handle } = mountTest({ entry: 'aboutUs' }, { routes });
    await flush();
    const { router, network, toasts, i18n, unread } = seen.instance as Instance;
    const stores = [router.$stack, network.$online, toasts.$toasts, i18n.$t, unread.$unread];
    expect(stores.every((store) => store.lc > 0)).toBe(true);
    handle.unmount();
    expect(stores.map((store) => store.lc)).toEqual([0, 0, 0, 0, 0]);
  });
});
