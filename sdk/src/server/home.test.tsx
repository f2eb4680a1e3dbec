import { atom } from 'nanostores';
import { afterEach, describe, expect, test } from 'vitest';
import { type Instance, useInstance, useT } from '../app/context';
import { TabBar } from '../app/tab-bar';
import HomeView from '../screens/pages/homeView/homeView';
import { flush, mount } from '../ui/test-utils';
import { renderHome } from './home';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The paint's shadow root content, parsed, and its script. */
function parse(html: string): { paint: DocumentFragment; script: string } {
  const match =
    /^<template shadowrootmode="open">([\s\S]*)<\/template><script[^>]*>([\s\S]*)<\/script>$/.exec(html);
  expect(match).not.toBeNull();
  const template = document.createElement('template');
  template.innerHTML = match?.[1] ?? '';
  return { paint: template.content, script: match?.[2] ?? '' };
}

/** Home and the tab bar as the widget draws them while the banners are on their way. */
async function clientHome(locale?: string): Promise<{ page: string; tabs: string }> {
  function Tabs() {
    // no unread count: a guest's first visit
    return (
      <TabBar
        current="homeView"
        instance={{ ...useInstance(), unread: { $unread: atom(0) } } as Instance}
        t={useT()}
      />
    );
  }
  const h = mount(
    <>
      <HomeView />
      <Tabs />
    </>,
    {
      route: 'homeView',
      api: { '/api/banner/info': () => new Promise(() => {}) },
      ...(locale ? { locale } : {}),
    },
  );
  await flush(10);
  const page = h.container.querySelector('.mp-page')?.outerHTML ?? '';
  const tabs = h.container.querySelector('.mp-tabbar')?.outerHTML ?? '';
  h.unmount();
  return { page, tabs };
}

describe('renderHome', () => {
  test('draws the markup the widget draws for home while its banners load, and the tab bar', async () => {
    const { paint } = parse(await renderHome());
    const client = await clientHome();
    expect(client.page).toContain('mp-spin');
    expect(client.page).toContain('Post a task');
    expect(paint.querySelector('.mp-page')?.outerHTML).toBe(client.page);
    expect(paint.querySelector('.mp-tabbar')?.outerHTML).toBe(client.tabs);
    expect(paint.querySelector('.mp-tab[aria-current=page]')?.textContent).toBe('Home');
  });

  test('speaks the locale asked for, says it on its root, and English for one it does not know', async () => {
    const zh = parse(await renderHome({ locale: 'zh-CN' })).paint;
    expect(zh.querySelector('.mp-nav__title')?.textContent).toBe('首页');
    expect(zh.querySelector('.mp-grid')?.textContent).toContain('发布任务');
    expect(zh.querySelector('.mp-root')?.getAttribute('lang')).toBe('zh-Hans');
    const hant = parse(await renderHome({ locale: 'zh-TW' })).paint;
    expect(hant.querySelector('.mp-root')?.getAttribute('lang')).toBe('zh-Hant');
    const unknown = parse(await renderHome({ locale: 'de-DE' })).paint;
    expect(unknown.querySelector('.mp-nav__title')?.textContent).toBe('Home');
    expect(unknown.querySelector('.mp-root')?.getAttribute('lang')).toBe('en');
  });

  test('is inert: a tap on it does nothing, and reaches the widget once it has taken over', async () => {
    const root = parse(await renderHome()).paint.querySelector('.mp-root');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.hasAttribute('data-mp-paint')).toBe(true);
  });

  test('carries only the rules its markup can match, in its colour scheme, with the nonce', async () => {
    const { paint } = parse(await renderHome({ colorScheme: 'auto', nonce: 'n1' }));
    const style = paint.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n1');
    const css = style?.textContent ?? '';
    for (const rule of [
      '.mp-app{',
      '.mp-nav{',
      '.mp-grid{',
      '.mp-tabbar{',
      '.mp-spin{',
      '@keyframes mp-spin',
    ])
      expect(css).toContain(rule);
    expect(css).toMatch(
      /prefers-color-scheme:dark\)\{:host\(\[data-mp-theme=auto\]\)\{[^}]*--mp-surface:#1a1d23/,
    );
    // what home does not draw while its banners load, and the schemes its host does not carry
    for (const unused of ['.mp-carousel', '.mp-btn{', '.mp-toast{', '.mp-offline', 'data-mp-theme=dark'])
      expect(css).not.toContain(unused);
  });

  test('hash routing: its script checks the hash before handing over; memory routing: it hands over', async () => {
    const hash = parse(await renderHome({ routing: 'hash', nonce: 'n2' }));
    expect(hash.script).toMatch(/^\(.*\)\(document\.currentScript\.parentElement,3000,30000,.*\)$/s);
    expect(hash.script).toContain('location.hash');
    const memory = parse(await renderHome()).script;
    expect(memory).toMatch(/^\(.*\)\(document\.currentScript\.parentElement,3000,30000\)$/s);
    expect(memory).not.toContain('location.hash');
    // each is an expression that parses on its own
    expect(() => new Function(hash.script)).not.toThrow();
    expect(() => new Function(memory)).not.toThrow();
  });
});
