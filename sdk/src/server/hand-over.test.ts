import { afterEach, describe, expect, test, vi } from 'vitest';
import { handOver, handOverAtHome } from './hand-over';

afterEach(() => {
  vi.restoreAllMocks(); // a spied requestAnimationFrame would keep a clock that is gone
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const HAND_OVER_MS = 3000;
const MOUNT_WAIT_MS = 30_000;
const page = (title: string, inner: string) =>
  `<div class="mp-app"><section class="mp-stack-page"><div class="mp-page"><header class="mp-nav"><h1 class="mp-nav__title">${title}</h1></header>${inner}</div></section></div>`;
const cards = '<ul class="mp-clist"><li><button class="mp-ocard">Hang three shelves</button></li></ul>';

/** A host whose shadow root holds a server's paint (its sheet and its root), of the hall by default. */
function painted(title = 'Task hall', inner = cards) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style data-mp-paint>.x{}</style><div class="mp-root" data-mp-paint>${page(title, inner)}</div>`;
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

  test('without a widget the paint is the page: it stays, and the script stops watching', async () => {
    vi.useFakeTimers();
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(MOUNT_WAIT_MS + 1000);
    expect(h.paint()).toBe(2);
    // it watches no more: a widget this late stays behind the paint
    h.mount(page('Task hall', cards));
    await vi.advanceTimersByTimeAsync(HAND_OVER_MS + 1000);
    expect(h.paint()).toBe(2);
  });

  test('a widget that mounts late, within the wait, still takes over', async () => {
    vi.useFakeTimers();
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    await vi.advanceTimersByTimeAsync(MOUNT_WAIT_MS - 1000);
    h.mount(page('Task hall', cards));
    await frames();
    expect(h.paint()).toBe(0);
  });

  test('takes over in the same task as the widget draws the page, before any frame or timer', async () => {
    const h = painted();
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    const widget = h.mount('<div class="mp-app"></div>');
    await Promise.resolve();
    expect(h.paint()).toBe(2);
    widget.innerHTML = page('Task hall', cards);
    // the observer's callback runs at the end of the task that changed the page, as a microtask
    await Promise.resolve();
    expect(h.paint()).toBe(0);
  });

  test('does nothing for a host without a shadow root (a browser without declarative shadow DOM)', () => {
    const host = document.createElement('div');
    expect(() => handOver(host, HAND_OVER_MS, MOUNT_WAIT_MS)).not.toThrow();
    expect(() => handOver(null, HAND_OVER_MS, MOUNT_WAIT_MS)).not.toThrow();
  });

  test('a paint still loading (home, its banners) hands over to the widget loading as much, not less', async () => {
    vi.useFakeTimers();
    const spinner = '<div class="mp-state"><span class="mp-spin"></span></div>';
    const shortcuts = '<nav class="mp-grid"><button>Post a task</button></nav>';
    const h = painted('Home', spinner + shortcuts);
    handOver(h.host, HAND_OVER_MS, MOUNT_WAIT_MS);
    // the page's own loading view (its screen's chunk on its way): no bar, and a spinner
    const widget = h.mount(`<div class="mp-app"><section class="mp-stack-page">${spinner}</section></div>`);
    await frames();
    expect(h.paint()).toBe(2);
    // a spinner more than the paint has: still waiting
    widget.innerHTML = page('Home', spinner + spinner + shortcuts);
    await frames();
    expect(h.paint()).toBe(2);
    widget.innerHTML = page('Home', spinner + shortcuts);
    await frames();
    expect(h.paint()).toBe(0);
  });
});

describe('handOverAtHome', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  test.each(['', '#/', '#/pages/homeView/homeView', '#/pages/homeView/homeView?from=share'])(
    'on home (%j) it hands over as handOver does',
    async (hash) => {
      vi.useFakeTimers();
      history.replaceState(null, '', `${location.pathname}${hash}`);
      const h = painted('Home', '');
      handOverAtHome(h.host, HAND_OVER_MS, MOUNT_WAIT_MS, handOver);
      await frames();
      expect(h.paint()).toBe(2);
      h.mount(page('Home', ''));
      await frames();
      expect(h.paint()).toBe(0);
    },
  );

  test.each([
    '#/pages/aboutUs/aboutUs',
    '#/pages/homeViewer/homeViewer',
    '#/pagesPerson/walletView/walletView?x=1',
  ])('on a deep link (%j) it removes the paint at once, before any widget', (hash) => {
    history.replaceState(null, '', `${location.pathname}${hash}`);
    const h = painted('Home', '');
    const handOverFn = vi.fn();
    handOverAtHome(h.host, HAND_OVER_MS, MOUNT_WAIT_MS, handOverFn);
    expect(h.paint()).toBe(0);
    expect(handOverFn).not.toHaveBeenCalled();
  });
});
