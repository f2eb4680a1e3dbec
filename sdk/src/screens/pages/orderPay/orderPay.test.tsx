import type { WritableAtom } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import type { PageEntry } from '../../../router/router';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import OrderPay, { PAY_POLL_MAX_MS, PAY_POLL_MS } from './orderPay';

const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);
const NOW = T0 / 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function demoTask(over: Partial<Task> = {}): Task {
  return {
    id: 40,
    goods_order_id: 3,
    taker: { id: 9, s_username: 'Li Lei', face: '' },
    status: 'awaiting_payment',
    price_fen: 12000,
    rounds: [{ by: 'taker', price_fen: 12000, at: NOW - 60 }],
    fee_change: null,
    coupon: { user_coupon_id: 5, name: 'New user coupon', amount_fen: 1000 },
    payable_fen: 11000,
    commission_fen: null,
    payout_fen: null,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: { payment_by: NOW + 600 },
    log: [],
    actions: ['change-coupon', 'modify-fee'],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}

const started = (over = {}) => ({
  payment_id: 'pay_1',
  amount_fen: 11000,
  status: 'pending',
  expires_at: NOW + 600,
  provider: 'sandbox',
  next: 'sandbox',
  ...over,
});
const bridge = {
  appId: 'sandbox',
  timeStamp: String(NOW),
  nonceStr: 'abc',
  package: 'prepay_id=pay_1',
  signType: 'RSA',
  paySign: 'sig',
  sandbox_url: 'https://api.test/dev/pay/pay_1',
};

type Answer = unknown | ((params: Record<string, unknown>) => unknown);

function open(answers: Record<string, Answer> = {}, query: Record<string, string> = { id: '40' }) {
  return mount(<OrderPay />, {
    route: 'orderPay',
    below: ['orderDetail'],
    query,
    api: {
      '/api/goods_order_task/detail': demoTask(),
      '/api/goods_order/detail': demoOrder({ id: 3, title: 'Fix a leaking tap' }),
      '/m/api/order/pay_in.php': started(),
      '/api/wechat.pay/bridgeConfig': bridge,
      '/api/pay/status': { status: 'pending', task: demoTask() },
      '/m/api/user/coupon/usable_task.php': { coupon: { id: 5 }, list: [] },
      ...answers,
    },
  });
}

const tick = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await flush();
};
const count = (h: ReturnType<typeof open>, path: string) => h.calls.filter((c) => c.path === path).length;

