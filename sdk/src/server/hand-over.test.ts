import { afterEach, describe, expect, test, vi } from 'vitest';
import { handOver } from './hand-over';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const HAND_OVER_MS = 3000;
const MOUNT_WAIT_MS = 30_000;
const page = (title: string, inner: string) =>
  `<div class="mp-app"><section class="mp-stack-page"><div class="mp-page"><header class="mp-nav"><h1 class="mp-nav__title">${title}</h1></header>${inner}</div></section></div>`;
const cards = '<ul class="mp-clist"><li><button class="mp-ocard">Hang three shelves</button></li></ul>';

/** A host whose shadow root holds a server's paint of the hall (its sheet and its root). */
function painted() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style data-mp-paint>.x{}</style><div class="mp-root" data-mp-paint>${page('Task hall', cards)}</div>`;
  const paint = () => [...root.children].filter((el) => el.hasAttribute('data-mp-paint')).length;
  /** The widget's mount: its root beside the paint. */
  const mount = (html: string) => {
    const widget = document.createElement('div');
    widget.className = 'mp-root';
    widget.innerHTML = html;
    root.append(widget);
    return widget;
  };
  return { host, root, paint, mount };
}

/** The next few frames. */
const frames = () => vi.advanceTimersByTimeAsync(50);

describe('handOver', () => {
  test('keeps the paint until the widget has drawn the same page, then removes it', async () => {
    vi.useFakeTimers();
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    await frames();
    expect(h.paint()).toBe(2);
    const widget = h.mount('<div class="mp-app"><div class="mp-stack"></div></div>');
    await frames();
    expect(h.paint()).toBe(2);
    widget.innerHTML = page(
      'Task hall',
      '<div class="mp-state" role="status"><span class="mp-spin"></span></div>',
    );
    await frames();
    expect(h.paint()).toBe(2);
    // the list is in, but a card's chunk is not yet: its items are empty
    widget.innerHTML = page('Task hall', '<ul class="mp-clist"><li></li></ul>');
    await frames();
    expect(h.paint()).toBe(2);
    widget.innerHTML = page('Task hall', cards);
    await frames();
    expect(h.paint()).toBe(0);
    expect(widget.isConnected).toBe(true);
  });

  test('waits for the page in the language of the paint, not the English the widget may start in', async () => {
    vi.useFakeTimers();
    const h = painted();
    (h.root.querySelector('.mp-nav__title') as HTMLElement).textContent = '任务大厅';
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    const widget = h.mount(page('Task hall', cards));
    await frames();
    expect(h.paint()).toBe(2);
    widget.innerHTML = page('任务大厅', cards);
    await frames();
    expect(h.paint()).toBe(0);
  });

  test('a widget that shows something else takes over after the longest wait', async () => {
    vi.useFakeTimers();
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(10_000); // the widget's scripts come late: the paint waits
    expect(h.paint()).toBe(2);
    h.mount(page('Salle des tâches', cards));
    await vi.advanceTimersByTimeAsync(HAND_OVER_MS - 100);
    expect(h.paint()).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(h.paint()).toBe(0);
  });

  test('a widget unmounted before it took over takes the paint with it', async () => {
    vi.useFakeTimers();
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    const widget = h.mount(page('Task hall', '<span class="mp-spin"></span>'));
    await frames();
    expect(h.paint()).toBe(2);
    widget.remove();
    await frames();
    expect(h.paint()).toBe(0);
  });

  test('without a widget the paint is the page: it stays, and the script stops looking', async () => {
    vi.useFakeTimers();
    const h = painted();
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(MOUNT_WAIT_MS + 1000);
    const calls = frame.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(frame.mock.calls.length).toBe(calls);
    expect(h.paint()).toBe(2);
  });

  test('does nothing for a host without a shadow root (a browser without declarative shadow DOM)', () => {
    const host = document.createElement('div');
    expect(() => handOver(host, HAND_OVER_MS, MOUNT_WAIT_MS)).not.toThrow();
    expect(() => handOver(null, HAND_OVER_MS, MOUNT_WAIT_MS)).not.toThrow();
  });
});
