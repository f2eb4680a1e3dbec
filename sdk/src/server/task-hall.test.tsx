import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../api/order-types';
import TaskCentered from '../screens/pages/taskCentered/taskCentered';
import { demoCategories, demoOrder, demoPage } from '../ui/demo-order';
import { flush, mount } from '../ui/test-utils';
import { renderTaskHall, renderTaskHallWith, type TaskHallData } from './task-hall';

afterEach(() => {
  document.body.innerHTML = '';
});

const categories = demoCategories;
const page = demoPage;
const data = (list: Order[], next_cursor: string | null = null): TaskHallData => ({
  orders: page(list, next_cursor),
  categories,
});

/** The paint's shadow root content, parsed. */
function parse(html: string): DocumentFragment {
  const match = /^<template shadowrootmode="open">([\s\S]*)<\/template><script[^>]*>[^<]*<\/script>$/.exec(
    html,
  );
  expect(match).not.toBeNull();
  const template = document.createElement('template');
  template.innerHTML = match?.[1] ?? '';
  return template.content;
}

/** The hall as the widget draws it once its first page is in. */
async function clientHall(hall: ReturnType<typeof page>): Promise<string> {
  await import('../ui/order-card');
  const h = mount(<TaskCentered />, {
    route: 'taskCentered',
    api: { '/api/goods/categorize': categories, '/api/goods_order/hall': hall },
  });
  await flush(20);
  const html = h.container.querySelector('.mp-page')?.outerHTML ?? '';
  h.unmount();
  return html;
}

