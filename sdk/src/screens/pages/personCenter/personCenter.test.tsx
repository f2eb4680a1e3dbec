import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import PersonCenter from './personCenter';

afterEach(() => {
  document.body.innerHTML = '';
});

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<PersonCenter />, { route: 'personCenter', ...o });
  await flush();
  return h;
};

describe('personCenter', () => {
  test('logged out: a prompt and a way to the login', async () => {
    const h = await open();
    expect(h.unstyled()).toEqual([]); // every class it draws is in a sheet it added
    expect(h.text()).toContain('You are not signed in');
    expect(h.text()).not.toContain('Log out');
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', undefined);
    await h.click(h.getButton('Sign in with WeChat'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('authorisationView', undefined);
  });

  test('logged in: initials, name, masked phone and real-name status', async () => {
    const h = await open({ token: 't', api: { '/api/user/personalInfo': { ...demoUser, smrz: 1 } } });
    expect(h.getByText('lin').tagName).toBe('H2');
    expect(h.container.querySelector('.mp-avatar')?.textContent).toBe('L');
    expect(h.text()).toContain('138****5678');
    expect(h.text()).not.toContain('13812345678');
    expect(h.text()).toContain('Under review');
    expect(h.unstyled()).toEqual([]);
  });

  test('shows the face when there is one', async () => {
    const h = await open({
      token: 't',
      api: { '/api/user/personalInfo': { ...demoUser, face: 'https://img.test/f.png' } },
    });
    const img = h.container.querySelector('img.mp-avatar') as HTMLImageElement;
    expect(img.src).toBe('https://img.test/f.png');
    expect(img.alt).toBe('Profile picture');
  });

  test("lists main-package areas when their route exists, a group's at once, before its chunk is in", async () => {
    const api = { '/api/user/personalInfo': demoUser };
    const few = await open({ token: 't', api, built: ['personCenter', 'aboutUs', 'aboutContract'] });
    expect(few.text()).not.toContain('My orders');
    expect(few.text()).toContain('About us');
    expect(few.router.route('walletView')).toBeUndefined(); // the group is not in yet
    await few.click(few.getButton('Wallet'));
    expect(few.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/walletView/walletView', undefined);
    const many = await open({ token: 't', api, built: ['personCenter', 'walletView', 'aboutUs'] });
    await many.click(many.getButton('Wallet'));
    expect(many.router.navigateTo).toHaveBeenCalledWith('/pagesPerson/walletView/walletView', undefined);
    await many.click(many.getButton('User Agreement'));
    expect(many.router.navigateTo).toHaveBeenCalledWith('aboutContract', { key: 'user_agreement' });
  });

  test('leads to my orders, addresses and reviews in that order', async () => {
    const api = { '/api/user/personalInfo': demoUser };
    const h = await open({
      token: 't',
      api,
      built: ['personCenter', 'orderCenter', 'manageAddress', 'evaluateCenter', 'realName'],
    });
    const labels = Array.from(h.container.querySelectorAll('.mp-group'))[0]?.textContent ?? '';
    expect(labels.indexOf('My orders')).toBeLessThan(labels.indexOf('Addresses'));
    expect(labels.indexOf('Addresses')).toBeLessThan(labels.indexOf('My reviews'));
    for (const [label, route] of [
      ['My orders', 'orderCenter'],
      ['Addresses', 'manageAddress'],
      ['My reviews', '/pagesCommon/evaluateCenter/evaluateCenter'],
    ]) {
      await h.click(h.getButton(label as string));
      expect(h.router.navigateTo).toHaveBeenCalledWith(route, undefined);
    }
  });

  test('shows the customer service console to kefu accounts only', async () => {
    const user = await open({ token: 't', api: { '/api/user/personalInfo': demoUser } });
    expect(user.text()).not.toContain('Customer service console');
    user.unmount();
    const h = await open({ token: 't', api: { '/api/user/personalInfo': { ...demoUser, kefu: 'agent' } } });
    await h.click(h.getByText('Customer service console').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuOperation/kefuOperation', undefined);
  });

  test('keeps the stored user while a refresh fails, and offers a retry without one', async () => {
    const err = new ApiError('network', 'Network Error');
    const withUser = await open({ token: 't', user: demoUser, api: { '/api/user/personalInfo': err } });
    expect(withUser.text()).toContain('138****5678');
    const without = await open({ token: 't', api: { '/api/user/personalInfo': err } });
    expect(without.container.querySelector('[role=alert]')?.textContent).toContain('Network Error');
  });

  test('logs out after confirming, then goes home', async () => {
    const h = await open({ token: 't', api: { '/api/user/personalInfo': demoUser } });
    await h.click(h.getButton('Log out'));
    const dialog = h.container.querySelector('[role=dialog]') as HTMLElement;
    expect(dialog.textContent).toContain('Log out?');
    await h.click(h.getButton('Cancel'));
    expect(h.container.querySelector('[role=dialog]')).toBeNull();
    expect(h.session.logout).not.toHaveBeenCalled();

    await h.click(h.getButton('Log out'));
    const confirm = Array.from(h.container.querySelectorAll('[role=dialog] button')).find(
      (b) => b.textContent === 'Log out',
    ) as HTMLButtonElement;
    await h.click(confirm);
    expect(h.session.logout).toHaveBeenCalledOnce();
    expect(h.router.reLaunch).toHaveBeenCalledWith('homeView');
  });
  // community (issue 12)
  test('comments received, with the unread count, open receivedRemark', async () => {
    const h = await open({
      token: 't',
      api: { '/api/user/personalInfo': demoUser, '/api/community/remark/unread': { count: 3 } },
    });
    expect(h.container.querySelector('.mp-tag--badge')?.textContent).toBe('3 new');
    expect(h.unstyled()).toEqual([]);
    await h.click(h.getButton('Comments received3 new'));
    expect(h.router.navigateTo).toHaveBeenCalledWith(
      '/pagesCommunity/receivedRemark/receivedRemark',
      undefined,
    );
  });
});
