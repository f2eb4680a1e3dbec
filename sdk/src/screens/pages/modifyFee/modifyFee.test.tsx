import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import ModifyFee from './modifyFee';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = 1_793_523_600;

function demoTask(over: Partial<Task> = {}): Task {
  return {
    id: 40,
    goods_order_id: 3,
    taker: { id: 9, s_username: 'Li Lei', face: '' },
    status: 'paid',
    price_fen: 10000,
    rounds: [{ by: 'taker', price_fen: 10000, at: NOW - 600 }],
    fee_change: null,
    coupon: null,
    payable_fen: 10000,
    commission_fen: null,
    payout_fen: null,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: {},
    log: [],
    actions: ['request-cancel', 'modify-fee'],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}

type Answer = unknown | ((params: Record<string, unknown>) => unknown);

function open(task: Task | Answer = demoTask(), transition: Answer = (p: Record<string, unknown>) => p) {
  return mount(<ModifyFee />, {
    route: 'modifyFee',
    below: ['orderDetail'],
    query: { id: '40' },
    api: {
      '/api/goods_order_task/detail': task,
      '/api/goods_order/detail': demoOrder({ id: 3, title: 'Paint the bedroom' }),
      '/api/goods_order_task/transition': transition,
    },
  });
}

const sent = (h: ReturnType<typeof open>) =>
  h.calls.filter((c) => c.path === '/api/goods_order_task/transition');

describe('modifyFee, the poster', () => {
  test('loads the task and its order, then shows the current fee', async () => {
    const h = open();
    expect(h.container.querySelector('[role=status] .mp-spin')).not.toBeNull();
    await flush();
    expect(h.calls.map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order_task/detail', { id: 40 }],
      ['/api/goods_order/detail', { id: 3 }],
    ]);
    for (const part of ['Paint the bedroom', 'Li Lei', 'Current fee', '¥100.00'])
      expect(h.text()).toContain(part);
    expect(h.unstyled()).toEqual([]);
  });

  test('a failed load shows the error with a retry; offline says so', async () => {
    let fail = true;
    const h = open(() => (fail ? new ApiError('server', 'This task does not exist.') : demoTask()));
    await flush();
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This task does not exist.');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Current fee');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = open(new ApiError('network', 'Network Error'));
    await flush();
    expect(off.text()).toContain('Network signal lost. Check your connection.');
  });

  test('bad amounts get an inline error and keep what was typed', async () => {
    const h = open(demoTask({ coupon: { user_coupon_id: 1, name: 'Coupon', amount_fen: 500 } }));
    await flush();
    const input = h.getByLabel('New fee (¥)');
    const submit = async (value: string) => {
      await h.type(input, value);
      await h.click(h.getButton('Confirm'));
      return h.container.querySelector('.mp-field__error')?.textContent;
    };
    expect(await submit('abc')).toBe('Enter an amount in yuan, like 120 or 99.50.');
    expect(input.value).toBe('abc');
    expect(await submit('12.345')).toBe('Enter an amount in yuan, like 120 or 99.50.');
    expect(await submit('5')).toBe('The fee must be more than ¥5.00.');
    expect(await submit('1000001')).toBe('The fee can be at most ¥1000000.00.');
    expect(await submit('100')).toBe('That is the fee already on the table.');
    expect(sent(h)).toEqual([]);
  });

  test('before payment: the new fee applies at once', async () => {
    const h = open(demoTask({ status: 'awaiting_payment', actions: ['change-coupon', 'modify-fee'] }), () =>
      demoTask({ status: 'awaiting_payment', price_fen: 8800 }),
    );
    await flush();
    await h.type(h.getByLabel('New fee (¥)'), '88');
    expect(h.text()).toContain(
      'The task is not paid yet, so the new fee applies at once: you will pay ¥88.00.',
    );
    await h.type(h.getByLabel('Reason (optional)'), ' Less work than planned ');
    await h.click(h.getButton('Confirm'));
    expect(sent(h)[0]?.params).toEqual({
      id: 40,
      transition: 'modify-fee',
      expected_state: 'awaiting_payment',
      price_fen: 8800,
      reason: 'Less work than planned',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(h.toasts).toEqual(['Fee changed']);
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('after payment, a raise goes on to pay the top-up', async () => {
    const h = open(demoTask(), () =>
      demoTask({ fee_change: { price_fen: 12500, difference_fen: 2500, at: NOW } }),
    );
    await flush();
    await h.type(h.getByLabel('New fee (¥)'), '125');
    expect(h.text()).toContain('you will pay the difference of ¥25.00 now as a top-up');
    await h.click(h.getButton('Confirm'));
    expect(sent(h)[0]?.params).toMatchObject({
      transition: 'modify-fee',
      expected_state: 'paid',
      price_fen: 12500,
    });
    expect(sent(h)[0]?.params).not.toHaveProperty('reason');
    expect(h.router.redirectTo).toHaveBeenCalledWith('orderPay', { id: 40, info: 'topup' });
  });

  test('after payment, a lowering is sent to the taker', async () => {
    const h = open(demoTask({ status: 'in_service' }), () =>
      demoTask({ status: 'in_service', fee_change: { price_fen: 7000, difference_fen: -3000, at: NOW } }),
    );
    await flush();
    await h.type(h.getByLabel('New fee (¥)'), '70');
    expect(h.text()).toContain(
      'The task is paid, so Li Lei must agree. If they do, ¥30.00 comes back to you.',
    );
    await h.click(h.getButton('Confirm'));
    expect(h.toasts).toEqual(['Sent to Li Lei for approval']);
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('an open raise: pay it from here, or withdraw it with the current fee', async () => {
    const raised = demoTask({ fee_change: { price_fen: 12500, difference_fen: 2500, at: NOW } });
    const h = open(raised, () => demoTask());
    await flush();
    expect(h.text()).toContain('Change asked for');
    expect(h.text()).toContain('A top-up of ¥25.00 is waiting to be paid.');
    await h.click(h.getButton('Pay the top-up of ¥25.00'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 40, info: 'topup' });
    await h.type(h.getByLabel('New fee (¥)'), '125');
    await h.click(h.getButton('Confirm'));
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe(
      'That is the fee already on the table.',
    );
    await h.type(h.getByLabel('New fee (¥)'), '100');
    expect(h.text()).toContain('This withdraws the change you asked for; the fee stays ¥100.00.');
    await h.click(h.getButton('Confirm'));
    expect(h.toasts).toEqual(['Change withdrawn']);
  });

  test('a refusal shows inline, keeps the input, reloads a stale task; a retry keeps its key', async () => {
    let answer: unknown = new ApiError('server', 'This task is no longer in that state.', 409);
    const h = open(demoTask(), () => answer);
    await flush();
    await h.type(h.getByLabel('New fee (¥)'), '90');
    await h.click(h.getButton('Confirm'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe(
      'This task is no longer in that state.',
    );
    expect(h.getByLabel('New fee (¥)').value).toBe('90');
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/detail')).toHaveLength(2);
    answer = demoTask({ fee_change: { price_fen: 9000, difference_fen: -1000, at: NOW } });
    await h.click(h.getButton('Confirm'));
    const keys = sent(h).map((c) => c.params.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Changing the input makes it a new action with a new key.
    await h.type(h.getByLabel('New fee (¥)'), '95');
    await h.click(h.getButton('Confirm'));
    expect(sent(h)[2]?.params.idempotency_key).not.toBe(keys[0]);
  });

  test('a double tap sends once', async () => {
    let resolve: (v: unknown) => void = () => {};
    const h = open(demoTask(), () => new Promise((r) => (resolve = r)));
    await flush();
    await h.type(h.getByLabel('New fee (¥)'), '90');
    const button = h.getButton('Confirm');
    button.click();
    button.click();
    await flush();
    expect(sent(h)).toHaveLength(1);
    resolve(demoTask({ fee_change: { price_fen: 9000, difference_fen: -1000, at: NOW } }));
    await flush();
    expect(h.toasts).toEqual(['Sent to Li Lei for approval']);
  });

  test('a task whose fee cannot change says so', async () => {
    const h = open(demoTask({ status: 'completed', actions: ['evaluate'] }));
    await flush();
    expect(h.text()).toContain('The fee of this task cannot be changed now.');
    await h.click(h.getButton('Back'));
    expect(h.router.navigateBack).toHaveBeenCalled();
  });
});

describe('modifyFee, the taker answering a lowering', () => {
  const asked = demoTask({
    fee_change: { price_fen: 7000, difference_fen: -3000, at: NOW },
    actions: ['start', 'deliver', 'request-cancel', 'accept-fee-change', 'decline-fee-change'],
    log: [
      {
        transition: 'modify-fee',
        actor_role: 'poster',
        actor_id: 2,
        from: 'paid',
        to: 'paid',
        at: NOW,
        reason: 'Only the kitchen',
      },
    ],
  });

  test('agrees: accept-fee-change with the state it saw', async () => {
    const h = open(asked, () => demoTask({ price_fen: 7000 }));
    await flush();
    expect(h.text()).toContain('The customer asks to lower the fee from ¥100.00 to ¥70.00.');
    expect(h.text()).toContain('Their reason: Only the kitchen');
    expect(h.text()).toContain('CustomerWang');
    expect(h.container.querySelector('input')).toBeNull();
    await h.click(h.getButton('Agree to ¥70.00'));
    expect(sent(h)[0]?.params).toEqual({
      id: 40,
      transition: 'accept-fee-change',
      expected_state: 'paid',
      idempotency_key: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(h.toasts).toEqual(['You agreed to the new fee']);
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('keeps the fee: decline-fee-change; an error shows and both buttons stay', async () => {
    let answer: unknown = new ApiError('network', 'Network Error');
    const h = open(asked, () => answer);
    await flush();
    await h.click(h.getButton('Keep ¥100.00'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('Network Error');
    answer = demoTask();
    await h.click(h.getButton('Keep ¥100.00'));
    expect(sent(h).map((c) => c.params.transition)).toEqual(['decline-fee-change', 'decline-fee-change']);
    expect(h.toasts).toEqual(['You kept the current fee']);
  });
});
