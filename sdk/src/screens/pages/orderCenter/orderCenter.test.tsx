import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import OrderCenter from './orderCenter';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const poster = {
  all: 4,
  open: 1,
  awaiting_payment: 1,
  in_progress: 0,
  to_confirm: 2,
  after_sale: 0,
  done: 0,
};
const taker = {
  all: 1,
  negotiating: 1,
  awaiting_payment: 0,
  in_progress: 0,
  to_confirm: 0,
  after_sale: 0,
  ended: 0,
};

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<OrderCenter />, {
    route: 'orderCenter',
    below: ['personCenter'],
    token: 'tok',
    api: { '/api/goods_order/mine_counts': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('orderCenter', () => {
  test('counts by group for the poster; a group opens orderList on it', async () => {
    const h = await open((p: Record<string, unknown>) => (p.role === 'taker' ? taker : poster));
    expect(h.calls.map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order/mine_counts', { role: 'poster' }],
    ]);
    expect(h.text()).toContain('4 in total');
    await h.click(h.getButton('To pay: 1'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderList', {
      role: 'poster',
      status: 'awaiting_payment',
    });
    await h.click(h.getButton('To confirm: 2'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('orderList', {
      role: 'poster',
      status: 'to_confirm',
    });
    await h.click(h.getButton('All orders 4 in total'));
    expect(h.router.navigateTo).toHaveBeenLastCalledWith('orderList', { role: 'poster', status: 'all' });
    expect(h.unstyled()).toEqual([]);
  });

  test('the switch shows the taker’s groups with their counts', async () => {
    const h = await open((p: Record<string, unknown>) => (p.role === 'taker' ? taker : poster));
    const tab = h.getButton('Taken by me');
    expect(tab.getAttribute('aria-selected')).toBe('false');
    await h.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(h.calls.at(-1)?.params).toEqual({ role: 'taker' });
    await h.click(h.getButton('Quoted: 1'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderList', { role: 'taker', status: 'negotiating' });
    await h.click(h.getButton('Find tasks in the hall'));
    expect(h.router.switchTab).toHaveBeenCalledWith('taskCentered');
  });

  test('query.role opens on the taker’s side', async () => {
    const h = await open(taker, { query: { role: 'taker' } });
    expect(h.calls[0]?.params).toEqual({ role: 'taker' });
    expect(h.getButton('Taken by me').getAttribute('aria-selected')).toBe('true');
  });

  test('loading, then nothing yet: the groups still open their lists', async () => {
    const loading = await open(() => new Promise(() => {}));
    expect(loading.text()).toContain('loading');
    await loading.click(loading.getButton('To pay'));
    expect(loading.router.navigateTo).toHaveBeenCalledWith('orderList', {
      role: 'poster',
      status: 'awaiting_payment',
    });
    document.body.innerHTML = '';
    const none = await open({ ...poster, all: 0, open: 0, awaiting_payment: 0, to_confirm: 0 });
    expect(none.text()).toContain('You have not posted anything yet.');
    await none.click(none.getButton('Post a task'));
    expect(none.router.navigateTo).toHaveBeenCalledWith('deliverOrder');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : poster));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('4 in total');
  });

  test('signed out: a prompt to sign in, nothing fetched', async () => {
    const h = await open(poster, { token: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/orderCenter/orderCenter',
    });
  });
});
