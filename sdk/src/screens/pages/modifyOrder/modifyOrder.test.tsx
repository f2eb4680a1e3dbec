import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Address, Order } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { putPick } from '../../../ui/picks';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import ModifyOrder from './modifyOrder';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** In two days at 10:30, local time. */
const at = (() => {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  d.setHours(10, 30, 0, 0);
  return d.getTime() / 1000;
})();
const order: Order = {
  id: 9,
  poster: { id: 7, s_username: 'lin', face: '' },
  goods_categorize_id: 1,
  category_name: 'Home repair',
  title: 'Fix a leaking tap',
  description: 'The kitchen tap drips all night.',
  pics: ['https://api.test/uploads/a.png', 'https://api.test/uploads/b.png'],
  pricing_mode: 'fixed',
  price_fen: 5000,
  headcount: 1,
  paid_count: 0,
  status: 'open',
  service_time: at,
  region: 'Shanghai Huangpu',
  address: 'Nanjing East Road 100',
  longitude: 121.47,
  latitude: 31.23,
  distance_m: null,
  distance_estimate: false,
  created_at: at - 86_400 * 3,
  updated_at: at - 86_400 * 3,
  my_task: null,
  actions: ['modify', 'cancel'],
};
const office: Address = {
  id: 6,
  name: 'Han Meimei',
  tel: '13912345678',
  region: 'Shanghai Pudong',
  detail: 'Century Avenue 8',
  longitude: 121.5,
  latitude: 31.23,
  is_default: false,
};

async function open(o: Parameters<typeof mount>[1] = {}) {
  const h = mount(<ModifyOrder />, {
    route: 'modifyOrder',
    below: ['orderDetail'],
    query: { id: '9' },
    token: 't',
    user: demoUser,
    api: { '/api/goods_order/detail': order, '/api/goods_order/modify': order },
    ...o,
  });
  await settle();
  return h;
}
type H = Awaited<ReturnType<typeof open>>;

/** The form's chunk and the order take a few rounds. */
async function settle() {
  for (let i = 0; i < 4; i++) {
    await flush();
    await act(() => new Promise((r) => setTimeout(r, 0)));
  }
}

const modifies = (h: H) => h.calls.filter((c) => c.path === '/api/goods_order/modify');
const save = async (h: H) => {
  await h.click(h.getButton('Save changes'));
  await settle();
};

