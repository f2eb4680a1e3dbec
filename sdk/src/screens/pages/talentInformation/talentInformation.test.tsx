import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import TalentInformation from './talentInformation';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const talent = {
  id: 7,
  s_username: 'Carpenter Li',
  face: '',
  introduction: 'Shelves, doors and\nkitchens.',
  service_area: 'Pudong',
  experience_years: 12,
  rating: 4.5,
  evaluation_count: 2,
  completed: 9,
  distance_km: 3.2,
  categories: [{ id: 1, name: 'Home repair' }],
  longitude: null,
  latitude: null,
  photos: ['https://api.example/uploads/a.jpg', 'https://api.example/uploads/b.jpg'],
  verified: true,
  badges: [{ id: 3, type: 'licence', category_id: 1, category: 'Home repair' }],
  saved: false,
};
const evaluations = {
  list: [
    {
      goods_order_task_id: 1,
      goods_order_id: 1,
      title: 'Shelves',
      author_role: 'poster',
      about: { id: 7, s_username: 'Carpenter Li', face: '' },
      visible: true,
      by: { id: 2, s_username: 'Mei', face: '' },
      stars: 5,
      content: 'Quick and tidy',
      pics: [],
      at: 1_700_000_000,
    },
  ],
  page: 1,
  page_size: 20,
  has_more: false,
  average: 5,
  count: 1,
};

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<TalentInformation />, {
    route: 'talentInformation',
    query: { id: '7' },
    user: { ...demoUser, id: 99 },
    token: 'tok',
    api: {
      '/api/talent/detail': talent,
      '/api/evaluate/list': evaluations,
      '/api/favourite/save': { saved: true },
    },
    ...o,
  });
  await flush();
  await flush();
  return h;
};

describe('talentInformation', () => {
  test('profile, album, badges, rating, completed, evaluations; message opens the chat; save', async () => {
    const h = await open();
    const text = h.text();
    for (const part of [
      'Carpenter Li',
      'ID verified',
      '4.5 (2 reviews)',
      '9',
      '12 years',
      'Pudong · 3.2 km away',
      'Home repair',
      'Licence · Home repair',
      'Quick and tidy',
    ]) {
      expect(text).toContain(part);
    }
    expect(h.container.querySelector('.mp-talent__intro')?.textContent).toBe('Shelves, doors and\nkitchens.');
    expect(h.container.querySelectorAll('.mp-talent__album img')).toHaveLength(2);
    expect(h.calls.find((c) => c.path === '/api/evaluate/list')?.params).toMatchObject({
      user_id: 7,
      role: 'as_taker',
      page: 1,
    });
    await h.click(h.getButton('Message'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { accept_id: 7 });
    await h.click(h.getButton('☆ Save'));
    expect(h.calls.find((c) => c.path === '/api/favourite/save')?.params).toEqual({
      kind: 'talent',
      target_id: 7,
    });
    expect(h.getButton('★ Saved')).toBeTruthy();
    expect(h.unstyled()).toEqual([]);
  });

  test('one’s own page has no message or save button; no evaluations says so', async () => {
    const h = await open({
      user: { ...demoUser, id: 7 },
      api: { '/api/talent/detail': talent, '/api/evaluate/list': { ...evaluations, list: [], count: 0 } },
    });
    expect(h.container.querySelector('.mp-save')).toBeNull();
    expect(h.text()).not.toContain('Message');
    expect(h.text()).toContain('No reviews yet.');
  });

  test('not found, offline, retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      api: {
        '/api/talent/detail': () => (n++ === 0 ? new ApiError('network', 'Network Error') : talent),
        '/api/evaluate/list': evaluations,
      },
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    await flush();
    expect(h.text()).toContain('Carpenter Li');
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    const missing = await open({
      api: { '/api/talent/detail': new ApiError('server', 'This person does not exist.', 404) },
    });
    expect(missing.text()).toContain('This person does not exist.');
  });

  test.each([
    ['zh-Hans', '人才详情', '已实名'],
    ['zh-Hant', '人才詳情', '資格證照'],
    ['fr', 'Prestataire', 'Identité vérifiée'],
  ])('in %s', async (locale, title, word) => {
    const h = await open();
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.container.innerHTML).toContain(word);
  });
});
