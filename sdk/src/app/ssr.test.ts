import { atom } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Instance } from './context';
import replaceServerPaint, { SERVER_PAINT_MAX_MS } from './ssr';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A host whose shadow root holds a server's paint (its sheet and its root) and the widget's container. */
function painted(containerHtml: string, locale = 'en') {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style data-mp-paint>.x{}</style><div class="mp-root" data-mp-paint>Hang three shelves</div>`;
  const container = document.createElement('div');
  container.className = 'mp-root';
  container.innerHTML = containerHtml;
  root.append(container);
  const $locale = atom(locale);
  const controller = new AbortController();
  const instance = {
    i18n: { $locale },
    options: { locale: 'en' },
    signal: controller.signal,
  } as unknown as Instance;
  const paint = () => [...root.children].filter((el) => el.hasAttribute('data-mp-paint')).length;
  return { root, container, $locale, controller, instance, paint };
}

const page = (inner: string) =>
  `<section class="mp-stack-page"><div class="mp-page">${inner}</div></section>`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('replaceServerPaint', () => {
  test('keeps the paint while the page loads, removes it once the page has drawn its cards', async () => {
    const h = painted(page('<div class="mp-state" role="status"><span class="mp-spin"></span></div>'));
    replaceServerPaint(h.instance, h.container);
    await settle();
    expect(h.paint()).toBe(2);
    // the list is in, but a card's chunk is not yet: its items are empty
    const view = h.container.querySelector('.mp-page') as HTMLElement;
    view.innerHTML = '<ul class="mp-clist"><li></li></ul>';
    await settle();
    expect(h.paint()).toBe(2);
    (view.querySelector('li') as HTMLElement).innerHTML =
      '<button class="mp-ocard">Hang three shelves</button>';
    await settle();
    expect(h.paint()).toBe(0);
    expect(h.container.isConnected).toBe(true);
  });

  test('waits for the page in the widget\u2019s locale, not the English it starts in', async () => {
    const h = painted(page('<ul><li><button>Hang three shelves</button></li></ul>'), 'en');
    h.instance.options.locale = 'zh-Hans';
    replaceServerPaint(h.instance, h.container);
    await settle();
    expect(h.paint()).toBe(2);
    h.$locale.set('zh-Hans');
    await settle();
    expect(h.paint()).toBe(0);
  });

  test('gives up on the page after its longest wait, and on an unmount', async () => {
    vi.useFakeTimers();
    const slow = painted(page('<span class="mp-spin"></span>'));
    replaceServerPaint(slow.instance, slow.container);
    vi.advanceTimersByTime(SERVER_PAINT_MAX_MS - 1);
    expect(slow.paint()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(slow.paint()).toBe(0);

    const gone = painted(page('<span class="mp-spin"></span>'));
    replaceServerPaint(gone.instance, gone.container);
    gone.controller.abort();
    expect(gone.paint()).toBe(0);
  });

  test('does nothing where there is no paint', () => {
    const h = painted(page('<span class="mp-spin"></span>'));
    for (const el of [...h.root.children]) if (el !== h.container) el.remove();
    expect(() => replaceServerPaint(h.instance, h.container)).not.toThrow();
    expect(h.container.isConnected).toBe(true);
  });
});
