import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { COUNTER_ROUNDS_MAX } from '../../../rules/task-lifecycle';
import { demoOrder } from '../../../ui/demo-order';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import BargainingView from './bargainingView';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = Math.floor(Date.now() / 1000);
const TAKER = { id: 9, s_username: 'zhao', face: '' };
const POSTER = { ...demoUser, id: 2, s_username: 'Wang' };

function quote(over: Partial<Task> = {}): Task {
  return {
    id: 40,
    goods_order_id: 1,
    taker: TAKER,
    status: 'pending',
    price_fen: 6000,
    rounds: [{ by: 'taker', price_fen: 6000, at: NOW - 600 }],
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

const rounds = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    by: (i % 2 === 0 ? 'taker' : 'poster') as 'taker' | 'poster',
    price_fen: 6000 - i * 100,
    at: NOW - 600 + i,
  }));

async function open(task: Task | (() => unknown), user = POSTER, api: Record<string, unknown> = {}) {
  const h = mount(<BargainingView />, {
    route: 'bargainingView',
    query: { id: '40' },
    user,
    token: 'tok',
    api: {
      '/api/goods_order_task/detail': task,
      '/api/goods_order/detail': demoOrder({ pricing_mode: 'quote', price_fen: 5000, poster: POSTER }),
      ...api,
    },
  });
  await flush();
  return h;
}

const buttons = (h: ReturnType<typeof mount>) =>
  Array.from(h.container.querySelectorAll('.mp-task-btns button')).map((b) => b.textContent?.trim());

describe('bargainingView', () => {
  test('the poster sees the offers, whose move it is, and exactly task.actions', async () => {
    const h = await open(quote());
    expect(h.calls.map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order_task/detail', { id: '40' }],
      ['/api/goods_order/detail', { id: 1 }],
    ]);
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(h.text()).toContain('Reference price ¥50.00');
    expect(h.text()).toContain('zhao');
    expect(h.text()).toContain('Provider: first quote');
    expect(h.text()).toContain('¥60.00');
    expect(h.text()).toContain('Your move: ¥60.00 is on the table.');
    expect(h.text()).toContain('Counter-offers used: 0 of 5.');
    expect(buttons(h)).toEqual(['Counter-offer', 'Accept', 'Decline']);
    expect(h.unstyled()).toEqual([]);
    await h.click(h.getButton('Message zhao'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { accept_id: 9 });
    await h.click(h.getButton('Fix the kitchen pipeReference price ¥50.00'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 1 });
  });

  test('the taker waits for the poster and can only withdraw', async () => {
    const h = await open(quote({ actions: ['withdraw'], commission_fen: 900, payout_fen: 5100 }), {
      ...demoUser,
      id: 9,
    });
    expect(h.text()).toContain('You: first quote');
    expect(h.text()).toContain('Waiting for an answer from: Customer.');
    expect(h.text()).toContain('Wang');
    expect(buttons(h)).toEqual(['Withdraw']);
  });

  test('after five counter-offers only accept and decline remain, and it says why', async () => {
    const h = await open(
      quote({ status: 'countered', rounds: rounds(COUNTER_ROUNDS_MAX + 1), actions: ['accept', 'withdraw'] }),
      { ...demoUser, id: 9 },
    );
    expect(h.text()).toContain('All 5 counter-offers are used.');
    expect(h.text()).toContain('Customer: counter-offer');
    expect(buttons(h)).toEqual(['Accept', 'Withdraw']);
  });

  test('counter: a new price with expected_state, then the task again', async () => {
    let answer: unknown = quote();
    const h = await open(() => answer, POSTER, {
      '/api/goods_order_task/transition': () => quote({ status: 'countered' }),
    });
    await h.click(h.getButton('Counter-offer'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('5 of 5 counter-offers are left');
    });
    await h.type(h.getByLabel('Your price (¥)'), '55');
    answer = quote({ status: 'countered', rounds: rounds(2), price_fen: 5500, actions: ['reject'] });
    await h.click(h.getButton('Confirm'));
    const sent = h.calls.filter((c) => c.path === '/api/goods_order_task/transition');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.params).toMatchObject({
      id: 40,
      transition: 'counter',
      expected_state: 'pending',
      price_fen: 5500,
    });
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('You: counter-offer');
    });
    expect(buttons(h)).toEqual(['Decline']);
  });

  test('accept by the poster opens the payment', async () => {
    const h = await open(quote(), POSTER, {
      '/api/goods_order_task/transition': quote({ status: 'awaiting_payment', actions: [] }),
    });
    await h.click(h.getButton('Accept'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Accept ¥60.00?');
    });
    await h.click(h.getButton('Confirm'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 40 });
  });

  test('decline takes an optional reason', async () => {
    const h = await open(quote(), POSTER, {
      '/api/goods_order_task/transition': quote({ status: 'rejected', actions: [] }),
    });
    await h.click(h.getButton('Decline'));
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('Reason (optional)');
    });
    await h.click(h.getButton('Confirm'));
    const sent = h.calls.filter((c) => c.path === '/api/goods_order_task/transition');
    expect(sent[0]?.params).toMatchObject({ transition: 'reject', expected_state: 'pending' });
    expect(sent[0]?.params.reason).toBeUndefined();
  });

  test('coming back after another page covered it loads the task again, not on the first show', async () => {
    let task = quote();
    const h = mount(<BargainingView />, {
      route: 'bargainingView',
      below: ['orderDetail'],
      query: { id: '40' },
      user: POSTER,
      token: 'tok',
      api: {
        '/api/goods_order_task/detail': () => task,
        '/api/goods_order/detail': demoOrder({ pricing_mode: 'quote', poster: POSTER }),
      },
    });
    await flush();
    expect(h.text()).toContain('Your move: ¥60.00 is on the table.');
    const stack = h.router.$stack.get();
    h.router.navigateTo('chatView', { accept_id: 9 });
    await flush();
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/detail')).toHaveLength(1);
    // Meanwhile the taker withdrew.
    task = quote({ status: 'withdrawn', actions: [] });
    (h.router.$stack as unknown as { set(v: unknown): void }).set(stack);
    await vi.waitFor(async () => {
      await flush();
      expect(h.text()).toContain('The bargaining is over: Withdrawn.');
    });
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/detail')).toHaveLength(2);
    expect(buttons(h)).toEqual([]);
  });

  test('an ended bargaining says how it ended', async () => {
    const h = await open(quote({ status: 'withdrawn', actions: [] }));
    expect(h.text()).toContain('The bargaining is over: Withdrawn.');
    expect(h.container.querySelector('.mp-task-btns')).toBeNull();
  });

  test('loading, error with retry, offline, and a link without an id', async () => {
    let fail = true;
    const h = mount(<BargainingView />, {
      route: 'bargainingView',
      query: { id: '40' },
      user: POSTER,
      token: 'tok',
      api: {
        '/api/goods_order_task/detail': () => (fail ? new ApiError('server', 'No such task', 404) : quote()),
        '/api/goods_order/detail': demoOrder(),
      },
    });
    expect(h.text()).toContain('loading');
    await flush();
    expect(h.text()).toContain('No such task');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Your move');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = await open(() => new ApiError('network', 'Network Error'));
    expect(off.text()).toContain('Network signal lost');

    const none = mount(<BargainingView />, { route: 'bargainingView', user: POSTER, token: 'tok' });
    await flush();
    expect(none.text()).toContain('This link does not name a task.');
  });
});
