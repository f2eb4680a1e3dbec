import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import LoginView from './loginView';

afterEach(() => {
  document.body.innerHTML = '';
});

let captchas = 0;
const api = (over: Record<string, unknown> = {}) => ({
  '/m/captcha/img64': () => ({
    img: `data:image/svg+xml;base64,${++captchas}`,
    session_id: `s${captchas}`,
    expires_in: 300,
  }),
  '/api/sms/register': { registerToken: 'rt1', expires_in: 600, resend_in: 60 },
  '/api/user/register': { tokenInfo: { token: 'tok', exp: 2e9 }, user: demoUser },
  ...over,
});

async function open(over?: Record<string, unknown>, query: Record<string, string> = {}) {
  const h = mount(<LoginView />, { route: 'loginView', below: ['homeView'], api: api(over), query });
  await flush();
  return h;
}

async function fill(h: Awaited<ReturnType<typeof open>>, phone = '13812345678', captcha = 'abcd') {
  await h.type(h.getByLabel('Mobile number'), phone);
  await h.type(h.getByLabel('Image code'), captcha);
}

describe('loginView', () => {
  test('shows the title and the captcha image, and a tap on it loads a new one', async () => {
    const h = await open();
    expect(h.unstyled()).toEqual([]); // every class it draws is in a sheet it added
    expect(h.getByText('Bind phone').tagName).toBe('H1');
    const img = h.container.querySelector('.mp-captcha img') as HTMLImageElement;
    const first = img.src;
    await h.click(h.getButton('Image code, tap to get a new one'));
    expect((h.container.querySelector('.mp-captcha img') as HTMLImageElement).src).not.toBe(first);
  });

  test('checks the phone number before sending a code', async () => {
    const h = await open();
    await fill(h, '12345');
    await h.click(h.getButton('Get code'));
    expect(h.text()).toContain('Enter a valid 11-digit mobile number');
    expect(h.calls.some((c) => c.path === '/api/sms/register')).toBe(false);
  });

  test('sends the SMS with the captcha answer and session, then counts down', async () => {
    const h = await open();
    await fill(h);
    await h.click(h.getButton('Get code'));
    const sms = h.calls.find((c) => c.path === '/api/sms/register');
    expect(sms?.params).toEqual({
      code: 'abcd',
      phone: '13812345678',
      session_id: expect.stringMatching(/^s\d+$/),
    });
    expect(h.toasts).toEqual(['Code sent']);
    expect(h.getButton('Resend in 60s').disabled).toBe(true);
  });

  test('a failed send shows the message, refreshes the single-use captcha and keeps what was typed', async () => {
    const h = await open({ '/api/sms/register': new ApiError('server', 'Wrong image code') });
    await fill(h);
    const before = h.calls.filter((c) => c.path === '/m/captcha/img64').length;
    await h.click(h.getButton('Get code'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('Wrong image code');
    expect(h.calls.filter((c) => c.path === '/m/captcha/img64').length).toBe(before + 1);
    expect(h.getByLabel('Mobile number').value).toBe('13812345678');
    expect(h.getByLabel('Image code').value).toBe('abcd');
    expect(h.getButton('Get code').disabled).toBe(false);
    expect(h.calls.every((c) => c.silent)).toBe(true); // shown inline, not toasted too
  });

  test('asks for the agreement, then registers, signs in and opens the person center', async () => {
    const h = await open(undefined, { captain_id: '42' });
    await fill(h);
    await h.click(h.getButton('Get code'));
    await h.type(h.getByLabel('SMS code'), '123456');
    await h.click(h.getButton('Bind and sign in'));
    expect(h.text()).toContain('Please accept the User Agreement and the Privacy Policy first');
    expect(h.session.login).not.toHaveBeenCalled();

    await h.click(h.container.querySelector('input[type=checkbox]') as HTMLInputElement);
    await h.click(h.getButton('Bind and sign in'));
    const reg = h.calls.find((c) => c.path === '/api/user/register');
    expect(reg?.params).toEqual({
      phone: '13812345678',
      smsCode: '123456',
      registerToken: 'rt1',
      captain_id: '42',
    });
    expect(h.session.login).toHaveBeenCalledWith({ token: 'tok', exp: 2e9 }, demoUser);
    expect(h.router.reLaunch).toHaveBeenCalledWith('personCenter');
  });

  test('returns to the redirect route after signing in', async () => {
    const h = await open(undefined, { redirect: 'aboutUs' });
    await fill(h);
    await h.click(h.getButton('Get code'));
    await h.type(h.getByLabel('SMS code'), '123456');
    await h.click(h.container.querySelector('input[type=checkbox]') as HTMLInputElement);
    await h.click(h.getButton('Bind and sign in'));
    expect(h.router.reLaunch).toHaveBeenCalledWith('aboutUs');
  });

  test('a failed registration keeps every field and shows the message', async () => {
    const h = await open({ '/api/user/register': new ApiError('server', 'Wrong SMS code') });
    await fill(h);
    await h.click(h.getButton('Get code'));
    await h.type(h.getByLabel('SMS code'), '654321');
    await h.click(h.container.querySelector('input[type=checkbox]') as HTMLInputElement);
    await h.click(h.getButton('Bind and sign in'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe('Wrong SMS code');
    expect(h.getByLabel('SMS code').value).toBe('654321');
    expect(h.session.login).not.toHaveBeenCalled();
  });

  test('asks for a code first and validates its 6 digits', async () => {
    const h = await open();
    await fill(h);
    await h.click(h.getButton('Bind and sign in'));
    expect(h.text()).toContain('Get an SMS code first');
    await h.click(h.getButton('Get code'));
    await h.type(h.getByLabel('SMS code'), '12');
    await h.click(h.getButton('Bind and sign in'));
    expect(h.text()).toContain('Enter the 6-digit code from the SMS');
  });

  test('the agreement links open the agreement pages', async () => {
    const h = await open();
    await h.click(h.getButton('User Agreement'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('aboutContract', { key: 'user_agreement' });
    await h.click(h.getButton('Privacy Policy'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('aboutContract', { key: 'privacy_policy' });
    expect((h.container.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(false);
  });

  test('a captcha that fails to load says so and retries on a tap', async () => {
    let fail = true;
    const h = await open({
      '/m/captcha/img64': () =>
        fail ? new ApiError('network', 'Network Error') : { img: 'data:x', session_id: 's', expires_in: 300 },
    });
    expect(h.text()).toContain('Could not load the image code: Network Error');
    fail = false;
    await h.click(h.getButton('Image code, tap to get a new one'));
    expect(h.text()).not.toContain('Could not load');
  });
});
