import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import KefuOperation from './kefuOperation';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const queues = {
  queues: [
    {
      name: 'disputes',
      count: 2,
      items: [{ record_type: 'task', record_id: 41, title: 'Fix a tap', since: 1_790_000_000 }],
    },
    { name: 'cancellations', count: 0, items: [] },
  ],
};

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuOperation />, { route: 'kefuOperation', token: 'tok', api });
  await flush();
  return h;
};

describe('kefuOperation', () => {
  test('the queues with their counts, oldest first; an item opens its task', async () => {
    const h = await open({ '/api/kefu/queues': queues });
    expect(h.text()).toContain('Open disputes (2)');
    expect(h.text()).toContain('Cancellations past their answer time (0)');
    expect(h.text()).toContain('Nothing waiting.');
    await h.click(h.getByText('#41 Fix a tap').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuTask/kefuTask', { id: '41' });
    expect(h.unstyled()).toEqual([]);
  });

  test('search finds people, orders and tasks; each opens its page; nothing found says so', async () => {
    let n = 0;
    const h = await open({
      '/api/kefu/queues': queues,
      '/api/kefu/search': () =>
        n++ === 0
          ? {
              users: [{ id: 5, s_username: 'Li', phone: '138****5678', role: 'user', smrz: 2 }],
              orders: [{ id: 9, title: 'Paint a wall', status: 'open', created_at: 1 }],
              tasks: [{ id: 41, order_id: 9, title: 'Paint a wall', status: 'disputed', price_fen: 5000 }],
            }
          : { users: [], orders: [], tasks: [] },
    });
    await h.click(h.getButton('Search'));
    expect(h.text()).toContain('Type a phone number, an id or words of a title.');
    expect(h.calls.filter((c) => c.path === '/api/kefu/search')).toEqual([]);
    await h.type(h.getByLabel('Phone, id or title'), ' 13812345678 ');
    await h.click(h.getButton('Search'));
    expect(h.calls.at(-1)).toMatchObject({ path: '/api/kefu/search', params: { q: '13812345678' } });
    expect(h.text()).toContain('138****5678');
    expect(h.text()).toContain('In dispute');
    await h.click(h.getByText('User #5 Li').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuUser/kefuUser', { id: '5' });
    await h.click(h.getByText('Order #9 Paint a wall').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuOrder/kefuOrder', { id: '9' });
    await h.click(h.getButton('Search'));
    expect(h.text()).toContain('Nothing matches.');
    expect(h.getByLabel('Phone, id or title').value).toBe(' 13812345678 ');
  });

  test('offline and server errors show with a retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/kefu/queues': () => (n++ === 0 ? new ApiError('network', 'Network Error') : queues),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    vi.unstubAllGlobals();
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Open disputes (2)');
  });

  test('in zh-Hans', async () => {
    const h = await open({ '/api/kefu/queues': queues });
    await act(() => h.inst.i18n.setLocale('zh-Hans'));
    await vi.waitFor(() => expect(h.text()).toContain('待处理纠纷 (2)'));
  });
});
