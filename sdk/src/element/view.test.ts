import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeRoutes } from '../../test/fake-routes';
import { fakeFetch, flush } from '../../test/helpers';
import type { MarketplaceEvents } from '../app/events';
import { type MarketplaceHandle, mountWith } from '../app/mount';
import type { MarketplaceOptions } from '../app/options';
import { createMemoryHistory } from '../router/memory-history';
import { defineMarketplaceView, type MarketplaceViewElement, type Mount } from './view';

/** A stand-in for the widget: records each mount with its options and the calls on its handle. */
function fakeWidget() {
  const mounts: {
    el: HTMLElement;
    options: MarketplaceOptions;
    update: ReturnType<typeof vi.fn>;
    navigate: ReturnType<typeof vi.fn>;
    unmount: ReturnType<typeof vi.fn>;
    emit<K extends keyof MarketplaceEvents>(event: K, payload: MarketplaceEvents[K]): void;
  }[] = [];
  const mount: Mount = (el, options) => {
    const listeners = new Map<string, ((payload: unknown) => void)[]>();
    const record = {
      el,
      options,
      update: vi.fn(),
      navigate: vi.fn(),
      unmount: vi.fn(),
      emit(event: string, payload: unknown) {
        for (const fn of listeners.get(event) ?? []) fn(payload);
      },
    };
    mounts.push(record);
    const handle: MarketplaceHandle = {
      update: record.update,
      navigate: record.navigate,
      unmount: record.unmount,
      on(event, fn) {
        listeners.set(event, [...(listeners.get(event) ?? []), fn as (payload: unknown) => void]);
        return () => {};
      },
    };
    return handle;
  };
  return { mounts, mount };
}

/** What the element mounts with in the current test (the registry keeps its first definition). */
let currentMount: Mount = () => {
  throw new Error('no mount for this test');
};