describe('renderTaskHallWith', () => {
  test('draws the markup the widget draws for the same first page: cards, chips, footer', async () => {
    const orders = [demoOrder({ id: 1 }), demoOrder({ id: 2, title: 'Paint a wall' })];
    for (const [list, cursor] of [
      [orders, null],
      [orders, 'c2'],
      [[], null],
    ] as const) {
      const paint = parse(await renderTaskHallWith(data([...list], cursor), {}));
      const client = await clientHall(page([...list], cursor));
      expect(client).toContain(list.length ? 'mp-clist' : 'mp-state');
      expect(paint.querySelector('.mp-page')?.outerHTML).toBe(client);
    }
  });

  test('carries the styles the hall uses, with the nonce, and the theme tokens on the root', async () => {
    const paint = parse(
      await renderTaskHallWith(data([demoOrder({ id: 1 })]), {
        nonce: 'n0"nce',
        themeTokens: { '--mp-primary': '#0f766e', radius: '12px' },
      }),
    );
    const style = paint.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n0"nce');
    for (const rule of [
      '.mp-app{',
      '.mp-body{',
      '.mp-hall__search',
      '.mp-clist{',
      '.mp-ocard{',
      '.mp-nav{',
      '.mp-btn',
    ])
      expect(style?.textContent).toContain(rule);
    const root = paint.querySelector<HTMLElement>('.mp-root');
    expect(root?.hasAttribute('data-mp-paint')).toBe(true);
    // in the sheet, not a style attribute, which a strict CSP would block
    expect(root?.hasAttribute('style')).toBe(false);
    expect(style?.textContent).toContain(
      '.mp-root[data-mp-paint]{height:100%;--mp-primary:#0f766e;--mp-radius:12px}',
    );
  });

  test('carries the dark palette for a dark or automatic scheme, and not for a light one', async () => {
    const css = async (colorScheme?: 'light' | 'dark' | 'auto') =>
      parse(await renderTaskHallWith(data([]), { colorScheme })).querySelector('style')?.textContent ?? '';
    expect(await css()).not.toContain('--mp-surface:#1a1d23');
    expect(await css('light')).not.toContain('--mp-surface:#1a1d23');
    expect(await css('dark')).toMatch(/:host\(\[data-mp-theme=dark\]\)\{[^}]*--mp-surface:#1a1d23/);
    expect(await css('auto')).toMatch(/prefers-color-scheme:dark\)\{:host\(\[data-mp-theme=auto\]\)/);
  });

  test('leaves out a theme value that could end its rule or its sheet', async () => {
    const html = await renderTaskHallWith(data([]), {
      themeTokens: { '--mp-primary': 'red}</style><script>alert(1)</script>', '--mp-bg': '#fff' },
    });
    expect(html).not.toContain('alert(1)');
    expect(parse(html).querySelector('style')?.textContent).toContain(
      '.mp-root[data-mp-paint]{height:100%;--mp-bg:#fff}',
    );
  });

  test('writes the hand-over after the paint, with the nonce, calling the host it is written in', async () => {
    const html = await renderTaskHallWith(data([demoOrder({ id: 1 })]), { nonce: 'abc' });
    const script = /<script nonce="abc">([^<]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\(.*\)\(document\.currentScript\.parentElement,3000,30000\)$/s);
    // the function's own source, self-contained: it parses as an expression on its own
    expect(() => new Function(`return ${script.slice(0, script.lastIndexOf('(document'))}`)).not.toThrow();
  });

  test('escapes what users wrote: a title is text, not markup', async () => {
    const html = await renderTaskHallWith(
      data([demoOrder({ id: 1, title: '<img src=x onerror=alert(1)>' })]),
      {},
    );
    const paint = parse(html);
    expect(paint.querySelector('img[onerror]')).toBeNull();
    expect(paint.querySelector('.mp-ocard__title')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  test('speaks the locale asked for, and English for one it does not know', async () => {
    const text = async (locale: string) =>
      parse(await renderTaskHallWith(data([demoOrder({ id: 1 })]), { locale })).querySelector('.mp-page')
        ?.textContent ?? '';
    expect(await text('zh-CN')).toContain('任务大厅');
    expect(await text('zh-TW')).toContain('任務大廳');
    expect(await text('fr-FR')).not.toContain('Task hall');
    expect(await text('xx')).toContain('Task hall');
  });
});

describe('renderTaskHall', () => {
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  test("asks the marketplace as a guest's hall does, in the locale, and draws its answer", async () => {
    const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      String(url).includes('/api/goods/categorize')
        ? answer({ code: 1, msg: '', data: categories })
        : answer({ code: 1, msg: '', data: page([demoOrder({ id: 7, title: 'Hang three shelves' })]) }),
    );
    const html = await renderTaskHall({ apiBase: 'https://market.test/', locale: 'es', fetch });
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      'https://market.test/api/goods/categorize',
      'https://market.test/api/goods_order/hall?sort=newest',
    ]);
    const init = fetch.mock.calls[0]?.[1] ?? {};
    expect((init.headers as Record<string, string>)['accept-language']).toBe('es');
    expect(parse(html).textContent).toContain('Hang three shelves');
  });

  test("throws for an address that is not the marketplace's http(s) one: a bug of the page", async () => {
    const fetch = vi.fn();
    for (const apiBase of ['', 'market.test', 'javascript:alert(1)', 'ftp://market.test', undefined])
      await expect(renderTaskHall({ apiBase: apiBase as string, fetch })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('gives nothing to write for an answer that is not a page of orders', async () => {
    const odd = vi.fn(async () => answer({ code: 1, msg: '', data: { rows: [] } }));
    expect(await renderTaskHall({ apiBase: 'https://market.test', fetch: odd })).toBe('');
  });

  test('gives nothing to write when the marketplace fails, errs or is too slow', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await renderTaskHall({ apiBase: 'https://market.test', fetch: refused })).toBe('');
    const erring = vi.fn(async () => answer({ code: 0, msg: 'busy', data: null }));
    expect(await renderTaskHall({ apiBase: 'https://market.test', fetch: erring })).toBe('');
    const down = vi.fn(async () => answer({ message: 'bad gateway' }, 502));
    expect(await renderTaskHall({ apiBase: 'https://market.test', fetch: down })).toBe('');
    const slow = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    expect(await renderTaskHall({ apiBase: 'https://market.test', fetch: slow, timeoutMs: 50 })).toBe('');
  });
});
