import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import OrderList from './orderList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (list: unknown[], has_more = false, n = 1) => ({ list, page: n, page_size: 20, has_more });

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<OrderList />, {
    route: 'orderList',
    below: ['orderCenter'],
    token: 'tok',
    api: { '/api/goods_order/mine': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('orderList', () => {
  test('the poster’s orders of a group, with their state; load more; a card opens its order', async () => {
    const h = await open(
      (p: Record<string, unknown>) =>
        p.page === 2
          ? page([demoOrder({ id: 4, title: 'Paint a wall', status: 'full' })], false, 2)
          : page([demoOrder({ id: 5 })], true),
      { query: { role: 'poster', status: 'awaiting_payment' } },
    );
    expect(h.calls[0]?.params).toEqual({ role: 'poster', page: 1, status: 'awaiting_payment' });
    expect(h.getButton('To pay').getAttribute('aria-selected')).toBe('true');
    expect(h.text()).toContain('Fix the kitchen pipe');
    expect(h.text()).toContain('Open');
    await h.click(h.getButton('load more'));
    expect(h.calls[1]?.params).toEqual({ role: 'poster', page: 2, status: 'awaiting_payment' });
    expect(h.text()).toContain('Fully booked');
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 5 });
    expect(h.unstyled()).toEqual([]);
  });

  test('a tab lists its group from the first page', async () => {
    const h = await open(page([demoOrder()]), { query: { role: 'poster' } });
    expect(h.calls[0]?.params).toEqual({ role: 'poster', page: 1, status: 'all' });
    await h.click(h.getButton('To confirm'));
    expect(h.calls.at(-1)?.params).toEqual({ role: 'poster', page: 1, status: 'to_confirm' });
    expect(h.getButton('To confirm').getAttribute('aria-selected')).toBe('true');
  });

  test('a taker sees the state of their own task', async () => {
    const task = { id: 9, status: 'delivered' } as Task;
    const h = await open(page([demoOrder({ status: 'full', my_task: task })]), {
      query: { role: 'taker', status: 'to_confirm' },
    });
    expect(h.calls[0]?.params).toEqual({ role: 'taker', page: 1, status: 'to_confirm' });
    expect(h.text()).toContain('Taken by me');
    expect(h.text()).toContain('Delivered, to confirm');
    expect(h.text()).not.toContain('Fully booked');
  });

  test('empty: a group, and all of a taker’s', async () => {
    const h = await open(page([]), { query: { role: 'poster', status: 'after_sale' } });
    expect(h.text()).toContain('No orders in this state.');
    document.body.innerHTML = '';
    const t = await open(page([]), { query: { role: 'taker' } });
    expect(t.text()).toContain('You have not taken any task yet.');
    await t.click(t.getButton('Find tasks in the hall'));
    expect(t.router.switchTab).toHaveBeenCalledWith('taskCentered');
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
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', { redirect: '/pages/orderList/orderList' });
  });
});
