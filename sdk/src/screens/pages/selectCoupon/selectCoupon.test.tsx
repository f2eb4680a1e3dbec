import { afterEach, describe, expect, test, vi } from 'vitest';
import type { UsableCoupon } from '../../../api/endpoints/coupons';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import SelectCoupon from './selectCoupon';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

function coupon(over: Partial<UsableCoupon> = {}): UsableCoupon {
  return {
    id: 1,
    template_id: 1,
    name: 'Welcome coupon',
    amount_fen: 1000,
    min_spend_fen: 0,
    category_ids: [],
    state: 'available',
    valid_from: NOW - DAY,
    valid_until: NOW + 20 * DAY,
    expiring_soon: false,
    goods_order_task_id: null,
    received_at: NOW - DAY,
    used_at: null,
    usable: true,
    reason: null,
    reason_msg: null,
    ...over,
  };
}

const BEST = [
  coupon({ id: 2, name: 'Twenty off', amount_fen: 2000 }),
  coupon({ id: 1, state: 'held', goods_order_task_id: 40 }),
  coupon({
    id: 3,
    name: 'Cleaning only',
    usable: false,
    reason: 'coupon.category',
    reason_msg: 'This coupon does not apply to this category.',
  }),
];

const open = async (answers: Record<string, unknown> = {}) => {
  const h = mount(<SelectCoupon />, {
    route: 'selectCoupon',
    below: ['orderPay'],
    query: { id: '40' },
    token: 'tok',
    api: { '/m/api/user/coupon/usable.php': BEST, '/api/task/coupon': {}, ...answers },
  });
  await flush();
  return h;
};

const cards = (h: Awaited<ReturnType<typeof open>>) =>
  [...h.container.querySelectorAll('.mp-coupon')].map((e) => [
    e.querySelector('.mp-coupon__name')?.textContent,
    e.tagName === 'BUTTON',
    e.classList.contains('mp-coupon--on'),
  ]);

describe('selectCoupon', () => {
  test('the best first, the one held marked, those that cannot pay greyed with the reason; a tap applies and goes back', async () => {
    const h = await open();
    expect(h.calls[0]).toMatchObject({
      path: '/m/api/user/coupon/usable.php',
      params: { goods_order_task_id: 40 },
    });
    expect(cards(h)).toEqual([
      ['Twenty off', true, false],
      ['Welcome coupon', true, true],
      ['Cleaning only', false, false],
    ]);
    expect(h.text()).toContain('Not for this task');
    expect(h.text()).toContain('This coupon does not apply to this category.');
    await h.click(h.container.querySelector('button.mp-coupon') as Element);
    const sent = h.calls.find((c) => c.path === '/api/task/coupon');
    expect(sent?.params).toMatchObject({ goods_order_task_id: 40, new_coupon_id: 2 });
    expect(typeof sent?.params.idempotency_key).toBe('string');
    expect(h.toasts).toContain('Coupon applied');
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.unstyled()).toEqual([]);
  });

  test('"No coupon" drops it; the one already held goes back without a call', async () => {
    const h = await open();
    await h.click(h.container.querySelectorAll('button.mp-coupon')[1] as Element);
    expect(h.calls.filter((c) => c.path === '/api/task/coupon')).toEqual([]);
    expect(h.router.navigateBack).toHaveBeenCalledTimes(1);
    await h.click(h.getButton('No coupon'));
    expect(h.calls.find((c) => c.path === '/api/task/coupon')?.params).toMatchObject({ new_coupon_id: 0 });
    expect(h.toasts).toContain('Paying without a coupon');
  });

  test('a refusal stays here with the message and reloads the list', async () => {
    const h = await open({
      '/api/task/coupon': new ApiError('server', 'This coupon is not available.', 400),
    });
    await h.click(h.container.querySelector('button.mp-coupon') as Element);
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('This coupon is not available.');
    expect(h.router.navigateBack).not.toHaveBeenCalled();
    expect(h.calls.filter((c) => c.path === '/m/api/user/coupon/usable.php')).toHaveLength(2);
  });

  test('empty: "No coupon" stays, and says there are none', async () => {
    const h = await open({ '/m/api/user/coupon/usable.php': [] });
    expect(h.text()).toContain('You have no coupons yet.');
    expect(h.getButton('No coupon').getAttribute('aria-pressed')).toBe('true');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/m/api/user/coupon/usable.php': () => {
        n += 1;
        return n === 1 ? new ApiError('network', 'Network Error') : BEST;
      },
    });
    expect(h.text()).toContain('Network signal lost');
    vi.unstubAllGlobals();
    await h.click(h.getButton('Retry'));
    expect(cards(h)).toHaveLength(3);
  });
});
