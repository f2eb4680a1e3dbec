import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  mounts: [] as { el: HTMLElement; options: Record<string, unknown> }[],
  update: vi.fn(),
  unmount: vi.fn(),
  listeners: new Map<string, (p: unknown) => void>(),
}));

vi.mock('./app/mount', () => ({
  mountMarketplace: (el: HTMLElement, options: Record<string, unknown>) => {
    fake.mounts.push({ el, options });
    return {
      update: fake.update,
      navigate: vi.fn(),
      unmount: fake.unmount,
      on: (name: string, fn: (p: unknown) => void) => {
        fake.listeners.set(name, fn);
        return () => fake.listeners.delete(name);
      },
    };
  },
}));

const { Marketplace } = await import('./react');
type MarketplaceMount = import('./react').MarketplaceMount;
type MarketplaceHandle = import('./react').MarketplaceHandle;
type MarketplaceOptions = import('./react').MarketplaceOptions;

afterEach(() => {
  fake.mounts.length = 0;
  fake.update.mockClear();
  fake.unmount.mockClear();
  document.body.replaceChildren();
});

describe('<Marketplace/> React adapter', () => {
  test('mounts on its div, applies token and locale with update, unmounts on cleanup', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const onEvent = vi.fn();
    act(() => render(<Marketplace token="a" locale="en" className="mp" onEvent={onEvent} />, host));
    expect(fake.mounts).toHaveLength(1);
    expect(fake.mounts[0]?.el.className).toBe('mp');
    expect(fake.mounts[0]?.options).toMatchObject({ token: 'a', locale: 'en' });
    expect(fake.mounts[0]?.options).not.toHaveProperty('onEvent');
    expect(fake.update).not.toHaveBeenCalled();

    act(() => render(<Marketplace token="b" locale="fr" className="mp" onEvent={onEvent} />, host));
    expect(fake.update).toHaveBeenCalledWith({ token: 'b', locale: 'fr' });
    expect(fake.mounts).toHaveLength(1); // no remount

    fake.listeners.get('unread')?.({ count: 3 });
    expect(onEvent).toHaveBeenCalledWith('unread', { count: 3 });

    act(() => render(null, host));
    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(fake.listeners.size).toBe(0);
  });

  test('theme and themeTokens changes go through update, compared by value, without a remount', () => {
    const host = document.createElement('div');
    act(() => render(<Marketplace theme="light" themeTokens={{ primary: '#123456' }} />, host));
    act(() => render(<Marketplace theme="light" themeTokens={{ primary: '#123456' }} />, host));
    expect(fake.update).not.toHaveBeenCalled();
    act(() => render(<Marketplace theme="dark" themeTokens={{ primary: '#123456' }} />, host));
    expect(fake.update).toHaveBeenLastCalledWith({ theme: 'dark', themeTokens: { primary: '#123456' } });
    act(() => render(<Marketplace />, host));
    expect(fake.update).toHaveBeenLastCalledWith({ theme: 'light', themeTokens: {} });
    expect(fake.update).toHaveBeenCalledTimes(2);
    expect(fake.mounts).toHaveLength(1);
    act(() => render(null, host));
  });

  test('a structural option change remounts (as StrictMode double effects do) without leaking', () => {
    const host = document.createElement('div');
    act(() => render(<Marketplace entry="homeView" />, host));
    act(() => render(<Marketplace entry="chat" />, host));
    expect(fake.mounts).toHaveLength(2);
    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(fake.mounts[1]?.options.entry).toBe('chat');
    act(() => render(null, host));
    expect(fake.unmount).toHaveBeenCalledTimes(2);
  });

  describe('adopt: a mount the page made before React', () => {
    function bootMount(options: MarketplaceOptions) {
      const element = document.createElement('div');
      element.className = 'boot';
      document.body.append(element);
      const listeners = new Map<string, (p: unknown) => void>();
      const handle = {
        update: vi.fn(),
        navigate: vi.fn(),
        unmount: vi.fn(),
        on: (name: string, fn: (p: unknown) => void) => {
          listeners.set(name, fn);
          return () => listeners.delete(name);
        },
      };
      const mount: MarketplaceMount = { element, handle: handle as unknown as MarketplaceHandle, options };
      return { mount, handle, listeners };
    }

    test('takes it over: no second mount, its element moves into the div, differences go through update', () => {
      const { mount, handle, listeners } = bootMount({ routing: 'hash', locale: 'en', theme: 'auto' });
      const host = document.createElement('div');
      document.body.append(host);
      const onEvent = vi.fn();
      const onHandle = vi.fn();
      act(() =>
        render(
          <Marketplace
            adopt={mount}
            className="mp"
            routing="hash"
            locale="fr"
            theme="auto"
            onEvent={onEvent}
            onHandle={onHandle}
          />,
          host,
        ),
      );
      expect(fake.mounts).toHaveLength(0);
      expect(mount.element.parentElement?.className).toBe('mp');
      expect(onHandle).toHaveBeenCalledWith(mount.handle);
      expect(handle.update).toHaveBeenCalledExactlyOnceWith({ locale: 'fr' });
      listeners.get('navigate')?.({ path: '/pages/aboutUs/aboutUs', query: {} });
      expect(onEvent).toHaveBeenCalledWith('navigate', { path: '/pages/aboutUs/aboutUs', query: {} });

      act(() => render(null, host));
      expect(handle.unmount).toHaveBeenCalledTimes(1);
      expect(mount.element.isConnected).toBe(false);
      expect(listeners.size).toBe(0);
      expect(onHandle).toHaveBeenLastCalledWith(null);
    });

    test('a mount with other structural options is unmounted and a fresh one made', () => {
      const { mount, handle } = bootMount({ routing: 'hash' });
      const host = document.createElement('div');
      act(() => render(<Marketplace adopt={mount} routing="memory" />, host));
      expect(handle.unmount).toHaveBeenCalledTimes(1);
      expect(mount.element.isConnected).toBe(false);
      expect(fake.mounts).toHaveLength(1);
      expect(fake.mounts[0]?.options).toEqual({ routing: 'memory' });
      act(() => render(null, host));
    });

    test('is taken once: a remount (structural change, StrictMode re-run) mounts afresh', () => {
      const { mount, handle } = bootMount({ entry: 'homeView' });
      const host = document.createElement('div');
      act(() => render(<Marketplace adopt={mount} entry="homeView" />, host));
      expect(fake.mounts).toHaveLength(0);
      act(() => render(<Marketplace adopt={mount} entry="chat" />, host));
      expect(handle.unmount).toHaveBeenCalledTimes(1);
      expect(fake.mounts).toHaveLength(1);
      expect(fake.mounts[0]?.el.contains(mount.element)).toBe(false);
      act(() => render(null, host));
      expect(fake.unmount).toHaveBeenCalledTimes(1);
    });
  });
});
