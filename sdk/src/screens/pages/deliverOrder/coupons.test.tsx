import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Campaign, Coupon } from '../../../api/endpoints/coupons';
import { ApiError } from '../../../api/transport';
import { useInstance } from '../../../app/context';
import { flush, mount } from '../../../ui/test-utils';
import { OfferedCoupons, type OfferedCouponsProps } from './coupons';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 11,
  name: 'Cleaning: 5 off',
  amount_fen: 500,
  min_spend_fen: 3000,
  receive_type: 'claim',
  category_ids: [2],
  valid_from: null,
  valid_until: null,
  valid_days: 7,
  stock_left: 50,
  per_person_limit: 1,
  received: 0,
  can_receive: true,
  ...over,
});
const issued = { id: 99, template_id: 11, name: 'Cleaning: 5 off', state: 'available' } as Coupon;

function Section(p: Omit<OfferedCouponsProps, 'api'>) {
  return <OfferedCoupons api={useInstance().api} {...p} />;
}

const place = { longitude: 121.47, latitude: 31.23 };
const shows = (h: { calls: { path: string; params: unknown }[] }) =>
  h.calls.filter((c) => c.path === '/api/user.Coupon/createOrderShow').map((c) => c.params);
const claims = (h: { calls: { path: string; params: unknown }[] }) =>
  h.calls.filter((c) => c.path === '/api/coupon/getOrderCoupon').map((c) => c.params);

describe('deliverOrder: the coupons to claim', () => {
  test('lists the category’s campaigns for the place; claiming one issues it and says so', async () => {
    let held = false;
    const h = mount(<Section categoryId={2} place={place} />, {
      api: {
        '/api/user.Coupon/createOrderShow': () => [
          campaign({ received: held ? 1 : 0, can_receive: !held }),
          campaign({
            id: 12,
            name: 'Gone',
            can_receive: false,
            valid_days: null,
            valid_until: 1_900_000_000,
          }),
        ],
        '/api/coupon/getOrderCoupon': () => {
          held = true;
          return issued;
        },
      },
    });
    expect(h.text()).toContain('Looking for coupons…');
    await flush();
    expect(shows(h)).toEqual([{ goods_categorize_id: 2, longitude: 121.47, latitude: 31.23 }]);
    expect(h.text()).toContain('Coupons for this task');
    expect(h.text()).toContain('Cleaning: 5 off');
    expect(h.text()).toContain('over ¥30.00 · valid 7 days');
    expect(h.text()).toContain('All claimed');
    await h.click(h.getButton('Claim'));
    await flush();
    expect(claims(h)).toEqual([{ coupon_id: 11 }]);
    expect(h.toasts).toEqual(['Coupon claimed: Cleaning: 5 off']);
    expect(shows(h)).toHaveLength(2);
    expect(h.text()).toContain('Claimed');
    expect(h.text()).toContain('Your coupons are applied when you pay for the task.');
    expect(h.container.querySelector('button')).toBeNull();
    expect(h.unstyled()).toEqual(['mp-oform__card']); // the form's card: the form's sheet draws it
  });

  test('without a place it asks for the category alone; nothing to claim says so', async () => {
    const h = mount(<Section categoryId={1} place={null} />, {
      api: { '/api/user.Coupon/createOrderShow': [] },
    });
    await flush();
    expect(shows(h)).toEqual([{ goods_categorize_id: 1 }]);
    expect(h.text()).toContain('No coupon to claim for this category.');
  });

  test('a failed load says why and retries; offline says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let answer: unknown = new ApiError('network', 'Network Error');
    const h = mount(<Section categoryId={2} place={place} />, {
      api: { '/api/user.Coupon/createOrderShow': () => answer },
    });
    await flush();
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain(
      'Network signal lost. Check your connection.',
    );
    vi.unstubAllGlobals();
    answer = [campaign()];
    await h.click(h.getButton('Retry'));
    await flush();
    expect(h.getButton('Claim')).toBeTruthy();
    expect(h.toasts).toEqual([]);
  });

  test('a refused claim shows the server’s words and keeps the offer', async () => {
    const h = mount(<Section categoryId={2} place={place} />, {
      api: {
        '/api/user.Coupon/createOrderShow': [campaign()],
        '/api/coupon/getOrderCoupon': new ApiError('server', 'This coupon has run out.', 409),
      },
    });
    await flush();
    await h.click(h.getButton('Claim'));
    await flush();
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe('This coupon has run out.');
    expect(h.getButton('Claim')).toBeTruthy();
    expect(h.toasts).toEqual([]);
  });
});
