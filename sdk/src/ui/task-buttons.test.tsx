import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../api/order-types';
import { ROUTE_INFO } from '../router/routes';
import { TaskButtons } from './task-buttons';
import { flush, mount } from './test-utils';

afterEach(() => {
  document.body.innerHTML = '';
});

const NOW = Math.floor(Date.now() / 1000);

function demoTask(over: Partial<Task> = {}): Task {
  return {
    id: 40,
    goods_order_id: 1,
    taker: { id: 9, s_username: 'Li Lei', face: '' },
    status: 'paid',
    price_fen: 12000,
    rounds: [{ by: 'taker', price_fen: 12000, at: NOW - 3600 }],
    fee_change: null,
    coupon: null,
    payable_fen: 12000,
    commission_fen: null,
    payout_fen: null,
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

const raised = { price_fen: 15000, difference_fen: 3000, at: NOW - 60 };
const lowered = { price_fen: 8000, difference_fen: -4000, at: NOW - 60 };

async function open(task: Task, side: 'poster' | 'taker', built?: string[]) {
  const onChange = vi.fn();
  const h = mount(<TaskButtons task={task} side={side} onChange={onChange} />, {
    route: 'orderDetail',
    ...(built ? { built } : {}),
  });
  await flush();
  return { h, onChange };
}

const labels = (h: ReturnType<typeof mount>) =>
  Array.from(h.container.querySelectorAll('button')).map((b) => b.textContent?.trim());

describe('TaskButtons: fee changes', () => {
  test('the taker answers a lowered fee on modifyFee, which shows both answers and the reason', async () => {
    const task = demoTask({
      fee_change: lowered,
      actions: ['deliver', 'accept-fee-change', 'decline-fee-change'],
    });
    const { h } = await open(task, 'taker');
    expect(labels(h)).toEqual(['Deliver', 'Agree to the lower fee', 'Keep the current fee']);
    await h.click(h.getButton('Agree to the lower fee'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('modifyFee', { id: 40 });
    await h.click(h.getButton('Keep the current fee'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('modifyFee', { id: 40 });
    await flush();
    // No form of its own: nothing is sent from here.
    expect(h.container.querySelector('form')).toBeNull();
    expect(h.calls).toEqual([]);
  });

  test('the poster pays the top-up of a raised fee on orderPay', async () => {
    const { h } = await open(demoTask({ fee_change: raised, actions: ['modify-fee'] }), 'poster');
    expect(labels(h)).toEqual(['Pay the top-up of ¥30.00', 'Change the fee']);
    await h.click(h.getButton('Pay the top-up of ¥30.00'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 40, info: 'topup' });
    expect(h.unstyled()).toEqual([]);
  });

  test('no top-up button for the taker, for a lowering, or where a top-up cannot be paid', async () => {
    expect(labels((await open(demoTask({ fee_change: raised }), 'taker')).h)).toEqual([]);
    expect(
      labels((await open(demoTask({ fee_change: lowered, actions: ['modify-fee'] }), 'poster')).h),
    ).toEqual(['Change the fee']);
    for (const status of ['cancel_requested', 'disputed'] as const) {
      const { h } = await open(demoTask({ status, fee_change: raised }), 'poster');
      expect(labels(h)).toEqual([]);
    }
    for (const status of ['in_service', 'delivered'] as const) {
      const { h } = await open(demoTask({ status, fee_change: raised }), 'poster');
      expect(labels(h)).toEqual(['Pay the top-up of ¥30.00']);
    }
  });
});

describe('TaskButtons: the coupon', () => {
  const awaiting = demoTask({ status: 'awaiting_payment', actions: ['change-coupon', 'modify-fee'] });

  test('"Change coupon" is hidden while there is no coupon picker (selectCoupon)', async () => {
    const built = ROUTE_INFO.map((r) => r.name).filter((name) => name !== 'selectCoupon');
    const { h } = await open(awaiting, 'poster', built);
    expect(labels(h)).toEqual(['Pay now', 'Change the fee']);
    const alone = await open(
      demoTask({ status: 'awaiting_payment', actions: ['change-coupon'] }),
      'poster',
      built,
    );
    expect(labels(alone.h)).toEqual(['Pay now']);
    const paid = await open(demoTask({ actions: ['change-coupon'] }), 'poster', built);
    expect(paid.h.container.querySelector('.mp-task-btns')).toBeNull();
  });

  test('with the coupon picker built, "Change coupon" shows', async () => {
    const { h } = await open(awaiting, 'poster');
    expect(labels(h)).toEqual(['Pay now', 'Change coupon', 'Change the fee']);
    await h.click(h.getButton('Pay now'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderPay', { id: 40 });
    await h.click(h.getButton('Change coupon'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('selectCoupon', { id: 40 });
  });
});