describe('modifyOrder', () => {
  test('signed out: a prompt to sign in that comes back here', async () => {
    const h = await open({ token: null, user: null });
    expect(h.text()).toContain('Sign in to change your order');
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/modifyOrder/modifyOrder',
    });
    expect(h.calls).toEqual([]);
  });

  test('loads the order into the form, without the pricing mode', async () => {
    const h = await open();
    expect(h.calls.map((c) => [c.method, c.path, c.params, c.silent])).toEqual([
      ['GET', '/api/goods_order/detail', { id: '9' }, true],
    ]);
    expect(h.container.querySelector('h1')?.textContent).toBe('Modify order');
    expect(h.getButton('Home repair')).toBeTruthy();
    expect(h.getButton('Shanghai Huangpu Nanjing East Road 100')).toBeTruthy();
    expect(h.getByLabel('Title').value).toBe('Fix a leaking tap');
    expect(h.getByLabel<HTMLTextAreaElement>('Description').value).toBe('The kitchen tap drips all night.');
    expect(h.getByLabel('Price (yuan)').value).toBe('50.00');
    expect(h.getByLabel('People needed').value).toBe('1');
    expect(h.container.querySelectorAll('.mp-oform__photo img')).toHaveLength(2);
    expect(h.container.querySelector('input[type=radio]')).toBeNull();
    expect(h.getByLabel<HTMLSelectElement>('Hour').value).toBe('10');
    expect(h.getByLabel<HTMLSelectElement>('Minute').value).toBe('30');
    expect(h.unstyled()).toEqual([]);
  });

  test('sends only what changed, then goes back', async () => {
    const h = await open();
    await h.type(h.getByLabel('Title'), 'Fix two taps ');
    await h.type(h.getByLabel('Price (yuan)'), '80');
    await h.click(h.getButton('Remove photo 1'));
    await h.click(h.getButton('Shanghai Huangpu Nanjing East Road 100'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('manageAddress', { pick: '1' });
    act(() => {
      putPick(h.router, 'address', office);
      (h.router.$stack as unknown as { set(v: unknown): void }).set(h.router.$stack.get().slice(0, 2));
    });
    await flush();
    await save(h);
    expect(modifies(h).map((c) => [c.params, c.silent])).toEqual([
      [
        {
          id: 9,
          title: 'Fix two taps',
          pics: 'https://api.test/uploads/b.png',
          address_id: 6,
          price_fen: 8000,
        },
        true,
      ],
    ]);
    expect(h.toasts).toEqual(['Changes saved']);
    expect(h.router.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('a new service time and category are sent; nothing changed just goes back', async () => {
    const h = await open();
    await save(h);
    expect(modifies(h)).toEqual([]);
    expect(h.router.navigateBack).toHaveBeenCalledTimes(1);

    await h.click(h.getButton('Home repair'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('selectProject', { pick: '1', selected: '1' });
    act(() => {
      putPick(h.router, 'category', { id: 2, name: 'Cleaning', icon: '', parent_id: 0, sort: 2 });
      (h.router.$stack as unknown as { set(v: unknown): void }).set(h.router.$stack.get().slice(0, 2));
    });
    await flush();
    const hour = h.getByLabel<HTMLSelectElement>('Hour');
    await act(() => {
      hour.value = '15';
      hour.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await save(h);
    expect(modifies(h)[0]?.params).toEqual({ id: 9, goods_categorize_id: 2, service_time: at + 5 * 3600 });
  });

  test('a field that is wrong says so; a paid task (409) shows the server words and keeps the edits', async () => {
    const h = await open({
      api: {
        '/api/goods_order/detail': order,
        '/api/goods_order/modify': new ApiError(
          'server',
          'This order can no longer be changed: a task has been paid.',
          409,
        ),
      },
    });
    await h.type(h.getByLabel('Title'), ' ');
    await save(h);
    expect(h.container.querySelector('.mp-field__error')?.textContent).toBe('Enter a title.');
    expect(modifies(h)).toEqual([]);
    await h.type(h.getByLabel('Title'), 'Fix two taps');
    await save(h);
    expect(h.container.querySelector('.mp-oform__error')?.textContent).toBe(
      'This order can no longer be changed: a task has been paid.',
    );
    expect(h.toasts).toEqual([]);
    expect(h.getByLabel('Title').value).toBe('Fix two taps');
    expect(h.router.navigateBack).not.toHaveBeenCalled();
  });

  test('an order that can no longer be changed says so', async () => {
    const h = await open({
      api: { '/api/goods_order/detail': { ...order, paid_count: 1, actions: [] } },
    });
    expect(h.text()).toContain(
      'This order can no longer be changed: it has a paid task or is no longer open.',
    );
    expect(h.container.querySelector('form')).toBeNull();
    await h.click(h.getButton('Back'));
    expect(h.router.navigateBack).toHaveBeenCalled();
  });

  test('loading, a failed load with retry, offline, and a missing id', async () => {
    let answer: unknown = new ApiError('server', 'This order does not exist.', 404);
    const h = mount(<ModifyOrder />, {
      route: 'modifyOrder',
      query: { id: '9' },
      token: 't',
      user: demoUser,
      api: { '/api/goods_order/detail': () => answer },
    });
    expect(h.text()).toContain('loading');
    await settle();
    expect(h.text()).toContain('This order does not exist.');
    answer = order;
    await h.click(h.getButton('Retry'));
    await settle();
    expect(h.getByLabel('Title').value).toBe('Fix a leaking tap');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = await open({
      api: { '/api/goods_order/detail': new ApiError('network', 'Network Error') },
    });
    expect(offline.text()).toContain('Network signal lost. Check your connection.');

    const missing = await open({ query: {} });
    expect(missing.text()).toContain('This order does not exist.');
    expect(missing.calls).toEqual([]);
  });
});
