import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import BrowseHistory from './browseHistory';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (list: unknown[], has_more = false, n = 1) => ({ list, page: n, page_size: 20, has_more });

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<BrowseHistory />, {
    route: 'browseHistory',
    below: ['personCenter'],
    token: 'tok',
    api: { '/api/user/browse_history': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('browseHistory', () => {
  test('loading, then the orders viewed as the server orders them; load more; a card opens its order', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    const h = await open((p: Record<string, unknown>) =>
      p.page === 2
        ? page([demoOrder({ id: 4, title: 'Walk a dog', status: 'completed' })], false, 2)
        : page([demoOrder({ id: 6, title: 'Paint a wall', status: 'full' }), demoOrder({ id: 5 })], true),
    );
    expect(h.calls[0]).toMatchObject({ method: 'GET', params: { page: 1 } });
    const titles = () => [...h.container.querySelectorAll('.mp-ocard__title')].map((e) => e.textContent);
    expect(titles()).toEqual(['Paint a wall', 'Fix the kitchen pipe']);
    expect(h.text()).toContain('Full');
    expect(h.text()).toContain('Open');
    await h.click(h.getButton('load more'));
    expect(h.calls[1]?.params).toEqual({ page: 2 });
    expect(titles()).toEqual(['Paint a wall', 'Fix the kitchen pipe', 'Walk a dog']);
    expect(h.text()).toContain('Closed');
    expect(h.text()).toContain('no more');
    await h.click(h.container.querySelectorAll('.mp-ocard')[1] as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 5 });
    expect(h.unstyled()).toEqual([]);
  });

  test('empty: says where the orders come from and leads to the task hall', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('Orders you open will show up here.');
    await h.click(h.getButton('Browse the task hall'));
    expect(h.router.switchTab).toHaveBeenCalledWith('taskCentered');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : page([demoOrder()])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.calls).toHaveLength(2);
    expect(h.text()).toContain('Fix the kitchen pipe');
  });

  test('a server error shows its message with a retry', async () => {
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('server', 'Service busy') : page([])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Service busy');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Orders you open will show up here.');
  });

  test('signed out: a prompt to sign in that comes back here, and no call', async () => {
    const h = await open(page([]), { token: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/browseHistory/browseHistory',
    });
  });

  test.each([
    ['zh-Hans', '浏览记录', '已结束'],
    ['zh-Hant', '瀏覽紀錄', '已結束'],
    ['fr', 'Historique de navigation', 'Terminée'],
  ])('in %s', async (locale, title, closed) => {
    const h = await open(page([demoOrder({ status: 'expired' })]));
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.container.querySelector('.mp-bh__state')?.textContent).toBe(closed);
  });
});
