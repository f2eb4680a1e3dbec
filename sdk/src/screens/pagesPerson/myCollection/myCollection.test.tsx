import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import MyCollection from './myCollection';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const page = (list: unknown[], has_more = false, n = 1) => ({ list, page: n, page_size: 20, has_more });
const talent = {
  id: 7,
  s_username: 'Carpenter Li',
  face: '',
  introduction: 'Shelves and doors',
  saved_at: 1,
};

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<MyCollection />, {
    route: 'myCollection',
    below: ['personCenter'],
    token: 'tok',
    built: ['talentList', 'talentInformation'],
    api: {
      '/api/favourite/list': answer,
      '/api/favourite/remove': { saved: false },
    },
    ...o,
  });
  await flush();
  return h;
};

describe('myCollection', () => {
  test('saved orders first; the talents tab; a row opens its page; remove takes it away', async () => {
    const h = await open((p: Record<string, unknown>) =>
      p.kind === 'talent' ? page([talent]) : page([demoOrder({ id: 5, title: 'Paint a wall' })]),
    );
    expect(h.calls[0]).toMatchObject({ method: 'GET', params: { kind: 'order', page: 1 } });
    expect(h.text()).toContain('Paint a wall');
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 5 });

    await h.click(h.getButton('Talents'));
    expect(h.calls.at(-1)).toMatchObject({ params: { kind: 'talent', page: 1 } });
    expect(h.text()).toContain('Carpenter Li');
    expect(h.text()).toContain('Shelves and doors');
    await h.click(h.container.querySelector('.mp-coll__open') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('talentInformation', { id: 7 });
    await h.click(h.getButton('Remove'));
    expect(h.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/favourite/remove',
      params: { kind: 'talent', target_id: 7 },
    });
    expect(h.text()).not.toContain('Carpenter Li');
    expect(h.toasts).toContain('Removed from favourites');
    expect(h.unstyled()).toEqual([]);
  });

  test('empty tabs say where things come from and lead there', async () => {
    const h = await open(page([]));
    expect(h.text()).toContain('Orders you save will show up here.');
    await h.click(h.getButton('Browse the task hall'));
    expect(h.router.switchTab).toHaveBeenCalledWith('taskCentered');
    await h.click(h.getButton('Talents'));
    expect(h.text()).toContain('People you save will show up here.');
    await h.click(h.getButton('Find talents'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('talentList');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : page([demoOrder()])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix the kitchen pipe');
  });

  test('a refused removal keeps the row and says why', async () => {
    const h = await open(page([demoOrder({ id: 3 })]), {
      api: {
        '/api/favourite/list': page([demoOrder({ id: 3 })]),
        '/api/favourite/remove': new ApiError('server', 'Service busy'),
      },
    });
    await h.click(h.getButton('Remove'));
    expect(h.toasts).toContain('Service busy');
    expect(h.text()).toContain('Fix the kitchen pipe');
  });

  test('signed out: a prompt to sign in, and no call', async () => {
    const h = await open(page([]), { token: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/myCollection/myCollection',
    });
  });

  test.each([
    ['zh-Hans', '我的收藏', '人才'],
    ['zh-Hant', '我的收藏', '訂單'],
    ['es', 'Favoritos', 'Profesionales'],
  ])('in %s', async (locale, title, word) => {
    const h = await open(page([]));
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(word);
  });
});
