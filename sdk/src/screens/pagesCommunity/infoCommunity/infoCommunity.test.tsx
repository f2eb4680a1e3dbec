import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { cursorPage, demoArticle } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import InfoCommunity from './infoCommunity';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<InfoCommunity />, { route: 'infoCommunity', token: 'tok', api, ...o });
  await flush();
  return h;
};

describe('infoCommunity', () => {
  test('the feed newest first, then by category and popular; cards open the post; the badge counts', async () => {
    const h = await open({
      '/api/community/article/list': (p: Record<string, unknown>) =>
        p.category === 'events'
          ? cursorPage([demoArticle({ id: 9, title: 'Board games night', category: 'events' })])
          : cursorPage([demoArticle(), demoArticle({ id: 2, title: '<img src=x onerror=alert(1)>' })]),
      '/api/community/remark/unread': { count: 2 },
    });
    expect(h.calls.find((c) => c.path === '/api/community/article/list')?.params).toMatchObject({
      sort: 'newest',
    });
    expect(h.text()).toContain('Street market on Sunday');
    // A title is text, never markup.
    expect(h.text()).toContain('<img src=x onerror=alert(1)>');
    expect(h.container.querySelector('img[src=x]')).toBeNull();
    expect(h.container.querySelector('.mp-cm-badge')?.textContent).toBe('2');
    await h.click(h.getButton('Events'));
    expect(h.text()).toContain('Board games night');
    expect(h.text()).not.toContain('Street market');
    await h.click(h.getButton('Popular'));
    expect(h.calls.filter((c) => c.path === '/api/community/article/list').at(-1)?.params).toMatchObject({
      category: 'events',
      sort: 'popular',
    });
    await h.click(h.container.querySelector('.mp-cm-card') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/communityDetail/communityDetail', {
      id: 9,
    });
    await h.click(h.getButton('Publish'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/deliverArticle/deliverArticle');
    expect(h.unstyled()).toEqual([]);
  });

  test('my posts show why a hidden one is hidden', async () => {
    const h = await open({
      '/api/community/article/list': (p: Record<string, unknown>) =>
        cursorPage(
          p.mine ? [demoArticle({ mine: true, moderation: 'hidden', moderation_reason: 'spam' })] : [],
        ),
      '/api/community/remark/unread': { count: 0 },
    });
    expect(h.text()).toContain('No posts here yet');
    await h.click(h.getButton('My posts'));
    expect(h.text()).toContain(
      'Hidden after reports (Spam or advertising) until customer service reviews it.',
    );
  });

  test('offline and errors: a retry; signed out, publishing asks to sign in', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(
      {
        '/api/community/article/list': () =>
          n++ === 0 ? new ApiError('network', 'Network Error') : cursorPage([demoArticle()]),
      },
      { token: null },
    );
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Street market on Sunday');
    await h.click(h.getButton('Publish'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesCommunity/infoCommunity/infoCommunity',
    });
    expect(h.calls.some((c) => c.path === '/api/community/remark/unread')).toBe(false);
  });

  test.each([
    ['zh-Hans', '社区', '热门'],
    ['zh-Hant', '社區', '熱門'],
    ['es', 'Comunidad', 'Populares'],
  ])('in %s', async (locale, title, popular) => {
    const h = await open({
      '/api/community/article/list': cursorPage([]),
      '/api/community/remark/unread': { count: 0 },
    });
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(popular);
  });
});
