import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import BargainingList from './bargainingList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = Math.floor(Date.now() / 1000);

function quote(id: number, over: Partial<Task> = {}): Task {
  return {
    id,
    goods_order_id: 1,
    taker: { id: 100 + id, s_username: `taker${id}`, face: '' },
    status: 'pending',
    price_fen: 6000 + id,
    rounds: [{ by: 'taker', price_fen: 6000 + id, at: NOW - 600 }],
    coupon: null,
    payable_fen: 6000,
    commission_fen: null,
    payout_fen: null,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: {},
    log: [],
    actions: ['counter', 'accept', 'reject'],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}
const page = (list: Task[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });

async function open(list: unknown, api: Record<string, unknown> = {}) {
  const h = mount(<BargainingList />, {
    route: 'bargainingList',
    query: { id: '1' },
    user: demoUser,
    token: 'tok',
    api: {
      '/api/goods_order/detail': demoOrder({
        pricing_mode: 'quote',
        poster: { id: 7, s_username: 'lin', face: '' },
      }),
      '/api/goods_order_task/list': list,
      ...api,
    },
  });
  // The order, then the first page of the list.
  await vi.waitFor(async () => {
    await flush();
    expect(h.text()).not.toContain('loading');
  });
  return h;
}

const rowButtons = (h: ReturnType<typeof mount>) =>
  Array.from(h.container.querySelectorAll('.mp-trow')).map((row) =>
    Array.from(row.querySelectorAll('.mp-task-btns button')).map((b) => b.textContent?.trim()),
  );

describe('bargainingList', () => {
  test('lists the quotes with the taker, price, offers and exactly task.actions', async () => {
    const h = await open(
      page([
        quote(1),
        quote(2, {
          status: 'countered',
          rounds: [...quote(2).rounds, { by: 'poster', price_fen: 5500, at: NOW }],
          actions: ['reject'],
        }),
      ]),
    );
    expect(h.calls.find((c) => c.path === '/api/goods_order_task/list')?.params).toEqual({
      goods_order_id: '1',
      page: 1,
      status: 'pending,countered',
    });
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(h.text()).toContain('taker1');
    expect(h.text()).toContain('¥60.01');
    expect(h.text()).toContain('Offers: 2');
    expect(h.text()).toContain('Negotiating');
    expect(rowButtons(h)).toEqual([['Counter-offer', 'Accept', 'Decline'], ['Decline']]);
    expect(h.unstyled()).toEqual([]);
    await h.click(h.getButton('See the offers'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('bargainingView', { id: 1 });
  });

  test('accept opens the payment and the list reloads', async () => {
    let list = page([quote(1)]);
    const h = await open(() => list, {
      '/api/goods_order_task/transition': () => {
        list = page([]);
        return quote(1, { status: 'awaiting_payment', actions: [] });
      },
    });
    await h.click(h.getButton('Accept'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Accept ¥60.01?');
    });
    const confirm = h.getButton('Confirm');
    confirm.click();
    confirm.click();
    await flush();
    const sent = h.calls.filter((c) => c.path === '/api/goods_order_task/transition');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toMatchObject({ id: 1, transition: 'accept', expected_state: 'pending' });
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 1 });
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('No quotes waiting.');
    });
  });

  test('a stale quote (409) toasts and reloads the list', async () => {
    const h = await open(page([quote(1)]), {
      '/api/goods_order_task/transition': new ApiError('server', 'The provider withdrew.', 409),
    });
    await h.click(h.getButton('Decline'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Reason (optional)');
    });
    await h.click(h.getButton('Confirm'));
    expect(h.toasts).toEqual(['The provider withdrew.']);
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/list')).toHaveLength(2);
    expect(h.calls.filter((c) => c.path === '/api/goods_order/detail')).toHaveLength(2);
  });

  test('coming back after another page covered it loads the order and the quotes again', async () => {
    let list = page([quote(1), quote(2)]);
    const h = mount(<BargainingList />, {
      route: 'bargainingList',
      below: ['orderDetail'],
      query: { id: '1' },
      user: demoUser,
      token: 'tok',
      api: {
        '/api/goods_order/detail': demoOrder({ pricing_mode: 'quote' }),
        '/api/goods_order_task/list': () => list,
      },
    });
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('taker2');
    });
    const stack = h.router.$stack.get();
    h.router.navigateTo('bargainingView', { id: 2 });
    await flush();
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/list')).toHaveLength(1);
    // Accepted on the bargaining page: no longer a quote.
    list = page([quote(1)]);
    (h.router.$stack as unknown as { set(v: unknown): void }).set(stack);
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).not.toContain('taker2');
    });
    expect(h.text()).toContain('taker1');
    expect(h.calls.filter((c) => c.path === '/api/goods_order/detail')).toHaveLength(2);
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/list')).toHaveLength(2);
  });

  test('empty, errors with retry, offline, not the poster, no id', async () => {
    const empty = await open(page([]));
    expect(empty.text()).toContain('No quotes waiting.');

    const notMine = await open(new ApiError('server', 'This order is not yours.', 403));
    expect(notMine.text()).toContain('This order is not yours.');

    let fail = true;
    const h = mount(<BargainingList />, {
      route: 'bargainingList',
      query: { id: '1' },
      user: demoUser,
      token: 'tok',
      api: {
        '/api/goods_order/detail': () => (fail ? new ApiError('server', 'Busy') : demoOrder()),
        '/api/goods_order_task/list': page([]),
      },
    });
    expect(h.text()).toContain('loading');
    await flush();
    expect(h.text()).toContain('Busy');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('No quotes waiting.');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = await open(new ApiError('network', 'Network Error'));
    expect(off.text()).toContain('Network signal lost');

    const none = mount(<BargainingList />, { route: 'bargainingList', user: demoUser, token: 'tok' });
    await flush();
    expect(none.text()).toContain('This link does not name an order.');
  });
});
