import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Coupon } from '../../../api/endpoints/coupons';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import CouponView from './couponView';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const DAY = 86_400;
const NOW = Math.floor(Date.now() / 1000);

function demoCoupon(over: Partial<Coupon> = {}): Coupon {
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
    ...over,
  };
}

const page = (list: Coupon[], has_more = false, n = 1) => ({ list, page: n, page_size: 20, has_more });

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<CouponView />, {
    route: 'couponView',
    below: ['personCenter'],
    token: 'tok',
    api: { '/m/api/user/coupon/list.php': answer },
    ...o,
  });
  await flush();
  return h;
};

const names = (h: Awaited<ReturnType<typeof open>>) =>
  [...h.container.querySelectorAll('.mp-coupon__name')].map((e) => e.textContent);

describe('couponView', () => {
  test('loading, then the available coupons with soon-to-expire and held marked; the tabs; load more', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    const h = await open((p: Record<string, unknown>) => {
      if (p.state === 'used')
        return page([demoCoupon({ id: 9, name: 'Cleaning 20 off', state: 'used', used_at: NOW - DAY })]);
      if (p.state === 'expired') return page([]);
      return p.page === 2
        ? page([demoCoupon({ id: 3, name: 'Repair 5 off', amount_fen: 500, min_spend_fen: 3000 })], false, 2)
        : page(
            [
              demoCoupon({ id: 1, expiring_soon: true }),
              demoCoupon({ id: 2, name: 'Held one', state: 'held', goods_order_task_id: 40 }),
            ],
            true,
          );
    });
    expect(h.calls[0]).toMatchObject({ method: 'POST', params: { state: 'available', page: 1 } });
    expect(names(h)).toEqual(['Welcome coupon', 'Held one']);
    expect(h.text()).toContain('¥10.00no minimum');
    expect(h.text()).toContain('Expiring soon');
    expect(h.text()).toContain('On a task awaiting payment');
    await h.click(h.getButton('load more'));
    expect(names(h)).toEqual(['Welcome coupon', 'Held one', 'Repair 5 off']);
    expect(h.text()).toContain('over ¥30.00');

    await h.click(h.getButton('Used'));
    expect(h.calls.at(-1)?.params).toEqual({ state: 'used', page: 1 });
    expect(names(h)).toEqual(['Cleaning 20 off']);
    expect(h.text()).toContain('Used on');
    expect(h.container.querySelector('[aria-selected=true]')?.textContent).toBe('Used');
    await h.click(h.getButton('Expired'));
    expect(h.text()).toContain('No expired coupons.');
    expect(h.unstyled()).toEqual([]);
  });

  test('empty: says so and leads to the task hall', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('No coupons to use right now.');
    await h.click(h.getButton('Browse the task hall'));
    expect(h.router.switchTab).toHaveBeenCalledWith('taskCentered');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => {
      n += 1;
      return n === 1 ? new ApiError('network', 'Network Error') : page([demoCoupon()]);
    });
    expect(h.text()).toContain('Network signal lost');
    vi.unstubAllGlobals();
    await h.click(h.getButton('Retry'));
    expect(names(h)).toEqual(['Welcome coupon']);
  });

  test('signed out: a prompt to sign in that comes back here', async () => {
    const h = await open(page([]), { token: null });
    expect(h.calls).toEqual([]);
    expect(h.text()).toContain('Sign in to see your coupons.');
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/couponView/couponView',
    });
  });

  test('?tab=expired opens that tab', async () => {
    const h = await open(page([demoCoupon({ state: 'expired', name: 'Old one' })]), {
      query: { tab: 'expired' },
    });
    expect(h.calls[0]?.params).toEqual({ state: 'expired', page: 1 });
    expect(h.text()).toContain('Ended');
  });
});
