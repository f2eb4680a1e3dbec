import { act } from 'preact/test-utils';
import { afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { fakeRoutes, route } from '../../test/fake-routes';
import { fakeFetch, flush, mountTest } from '../../test/helpers';
import { probe, probeRoute } from '../../test/probe';
import { useStyles } from './context';
import type { MarketplaceEvents } from './events';
import { shellSheet } from './styles';

/** The CSS of each style element in a shadow root, in document order. */
const sheetsIn = (root: ShadowRoot) => Array.from(root.querySelectorAll('style'), (s) => s.textContent);

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('mountMarketplace', () => {
  test('renders into an open shadow root whose style elements all carry the nonce', async () => {
    const { el, root, handle } = mountTest({ nonce: 'abc123' });
    await flush();
    expect(el.shadowRoot).toBe(root);
    expect(root.mode).toBe('open');
    const styles = Array.from(root.querySelectorAll('style'));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('abc123');
    expect(styles[0]?.textContent).toBe(shellSheet.css); // first, so the kit and screens win ties
    expect(styles[0]?.textContent).toContain(':host');
    expect(styles[0]?.textContent).toContain('max-width:480px');
    expect(root.lastElementChild?.className).toBe('mp-root'); // styles before the container
    expect(document.head.querySelector('style')).toBeNull(); // nothing leaks into the host page
    expect(el.children).toHaveLength(0); // the host's light DOM is untouched
    expect(root.querySelector('[data-screen="homeView"]')).not.toBeNull();
    handle.unmount();
  });

  test('a second mount on the same element replaces the first one', async () => {
    const first = mountTest();
    const { mountWith } = await import('./mount');
    const off = vi.fn();
    first.handle.on('navigate', off);
    const second = mountWith(first.el, { apiBase: 'https://api.test' }, { routes: fakeRoutes() });
    first.handle.navigate('aboutUs'); // the first instance is gone
    expect(off).not.toHaveBeenCalled();
    const css = sheetsIn(first.root);
    expect(new Set(css).size).toBe(css.length);
    expect(css.filter((c) => c === shellSheet.css)).toHaveLength(1);
    expect(first.root.querySelectorAll('.mp-root')).toHaveLength(1);
    second.unmount();
  });

  test('applies theme variables with or without the --mp- prefix, and zIndex', () => {
    const { root, handle } = mountTest({ theme: { '--mp-primary': '#e4393c', radius: '4px' }, zIndex: 99 });
    const container = root.querySelector<HTMLElement>('.mp-root');
    expect(container?.style.getPropertyValue('--mp-primary')).toBe('#e4393c');
    expect(container?.style.getPropertyValue('--mp-radius')).toBe('4px');
    expect(container?.style.zIndex).toBe('99');
    handle.unmount();
  });

  test('reuses the shadow root of a previous mount cleanly', () => {
    const first = mountTest();
    first.handle.unmount();
    expect(first.root.childNodes).toHaveLength(0);
    const again = mountTest();
    const css = sheetsIn(again.root);
    expect(css[0]).toBe(shellSheet.css);
    expect(new Set(css).size).toBe(css.length);
    again.handle.unmount();
  });

  test("a screen's sheets are added once per instance, in order, with the nonce, and leave on unmount", async () => {
    const a = { id: 'test-a', css: '.mp-test-a{color:red}' };
    const b = { id: 'test-b', css: '.mp-test-b{color:blue}' };
    function Styled() {
      useStyles(a, b);
      return <p data-screen="styled">styled</p>;
    }
    const styled = route('orderDetail', 'pages', async () => ({ default: Styled }));
    const one = mountTest({ nonce: 'n1', entry: 'orderDetail' }, { routes: fakeRoutes([styled]) });
    const two = mountTest({ entry: 'orderDetail' }, { routes: fakeRoutes([styled]) });
    await flush();
    expect(one.root.querySelector('[data-screen="styled"]')).not.toBeNull();
    act(() => one.handle.navigate('orderDetail', { again: 1 })); // a second page using them
    await flush();
    expect(one.root.querySelectorAll('[data-screen="styled"]')).toHaveLength(2);
    for (const { root } of [one, two]) {
      const css = sheetsIn(root);
      expect(css.filter((c) => c === a.css || c === b.css)).toEqual([a.css, b.css]);
      expect(css[0]).toBe(shellSheet.css);
    }
    const added = one.root.querySelectorAll('style');
    for (const style of added) expect(style.getAttribute('nonce')).toBe('n1');
    for (const style of two.root.querySelectorAll('style')) expect(style.hasAttribute('nonce')).toBe(false);
    one.handle.unmount();
    expect(one.root.childNodes).toHaveLength(0);
    for (const style of added) expect(style.isConnected).toBe(false);
    expect(sheetsIn(two.root)).toContain(a.css); // the other instance keeps its own
    two.handle.unmount();
  });

  test('update({ locale }) switches the language without remounting', async () => {
    const { root, handle, text } = mountTest({ locale: 'en' });
    await flush();
    const container = root.querySelector('.mp-root');
    const screen = root.querySelector('[data-screen="homeView"]');
    await vi.waitFor(() => expect(text()).toContain('Home')); // the tab bar is a chunk of its own
    handle.update({ locale: 'fr-FR' });
    await vi.waitFor(() => expect(text()).toContain('Accueil'));
    expect(root.querySelector('.mp-root')).toBe(container);
    expect(root.querySelector('[data-screen="homeView"]')).toBe(screen);
    handle.unmount();
  });

  test('maps zh-CN to zh-Hans and zh-TW to zh-Hant; unknown locales fall back to en', async () => {
    const cn = mountTest({ locale: 'zh-CN' });
    const tw = mountTest({ locale: 'zh-TW' });
    const xx = mountTest({ locale: 'xx' });
    await vi.waitFor(() => {
      expect(cn.text()).toContain('首页');
      expect(tw.text()).toContain('首頁');
      expect(xx.text()).toContain('Home');
    });
    for (const m of [cn, tw, xx]) m.handle.unmount();
  });

  test('emits typed events; unsubscribe stops them', async () => {
    const { handle } = mountTest();
    const ready = vi.fn();
    const nav = vi.fn();
    handle.on('ready', ready);
    const off = handle.on('navigate', nav);
    await flush();
    expect(ready).toHaveBeenCalledTimes(1);
    act(() => handle.navigate('aboutUs', { x: 1 }));
    expect(nav).toHaveBeenCalledWith({ path: '/pages/aboutUs/aboutUs', query: { x: '1' } });
    off();
    act(() => handle.navigate('/pages/webView/webView'));
    expect(nav).toHaveBeenCalledTimes(1);
    expectTypeOf(handle.on).parameter(0).toEqualTypeOf<keyof MarketplaceEvents>();
    handle.on('unread', (p) => expectTypeOf(p).toEqualTypeOf<{ count: number }>());
    handle.on('error', (p) =>
      expectTypeOf(p.kind).toEqualTypeOf<'server' | 'network' | 'timeout' | 'unauthorized' | 'token'>(),
    );
    handle.unmount();
  });

  test('memory routing leaves the host location untouched', async () => {
    const before = location.href;
    const { handle } = mountTest();
    await flush();
    act(() => handle.navigate('aboutUs'));
    act(() => handle.navigate('/pages/webView/webView?url=x'));
    expect(location.href).toBe(before);
    handle.unmount();
  });

  test('the page below stays mounted but hidden, keeping its DOM and state', async () => {
    const { root, handle } = mountTest();
    await flush();
    const home = root.querySelector('[data-screen="homeView"]');
    act(() => handle.navigate('aboutUs'));
    await flush();
    const pages = root.querySelectorAll<HTMLElement>('.mp-stack-page');
    expect(pages).toHaveLength(2);
    expect(pages[0]?.hidden).toBe(true);
    expect(pages[1]?.hidden).toBe(false);
    expect(root.querySelector('[data-screen="homeView"]')).toBe(home);
    handle.unmount();
  });

  test('shows the tab bar on tab pages only, and never for a single-view entry', async () => {
    const tabs = mountTest();
    await vi.waitFor(() => expect(tabs.root.querySelector('.mp-tabbar')).not.toBeNull()); // its own chunk
    // the icons come with the bar, above the labels, hidden from assistive technology
    const tabButtons = tabs.root.querySelectorAll('.mp-tab');
    expect(tabButtons).toHaveLength(4);
    for (const tab of tabButtons) {
      expect(tab.querySelector('svg path')).not.toBeNull();
      expect(tab.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    act(() => tabs.handle.navigate('aboutUs'));
    expect(tabs.root.querySelector('.mp-tabbar')).toBeNull();
    tabs.handle.unmount();
    const chat = mountTest({ entry: 'chat' });
    await flush();
    expect(chat.root.querySelector('[data-screen="messageCenter"]')).not.toBeNull();
    expect(chat.root.querySelector('.mp-tabbar')).toBeNull();
    chat.handle.unmount();
  });

  test('an unknown route shows the not-found page with a way home', async () => {
    const { root, handle, text } = mountTest({ entry: '/pages/nothing/nothing' });
    // the not-found page is a lazy chunk of its own, like a screen
    await vi.waitFor(() => expect(text()).toContain('Page not found'));
    const home = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Back to home');
    act(() => home?.click());
    await flush();
    expect(root.querySelector('[data-screen="homeView"]')).not.toBeNull();
    handle.unmount();
  });

  test('shows the no-network banner while offline', async () => {
    const { root, handle, text } = mountTest();
    await flush();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(root.querySelector('.mp-offline')?.getAttribute('role')).toBe('alert');
    expect(text()).toContain('Network signal lost');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(root.querySelector('.mp-offline')).toBeNull();
    handle.unmount();
  });

  test('toasts live in a status region and leave after 2000 ms; another instance never sees them', async () => {
    vi.useFakeTimers();
    const routes = fakeRoutes([probeRoute()]);
    const a = mountTest({ entry: 'orderDetail' }, { routes });
    const b = mountTest();
    await flush();
    const region = a.root.querySelector('.mp-toasts');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    act(() => probe.instance?.toast('Saved'));
    expect(region?.textContent).toBe('Saved');
    expect(b.root.querySelector('.mp-toasts')?.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(region?.textContent).toBe('Saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region?.textContent).toBe('');
    a.handle.unmount();
    b.handle.unmount();
  });

  test('the messages tab shows the unread badge and the unread event fires', async () => {
    const routes = fakeRoutes([probeRoute('homeView')]);
    const { root, handle } = mountTest({}, { routes });
    const unread = vi.fn();
    handle.on('unread', unread);
    await flush();
    await vi.waitFor(() => expect(root.querySelector('.mp-tabbar')).not.toBeNull()); // its own chunk
    act(() => probe.instance?.unread.setUnread(120));
    expect(root.querySelector('.mp-badge')?.textContent).toBe('99+');
    expect(unread).toHaveBeenCalledWith({ count: 120 });
    handle.unmount();
  });

  test('a screen needing a login in memory mode without a token emits authRequired; update({ token }) answers', async () => {
    const routes = fakeRoutes([probeRoute()]);
    const user = { id: 5, face: '', s_username: 'x', smrz: 0, name: '', tel: '', sfzid: '', share: 0.15 };
    const fetch = fakeFetch(() => ({ code: 1, msg: '', data: user }));
    const { handle } = mountTest({ entry: 'orderDetail' }, { routes, fetch });
    const auth = vi.fn();
    handle.on('authRequired', auth);
    await flush();
    expect(probe.instance?.session.requireLogin()).toBe(false);
    expect(auth).toHaveBeenCalledTimes(1);
    expect(probe.instance?.router.$stack.get().at(-1)?.name).toBe('orderDetail'); // memory mode: the host decides
    handle.update({ token: 'host-token' });
    await flush();
    expect(probe.instance?.session.requireLogin()).toBe(true);
    // The profile is read with the new token (the coupon reminders may follow it).
    const profile = fetch.calls
      .filter((call) => call.url === 'https://api.test/api/user/personalInfo')
      .at(-1);
    expect(new Headers(profile?.init.headers).get('authorization')).toBe('Bearer host-token');
    expect(probe.instance?.session.$user.get()?.id).toBe(5);
    handle.unmount();
  });

  test('hash routing: a 401 clears the session, emits authRequired and opens loginView', async () => {
    const routes = fakeRoutes([probeRoute()]);
    const fetch = fakeFetch(
      () => new Response(JSON.stringify({ code: 0, msg: 'Please sign in', data: null }), { status: 401 }),
    );
    location.hash = '';
    const { handle } = mountTest(
      { routing: 'hash', entry: 'orderDetail', token: 'old', base: '/t401/' },
      { routes, fetch },
    );
    const auth = vi.fn();
    handle.on('authRequired', auth);
    await flush(10);
    await vi.waitFor(() => expect(auth).toHaveBeenCalled());
    expect(probe.instance?.session.$token.get()).toBeNull();
    // the hash history is a chunk of its own: the hash follows once it is in
    await vi.waitFor(() => expect(location.hash).toBe('#/pages/loginView/loginView'));
    expect(auth).toHaveBeenCalledTimes(1);
    handle.unmount();
    localStorage.clear();
  });
});
