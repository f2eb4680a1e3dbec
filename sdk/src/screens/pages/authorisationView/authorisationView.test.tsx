import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import AuthorisationView from './authorisationView';

const user = {
  id: 7,
  face: '',
  s_username: 'user0007',
  smrz: 0 as const,
  name: '',
  tel: '13800000007',
  sfzid: '',
  share: 0.15,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<AuthorisationView />, { route: 'authorisationView', ...o });
  await flush();
  return h;
};

describe('authorisationView', () => {
  test('asks WeChat with a nonce kept in this tab, and goes to the page the server names', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...location,
      href: 'http://localhost/web/#/pages/personCenter/personCenter',
      assign,
    });
    const h = await open({
      api: {
        '/api/wechat.OfficialAccount/redirect': { url: 'https://open.weixin.qq.com/x', expires_in: 600 },
      },
    });
    expect(h.text()).toContain('Sign in with WeChat');
    await h.click(h.getButton('Continue with WeChat'));
    const sent = h.calls[0]?.params as Record<string, string>;
    expect(sent.scopes).toBe('snsapi_userinfo');
    expect(sent.nonce).toMatch(/^[\w-]{32}$/);
    expect(sessionStorage.getItem('mp:wechat-nonce')).toBe(sent.nonce);
    expect(assign).toHaveBeenCalledWith('https://open.weixin.qq.com/x');
    expect(h.unstyled()).toEqual([]);
  });

  test('back with a ticket of a linked WeChat: signed in and on to the person center', async () => {
    sessionStorage.setItem('mp:wechat-nonce', 'nonce-of-this-tab-000000');
    const h = await open({
      query: { wechat_ticket: 'tick' },
      api: {
        '/api/wechat.OfficialAccount/session': {
          status: 'signed_in',
          tokenInfo: { token: 'T', exp: 9 },
          user,
        },
      },
    });
    expect(h.calls[0]).toMatchObject({
      method: 'POST',
      params: { ticket: 'tick', nonce: 'nonce-of-this-tab-000000' },
    });
    expect(h.session.login).toHaveBeenCalledWith({ token: 'T', exp: 9 }, user);
    expect(h.toasts).toContain('Signed in');
    expect(h.router.reLaunch).toHaveBeenCalledWith('personCenter');
    expect(sessionStorage.getItem('mp:wechat-nonce')).toBeNull();
    // The new token does not send the spent ticket again.
    expect(h.calls).toHaveLength(1);
  });

  test('not linked yet: leads to binding a phone and back here; signed in, the same ticket links it', async () => {
    sessionStorage.setItem('mp:wechat-nonce', 'nonce-of-this-tab-000000');
    let signedIn = false;
    const h = await open({
      query: { wechat_ticket: 'tick' },
      api: {
        '/api/wechat.OfficialAccount/session': () =>
          signedIn
            ? { status: 'bound', tokenInfo: null, user: null }
            : { status: 'not_bound', tokenInfo: null, user: null, expires_in: 500 },
      },
    });
    expect(h.text()).toContain('This WeChat is not linked to an account yet');
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/authorisationView/authorisationView?wechat_ticket=tick',
    });
    expect(sessionStorage.getItem('mp:wechat-nonce')).toBe('nonce-of-this-tab-000000');
    signedIn = true;
    h.session.login({ token: 'T2', exp: 9 }, user);
    await flush();
    await flush();
    expect(h.calls).toHaveLength(2);
    expect(h.text()).toContain('WeChat is now linked to your account');
  });

  test('a ticket without this tab’s nonce, a refusal from WeChat, and a server error are said in words', async () => {
    const noNonce = await open({ query: { wechat_ticket: 'tick' } });
    expect(noNonce.text()).toContain('started in another browser or tab');
    expect(noNonce.calls).toHaveLength(0);
    document.body.innerHTML = '';
    const denied = await open({ query: { wechat_error: 'denied' } });
    expect(denied.container.querySelector('[role=alert]')?.textContent).toBe(
      'You did not allow the sign-in in WeChat.',
    );
    document.body.innerHTML = '';
    sessionStorage.setItem('mp:wechat-nonce', 'nonce-of-this-tab-000000');
    let n = 0;
    const failing = await open({
      query: { wechat_ticket: 'tick' },
      api: {
        '/api/wechat.OfficialAccount/session': () =>
          n++ === 0
            ? new ApiError('server', 'This WeChat sign-in has expired. Please start again.')
            : { status: 'bound', tokenInfo: null, user: null },
      },
    });
    expect(failing.text()).toContain('This WeChat sign-in has expired. Please start again.');
    await failing.click(failing.getButton('Retry'));
    expect(failing.text()).toContain('WeChat is now linked to your account');
  });

  test('offline: starting says the network is lost and stays on the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({
      api: { '/api/wechat.OfficialAccount/redirect': new ApiError('network', 'Network Error') },
    });
    await h.click(h.getButton('Continue with WeChat'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    expect(h.getButton('Continue with WeChat').disabled).toBe(false);
  });

  test('signed in: offers to link WeChat, without the phone sign-in', async () => {
    const h = await open({ token: 'tok' });
    expect(h.text()).toContain('Link your WeChat to this account');
    expect(() => h.getButton('Use my phone number instead')).toThrow();
  });
});
