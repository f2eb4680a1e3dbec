import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import ReceiverList from './receiverList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function taken(id: number, over: Partial<Task> = {}): Task {
  return {
    id,
    goods_order_id: 1,
    taker: { id: 100 + id, s_username: `taker${id}`, face: '' },
    status: 'pending',
    price_fen: 12000,
    rounds: [{ by: 'taker', price_fen: 12000, at: 1 }],
    coupon: null,
    payable_fen: 12000,
    commission_fen: null,
    payout_fen: null,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: {},
    log: [],
    actions: ['accept', 'reject'],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}
const page = (list: Task[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });
const AGREED =
  'awaiting_payment,paid,in_service,delivered,cancel_requested,disputed,completed,split,refunded,cancelled';

async function open(
  list: unknown,
  over: Parameters<typeof demoOrder>[0] = {},
  api: Record<string, unknown> = {},
) {
  const h = mount(<ReceiverList />, {
    route: 'receiverList',
    query: { id: '1' },
    user: demoUser,
    token: 'tok',
    api: {
      '/api/goods_order/detail': demoOrder({ poster: { id: 7, s_username: 'lin', face: '' }, ...over }),
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

describe('receiverList', () => {
  test('a fixed-price order lists who accepted at the price and who is paid, with exactly task.actions', async () => {
    const h = await open(
      page([
        taken(1),
        taken(2, { status: 'awaiting_payment', actions: ['change-coupon', 'modify-fee'] }),
        taken(3, { status: 'in_service', actions: ['modify-fee'] }),
        taken(4, { status: 'completed', actions: ['evaluate'] }),
      ]),
    );
    expect(h.calls.find((c) => c.path === '/api/goods_order_task/list')?.params).toEqual({
      goods_order_id: '1',
      page: 1,
      status: `pending,${AGREED}`,
    });
    expect(h.text()).toContain('1 of 3 spots paid');
    expect(rowButtons(h)).toEqual([
      ['Accept', 'Decline'],
      ['Pay now', 'Change coupon', 'Change the fee'],
      ['Change the fee'],
      ['Leave a review'],
    ]);
    expect(h.text()).toContain('In progress');
    expect(h.unstyled()).toEqual([]);
    await h.click(h.getButton('Pay now'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 2 });
    await h.click(h.getButton('Leave a review'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('evaluateServer', { id: 4 });
    await h.click(h.queryAllByText('Details and history')[2] as HTMLElement);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 1, task: 3 });
    await h.click(h.getButton('Message taker3'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { accept_id: 103 });
  });

  test('a quoted order leaves the bargaining out', async () => {
    const h = await open(page([]), { pricing_mode: 'quote' });
    expect(h.calls.find((c) => c.path === '/api/goods_order_task/list')?.params).toMatchObject({
      status: AGREED,
    });
    expect(h.text()).toContain('No one has taken this order yet.');
  });

  test('accept then pay: one call with expected_state, the payment opens, the list reloads', async () => {
    const h = await open(
      page([taken(1)]),
      {},
      {
        '/api/goods_order_task/transition': taken(1, { status: 'awaiting_payment', actions: [] }),
      },
    );
    await h.click(h.getButton('Accept'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Accept ¥120.00?');
    });
    await h.click(h.getButton('Confirm'));
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/transition')[0]?.params).toMatchObject({
      id: 1,
      transition: 'accept',
      expected_state: 'pending',
    });
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 1 });
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/list')).toHaveLength(2);
  });

  test('after an action the order is loaded again with the list: its spots paid', async () => {
    let order = demoOrder({ poster: { id: 7, s_username: 'lin', face: '' }, headcount: 1, paid_count: 0 });
    let list = page([taken(1, { status: 'cancel_requested', actions: ['accept-cancel', 'reject-cancel'] })]);
    const h = await open(
      () => list,
      {},
      {
        '/api/goods_order/detail': () => order,
        '/api/goods_order_task/transition': () => {
          order = { ...order, paid_count: 1 };
          list = page([taken(1, { status: 'paid', actions: ['modify-fee'] })]);
          return list.list[0];
        },
      },
    );
    expect(h.text()).toContain('0 of 1 spots paid');
    await h.click(h.getButton('Refuse to cancel'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Reason');
    });
    await h.type(h.getByLabel<HTMLTextAreaElement>('Reason'), 'The work is half done');
    await h.click(h.getButton('Confirm'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('1 of 1 spots paid');
    });
    expect(rowButtons(h)).toEqual([['Change the fee']]);
  });

  test('coming back after another page covered it loads the order and the list again', async () => {
    let list = page([taken(1, { status: 'delivered', actions: ['confirm'] })]);
    const h = mount(<ReceiverList />, {
      route: 'receiverList',
      below: ['orderDetail'],
      query: { id: '1' },
      user: demoUser,
      token: 'tok',
      api: {
        '/api/goods_order/detail': demoOrder({ poster: { id: 7, s_username: 'lin', face: '' } }),
        '/api/goods_order_task/list': () => list,
      },
    });
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Delivered, to confirm');
    });
    const stack = h.router.$stack.get();
    h.router.navigateTo('orderDetail', { id: 1, task: 1 });
    await flush();
    list = page([taken(1, { status: 'completed', actions: ['evaluate'] })]);
    (h.router.$stack as unknown as { set(v: unknown): void }).set(stack);
    await vi.waitFor(async () => {
      await flush();
      expect(rowButtons(h)).toEqual([['Leave a review']]);
    });
    expect(h.calls.filter((c) => c.path === '/api/goods_order/detail')).toHaveLength(2);
  });

  test('a refusal shows the server message in the form', async () => {
    const h = await open(
      page([taken(1)]),
      {},
      {
        '/api/goods_order_task/transition': new ApiError('server', 'Every position is taken.', 409),
      },
    );
    await h.click(h.getButton('Accept'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Accept ¥120.00?');
    });
    await h.click(h.getButton('Confirm'));
    expect(h.toasts).toEqual(['Every position is taken.']);
  });

  test('errors with retry, offline, no id', async () => {
    let fail = true;
    const h = mount(<ReceiverList />, {
      route: 'receiverList',
      query: { id: '1' },
      user: demoUser,
      token: 'tok',
      api: {
        '/api/goods_order/detail': demoOrder(),
        '/api/goods_order_task/list': () => (fail ? new ApiError('server', 'Busy') : page([taken(1)])),
      },
    });
    expect(h.text()).toContain('loading');
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Busy');
    });
    fail = false;
    await h.click(h.getButton('Retry'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('taker1');
    });

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = await open(new ApiError('network', 'Network Error'));
    await vi.waitFor(async () => {
      await flush();
      expect(off.text()).toContain('Network signal lost');
    });

    const none = mount(<ReceiverList />, { route: 'receiverList', user: demoUser, token: 'tok' });
    await flush();
    expect(none.text()).toContain('This link does not name an order.');
  });
});
