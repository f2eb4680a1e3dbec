import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import MyTeam from './myTeam';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const invitation = {
  link: 'http://localhost/web/#/pages/loginView/loginView?captain_id=7',
  image: PNG,
  source: 'qrcode',
};
const member = (id: number, active: boolean) => ({
  id,
  s_username: `user${id}`,
  face: '',
  joined_at: Date.UTC(2026, 10, 20) / 1000,
  active,
});
const team = (list: unknown[], has_more = false, page = 1) => ({
  list,
  page,
  page_size: 20,
  has_more,
  total: 3,
  active_total: 2,
  active_days: 30,
});

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<MyTeam />, { route: 'myTeam', below: ['personCenter'], token: 'tok', api, ...o });
  await flush();
  return h;
};

describe('myTeam', () => {
  test('my invitation code and link, the summary and the people I invited, with load more', async () => {
    const h = await open({
      '/api/distribution/getMiniProgramQrcode': invitation,
      '/api/distribution/myTeam': (p: Record<string, unknown>) =>
        p.page === 2 ? team([member(1, false)], false, 2) : team([member(3, true), member(2, true)], true),
    });
    expect(h.container.querySelector<HTMLImageElement>('.mp-invite__code')?.src).toBe(PNG);
    expect(h.text()).toContain(invitation.link);
    expect(h.text()).toContain('3 joined · 2 active in the last 30 days');
    const names = () => [...h.container.querySelectorAll('.mp-member__name')].map((e) => e.textContent);
    expect(names()).toEqual(['user3', 'user2']);
    expect(h.text()).toContain('Active');
    await h.click(h.getButton('load more'));
    expect(names()).toEqual(['user3', 'user2', 'user1']);
    expect(h.text()).toContain('Inactive');
    expect(h.text()).toMatch(/Joined \S/);
    await h.click(h.getButton('My partners'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/myPartner/myPartner');
    expect(h.unstyled()).toEqual([]);
  });

  test('copies the invitation link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const h = await open({
      '/api/distribution/getMiniProgramQrcode': invitation,
      '/api/distribution/myTeam': team([]),
    });
    await h.click(h.getButton('Copy invitation link'));
    expect(writeText).toHaveBeenCalledWith(invitation.link);
    expect(h.toasts).toContain('Invitation link copied');
  });

  test('empty team: says nobody joined yet, the code still shows', async () => {
    const h = await open({
      '/api/distribution/getMiniProgramQrcode': invitation,
      '/api/distribution/myTeam': team([]),
    });
    expect(h.text()).toContain('Nobody has joined through your invitation yet.');
    expect(h.container.querySelector('.mp-invite__code')).not.toBeNull();
  });

  test('offline: each part says the network is lost and retries', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/distribution/getMiniProgramQrcode': () =>
        n++ === 0 ? new ApiError('network', 'Network Error') : invitation,
      '/api/distribution/myTeam': new ApiError('network', 'Network Error'),
    });
    expect(h.container.querySelectorAll('[role=alert]')).toHaveLength(2);
    expect(h.text()).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.container.querySelector('.mp-invite__code')).not.toBeNull();
  });

  test('loading, and signed out: a way to sign in that comes back here', async () => {
    const loading = await open({ '/api/distribution/getMiniProgramQrcode': () => new Promise(() => {}) });
    expect(loading.text()).toContain('loading');
    document.body.innerHTML = '';
    const h = await open({}, { token: undefined });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', { redirect: expect.any(String) });
  });
});