function useFake() {
  const fake = fakeWidget();
  currentMount = fake.mount;
  return fake;
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function createView(attributes: Record<string, string> = {}): MarketplaceViewElement {
  const el = document.createElement('marketplace-view');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<marketplace-view>', () => {
  test('properties set before the definition loads are kept, and defining twice is harmless', async () => {
    const fake = useFake();
    const early = document.createElement('marketplace-view') as unknown as HTMLElement &
      Record<string, unknown>;
    const getToken = async () => 'from-partner';
    early.token = 'early-token';
    early.getToken = getToken;
    early.themeTokens = { '--mp-primary': '#0f766e' };
    document.body.append(early);

    defineMarketplaceView((el, options) => currentMount(el, options));
    const second = vi.fn<Mount>();
    defineMarketplaceView(second); // a second bundle, or the script tag beside the ESM entry
    await settle();

    expect(customElements.get('marketplace-view')).toBeDefined();
    expect(early.token).toBe('early-token'); // through the accessor now
    expect(Object.hasOwn(early, 'token')).toBe(false);
    expect(fake.mounts).toHaveLength(1);
    expect(second).not.toHaveBeenCalled();
    const options = fake.mounts[0]?.options;
    expect(options?.token).toBe('early-token');
    expect(options?.themeTokens).toEqual({ '--mp-primary': '#0f766e' });
    await expect(options?.getToken?.()).resolves.toBe('from-partner');
  });

  test('attributes become the options of the mount', async () => {
    const fake = useFake();
    const el = createView({
      token: 'tok-1',
      locale: 'zh-CN',
      entry: 'taskHall',
      'api-base': 'https://api.partner.test',
      routing: 'hash',
      theme: 'dark',
      base: '/market/',
      nonce: 'n0nce',
    });
    document.body.append(el);
    expect(fake.mounts).toHaveLength(0); // mounted in a microtask, after the framework's bindings
    await settle();
    expect(fake.mounts).toHaveLength(1);
    expect(fake.mounts[0]?.el).toBe(el);
    expect(fake.mounts[0]?.options).toMatchObject({
      token: 'tok-1',
      locale: 'zh-CN',
      entry: 'taskHall',
      apiBase: 'https://api.partner.test',
      routing: 'hash',
      theme: 'dark',
      base: '/market/',
      nonce: 'n0nce',
    });
    expect(el.apiBase).toBe('https://api.partner.test');
  });

  test('an unknown theme attribute is the default scheme; an empty token is no token', async () => {
    const fake = useFake();
    document.body.append(createView({ theme: 'purple', token: '' }));
    await settle();
    expect(fake.mounts[0]?.options.theme).toBeUndefined();
    expect(fake.mounts[0]?.options.token).toBeNull();
  });

  test('token and locale changes call update(); the other options remount once', async () => {
    const fake = useFake();
    const el = createView({ locale: 'en', 'api-base': 'https://a.test' });
    document.body.append(el);
    await settle();
    const first = fake.mounts[0];

    el.setAttribute('locale', 'fr');
    el.token = 'tok-2';
    el.removeAttribute('token');
    el.setAttribute('token', 'tok-3');
    expect(first?.update.mock.calls).toEqual([
      [{ locale: 'fr' }],
      [{ token: 'tok-2' }],
      [{ token: 'tok-3' }],
    ]);
    el.token = null;
    expect(first?.update).toHaveBeenLastCalledWith({ token: null });
    expect(fake.mounts).toHaveLength(1);

    el.themeTokens = undefined;
    await settle();
    expect(fake.mounts).toHaveLength(1); // unchanged values change nothing
    el.setAttribute('entry', 'chat');
    el.setAttribute('api-base', 'https://b.test');
    el.setAttribute('routing', 'memory');
    el.themeTokens = { primary: '#123456' };
    await settle();
    el.themeTokens = { primary: '#123456' }; // a new object of the same value: no remount
    await settle();
    expect(first?.unmount).toHaveBeenCalledTimes(1);
    expect(fake.mounts).toHaveLength(2); // four changes, one remount
    expect(fake.mounts[1]?.options).toMatchObject({
      locale: 'fr',
      token: null,
      entry: 'chat',
      apiBase: 'https://b.test',
      routing: 'memory',
      themeTokens: { primary: '#123456' },
    });
  });

  test('theme and themeTokens changes call update(), without a remount', async () => {
    const fake = useFake();
    const el = createView({ theme: 'dark' });
    document.body.append(el);
    await settle();
    el.setAttribute('theme', 'auto');
    el.removeAttribute('theme');
    el.themeTokens = { primary: '#123456' };
    el.themeTokens = undefined;
    await settle();
    expect(fake.mounts).toHaveLength(1);
    expect(fake.mounts[0]?.update.mock.calls).toEqual([
      [{ theme: 'auto' }],
      [{ theme: 'light' }],
      [{ themeTokens: { primary: '#123456' } }],
      [{ themeTokens: {} }],
    ]);
  });

  test('update() sets several options; a new getToken is used without a remount', async () => {
    const fake = useFake();
    const el = createView();
    el.getToken = async () => 'first';
    document.body.append(el);
    await settle();
    el.getToken = async () => 'second';
    el.update({ locale: 'es', token: 'tok' });
    expect(fake.mounts).toHaveLength(1);
    expect(fake.mounts[0]?.update.mock.calls).toEqual([[{ locale: 'es' }], [{ token: 'tok' }]]);
    await expect(fake.mounts[0]?.options.getToken?.()).resolves.toBe('second');
    el.getToken = undefined; // no source any more: remounted without one
    await settle();
    expect(fake.mounts).toHaveLength(2);
    expect(fake.mounts[1]?.options.getToken).toBeUndefined();
  });

  test('navigate() is forwarded, mounting first when the mount is still pending', () => {
    const fake = useFake();
    const el = createView();
    document.body.append(el);
    el.navigate('orderDetail', { id: 7 });
    expect(fake.mounts).toHaveLength(1);
    expect(fake.mounts[0]?.navigate).toHaveBeenCalledWith('orderDetail', { id: 7 });
  });

  test('every widget event is re-dispatched as a bubbling, composed marketplace-* CustomEvent', async () => {
    const fake = useFake();
    const el = createView();
    const shadowHost = document.createElement('div');
    const root = shadowHost.attachShadow({ mode: 'open' });
    root.append(el);
    document.body.append(shadowHost);
    await settle();
    const seen: [string, unknown, boolean, boolean][] = [];
    for (const type of [
      'marketplace-ready',
      'marketplace-navigate',
      'marketplace-login',
      'marketplace-logout',
      'marketplace-auth-required',
      'marketplace-unread',
      'marketplace-error',
    ]) {
      // heard on the document: the events bubble and cross the host page's own shadow roots
      document.addEventListener(type, (event) => {
        const custom = event as CustomEvent;
        seen.push([custom.type, custom.detail, custom.bubbles, custom.composed]);
      });
    }
    const widget = fake.mounts[0];
    widget?.emit('ready', undefined);
    widget?.emit('navigate', { path: '/pages/aboutUs/aboutUs', query: { a: '1' } });
    widget?.emit('login', { userId: 5 });
    widget?.emit('logout', undefined);
    widget?.emit('authRequired', undefined);
    widget?.emit('unread', { count: 3 });
    widget?.emit('error', { message: 'Network error', kind: 'network' });
    expect(seen).toEqual([
      ['marketplace-ready', null, true, true],
      ['marketplace-navigate', { path: '/pages/aboutUs/aboutUs', query: { a: '1' } }, true, true],
      ['marketplace-login', { userId: 5 }, true, true],
      ['marketplace-logout', null, true, true],
      ['marketplace-auth-required', null, true, true],
      ['marketplace-unread', { count: 3 }, true, true],
      ['marketplace-error', { message: 'Network error', kind: 'network' }, true, true],
    ]);
  });

  test('removing the element unmounts; inserting it again mounts a fresh widget', async () => {
    const fake = useFake();
    const el = createView({ token: 'tok' });
    document.body.append(el);
    await settle();
    el.remove();
    expect(fake.mounts[0]?.unmount).toHaveBeenCalledTimes(1);
    el.token = 'tok-2'; // while detached: read by the next mount
    expect(fake.mounts[0]?.update).not.toHaveBeenCalled();

    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(el); // moved back into the document
    await settle();
    expect(fake.mounts).toHaveLength(2);
    expect(fake.mounts[1]?.options.token).toBe('tok-2');

    // moved within the document: unmounted at once, mounted again in a microtask
    document.body.append(el);
    expect(fake.mounts[1]?.unmount).toHaveBeenCalledTimes(1);
    await settle();
    expect(fake.mounts).toHaveLength(3);
    expect(fake.mounts[2]?.unmount).not.toHaveBeenCalled();
  });

  test('removed before its mount: nothing is mounted', async () => {
    const fake = useFake();
    const el = createView();
    document.body.append(el);
    el.remove();
    await settle();
    expect(fake.mounts).toHaveLength(0);
  });

  test('with the real widget: renders in its shadow root, reports ready, and removal leaves no node', async () => {
    const fetch = fakeFetch();
    currentMount = (el, options) =>
      mountWith(el, options, { routes: fakeRoutes(), history: createMemoryHistory(), fetch });
    const a = createView({ 'api-base': 'https://api.test', entry: 'aboutUs' });
    const b = createView({ 'api-base': 'https://api.test' });
    const ready = vi.fn();
    a.addEventListener('marketplace-ready', ready);
    const paths: string[] = [];
    b.addEventListener('marketplace-navigate', (event) => paths.push(event.detail.path));
    await act(async () => {
      document.body.append(a, b);
      await settle();
    });
    await flush();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(a.shadowRoot?.querySelector('[data-screen="aboutUs"]')).not.toBeNull();
    expect(b.shadowRoot?.querySelector('[data-screen="homeView"]')).not.toBeNull();

    await act(async () => b.navigate('aboutUs'));
    await flush();
    expect(paths).toEqual(['/pages/aboutUs/aboutUs']);
    expect(a.shadowRoot?.querySelectorAll('[data-screen]')).toHaveLength(1); // separate page stacks

    a.remove();
    b.remove();
    expect(a.shadowRoot?.childNodes).toHaveLength(0);
    expect(b.shadowRoot?.childNodes).toHaveLength(0);
  });
});
