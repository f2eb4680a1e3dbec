import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import TalentList from './talentList';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const person = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  s_username: name,
  face: '',
  introduction: 'Fixes things',
  service_area: 'Pudong',
  experience_years: 3,
  rating: 4,
  evaluation_count: 1,
  completed: 2,
  distance_km: null,
  ...extra,
});
const categories = [
  { id: 1, name: 'Home repair', icon: '', parent_id: 0, sort: 1 },
  { id: 3, name: 'Tutoring', icon: '', parent_id: 0, sort: 2 },
];

function allowLocation() {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: (p: unknown) => void) =>
        ok({ coords: { longitude: 121.47, latitude: 31.23 } }),
    },
  });
}

const open = async (talents: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<TalentList />, {
    route: 'talentList',
    api: { '/api/goods/categorize': categories, '/api/talent/list': talents },
    ...o,
  });
  await flush();
  return h;
};

const select = async (h: Awaited<ReturnType<typeof open>>, label: string, value: string) => {
  const el = h.container.querySelector(`select[aria-label="${label}"]`) as HTMLSelectElement;
  el.value = value;
  await act(() => {
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await flush();
};

describe('talentList', () => {
  test('by rating first; a category, a radius and nearest sorting ask again with the position; load more; a row opens the talent', async () => {
    allowLocation();
    const h = await open((p: Record<string, unknown>) =>
      p.cursor
        ? { list: [person(3, 'Third')], next_cursor: null, has_more: false }
        : {
            list: [person(1, 'First', { distance_km: 1.5 }), person(2, 'Second')],
            next_cursor: 'c1',
            has_more: true,
          },
    );
    const lists = () => h.calls.filter((c) => c.path === '/api/talent/list');
    expect(lists()[0]?.params).toEqual({ sort: 'rating' });
    expect(h.text()).toContain('First');
    expect(h.text()).toContain('2 tasks done');
    await select(h, 'Category', '3');
    expect(lists().at(-1)?.params).toEqual({ category_id: 3, sort: 'rating' });
    await select(h, 'Distance', '10');
    expect(lists().at(-1)?.params).toEqual({
      category_id: 3,
      radius_km: 10,
      sort: 'rating',
      longitude: 121.47,
      latitude: 31.23,
    });
    await h.click(h.getButton('Nearest'));
    expect(lists().at(-1)?.params).toMatchObject({ sort: 'distance', longitude: 121.47 });
    expect(h.text()).toContain('1.5 km');
    await h.click(h.getButton('load more'));
    expect(lists().at(-1)?.params).toMatchObject({ cursor: 'c1' });
    expect(h.text()).toContain('Third');
    await h.click(h.container.querySelector('.mp-tl__row') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('talentInformation', { id: 1 });
    expect(h.unstyled()).toEqual([]);
  });

  test('location refused: distance filters say how to allow it, and ask nothing', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, no: () => void) => no() },
    });
    const h = await open({ list: [], next_cursor: null, has_more: false });
    const before = h.calls.length;
    await h.click(h.getButton('Nearest'));
    expect(h.text()).toContain('Allow location access to filter or sort by distance.');
    expect(h.calls.filter((c) => c.path === '/api/talent/list')).toHaveLength(
      h.calls.slice(0, before).filter((c) => c.path === '/api/talent/list').length,
    );
  });

  test('empty, error and offline with retry', async () => {
    const empty = await open({ list: [], next_cursor: null, has_more: false });
    expect(empty.text()).toContain('No one matches yet.');
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() =>
      n++ === 0
        ? new ApiError('network', 'Network Error')
        : { list: [person(1, 'First')], next_cursor: null, has_more: false },
    );
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('First');
  });

  test.each([
    ['zh-Hans', '人才中心', '离我最近'],
    ['zh-Hant', '人才中心', '接案最多'],
    ['es', 'Profesionales', 'Más cerca'],
  ])('in %s', async (locale, title, word) => {
    const h = await open({ list: [], next_cursor: null, has_more: false });
    await act(() => h.inst.i18n.setLocale(locale));
    await vi.waitFor(() => expect(h.text()).toContain(title));
    expect(h.text()).toContain(word);
  });
});
