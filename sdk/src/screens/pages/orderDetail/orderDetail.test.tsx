import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Order, Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { LOGIN_ROUTE } from '../../../config';
import { demoOrder } from '../../../ui/demo-order';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import OrderDetail from './orderDetail';
import { formatTime } from './task-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = Math.floor(Date.now() / 1000);
const me = { ...demoUser, id: 7 };
const poster = { id: 2, s_username: 'Wang', face: '' };

function demoTask(over: Partial<Task> = {}): Task {
  return {
    id: 40,
    goods_order_id: 1,
    taker: { id: 7, s_username: 'lin', face: '' },
    status: 'paid',
    price_fen: 12000,
    rounds: [{ by: 'taker', price_fen: 12000, at: NOW - 3600 }],
    coupon: null,
    payable_fen: 12000,
    commission_fen: 1800,
    payout_fen: 10200,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: {},
    log: [],
    actions: [],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}

type Answers = Record<string, unknown>;

async function open(
  order: Order | (() => unknown),
  o: { user?: typeof me | null; api?: Answers; query?: Record<string, string> } = {},
) {
  const user = o.user === undefined ? me : o.user;
  const h = mount(<OrderDetail />, {
    route: 'orderDetail',
    query: o.query ?? { id: '1' },
    user,
    token: user ? 'tok' : null,
    api: { '/api/goods_order/detail': order, ...o.api },
  });
  // The order, then the poster's tasks (an effect of the page drawn with the order).
  await flush();
  await flush();
  return h;
}

/** The labels of the task buttons drawn, in order. */
const taskButtons = (h: ReturnType<typeof mount>, n = 0) =>
  Array.from(h.container.querySelectorAll('.mp-task-btns')[n]?.querySelectorAll('button') ?? []).map((b) =>
    b.textContent?.trim(),
  );

/** Lets a lazy chunk (already loaded by the test setup) arrive and render. */
async function settle(h: ReturnType<typeof mount>, text: string) {
  await vi.waitFor(async () => {
    await flush();
    expect(h.text()).toContain(text);
  });
}

const calls = (h: ReturnType<typeof mount>, path: string) => h.calls.filter((c) => c.path === path);

describe('orderDetail', () => {
  test('shows the order to a visitor: photos, price, state, facts, poster; sign in to take it', async () => {
    const h = await open(
      demoOrder({ pics: ['https://app.test/uploads/a.png', 'https://app.test/uploads/b.png'], actions: [] }),
      { user: null },
    );
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(h.text()).toContain('¥120.00');
    expect(h.text()).toContain('Fixed price, per person');
    expect(h.text()).toContain('Open');
    expect(h.text()).toContain('Plumbing');
    expect(h.text()).toContain('2 of 3 left');
    expect(h.text()).toContain('Chaoyang');
    expect(h.text()).toContain('The exact address is shown');
    expect(h.text()).toContain('Wang');
    expect(h.container.querySelectorAll('.mp-task-btns')).toHaveLength(0);
    expect(calls(h, '/api/goods_order/detail')[0]?.params).toEqual({ id: '1' });

    await h.click(h.getButton('View on map'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('checkLocation', {
      longitude: 116.4,
      latitude: 39.9,
      name: 'Chaoyang',
    });
    await h.click(h.getButton('Sign in to take this task'));
    expect(h.router.navigateTo).toHaveBeenCalledWith(LOGIN_ROUTE, {
      redirect: '/pages/orderDetail/orderDetail',
    });

    await h.click(h.getButton('Photo 2 of 2'));
    await settle(h, '2 / 2');
    await h.click(h.getButton('Previous photo'));
    expect(h.text()).toContain('1 / 2');
    await h.click(h.getButton('Close'));
    expect(h.text()).not.toContain('1 / 2');
    expect(h.unstyled()).toEqual([]);
  });

  test('the exact address and the distance, "about" when it is an estimate', async () => {
    const h = await open(
      demoOrder({ address: 'Nanjing East Road 100', distance_m: 1234, distance_estimate: true, actions: [] }),
    );
    expect(h.text()).toContain('Nanjing East Road 100');
    expect(h.text()).toContain('about 1.2 km');
    expect(h.text()).not.toContain('The exact address is shown');
  });

  test('asks for the distance from the viewer only when the browser already allows the location', async () => {
    const getCurrentPosition = vi.fn((ok: (p: unknown) => void) =>
      ok({ coords: { longitude: 121.47, latitude: 31.23 } }),
    );
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      permissions: { query: vi.fn(async () => ({ state: 'granted' })) },
      geolocation: { getCurrentPosition },
    });
    const h = await open(demoOrder());
    await vi.waitFor(() => expect(calls(h, '/api/goods_order/detail')).toHaveLength(2));
    expect(calls(h, '/api/goods_order/detail')[1]?.params).toEqual({
      id: '1',
      longitude: 121.47,
      latitude: 31.23,
    });
  });

  test('not granted: no prompt until the person asks for the distance', async () => {
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      permissions: { query: vi.fn(async () => ({ state: 'prompt' })) },
      geolocation: { getCurrentPosition },
    });
    const h = await open(demoOrder());
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await h.click(h.getButton('Show the distance from me'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  test('loading, then an error with retry', async () => {
    let fail = true;
    const h = mount(<OrderDetail />, {
      route: 'orderDetail',
      query: { id: '1' },
      api: {
        '/api/goods_order/detail': () =>
          fail ? new ApiError('server', 'The order does not exist', 404) : demoOrder(),
      },
    });
    expect(h.text()).toContain('loading');
    await flush();
    expect(h.text()).toContain('The order does not exist');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix the kitchen pipe');
  });

  test('offline: says the network is lost', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open(() => new ApiError('network', 'Network Error'));
    expect(h.text()).toContain('Network signal lost');
    expect(h.getButton('Retry')).toBeTruthy();
  });

  test('a link without an id says so', async () => {
    const h = await open(demoOrder(), { query: {} });
    expect(h.text()).toContain('This link does not name an order.');
    expect(h.calls).toHaveLength(0);
  });

  describe('as a taker', () => {
    const withTask = (task: Task, over: Partial<Order> = {}) =>
      demoOrder({ actions: [], my_task: task, ...over });

    test.each<[Task['status'], Task['actions']]>([
      ['pending', ['withdraw']],
      ['awaiting_payment', []],
      ['paid', ['start', 'deliver', 'request-cancel']],
      ['delivered', ['dispute']],
      ['cancel_requested', ['accept-cancel', 'reject-cancel']],
      ['completed', ['evaluate']],
    ])('in %s the buttons are exactly task.actions', async (status, actions) => {
      const h = await open(withTask(demoTask({ status, actions })));
      expect(h.text()).toContain('Your application');
      expect(taskButtons(h)).toEqual(actions.map((a) => h.inst.i18n.t(`lifecycle.action.${a}`)));
    });

    test('shows the fee, what the taker receives and the deadlines counting down', async () => {
      const h = await open(
        withTask(demoTask({ status: 'paid', deadlines: { deliver_by: NOW + 3 * 86400 } })),
      );
      expect(h.text()).toContain('Fee¥120.00');
      expect(h.text()).toContain('You receive¥102.00');
      expect(h.text()).toContain('Deliver by');
      const h2 = await open(
        withTask(demoTask({ status: 'delivered', deadlines: { auto_confirm_at: NOW + 5 * 3600 + 120 } })),
      );
      expect(h2.text()).toMatch(/Completes automatically5 h [12] min left/);
      const h3 = await open(
        withTask(demoTask({ status: 'cancel_requested', deadlines: { cancel_reply_by: NOW + 600 } })),
      );
      expect(h3.text()).toMatch(/Reply due(10:00|09:5\d) left/);
    });

    test('deliver: evidence is required, photos upload with progress, one call per action', async () => {
      let answer: unknown = demoTask({ status: 'delivered' });
      const h = await open(
        withTask(demoTask({ status: 'paid', actions: ['start', 'deliver', 'request-cancel'] })),
        {
          api: {
            '/api/goods_order_task/transition': () => answer,
            '/api/upload/image': { url: 'https://app.test/uploads/e.png' },
          },
        },
      );
      vi.stubGlobal(
        'URL',
        Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
      );
      await h.click(h.getButton('Deliver'));
      await settle(h, 'Describe what you did');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Add a note or at least one photo.');
      expect(calls(h, '/api/goods_order_task/transition')).toHaveLength(0);

      const input = h.getByLabel<HTMLInputElement>('Add photos');
      Object.defineProperty(input, 'files', {
        value: [new File(['x'], 'a.png', { type: 'image/png' })],
        configurable: true,
      });
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await flush();
      expect(calls(h, '/api/upload/image')[0]?.params).toEqual({ purpose: 'delivery' });
      await h.type(h.getByLabel<HTMLTextAreaElement>('Note'), ' All fixed ');

      answer = new ApiError('server', 'Network Error');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Network Error');
      expect(h.getByLabel<HTMLTextAreaElement>('Note').value).toBe(' All fixed ');
      answer = demoTask({ status: 'delivered' });
      const button = h.getButton('Confirm');
      button.click();
      button.click();
      await flush();
      const sent = calls(h, '/api/goods_order_task/transition');
      expect(sent).toHaveLength(2);
      expect(sent[1]?.params).toEqual({
        id: 40,
        transition: 'deliver',
        expected_state: 'paid',
        note: 'All fixed',
        pics: 'https://app.test/uploads/e.png',
        idempotency_key: sent[0]?.params.idempotency_key,
      });
      expect(sent[0]?.silent).toBe(true);
      expect(String(sent[0]?.params.idempotency_key)).toMatch(/^[0-9a-f]{24}$/);
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
    });

    test('a stale screen (409) shows the message and reloads', async () => {
      const h = await open(withTask(demoTask({ status: 'paid', actions: ['start'] })), {
        api: {
          '/api/goods_order_task/transition': new ApiError('server', 'This task has moved on.', 409),
        },
      });
      await h.click(h.getButton('Start work'));
      await settle(h, 'Let the customer know');
      await h.click(h.getButton('Confirm'));
      expect(h.toasts).toEqual(['This task has moved on.']);
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
      expect(h.text()).not.toContain('Let the customer know');
    });

    test('a refusal (403/400) stays in the form with the server message', async () => {
      const h = await open(withTask(demoTask({ status: 'paid', actions: ['request-cancel'] })), {
        api: {
          '/api/goods_order_task/transition': new ApiError('server', 'Not your turn.', 403),
        },
      });
      await h.click(h.getButton('Request cancellation'));
      await settle(h, 'Who is responsible?');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Please give a reason.');
      expect(h.text()).toContain('Choose who is responsible.');
      await h.type(h.getByLabel<HTMLTextAreaElement>('Reason'), 'I am ill');
      await h.click(h.getByLabel('The customer'));
      await h.click(h.getButton('Confirm'));
      expect(calls(h, '/api/goods_order_task/transition')[0]?.params).toMatchObject({
        transition: 'request-cancel',
        expected_state: 'paid',
        reason: 'I am ill',
        responsible: 'poster',
      });
      expect(h.text()).toContain('Not your turn.');
      expect(h.toasts).toEqual([]);
    });

    test('counter: the price is read in yuan and checked inline', async () => {
      const h = await open(
        withTask(
          demoTask({ status: 'countered', price_fen: 5000, actions: ['counter', 'accept', 'withdraw'] }),
          { pricing_mode: 'quote' },
        ),
        { api: { '/api/goods_order_task/transition': demoTask({ status: 'pending' }) } },
      );
      await h.click(h.getButton('Counter-offer'));
      await settle(h, 'counter-offers are left');
      const price = h.getByLabel('Your price (¥)');
      await h.type(price, 'abc');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Enter an amount from ¥0.01 to ¥1000000.00');
      await h.type(price, '50');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('That is already the price on the table.');
      await h.type(price, '55.5');
      await h.click(h.getButton('Confirm'));
      expect(calls(h, '/api/goods_order_task/transition')[0]?.params).toMatchObject({
        id: 40,
        transition: 'counter',
        expected_state: 'countered',
        price_fen: 5550,
      });
    });

    test('evaluate opens evaluateServer; a quote in bargaining links to bargainingView', async () => {
      const h = await open(withTask(demoTask({ status: 'completed', actions: ['evaluate'] })));
      await h.click(h.getButton('Leave a review'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('evaluateServer', { id: 40 });
      const h2 = await open(
        withTask(demoTask({ status: 'pending', actions: ['withdraw'] }), { pricing_mode: 'quote' }),
      );
      await h2.click(h2.getButton('See the offers'));
      expect(h2.router.navigateTo).toHaveBeenCalledWith('bargainingView', { id: 40 });
    });

    test('the history lists the log with who did what', async () => {
      const task = demoTask({
        log: [
          {
            transition: 'accept-at-price',
            actor_role: 'taker',
            actor_id: 7,
            from: null,
            to: 'pending',
            at: NOW - 100,
            reason: '',
          },
          {
            transition: 'accept',
            actor_role: 'poster',
            actor_id: 2,
            from: 'pending',
            to: 'awaiting_payment',
            at: NOW - 50,
            reason: '',
          },
          {
            transition: 'paid',
            actor_role: 'system',
            actor_id: null,
            from: 'awaiting_payment',
            to: 'paid',
            at: NOW - 10,
            reason: '',
          },
        ],
      });
      const h = await open(withTask(demoTask()), { api: { '/api/goods_order_task/detail': task } });
      await h.click(h.getButton('History'));
      await settle(h, 'Payment received and held');
      expect(calls(h, '/api/goods_order_task/detail')[0]?.params).toEqual({ id: 40 });
      const items = Array.from(h.container.querySelectorAll('.mp-od__log li')).map((li) => li.textContent);
      expect(items[0]).toContain('Took the task at the listed price');
      expect(items[0]).toContain('You');
      expect(items[1]).toContain('Customer');
      expect(items[2]).toContain('System');
    });

    test('a lowered fee asked of the taker: the new fee, the difference, when; answered on modifyFee', async () => {
      const at = NOW - 600;
      const h = await open(
        withTask(
          demoTask({
            fee_change: { price_fen: 8000, difference_fen: -4000, at },
            actions: ['deliver', 'accept-fee-change', 'decline-fee-change'],
          }),
        ),
      );
      expect(h.text()).toContain('New fee requested¥80.00 (-¥40.00)');
      expect(h.text()).toContain(
        `Requested ${formatTime(at, 'en')}. If you agree, the difference goes back to the customer.`,
      );
      expect(taskButtons(h)).toEqual(['Deliver', 'Agree to the lower fee', 'Keep the current fee']);
      await h.click(h.getButton('Agree to the lower fee'));
      expect(h.router.navigateTo).toHaveBeenLastCalledWith('modifyFee', { id: 40 });
      await h.click(h.getButton('Keep the current fee'));
      expect(h.router.navigateTo).toHaveBeenLastCalledWith('modifyFee', { id: 40 });
      expect(calls(h, '/api/goods_order_task/transition')).toHaveLength(0);
      expect(h.unstyled()).toEqual([]);
    });

    test('a raise waits for the poster’s top-up: the taker is told, with no button of theirs', async () => {
      const h = await open(
        withTask(
          demoTask({ fee_change: { price_fen: 15000, difference_fen: 3000, at: NOW - 60 }, actions: [] }),
        ),
      );
      expect(h.text()).toContain('New fee requested¥150.00 (+¥30.00)');
      expect(h.text()).toContain('It applies once the customer pays the top-up.');
      expect(taskButtons(h)).toEqual([]);
    });

    test('messages the poster', async () => {
      const h = await open(withTask(demoTask()));
      await h.click(h.getButton('Message Wang'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { accept_id: 2 });
    });
  });

  describe('taking the task', () => {
    test('apply: at the price, one idempotency key, then the order again', async () => {
      let answer: unknown = new ApiError('server', 'Network Error');
      const h = await open(demoOrder({ poster }), {
        api: { '/api/goods_order_task/apply': () => answer },
      });
      await h.click(h.getButton('Take it at this price'));
      await settle(h, 'Take this task at ¥120.00?');
      await h.type(h.getByLabel<HTMLTextAreaElement>('Note to the customer (optional)'), 'Tomorrow works');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Network Error');
      answer = demoTask({ status: 'pending' });
      await h.click(h.getButton('Confirm'));
      const sent = calls(h, '/api/goods_order_task/apply');
      expect(sent[1]?.params).toEqual({
        goods_order_id: 1,
        note: 'Tomorrow works',
        idempotency_key: sent[0]?.params.idempotency_key,
      });
      expect(h.toasts).toContain('Sent. You will be told when the customer answers.');
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
    });

    test('quote: a price in yuan, checked inline', async () => {
      const h = await open(demoOrder({ pricing_mode: 'quote', actions: ['quote'] }), {
        api: { '/api/goods_order_task/apply': demoTask({ status: 'pending' }) },
      });
      await h.click(h.getButton('Send a quote'));
      await settle(h, 'Name your price');
      await h.type(h.getByLabel('Your quote (¥)'), '0');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Enter an amount from ¥0.01');
      await h.type(h.getByLabel('Your quote (¥)'), '88.8');
      await h.click(h.getButton('Confirm'));
      expect(calls(h, '/api/goods_order_task/apply')[0]?.params).toMatchObject({
        goods_order_id: 1,
        price_fen: 8880,
      });
    });

    test('a taker without real-name verification is sent to verify first', async () => {
      const h = await open(demoOrder(), { user: { ...me, smrz: 0 } });
      await h.click(h.getButton('Take it at this price'));
      await settle(h, 'Only real-name verified users');
      await h.click(h.getButton('Verify now'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('realName');
      expect(calls(h, '/api/goods_order_task/apply')).toHaveLength(0);
    });
  });

  describe('as the poster', () => {
    const mine = (over: Partial<Order> = {}) =>
      demoOrder({ poster: { id: 7, s_username: 'lin', face: '' }, actions: ['modify', 'cancel'], ...over });
    const page = (list: Task[], has_more = false, total = list.length) => ({
      list,
      page: 1,
      page_size: 20,
      has_more,
      total,
    });
    /** The task list as the server filters it by `status` (comma-separated states). */
    const filtered = (tasks: () => Task[]) => (params: Record<string, unknown>) => {
      const states = String(params.status).split(',');
      return page(tasks().filter((k) => states.includes(k.status)));
    };
    const other = (id: number, over: Partial<Task>) =>
      demoTask({
        id,
        taker: { id: 100 + id, s_username: `taker${id}`, face: '' },
        commission_fen: null,
        payout_fen: null,
        ...over,
      });
    const AGREED =
      'awaiting_payment,paid,in_service,delivered,cancel_requested,disputed,completed,split,refunded,cancelled';
    const orderChip = (h: ReturnType<typeof mount>) =>
      h.container.querySelector('.mp-od__head .mp-od__chip')?.textContent;

    test('counts and links to the lists, the tasks past the bargaining with their buttons', async () => {
      const tasks = [
        other(1, { status: 'pending', actions: ['counter', 'accept', 'reject'] }),
        other(2, { status: 'countered', actions: ['reject'] }),
        other(3, {
          status: 'awaiting_payment',
          actions: ['change-coupon', 'modify-fee'],
          deadlines: { payment_by: NOW + 600 },
          coupon: { user_coupon_id: 7, name: 'Welcome coupon', amount_fen: 800 },
          payable_fen: 11200,
        }),
        other(4, { status: 'delivered', actions: ['request-changes', 'confirm', 'dispute', 'modify-fee'] }),
      ];
      const h = await open(mine({ pricing_mode: 'quote' }), {
        api: {
          '/api/goods_order_task/list': filtered(() => tasks),
          '/api/goods_order_task/transition': other(4, { status: 'completed' }),
        },
      });
      expect(calls(h, '/api/goods_order_task/list').map((c) => c.params)).toEqual([
        { goods_order_id: 1, page: 1, status: AGREED },
        { goods_order_id: 1, page: 1, status: 'pending,countered' },
      ]);
      expect(h.text()).toContain('Quotes2');
      expect(h.text()).toContain('Takers2');
      expect(h.text()).not.toContain('taker1');
      expect(h.text()).toContain('Payment due');
      expect(taskButtons(h, 0)).toEqual(['Pay now', 'Change coupon', 'Change the fee']);
      // The coupon row: what it takes off and what is paid.
      expect(h.text()).toContain('CouponWelcome coupon -¥8.00Paid or to pay¥112.00');
      await h.click(h.getButton('Change coupon'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('selectCoupon', { id: 3 });
      expect(taskButtons(h, 1)).toEqual([
        'Ask for changes',
        'Confirm completion',
        'Open a dispute',
        'Change the fee',
      ]);
      await h.click(h.getButton('Quotes2'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('bargainingList', { id: 1 });
      await h.click(h.getButton('Takers2'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('receiverList', { id: 1 });
      await h.click(h.getButton('Pay now'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 3 });
      await h.click(h.getButton('Change the fee'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('modifyFee', { id: 3 });
      await h.click(h.getButton('Message taker4'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { accept_id: 104 });

      await h.click(h.getButton('Confirm completion'));
      await settle(h, '¥120.00 is released to the provider');
      await h.click(h.getButton('Confirm'));
      expect(calls(h, '/api/goods_order_task/transition')[0]?.params).toMatchObject({
        id: 4,
        transition: 'confirm',
        expected_state: 'delivered',
      });
      // The order (its state, its spots) and its tasks, both again.
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
      expect(calls(h, '/api/goods_order_task/list')).toHaveLength(4);
    });

    test('a confirmed task stays on the order with its review and history; the order shows its new state', async () => {
      let task = other(4, { status: 'delivered', actions: ['request-changes', 'confirm', 'dispute'] });
      let order = mine({ status: 'full', headcount: 1, paid_count: 1, actions: [] });
      const h = await open(() => order, {
        api: {
          '/api/goods_order_task/list': filtered(() => [task]),
          '/api/goods_order_task/transition': () => {
            task = other(4, {
              status: 'completed',
              actions: ['evaluate'],
              deadlines: { evaluate_by: NOW + 14 * 86400 },
            });
            order = { ...order, status: 'completed', updated_at: order.updated_at + 1 };
            return task;
          },
          '/api/goods_order_task/detail': () => ({
            ...task,
            log: [
              {
                transition: 'confirm',
                actor_role: 'poster',
                actor_id: 7,
                from: 'delivered',
                to: 'completed',
                at: NOW,
                reason: '',
              },
            ],
          }),
        },
      });
      expect(orderChip(h)).toBe('Fully booked');
      expect(h.text()).toContain('Applicants and takers1');
      await h.click(h.getButton('Confirm completion'));
      await settle(h, 'is released to the provider');
      await h.click(h.getButton('Confirm'));
      await flush();
      expect(orderChip(h)).toBe('Completed');
      expect(h.text()).toContain('taker4');
      expect(h.text()).toContain('Applicants and takers1');
      expect(h.text()).not.toContain('No one has applied yet.');
      expect(h.text()).toContain('Review by');
      expect(taskButtons(h)).toEqual(['Leave a review']);
      await h.click(h.getButton('Leave a review'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('evaluateServer', { id: 4 });
      await h.click(h.getButton('History'));
      await settle(h, 'Confirmed completion');
    });

    test('refunded, cancelled and split tasks are listed with the rest; a long list links to all of them', async () => {
      const tasks = [
        other(11, { status: 'refunded' }),
        other(12, { status: 'cancelled' }),
        other(13, { status: 'split', actions: ['evaluate'] }),
      ];
      const h = await open(mine({ pricing_mode: 'quote' }), {
        api: {
          '/api/goods_order_task/list': (params: Record<string, unknown>) =>
            params.status === AGREED ? page(tasks, true, 23) : page([], false, 0),
        },
      });
      expect(h.text()).toContain('Refunded');
      expect(h.text()).toContain('Cancelled');
      expect(h.text()).toContain('Settled by support');
      expect(h.text()).toContain('Quotes0');
      expect(h.text()).toContain('Takers23');
      await h.click(h.getButton('See all takers (20 more)'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('receiverList', { id: 1 });
    });

    test('coming back to the page loads the order and its tasks again, not on the first show', async () => {
      let status: Task['status'] = 'pending';
      const h = mount(<OrderDetail />, {
        route: 'orderDetail',
        below: ['homeView'],
        query: { id: '1' },
        user: me,
        token: 'tok',
        api: {
          '/api/goods_order/detail': mine({ pricing_mode: 'quote' }),
          '/api/goods_order_task/list': filtered(() => [other(5, { status, actions: [] })]),
        },
      });
      await flush();
      await flush();
      expect(h.text()).toContain('Quotes1');
      expect(h.text()).not.toContain('taker5');
      const [home, detail] = h.router.$stack.get();
      h.router.navigateTo('bargainingView', { id: 5 });
      await flush();
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(1);
      status = 'awaiting_payment';
      (h.router.$stack as unknown as { set(v: unknown): void }).set([home, detail]);
      await flush();
      await flush();
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
      expect(calls(h, '/api/goods_order_task/list')).toHaveLength(4);
      expect(h.text()).toContain('Quotes0');
      expect(h.text()).toContain('Takers1');
      expect(h.text()).toContain('taker5');
    });

    test('a raised fee: the new fee, the difference and when on the card, and the top-up to pay', async () => {
      const at = NOW - 120;
      const h = await open(mine(), {
        api: {
          '/api/goods_order_task/list': filtered(() => [
            other(4, {
              status: 'in_service',
              fee_change: { price_fen: 15000, difference_fen: 3000, at },
              actions: ['request-cancel', 'modify-fee'],
            }),
            other(5, {
              status: 'paid',
              fee_change: { price_fen: 9000, difference_fen: -3000, at },
              actions: ['request-cancel', 'modify-fee'],
            }),
          ]),
        },
      });
      expect(h.text()).toContain('New fee requested¥150.00 (+¥30.00)');
      expect(h.text()).toContain(`Requested ${formatTime(at, 'en')}. It applies once you pay the top-up.`);
      expect(taskButtons(h, 0)).toEqual([
        'Pay the top-up of ¥30.00',
        'Request cancellation',
        'Change the fee',
      ]);
      await h.click(h.getButton('Pay the top-up of ¥30.00'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 4, info: 'topup' });
      // A lowering waits for the taker: said, and nothing to pay.
      expect(h.text()).toContain('New fee requested¥90.00 (-¥30.00)');
      expect(h.text()).toContain(
        'Waiting for the provider to agree; if they do, the difference comes back to you.',
      );
      expect(taskButtons(h, 1)).toEqual(['Request cancellation', 'Change the fee']);
      expect(h.unstyled()).toEqual([]);
    });

    test('request-changes needs a reason', async () => {
      const h = await open(mine(), {
        api: {
          '/api/goods_order_task/list': filtered(() => [
            other(4, { status: 'delivered', actions: ['request-changes'] }),
          ]),
          '/api/goods_order_task/transition': other(4, { status: 'in_service' }),
        },
      });
      await h.click(h.getButton('Ask for changes'));
      await settle(h, 'You can ask for changes 3 more times.');
      await h.click(h.getButton('Confirm'));
      expect(h.text()).toContain('Please give a reason.');
      expect(calls(h, '/api/goods_order_task/transition')).toHaveLength(0);
      await h.type(h.getByLabel<HTMLTextAreaElement>('Reason'), 'The tap still drips');
      await h.click(h.getButton('Confirm'));
      expect(calls(h, '/api/goods_order_task/transition')[0]?.params).toMatchObject({
        transition: 'request-changes',
        reason: 'The tap still drips',
      });
    });

    test('?task= puts that task first with its history', async () => {
      const h = await open(mine(), {
        query: { id: '1', task: '5' },
        api: {
          '/api/goods_order_task/list': filtered(() => [
            other(4, { status: 'paid' }),
            other(5, { status: 'pending', actions: ['accept', 'reject'] }),
          ]),
          '/api/goods_order_task/detail': other(5, { log: [] }),
        },
      });
      const cards = Array.from(h.container.querySelectorAll('.mp-od__card--first'));
      expect(cards).toHaveLength(1);
      expect(cards[0]?.textContent).toContain('taker5');
      expect(h.container.querySelectorAll('.mp-od__card')[2]).toBe(cards[0]);
      await vi.waitFor(() => expect(calls(h, '/api/goods_order_task/detail')).toHaveLength(1));
    });

    test('?task= of a task in neither list (a declined quote) is fetched alone', async () => {
      const h = await open(mine(), {
        query: { id: '1', task: '6' },
        api: {
          '/api/goods_order_task/list': filtered(() => [other(4, { status: 'paid' })]),
          '/api/goods_order_task/detail': other(6, { status: 'rejected', goods_order_id: 1 }),
        },
      });
      expect(calls(h, '/api/goods_order_task/detail')[0]?.params).toEqual({ id: '6' });
      const cards = Array.from(h.container.querySelectorAll('.mp-od__card--first'));
      expect(cards[0]?.textContent).toContain('taker6');
      expect(h.text()).toContain('taker4');
    });

    test('edit opens modifyOrder; cancel asks, with an optional reason', async () => {
      const h = await open(mine(), {
        api: {
          '/api/goods_order_task/list': page([]),
          '/api/goods_order/cancel': mine({ status: 'cancelled' }),
        },
      });
      expect(h.text()).toContain('No one has applied yet.');
      await h.click(h.getButton('Edit order'));
      expect(h.router.navigateTo).toHaveBeenCalledWith('modifyOrder', { id: 1 });
      await h.click(h.getButton('Cancel order'));
      await settle(h, 'Cancel this order?');
      await h.type(h.getByLabel<HTMLTextAreaElement>('Reason (optional)'), 'Plans changed');
      const buttons = h.container.querySelectorAll('.mp-popup .mp-btn--danger');
      await h.click(buttons[0] as Element);
      expect(calls(h, '/api/goods_order/cancel')[0]?.params).toEqual({ id: 1, reason: 'Plans changed' });
      expect(calls(h, '/api/goods_order/detail')).toHaveLength(2);
    });

    test('the list of tasks can fail and be retried', async () => {
      let fail = true;
      const h = await open(mine(), {
        api: {
          '/api/goods_order_task/list': () => (fail ? new ApiError('server', 'Busy, try again') : page([])),
        },
      });
      expect(h.text()).toContain('Busy, try again');
      fail = false;
      await h.click(h.getButton('Retry'));
      expect(h.text()).toContain('No one has applied yet.');
    });
  });
});

describe('orderDetail: saving the order', () => {
  test('a visitor saves the order from the bar and removes it again; the poster has no button', async () => {
    let saved = false;
    const h = mount(<OrderDetail />, {
      route: 'orderDetail',
      query: { id: '1' },
      user: { ...demoUser, id: 99 },
      token: 'tok',
      api: {
        '/api/goods_order/detail': demoOrder(),
        '/api/favourite/check': () => ({ saved }),
        '/api/favourite/save': () => {
          saved = true;
          return { saved };
        },
        '/api/favourite/remove': () => {
          saved = false;
          return { saved };
        },
      },
    });
    await flush();
    await flush();
    await h.click(h.getButton('☆ Save'));
    expect(h.calls.find((c) => c.path === '/api/favourite/save')?.params).toEqual({
      kind: 'order',
      target_id: 1,
    });
    expect(h.toasts).toContain('Saved to favourites');
    await h.click(h.getButton('★ Saved'));
    expect(h.toasts).toContain('Removed from favourites');
    expect(h.container.querySelector('.mp-save')?.getAttribute('aria-pressed')).toBe('false');
    expect(h.unstyled()).toEqual([]);
  });

  test('the poster sees no save button; a failed check hides it', async () => {
    const poster = mount(<OrderDetail />, {
      route: 'orderDetail',
      query: { id: '1' },
      user: { ...demoUser, id: demoOrder().poster.id },
      token: 'tok',
      api: {
        '/api/goods_order/detail': demoOrder(),
        '/api/goods_order/tasks': { list: [], page: 1, page_size: 20, has_more: false },
      },
    });
    await flush();
    await flush();
    expect(poster.container.querySelector('.mp-save')).toBeNull();
    document.body.innerHTML = '';
    const failed = mount(<OrderDetail />, {
      route: 'orderDetail',
      query: { id: '1' },
      user: { ...demoUser, id: 99 },
      token: 'tok',
      api: { '/api/goods_order/detail': demoOrder(), '/api/favourite/check': new ApiError('server', 'busy') },
    });
    await flush();
    await flush();
    expect(failed.container.querySelector('.mp-save')).toBeNull();
  });
});
