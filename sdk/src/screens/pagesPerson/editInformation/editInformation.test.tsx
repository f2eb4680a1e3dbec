import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import EditInformation from './editInformation';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const profile = {
  introduction: 'Plumber',
  categories: [{ id: 1, name: 'Home repair' }],
  service_area: 'Pudong',
  longitude: null,
  latitude: null,
  experience_years: 4,
  photos: ['https://api.example/uploads/a.jpg'],
};
const categories = [
  { id: 1, name: 'Home repair', icon: '', parent_id: 0, sort: 1 },
  { id: 3, name: 'Tutoring', icon: '', parent_id: 0, sort: 2 },
];

const open = async (api: Record<string, unknown> = {}, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<EditInformation />, {
    route: 'editInformation',
    below: ['personCenter'],
    user: demoUser,
    token: 'tok',
    api: {
      '/api/user/profile': profile,
      '/api/goods/categorize': categories,
      '/m/api/user/edit_info.php': { ...demoUser, s_username: 'Mei' },
      '/m/api/user/upload_show_photo.php': {
        photos: [...profile.photos, 'https://api.example/uploads/b.jpg'],
      },
      '/m/api/user/delete_show_photo.php': { photos: [] },
      ...api,
    },
    ...o,
  });
  await flush();
  await flush();
  return h;
};

function pick(input: HTMLInputElement, count: number) {
  const files = Array.from({ length: count }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('editInformation', () => {
  test('fills from the profile; edits and saves every field; goes back', async () => {
    const h = await open();
    expect((h.getByLabel('Introduction') as HTMLTextAreaElement).value).toBe('Plumber');
    await h.type(h.getByLabel('Introduction'), 'Plumber, ten years.');
    await h.click(h.getByLabel('Tutoring'));
    await h.type(h.getByLabel('Years of experience'), '10');
    await h.click(h.getButton('Save'));
    expect(h.calls.find((c) => c.path === '/m/api/user/edit_info.php')?.params).toEqual({
      s_username: demoUser.s_username,
      introduction: 'Plumber, ten years.',
      categories: '1,3',
      service_area: 'Pudong',
      longitude: '',
      latitude: '',
      experience_years: '10',
    });
    expect(h.router.navigateBack).toHaveBeenCalled();
    expect(h.unstyled()).toEqual([]);
  });

  test('a refusal shows inline and keeps the draft', async () => {
    const h = await open({
      '/m/api/user/edit_info.php': new ApiError(
        'server',
        'This text cannot be sent: it contains contact details.',
      ),
    });
    await h.type(h.getByLabel('Introduction'), 'add me on wechat');
    await h.click(h.getButton('Save'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('contact details');
    expect((h.getByLabel('Introduction') as HTMLTextAreaElement).value).toBe('add me on wechat');
    expect(h.router.navigateBack).not.toHaveBeenCalled();
  });

  test('photos: upload with progress, remove by place; a refused upload says why', async () => {
    const h = await open();
    pick(h.getByLabel('Add photos') as HTMLInputElement, 1);
    await flush();
    expect(h.calls.find((c) => c.path === '/m/api/user/upload_show_photo.php')?.method).toBe('UPLOAD');
    expect(h.container.querySelectorAll('.mp-edit__album img')).toHaveLength(2);
    await h.click(h.getButton('Remove photo 1'));
    expect(h.calls.find((c) => c.path === '/m/api/user/delete_show_photo.php')?.params).toEqual({ index: 0 });
    expect(h.container.querySelectorAll('.mp-edit__album img')).toHaveLength(0);
    document.body.innerHTML = '';
    const full = await open({
      '/m/api/user/upload_show_photo.php': new ApiError(
        'server',
        'Your album is full: it holds at most 9 photos.',
      ),
    });
    pick(full.getByLabel('Add photos') as HTMLInputElement, 1);
    await flush();
    expect(full.text()).toContain('Your album is full');
  });

  test('more than five categories is refused before sending', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: `Cat ${i + 1}`,
      icon: '',
      parent_id: 0,
      sort: i,
    }));
    const h = await open({
      '/api/goods/categorize': many,
      '/api/user/profile': { ...profile, categories: [] },
    });
    for (let i = 1; i <= 6; i++) await h.click(h.getByLabel(`Cat ${i}`));
    expect(h.text()).toContain('Choose at most 5 categories.');
  });

  test('loading error and offline with retry; signed out', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/user/profile': () => (n++ === 0 ? new ApiError('network', 'Network Error') : profile),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    await flush();
    expect((h.getByLabel('Introduction') as HTMLTextAreaElement).value).toBe('Plumber');
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    const out = await open({}, { token: null, user: null });
    await h.click(out.getButton('Sign in'));
    expect(out.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesPerson/editInformation/editInformation',
    });
  });

  test.each([
    ['zh-Hans', '编辑资料', '从业年限'],
    ['zh-Hant', '編輯資料', '從業年資'],
    ['es', 'Editar perfil', 'Años de experiencia'],
  ])('in %s', async (locale, title, word) => {
    const h = await open();
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(word);
  });
});
