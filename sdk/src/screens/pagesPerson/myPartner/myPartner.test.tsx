import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import MyPartner from './myPartner';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const member = (id: number) => ({
  id,
  s_username: `user${id}`,
  face: '',
  joined_at: 1764000000,
  active: true,
});
const page = (list: unknown[], captain: unknown) => ({
  list,
  page: 1,
  page_size: 20,
  has_more: false,
  captain,
});

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<MyPartner />, {
    route: 'myPartner',
    below: ['personCenter'],
    token: 'tok',
    api: { '/api/distribution/myPartner': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('myPartner', () => {
  test('who invited me, then the others they invited', async () => {
    const h = await open(page([member(5), member(4)], member(1)));
    expect(h.text()).toContain('Invited by');
    const names = [...h.container.querySelectorAll('.mp-member__name')].map((e) => e.textContent);
    expect(names).toEqual(['user1', 'user5', 'user4']);
    expect(h.text()).toContain('Also invited by them');
    expect(h.unstyled()).toEqual([]);
  });

  test('joined without an invitation: says so and leads to inviting people', async () => {
    const h = await open(page([], null));
    expect(h.text()).toContain('You joined without an invitation');
    await h.click(h.getButton('Invite people'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/myTeam/myTeam');
  });

  test('an inviter with nobody else yet', async () => {
    const h = await open(page([], member(1)));
    expect(h.text()).toContain('Nobody else has joined through your inviter yet.');
  });

  test('loading, offline with retry, signed out', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() =>
      n++ === 0 ? new ApiError('network', 'Network Error') : page([member(2)], member(1)),
    );
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('user2');
    document.body.innerHTML = '';
    const out = await open(page([], null), { token: undefined });
    expect(out.calls).toEqual([]);
    expect(out.text()).toContain('Sign in to see who invited you');
  });
});
