import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoCategories, demoOrder, demoPage } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import TaskCentered from './taskCentered';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const categories = demoCategories;
const page = demoPage;

async function open(
  hall: unknown = page([demoOrder({ id: 1 }), demoOrder({ id: 2, title: 'Paint a wall' })]),
) {
  // the cards are a lazy chunk: fetched once here, the page's import of it resolves in a flush
  await import('../../../ui/order-card');
  const h = mount(<TaskCentered />, {
    route: 'taskCentered',
    api: { '/api/goods/categorize': categories, '/api/goods_order/hall': hall },
  });
  await flush(20);
  return h;
}
const hallCalls = (h: Awaited<ReturnType<typeof open>>) =>
  h.calls.filter((c) => c.path === '/api/goods_order/hall').map((c) => c.params);

/** Taps "Filters": the panel (a lazy chunk) shows sort, distance and price. */
async function openFilters(h: Awaited<ReturnType<typeof open>>) {
  await h.click(h.getButton('Filters'));
  await flush(20);
  expect(h.getButton('Filters').getAttribute('aria-expanded')).toBe('true');
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
}

function geolocation(allow: boolean) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    allow
      ? ok({ coords: { longitude: 121.47, latitude: 31.23 } } as GeolocationPosition)
      : fail({ code: 1 } as GeolocationPositionError),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('taskCentered', () => {
  test('loads categories and the newest open orders, shown as order cards', async () => {
    const h = mount(<TaskCentered />, {
      route: 'taskCentered',
      api: { '/api/goods/categorize': categories, '/api/goods_order/hall': () => new Promise(() => {}) },
    });
    await flush();
    expect(h.text()).toContain('loading');
    const loaded = await open();
    expect(hallCalls(loaded)).toEqual([{ sort: 'newest' }]);
    expect(loaded.text()).toContain('Fix the kitchen pipe');
    expect(loaded.text()).toContain('Paint a wall');
    expect(loaded.getButton('Cleaning').getAttribute('aria-pressed')).toBe('false');
    expect(loaded.text()).toContain('no more');
    expect(loaded.unstyled()).toEqual([]);
  });

  test('empty: says no task matches', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('No open tasks match these filters');
  });

  test('error, then retry', async () => {
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('server', 'Server is busy') : page([demoOrder()])));
    expect(h.text()).toContain('Server is busy');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(hallCalls(h)).toHaveLength(2);
  });

  test('offline: the network message and a retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open(new ApiError('network', 'Network Error'));
    expect(h.container.querySelector('[role=alert]')).not.toBeNull();
    expect(h.getButton('Retry')).toBeTruthy();
  });

  test('category, sort and price filters ask the hall with exact params', async () => {
    const h = await open();
    await h.click(h.getButton('Cleaning'));
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'newest', goods_categorize_id: 2 });
    await openFilters(h);
    await choose(h.getByLabel<HTMLSelectElement>('Sort'), 'price_desc');
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'price_desc', goods_categorize_id: 2 });
    await h.type(h.getByLabel('Min ¥'), '10');
    await h.type(h.getByLabel('Max ¥'), '50.5');
    await h.click(h.getButton('Apply'));
    expect(hallCalls(h).at(-1)).toEqual({
      sort: 'price_desc',
      goods_categorize_id: 2,
      price_min_fen: 1000,
      price_max_fen: 5050,
    });
    await h.click(h.getButton('All'));
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'price_desc', price_min_fen: 1000, price_max_fen: 5050 });
  });

  test('a bad price is refused inline and keeps what was typed', async () => {
    const h = await open();
    const calls = hallCalls(h).length;
    await openFilters(h);
    await h.type(h.getByLabel('Min ¥'), '12.345');
    await h.click(h.getButton('Apply'));
    expect(h.text()).toContain('Enter an amount in yuan, like 50 or 12.50');
    expect(h.getByLabel('Min ¥').value).toBe('12.345');
    expect(h.getByLabel('Min ¥').getAttribute('aria-invalid')).toBe('true');
    await h.type(h.getByLabel('Min ¥'), '90');
    await h.type(h.getByLabel('Max ¥'), '20');
    await h.click(h.getButton('Apply'));
    expect(h.text()).toContain('The minimum cannot be above the maximum');
    expect(hallCalls(h)).toHaveLength(calls);
  });

  test('distance and nearest use the browser location when allowed', async () => {
    const locate = geolocation(true);
    const h = await open();
    await openFilters(h);
    await choose(h.getByLabel<HTMLSelectElement>('Distance'), '5');
    expect(locate).toHaveBeenCalled();
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'newest', longitude: 121.47, latitude: 31.23, radius_km: 5 });
    await choose(h.getByLabel<HTMLSelectElement>('Sort'), 'nearest');
    expect(hallCalls(h).at(-1)).toEqual({
      sort: 'nearest',
      longitude: 121.47,
      latitude: 31.23,
      radius_km: 5,
    });
  });

  test('a refused location leaves distance filters off and says so', async () => {
    geolocation(false);
    const h = await open();
    await openFilters(h);
    await choose(h.getByLabel<HTMLSelectElement>('Distance'), '5');
    expect(h.text()).toContain('Location is off: distance filters are unavailable');
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'newest' });
    const nearest = h.container.querySelector<HTMLOptionElement>('option[value=nearest]');
    expect(nearest?.disabled).toBe(true);
  });

  test('Filters opens the panel, counts the filters on, and keeps what was typed when closed', async () => {
    const h = await open();
    expect(h.getButton('Filters').getAttribute('aria-expanded')).toBe('false');
    await openFilters(h);
    await choose(h.getByLabel<HTMLSelectElement>('Sort'), 'price_asc');
    await h.type(h.getByLabel('Min ¥'), '20');
    await h.click(h.getButton('Apply'));
    expect(hallCalls(h).at(-1)).toEqual({ sort: 'price_asc', price_min_fen: 2000 });
    expect(h.getButton('Filters 2')).toBeTruthy();
    await h.click(h.getButton('Filters 2'));
    expect(h.getByLabel('Min ¥').closest('[hidden]')).not.toBeNull();
    await h.click(h.getButton('Filters 2'));
    expect(h.getByLabel('Min ¥').closest('[hidden]')).toBeNull();
    expect(h.getByLabel('Min ¥').value).toBe('20');
    expect(h.unstyled()).toEqual([]);
  });

  test('load more asks for the next cursor and never repeats an order', async () => {
    const h = await open((p: Record<string, unknown>) =>
      p.cursor === 'c1'
        ? page([demoOrder({ id: 2, title: 'Paint a wall' }), demoOrder({ id: 3, title: 'Walk a dog' })])
        : page([demoOrder({ id: 1 }), demoOrder({ id: 2, title: 'Paint a wall' })], 'c1'),
    );
    await h.click(h.getButton('load more'));
    expect(hallCalls(h)).toEqual([{ sort: 'newest' }, { sort: 'newest', cursor: 'c1' }]);
    expect(h.container.querySelectorAll('.mp-ocard')).toHaveLength(3);
    expect(h.text()).toContain('Walk a dog');
  });

  test('opens an order, the search, hot positions and recommendations', async () => {
    const h = await open();
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 1 });
    await h.type(h.getByLabel('Search'), '  水管 ');
    await h.click(h.getButton('Search'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('searchView', { str: '水管' });
    await h.click(h.getButton('Hot positions'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('hotTask');
    await h.click(h.getButton('For you'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('recommendTask');
  });

  test('works as the single view (entry taskHall): no tab bar needed', async () => {
    const h = mount(<TaskCentered />, {
      route: 'taskCentered',
      options: { entry: 'taskHall', singleView: true },
      api: { '/api/goods/categorize': categories, '/api/goods_order/hall': page([demoOrder()]) },
    });
    await flush(20);
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(h.container.querySelector('[aria-label=Back]')).toBeNull();
  });
});
