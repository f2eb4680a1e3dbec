import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../../../api/transport';
import { flush, mount } from '../../../../ui/test-utils';
import launchCoupons from './launch';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const NOW = Math.floor(Date.now() / 1000);
const campaign = (id: number, name: string, amount_fen: number, min_spend_fen = 0) => ({
  id,
  name,
  amount_fen,
  min_spend_fen,
  receive_type: 'register',
  category_ids: [],
  valid_from: null,
  valid_until: null,
  valid_days: 30,
  stock_left: null,
  per_person_limit: 1,
  received: 0,
  can_receive: true,
});
const coupon = (id: number, name: string) => ({
  id,
  template_id: id,
  name,
  amount_fen: 800,
  min_spend_fen: 0,
  category_ids: [],
  state: 'available',
  valid_from: NOW,
  valid_until: NOW + 86_400,
  expiring_soon: true,
  goods_order_task_id: null,
  received_at: NOW,
  used_at: null,
});

async function launch(token: string | null, api: Record<string, unknown>) {
  const h = mount(<div class="mp-app" />, { token, api });
  await act(async () => {
    await launchCoupons(h.inst, h.container);
  });
  await flush();
  return h;
}

describe('the coupon launch popup', () => {
  test('signed out: the registration campaigns, leading to sign-up; "Not now" closes', async () => {
    const h = await launch(null, {
      '/api/coupon/index': [campaign(1, 'Welcome 8 off', 800), campaign(2, 'Cleaning 20 off', 2000, 10000)],
    });
    expect(h.calls.map((c) => [c.path, c.params, c.silent])).toEqual([
      ['/api/coupon/index', { receive_type: 'register' }, true],
    ]);
    const dialog = h.container.querySelector('[role=dialog]');
    expect(dialog?.textContent).toContain('Welcome gifts for new members');
    expect(h.text()).toContain('¥8.00Welcome 8 offno minimum');
    expect(h.text()).toContain('¥20.00Cleaning 20 offover ¥100.00');
    await h.click(h.getButton('Sign up to get them'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', undefined);
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
    expect(h.unstyled()).toEqual([]);

    document.body.innerHTML = '';
    const later = await launch(null, { '/api/coupon/index': [campaign(1, 'Welcome 8 off', 800)] });
    await later.click(later.getButton('Not now'));
    expect(later.container.querySelector('[role=dialog]')).toBeNull();
  });

  test('signed out with no campaign, or the call failing: no popup', async () => {
    const none = await launch(null, { '/api/coupon/index': [] });
    expect(none.container.querySelector('[role=dialog]')).toBeNull();
    document.body.innerHTML = '';
    const failing = await launch(null, { '/api/coupon/index': new ApiError('network', 'Network Error') });
    expect(failing.container.querySelector('[role=dialog]')).toBeNull();
    expect(failing.toasts).toEqual([]);
  });

  test('signed in: new coupons announced once, and coupons ending soon reminded once a day', async () => {
    const api = {
      '/api/user.Coupon/notViewed': [coupon(5, 'Welcome 8 off'), coupon(6, 'Repair 8 off')],
      '/m/api/user/coupon/soon-to-expire.php': [coupon(5, 'Welcome 8 off')],
    };
    const h = await launch('tok', api);
    expect(h.calls.map((c) => c.path)).toEqual([
      '/api/user.Coupon/notViewed',
      '/m/api/user/coupon/soon-to-expire.php',
    ]);
    expect(h.text()).toContain('New coupons for you: 2');
    expect(h.toasts).toEqual(['Coupons expiring within 3 days: 1']);
    await h.click(h.getButton('See my coupons'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('couponView', undefined);

    document.body.innerHTML = '';
    const again = await launch('tok', { ...api, '/api/user.Coupon/notViewed': [] });
    expect(again.container.querySelector('[role=dialog]')).toBeNull();
    expect(again.toasts).toEqual([]);
  });

  test('signing in later announces what the new account received', async () => {
    const h = await launch(null, {
      '/api/coupon/index': [],
      '/api/user.Coupon/notViewed': [coupon(5, 'Welcome 8 off')],
      '/m/api/user/coupon/soon-to-expire.php': [],
    });
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
    await act(async () => {
      h.session.login({ token: 'tok', exp: NOW + 3600 }, {} as never);
    });
    await flush();
    expect(h.text()).toContain('New coupons for you: 1');
    expect(h.text()).toContain('Welcome 8 off');
  });
});
