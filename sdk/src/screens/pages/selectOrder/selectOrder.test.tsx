import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import SelectOrder from './selectOrder';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (list: unknown[], has_more = false) => ({ list, page: 1, page_size: 20, has_more });

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<SelectOrder />, {
    route: 'selectOrder',
    below: ['chatView'],
    token: 'tok',
    api: { '/api/goods_order/mine': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('selectOrder', () => {
  test('lists the caller’s open orders; a tap hands the order back and closes the page', async () => {
    const order = demoOrder({ id: 12, title: 'Move a sofa' });
    const h = await open(page([order]));
    expect(h.calls.map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order/mine', { role: 'poster', page: 1, status: 'open' }],
    ]);
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.router.navigateTo).not.toHaveBeenCalled();
    expect(takePick(h.router, 'order')).toEqual(order);
    expect(h.unstyled()).toEqual([]);
  });

  test('empty: the way to post one instead', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('You have no open orders to send.');
    await h.click(h.getButton('Post a task'));
    expect(h.router.redirectTo).toHaveBeenCalledWith('deliverOrder');
  });

  test('loading, error and offline, then retry', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : page([demoOrder()])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix the kitchen pipe');
  });

  test('signed out: a prompt to sign in', async () => {
    const h = await open(page([]), { token: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/selectOrder/selectOrder',
    });
  });
});
