import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import type { User } from '../../../api/types';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import CertificationView from './certificationView';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const unverified: User = { ...demoUser, smrz: 0 };
const categories = [
  { id: 1, name: 'Home repair', icon: '', parent_id: 0, sort: 1 },
  { id: 3, name: 'Tutoring', icon: '', parent_id: 0, sort: 2 },
];
const certificate = (over: Record<string, unknown>) => ({
  id: 1,
  user_id: 7,
  photo: 'https://api.example/uploads/c.jpg',
  type: 'licence',
  category_id: 1,
  category: 'Home repair',
  status: 'pending',
  reason: '',
  created_at: 1,
  reviewed_at: null,
  ...over,
});

const open = async (api: Record<string, unknown> = {}, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<CertificationView />, {
    route: 'certificationView',
    below: ['personCenter'],
    user: unverified,
    token: 'tok',
    api: {
      '/api/user/personalInfo': unverified,
      '/api/user/certificate/list': { list: [] },
      '/api/goods/categorize': categories,
      '/m/api/user/recognize_idcard.php': (p: Record<string, unknown>) =>
        p.type === 'front'
          ? { type: 'front', fields: { name: '王芳', id_number: '11010519491231002X' } }
          : { type: 'back', fields: { authority: 'Beijing', valid_date: '2020.01.01-2040.01.01' } },
      '/api/user/realName': { ...unverified, smrz: 2, name: '王芳', sfzid: '1101**********002X' },
      '/m/api/user/certificate/create': certificate({ id: 2 }),
      ...api,
    },
    ...o,
  });
  await flush();
  await flush();
  return h;
};

function pick(input: HTMLInputElement) {
  Object.defineProperty(input, 'files', {
    configurable: true,
    value: [new File(['x'], 'card.png', { type: 'image/png' })],
  });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('certificationView', () => {
  test('reads both sides, fills the form, and verifies what the person confirms', async () => {
    const h = await open();
    expect(h.text()).toContain('No certificates yet');
    pick(h.getByLabel('Front (photo side)') as HTMLInputElement);
    await flush();
    pick(h.getByLabel('Back (emblem side)') as HTMLInputElement);
    await flush();
    const reads = h.calls.filter((c) => c.path === '/m/api/user/recognize_idcard.php');
    expect(reads.map((c) => c.params)).toEqual([{ type: 'front' }, { type: 'back' }]);
    expect((h.getByLabel('Legal name') as HTMLInputElement).value).toBe('王芳');
    expect((h.getByLabel('ID number') as HTMLInputElement).value).toBe('11010519491231002X');
    await h.type(h.getByLabel('Legal name'), '王 芳');
    await h.click(h.getButton('Confirm and verify'));
    expect(h.calls.find((c) => c.path === '/api/user/realName')?.params).toEqual({
      title: '王 芳',
      sfzid: '11010519491231002X',
    });
    expect(h.toasts).toContain('Identity verified');
    expect(h.unstyled()).toEqual([]);
  });

  test('an unreadable side says why; a bad number is refused before sending', async () => {
    const h = await open({
      '/m/api/user/recognize_idcard.php': new ApiError('server', 'The front of the ID card cannot be read.'),
    });
    pick(h.getByLabel('Front (photo side)') as HTMLInputElement);
    await flush();
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('cannot be read');
    await h.type(h.getByLabel('Legal name'), '王芳');
    await h.type(h.getByLabel('ID number'), '110105194912310021');
    await h.click(h.getButton('Confirm and verify'));
    expect(h.text()).toContain('This ID number is not valid');
    expect(h.calls.some((c) => c.path === '/api/user/realName')).toBe(false);
    expect((h.getByLabel('Legal name') as HTMLInputElement).value).toBe('王芳');
  });

  test('verified: the state, and certificates with their review state and reason', async () => {
    const verified = { ...demoUser, smrz: 2, name: '王芳', sfzid: '1101**********002X' };
    const h = await open({
      '/api/user/personalInfo': verified,
      '/api/user/certificate/list': {
        list: [
          certificate({ id: 3, status: 'rejected', reason: 'The photo is blurred' }),
          certificate({ id: 2, status: 'approved', type: 'skill', category: 'Tutoring' }),
        ],
      },
    });
    expect(h.text()).toContain('Identity verified: 王芳, 1101**********002X');
    expect(h.container.querySelector('input[autocomplete=name]')).toBeNull();
    expect(h.text()).toContain('Rejected');
    expect(h.text()).toContain('Reason: The photo is blurred');
    expect(h.text()).toContain('Skill certificate · Tutoring');
    expect(h.text()).toContain('Approved');
  });

  test('adds a certificate with its type and category; asks for what is missing', async () => {
    let list = { list: [] as unknown[] };
    const h = await open({ '/api/user/certificate/list': () => list });
    await h.click(h.getButton('Submit for review'));
    expect(h.text()).toContain('Add a photo of the certificate');
    pick(h.getByLabel('Photo of the certificate') as HTMLInputElement);
    await flush();
    await h.click(h.getButton('Submit for review'));
    expect(h.text()).toContain('Choose the category it qualifies you for');
    const selects = h.container.querySelectorAll('select');
    act(() => {
      (selects[0] as HTMLSelectElement).value = 'diploma';
      selects[0]?.dispatchEvent(new Event('change', { bubbles: true }));
      (selects[1] as HTMLSelectElement).value = '3';
      selects[1]?.dispatchEvent(new Event('change', { bubbles: true }));
    });
    list = { list: [certificate({ id: 2, type: 'diploma', category: 'Tutoring' })] };
    await h.click(h.getButton('Submit for review'));
    await flush();
    expect(h.calls.find((c) => c.path === '/m/api/user/certificate/create')?.params).toEqual({
      type: 'diploma',
      category_id: 3,
    });
    expect(h.toasts).toContain('Submitted for review');
    expect(h.text()).toContain('Diploma · Tutoring');
    expect(h.text()).toContain('Under review');
  });

  test('loading error and offline with retry; signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/user/certificate/list': () =>
        n++ === 0 ? new ApiError('network', 'Network Error') : { list: [] },
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    await flush();
    expect(h.text()).toContain('No certificates yet');
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    const out = await open({}, { token: null, user: null });
    await out.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/certificationView/certificationView',
    });
  });

  test.each([
    ['zh-Hans', '资质认证', '人像面'],
    ['zh-Hant', '資格認證', '國徽面'],
    ['fr', 'Certification', 'Recto (côté photo)'],
  ])('in %s', async (locale, title, word) => {
    const h = await open();
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(word);
  });
});
