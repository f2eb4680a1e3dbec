import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import RealName from './realName';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

// A valid resident ID number (born 1990-03-07; its check character computed).
const ID = '110105199003071239';
const unverified = { ...demoUser, smrz: 0 as const, name: '', sfzid: '' };

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<RealName />, { route: 'realName', token: 't', ...o });
  await flush();
  return h;
};

describe('realName', () => {
  test('signed out: asks to sign in and comes back here after', async () => {
    const h = await open({ token: null });
    expect(h.text()).toContain('Sign in to verify your identity.');
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', { redirect: 'realName' });
    expect(h.unstyled()).toEqual([]);
  });

  test('checks the name and the number before sending, and keeps what was typed', async () => {
    const h = await open({ api: { '/api/user/personalInfo': unverified } });
    await h.click(h.getButton('Verify'));
    expect(h.text()).toContain('Enter your legal name.');
    expect(h.text()).toContain('Enter your ID number.');
    await h.type(h.getByLabel('Legal name'), '张三3');
    await h.type(h.getByLabel('ID number'), '110105199003071238');
    await h.click(h.getButton('Verify'));
    expect(h.text()).toContain('Use letters only, as on your ID card.');
    expect(h.text()).toContain('This is not a valid 18-character ID number. Check each character.');
    expect(h.calls.filter((c) => c.path === '/api/user/realName')).toEqual([]);
    expect((h.getByLabel('Legal name') as HTMLInputElement).value).toBe('张三3');
    expect(h.unstyled()).toEqual([]);
  });

  test('sends the tidied name and number, then shows the verified state and updates the session', async () => {
    const verified = { ...unverified, smrz: 2 as const, name: '张三', sfzid: '1****************9' };
    let smrz = 0;
    const h = await open({
      api: {
        '/api/user/personalInfo': () => (smrz === 2 ? verified : unverified),
        '/api/user/realName': () => {
          smrz = 2;
          return verified;
        },
      },
    });
    await h.type(h.getByLabel('Legal name'), ' 张三 ');
    await h.type(h.getByLabel('ID number'), '110105 19900307123９');
    await h.click(h.getButton('Verify'));
    await flush();
    const call = h.calls.find((c) => c.path === '/api/user/realName');
    expect(call).toMatchObject({ method: 'POST', params: { title: '张三', sfzid: ID }, silent: true });
    expect(h.session.$user.get()).toEqual(verified);
    expect(h.toasts).toEqual(['Verification complete']);
    expect(h.text()).toContain('You are verified');
    expect(h.text()).toContain('1****************9');
    expect(h.text()).not.toContain(ID);
  });

  test('a refusal from the server shows inline; the form keeps its values', async () => {
    const h = await open({
      api: {
        '/api/user/personalInfo': unverified,
        '/api/user/realName': new ApiError('server', 'The name and the ID number do not match.', 400),
      },
    });
    await h.type(h.getByLabel('Legal name'), '李四');
    await h.type(h.getByLabel('ID number'), ID);
    await h.click(h.getButton('Verify'));
    await flush();
    expect(h.getByText('The name and the ID number do not match.').getAttribute('role')).toBe('alert');
    expect((h.getByLabel('ID number') as HTMLInputElement).value).toBe(ID);
  });

  test('after a rejected attempt it says so', async () => {
    const h = await open({ api: { '/api/user/personalInfo': { ...unverified, smrz: 3 } } });
    expect(h.text()).toContain('Your last attempt did not match.');
  });

  test('a failed load offers a retry; offline says the network is lost', async () => {
    let fail = true;
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({
      api: {
        '/api/user/personalInfo': () => (fail ? new ApiError('network', 'Network Error') : unverified),
      },
    });
    expect(h.text()).toContain('Network signal lost');
    fail = false;
    await h.click(h.getButton('Retry'));
    await flush();
    expect(h.getButton('Verify')).toBeTruthy();
  });
});
