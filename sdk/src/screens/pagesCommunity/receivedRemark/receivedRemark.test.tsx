import { afterEach, describe, expect, test } from 'vitest';
import { cursorPage, demoRemark } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import ReceivedRemark from './receivedRemark';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('receivedRemark', () => {
  test('unread first marked new, then read once shown; each opens its post', async () => {
    const h = mount(<ReceivedRemark />, {
      route: 'receivedRemark',
      token: 'tok',
      api: {
        '/api/community/remark/list': cursorPage([
          demoRemark({
            id: 6,
            kind: 'reply',
            parent_content: 'Count me in!',
            comment: { id: 11, content: '<i>See you</i>', author: { id: 2, s_username: 'Mei', face: '' } },
          }),
          demoRemark({ read: true }),
        ]),
        '/api/community/remark/read': { count: 0 },
      },
    });
    await flush();
    expect(h.text()).toContain('replied to your comment on “Street market on Sunday”');
    expect(h.text()).toContain('<i>See you</i>');
    expect(h.container.querySelector('i')).toBeNull();
    expect(h.container.querySelectorAll('.mp-cm-badge')).toHaveLength(1);
    expect(h.calls.find((c) => c.path === '/api/community/remark/read')).toMatchObject({
      method: 'POST',
      params: {},
    });
    await h.click(h.getButton('Open the post'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommunity/communityDetail/communityDetail', {
      id: 1,
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('empty, and signed out', async () => {
    const h = mount(<ReceivedRemark />, {
      route: 'receivedRemark',
      token: 'tok',
      api: { '/api/community/remark/list': cursorPage([]) },
    });
    await flush();
    expect(h.text()).toContain('Comments and replies on your posts will show up here.');
    expect(h.calls.some((c) => c.path === '/api/community/remark/read')).toBe(false);
    document.body.innerHTML = '';
    const out = mount(<ReceivedRemark />, { route: 'receivedRemark' });
    await flush();
    expect(out.calls).toEqual([]);
    await out.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesCommunity/receivedRemark/receivedRemark',
    });
  });
});