describe('orderPay', () => {
  test('shows what is paid and the time left, loading first', async () => {
    const h = open();
    expect(h.container.querySelector('[role=status] .mp-spin')).not.toBeNull();
    await flush();
    expect(h.calls.map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order_task/detail', { id: 40 }],
      ['/api/goods_order/detail', { id: 3 }],
      // The coupon the task holds still pays best: kept, nothing changed.
      ['/m/api/user/coupon/usable_task.php', { goods_order_id: 3, goods_order_task_id: 40, preferred: 5 }],
    ]);
    expect(h.text()).not.toContain('We applied the coupon');
    const text = h.text();
    for (const part of [
      'Fix a leaking tap',
      'Li Lei',
      '¥120.00',
      'New user coupon',
      '-¥10.00',
      'To pay',
      '¥110.00',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Pay within 10:00');
    await tick(61_000);
    expect(h.text()).toContain('Pay within 8:59');
    expect(h.getButton('Pay ¥110.00')).toBeTruthy();
    expect(h.unstyled()).toEqual([]);
  });

  test('the coupon row opens selectCoupon for the task; without a coupon it says none is chosen', async () => {
    const h = open();
    await flush();
    const row = h.container.querySelector('button.mp-cell') as HTMLElement;
    expect(row.textContent).toBe('CouponNew user coupon -¥10.00');
    await h.click(row);
    expect(h.router.navigateTo).toHaveBeenCalledWith('selectCoupon', { id: 40 });
    document.body.innerHTML = '';
    const none = open({
      '/api/goods_order_task/detail': demoTask({ coupon: null, payable_fen: 12000 }),
      '/m/api/user/coupon/usable_task.php': { coupon: null, list: [] },
    });
    await flush();
    expect(none.container.querySelector('button.mp-cell')?.textContent).toBe('CouponNone chosen');
    expect(none.getButton('Pay ¥120.00')).toBeTruthy();
    document.body.innerHTML = '';
    const paid = open({ '/api/goods_order_task/detail': demoTask({ status: 'paid' }) });
    await flush();
    expect(paid.container.querySelector('button.mp-cell')).toBeNull();
    expect(paid.text()).toContain('New user coupon');
  });

  test('opening the payment applies the coupon that saves the most, and says so', async () => {
    const bare = demoTask({ coupon: null, payable_fen: 12000 });
    const withBest = demoTask({
      coupon: { user_coupon_id: 8, name: 'Cleaning coupon', amount_fen: 2000 },
      payable_fen: 10000,
      log: [
        {
          transition: 'change-coupon',
          actor_role: 'poster',
          actor_id: 7,
          from: 'awaiting_payment',
          to: 'awaiting_payment',
          at: NOW,
          reason: '',
        },
      ],
    });
    const h = open({
      '/api/goods_order_task/detail': bare,
      '/m/api/user/coupon/usable_task.php': { coupon: { id: 8 }, list: [] },
      '/api/task/coupon': withBest,
    });
    expect(h.container.querySelector('[role=status] .mp-spin')).not.toBeNull();
    await flush();
    expect(h.calls.find((c) => c.path === '/m/api/user/coupon/usable_task.php')?.params).toEqual({
      goods_order_id: 3,
      goods_order_task_id: 40,
    });
    expect(h.calls.find((c) => c.path === '/api/task/coupon')?.params).toMatchObject({
      goods_order_task_id: 40,
      new_coupon_id: 8,
      idempotency_key: expect.stringMatching(/^\w{8,64}$/),
    });
    expect(h.container.querySelector('button.mp-cell')?.textContent).toBe('CouponCleaning coupon -¥20.00');
    expect(h.text()).toContain('We applied the coupon that saves you the most.');
    expect(h.getButton('Pay ¥100.00')).toBeTruthy();
    expect(h.unstyled()).toEqual([]);
  });

  test('a coupon choice made on selectCoupon, "No coupon" included, is never overridden', async () => {
    const declined = demoTask({
      coupon: null,
      payable_fen: 12000,
      log: [
        {
          transition: 'change-coupon',
          actor_role: 'poster',
          actor_id: 7,
          from: 'awaiting_payment',
          to: 'awaiting_payment',
          at: NOW,
          reason: '',
        },
      ],
    });
    const h = open({ '/api/goods_order_task/detail': declined });
    await flush();
    expect(count(h, '/m/api/user/coupon/usable_task.php')).toBe(0);
    expect(count(h, '/api/task/coupon')).toBe(0);
    expect(h.container.querySelector('button.mp-cell')?.textContent).toBe('CouponNone chosen');
    expect(h.getButton('Pay ¥120.00')).toBeTruthy();
  });

  test('with no usable coupon, or when choosing fails, the task is paid as it stands', async () => {
    const bare = demoTask({ coupon: null, payable_fen: 12000 });
    const none = open({
      '/api/goods_order_task/detail': bare,
      '/m/api/user/coupon/usable_task.php': { coupon: null, list: [] },
    });
    await flush();
    expect(count(none, '/api/task/coupon')).toBe(0);
    expect(none.getButton('Pay ¥120.00')).toBeTruthy();
    document.body.innerHTML = '';
    const failing = open({
      '/api/goods_order_task/detail': bare,
      '/m/api/user/coupon/usable_task.php': { coupon: { id: 8 }, list: [] },
      '/api/task/coupon': new ApiError('server', 'This coupon has expired.'),
    });
    await flush();
    expect(failing.container.querySelector('[role=alert]')).toBeNull();
    expect(failing.container.querySelector('button.mp-cell')?.textContent).toBe('CouponNone chosen');
    expect(failing.getButton('Pay ¥120.00')).toBeTruthy();
  });

  test('a failed load shows the error with a retry; offline says so', async () => {
    let fail = true;
    const h = open({
      '/api/goods_order_task/detail': () =>
        fail ? new ApiError('server', 'This task does not exist.') : demoTask(),
    });
    await flush();
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This task does not exist.');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix a leaking tap');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = open({ '/api/goods_order_task/detail': new ApiError('network', 'Network Error') });
    await flush();
    expect(off.text()).toContain('Network signal lost. Check your connection.');
  });

  test('sandbox: pay, open the confirmation page in a new tab, poll every 2 s until paid', async () => {
    let status = 'pending';
    const h = open({ '/api/pay/status': () => ({ status, task: demoTask() }) });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    const payIn = h.calls.find((c) => c.path === '/m/api/order/pay_in.php');
    expect(payIn?.params).toMatchObject({
      id: 40,
      info: 'task',
      idempotency_key: expect.stringMatching(/^\w{8,64}$/),
    });
    expect(h.calls.find((c) => c.path === '/api/wechat.pay/bridgeConfig')?.params).toEqual({
      id: 'pay_1',
      info: 'jsapi',
    });
    const link = h.container.querySelector<HTMLAnchorElement>('a.mp-btn');
    expect(link?.textContent).toBe('Open the payment page');
    expect([link?.getAttribute('href'), link?.target, link?.rel]).toEqual([
      'https://api.test/dev/pay/pay_1',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(h.text()).toContain('Confirm the payment on the payment page');

    expect(count(h, '/api/pay/status')).toBe(0);
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(1);
    expect(h.calls.at(-1)?.params).toEqual({ payment_id: 'pay_1' });
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(2);
    status = 'succeeded';
    await tick(PAY_POLL_MS);
    expect(h.toasts).toEqual(['Payment received']);
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 3, task: 40 });
    await tick(PAY_POLL_MS * 5);
    expect(count(h, '/api/pay/status')).toBe(3);
  });

  test('polling backs off on errors, says so, and recovers', async () => {
    let fail = true;
    const h = open({
      '/api/pay/status': () =>
        fail ? new ApiError('network', 'Network Error') : { status: 'pending', task: demoTask() },
    });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(1);
    expect(h.text()).toContain('Could not check the payment: Network Error. Trying again…');
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(1); // waits 4 s now
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(2);
    await tick(PAY_POLL_MS * 4);
    expect(count(h, '/api/pay/status')).toBe(3); // then 8 s
    for (let i = 0; i < 4; i++) await tick(PAY_POLL_MAX_MS);
    expect(count(h, '/api/pay/status')).toBe(7); // never more than 30 s apart
    fail = false;
    await tick(16_000); // the 30 s wait that started at 120 s ends at 150 s
    expect(count(h, '/api/pay/status')).toBe(8);
    expect(h.text()).not.toContain('Could not check');
    await tick(PAY_POLL_MS); // every 2 s again
    expect(count(h, '/api/pay/status')).toBe(9);
  });

  test('polling stops on unmount and while another page covers this one', async () => {
    const h = open();
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(1);
    const $stack = h.router.$stack as unknown as WritableAtom<PageEntry[]>;
    const mine = $stack.get();
    await act(() => {
      h.router.navigateTo('chatView');
    });
    await tick(PAY_POLL_MS * 5);
    expect(count(h, '/api/pay/status')).toBe(1);
    await act(() => $stack.set(mine));
    await tick(PAY_POLL_MS);
    expect(count(h, '/api/pay/status')).toBe(2);
    h.unmount();
    await tick(PAY_POLL_MS * 5);
    expect(count(h, '/api/pay/status')).toBe(2);
  });

  test('a double tap starts one payment; a retried start keeps its key; a failure gets a new attempt', async () => {
    let starts = 0;
    let status = 'pending';
    const h = open({
      '/m/api/order/pay_in.php': () => {
        starts++;
        return starts === 1 ? new ApiError('network', 'Network Error') : started();
      },
      '/api/pay/status': () => ({ status, task: demoTask() }),
    });
    await flush();
    const button = h.getButton('Pay ¥110.00');
    button.click();
    button.click();
    await flush();
    expect(starts).toBe(1);
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('Network Error');
    await h.click(h.getButton('Pay ¥110.00'));
    const keys = h.calls
      .filter((c) => c.path === '/m/api/order/pay_in.php')
      .map((c) => c.params.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    status = 'failed';
    await tick(PAY_POLL_MS);
    expect(h.text()).toContain('The payment did not go through. No money was taken.');
    status = 'pending';
    await h.click(h.getButton('Try again'));
    const third = h.calls.filter((c) => c.path === '/m/api/order/pay_in.php').at(-1)?.params.idempotency_key;
    expect(third).not.toBe(keys[0]);
    expect(h.text()).toContain('Open the payment page');
  });

  test('an expired payment explains and goes back to the order; so does the clock running out', async () => {
    const h = open({ '/api/pay/status': { status: 'expired', task: demoTask() } });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    await tick(PAY_POLL_MS);
    expect(h.text()).toContain('The time to pay has run out. Go back to the order to start again.');
    await h.click(h.getButton('Back to the order'));
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 3, task: 40 });

    const idle = open();
    await flush();
    await tick(600_000);
    expect(idle.text()).toContain('The time to pay has run out.');
    expect(idle.text()).not.toContain('Pay ¥110.00');
  });

  test('inside WeChat: getBrandWCPayRequest with the bridge parameters, then the status', async () => {
    const invoke = vi.fn();
    vi.stubGlobal('WeixinJSBridge', { invoke });
    const wechat = { ...bridge, appId: 'wx1', package: 'prepay_id=wx2', sandbox_url: undefined };
    let status = 'pending';
    const h = open({
      '/m/api/order/pay_in.php': started({ provider: 'wechat', next: 'bridge' }),
      '/api/wechat.pay/bridgeConfig': wechat,
      '/api/pay/status': () => ({ status, task: demoTask() }),
    });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    expect(invoke).toHaveBeenCalledTimes(1);
    const [name, params, done] = invoke.mock.calls[0] as [
      string,
      Record<string, string>,
      (r: object) => void,
    ];
    expect(name).toBe('getBrandWCPayRequest');
    expect(params).toEqual({
      appId: 'wx1',
      timeStamp: String(NOW),
      nonceStr: 'abc',
      package: 'prepay_id=wx2',
      signType: 'RSA',
      paySign: 'sig',
    });
    // Cancelled in WeChat: nothing is lost, the same attempt pays again.
    await act(() => done({ err_msg: 'get_brand_wcpay_request:cancel' }));
    expect(h.text()).toContain('Payment cancelled. You can pay again while time remains.');
    await h.click(h.getButton('Pay ¥110.00'));
    const keys = h.calls
      .filter((c) => c.path === '/m/api/order/pay_in.php')
      .map((c) => c.params.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    const [, , again] = invoke.mock.calls[1] as [string, unknown, (r: object) => void];
    await act(() => again({ err_msg: 'get_brand_wcpay_request:ok' }));
    expect(h.text()).toContain('Waiting for the payment to be confirmed…');
    expect(h.container.querySelector('a.mp-btn')).toBeNull();
    status = 'succeeded';
    await tick(PAY_POLL_MS);
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 3, task: 40 });

    const failing = open({
      '/m/api/order/pay_in.php': started({ provider: 'wechat', next: 'bridge' }),
      '/api/wechat.pay/bridgeConfig': wechat,
    });
    await flush();
    await failing.click(failing.getButton('Pay ¥110.00'));
    const [, , fail] = invoke.mock.calls[2] as [string, unknown, (r: object) => void];
    await act(() => fail({ err_msg: 'get_brand_wcpay_request:fail' }));
    expect(failing.text()).toContain('The payment did not go through.');
  });

  test('a WeChat payment outside WeChat asks to open the page in WeChat', async () => {
    const h = open({ '/m/api/order/pay_in.php': started({ provider: 'wechat', next: 'bridge' }) });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('Open this page in WeChat to pay.');
    expect(h.getButton('Pay ¥110.00')).toBeTruthy();
  });

  test('a top-up pays the difference of a raised fee', async () => {
    const raised = demoTask({
      status: 'in_service',
      price_fen: 10000,
      payable_fen: 10000,
      coupon: null,
      fee_change: { price_fen: 12500, difference_fen: 2500, at: NOW - 10 },
      deadlines: {},
    });
    const h = open(
      {
        '/api/goods_order_task/detail': raised,
        '/m/api/order/pay_in.php': started({ amount_fen: 2500 }),
      },
      { id: '40', info: 'topup' },
    );
    await flush();
    expect(h.container.querySelector('h1')?.textContent).toBe('Pay the top-up');
    for (const part of ['Fee', '¥100.00', 'New fee', '¥125.00', 'Top-up to pay', '¥25.00'])
      expect(h.text()).toContain(part);
    expect(h.text()).not.toContain('Pay within');
    await h.click(h.getButton('Pay ¥25.00'));
    expect(h.calls.find((c) => c.path === '/m/api/order/pay_in.php')?.params).toMatchObject({
      id: 40,
      info: 'topup',
    });
    expect(h.text()).toContain('Pay within 10:00');
  });

  test('nothing to pay: a paid task, or a top-up already settled', async () => {
    const paid = open({ '/api/goods_order_task/detail': demoTask({ status: 'paid', deadlines: {} }) });
    await flush();
    expect(paid.text()).toContain('This task is already paid.');
    await paid.click(paid.getButton('Back to the order'));
    expect(paid.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 3, task: 40 });
    const none = open(
      { '/api/goods_order_task/detail': demoTask({ status: 'paid' }) },
      { id: '40', info: 'topup' },
    );
    await flush();
    expect(none.text()).toContain('There is nothing to pay for this task right now.');
  });

  test('a 409 (paid in another tab) loads the task again: its state, the message, the way back', async () => {
    const stale = 'This task changed in the meantime; here is where it stands now.';
    let task = demoTask();
    const h = open({
      '/api/goods_order_task/detail': () => task,
      '/m/api/order/pay_in.php': () => {
        task = demoTask({ status: 'paid', deadlines: {}, actions: [] });
        return new ApiError('server', stale, 409);
      },
    });
    await flush();
    expect(h.text()).not.toContain('Status');
    await h.click(h.getButton('Pay ¥110.00'));
    await flush();
    expect(count(h, '/api/goods_order_task/detail')).toBe(2);
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe(stale);
    expect(h.text()).toContain('StatusPaid, to start');
    expect(h.text()).toContain('This task is already paid.');
    expect(h.text()).not.toContain('To pay');
    expect(h.text()).not.toContain('Pay ¥110.00');
    expect(h.text()).not.toContain('Pay within');
    await h.click(h.getButton('Back to the order'));
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderDetail', { id: 3, task: 40 });
    expect(h.unstyled()).toEqual([]);
  });

  test('a 409 after the hold ran out shows the task back to awaiting a reply', async () => {
    let task = demoTask();
    const h = open({
      '/api/goods_order_task/detail': () => task,
      '/m/api/order/pay_in.php': () => {
        task = demoTask({ status: 'pending', deadlines: {}, actions: [] });
        return new ApiError('server', 'This task changed in the meantime; here is where it stands now.', 409);
      },
    });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    await flush();
    expect(h.text()).toContain('StatusAwaiting reply');
    expect(h.text()).toContain('This task is no longer waiting for payment.');
    expect(h.getButton('Back to the order')).toBeTruthy();
  });

  test('a 409 when the fee changed before paying: the new amount, and a new attempt', async () => {
    let task = demoTask();
    let starts = 0;
    const h = open({
      '/api/goods_order_task/detail': () => task,
      '/m/api/order/pay_in.php': () => {
        starts++;
        if (starts > 1) return started({ amount_fen: 8000 });
        task = demoTask({ price_fen: 9000, payable_fen: 8000 });
        return new ApiError('server', 'This task changed in the meantime; here is where it stands now.', 409);
      },
    });
    await flush();
    await h.click(h.getButton('Pay ¥110.00'));
    await flush();
    expect(h.text()).toContain('This task changed in the meantime');
    await h.click(h.getButton('Pay ¥80.00'));
    const keys = h.calls
      .filter((c) => c.path === '/m/api/order/pay_in.php')
      .map((c) => c.params.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(h.text()).toContain('Open the payment page');
  });

  test('a top-up refused with 409 (the raise was withdrawn) shows there is nothing left to pay', async () => {
    const raise = { price_fen: 12500, difference_fen: 2500, at: NOW - 10 };
    let task = demoTask({
      status: 'in_service',
      price_fen: 10000,
      coupon: null,
      fee_change: raise,
      deadlines: {},
    });
    const h = open(
      {
        '/api/goods_order_task/detail': () => task,
        '/m/api/order/pay_in.php': () => {
          task = { ...task, fee_change: null };
          return new ApiError('server', 'No fee change is waiting for this.', 409);
        },
      },
      { id: '40', info: 'topup' },
    );
    await flush();
    await h.click(h.getButton('Pay ¥25.00'));
    await flush();
    expect(h.text()).toContain('StatusIn progress');
    expect(h.text()).toContain('There is nothing to pay for this task right now.');
    expect(h.text()).not.toContain('Top-up to pay');
    expect(h.getButton('Back to the order')).toBeTruthy();
  });

  test('a raise open on a task whose cancellation is asked cannot be paid', async () => {
    const h = open(
      {
        '/api/goods_order_task/detail': demoTask({
          status: 'cancel_requested',
          coupon: null,
          fee_change: { price_fen: 12500, difference_fen: 500, at: NOW - 10 },
          deadlines: {},
        }),
      },
      { id: '40', info: 'topup' },
    );
    await flush();
    expect(h.text()).toContain('There is nothing to pay for this task right now.');
    expect(h.text()).not.toContain('Pay ¥5.00');
  });

  test('back on top before paying, it loads the task again (the fee may have changed)', async () => {
    const h = open();
    await flush();
    const $stack = h.router.$stack as unknown as WritableAtom<PageEntry[]>;
    const mine = $stack.get();
    await act(() => {
      h.router.navigateTo('modifyFee', { id: 40 });
    });
    await act(() => $stack.set(mine));
    await flush();
    expect(count(h, '/api/goods_order_task/detail')).toBe(2);
  });
});
