import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Category } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { groupCategories } from '../../../ui/category-groups';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import SelectProject from './selectProject';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const cat = (id: number, name: string, parent_id = 0): Category => ({
  id,
  name,
  icon: `https://api.test/assets/${id}.svg`,
  parent_id,
  sort: id,
});
const list = [
  cat(1, 'Home repair'),
  cat(2, 'Cleaning'),
  cat(3, 'Moving'),
  cat(4, 'Furniture moving', 3),
  cat(5, 'Errands', 3),
  cat(6, 'Tutoring'),
];

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<SelectProject />, {
    route: 'selectProject',
    api: { '/api/goods/categorize': list },
    ...o,
  });
  await flush();
  return h;
};
const blocks = (h: Awaited<ReturnType<typeof open>>) =>
  Array.from(h.container.querySelectorAll('section'), (s) => [
    s.querySelector('h2')?.textContent ?? null,
    Array.from(s.querySelectorAll('.mp-cell__label'), (c) => c.textContent),
  ]);

describe('selectProject', () => {
  test('lists categories grouped under their parent', async () => {
    const h = await open();
    expect(h.calls.map((c) => [c.path, c.silent])).toEqual([['/api/goods/categorize', true]]);
    expect(h.container.querySelector('h1')?.textContent).toBe('Choose a service');
    expect(blocks(h)).toEqual([
      [null, ['Home repair', 'Cleaning']],
      ['Moving', ['Furniture moving', 'Errands']],
      [null, ['Tutoring']],
    ]);
    expect(h.unstyled()).toEqual([]);
  });

  test('filters by name; a matching parent keeps its own; nothing found says so', async () => {
    const h = await open();
    const box = h.getByLabel('Search categories');
    await h.type(box, 'MOV');
    expect(blocks(h)).toEqual([['Moving', ['Furniture moving', 'Errands']]]);
    await h.type(box, 'err');
    expect(blocks(h)).toEqual([['Moving', ['Errands']]]);
    await h.type(box, 'ring');
    expect(blocks(h)).toEqual([[null, ['Tutoring']]]);
    await h.type(box, ' zzz ');
    expect(h.text()).toContain('No category matches “zzz”');
  });

  test('outside pick mode a tap starts a task order in that category', async () => {
    const h = await open();
    await h.click(h.getButton('Errands'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('deliverOrder', { goods_categorize_id: '5' });
    expect(h.router.navigateBack).not.toHaveBeenCalled();
  });

  test('in pick mode a tap hands the category back and returns; the current one is marked', async () => {
    const h = await open({ query: { pick: '1', selected: '2' } });
    expect(h.container.querySelector('h1')?.textContent).toBe('Choose a category');
    expect(h.getByText('Selected').closest('button')?.textContent).toBe('CleaningSelected');
    await h.click(h.getButton('Tutoring'));
    expect(takePick(h.router, 'category')).toEqual(list[5]);
    expect(h.router.navigateBack).toHaveBeenCalledTimes(1);
    expect(h.router.navigateTo).not.toHaveBeenCalled();
  });

  test('loading, empty, error with retry, offline', async () => {
    let answer: unknown = new ApiError('server', 'Something broke on our side.', 500);
    const h = mount(<SelectProject />, {
      route: 'selectProject',
      api: { '/api/goods/categorize': () => answer },
    });
    expect(h.text()).toContain('loading');
    await flush();
    expect(h.text()).toContain('Something broke on our side.');
    expect(h.container.querySelector('input')).toBeNull();
    answer = [];
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('No categories yet');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = await open({
      api: { '/api/goods/categorize': new ApiError('network', 'Network Error') },
    });
    expect(offline.text()).toContain('Network signal lost. Check your connection.');
  });
});

describe('groupCategories', () => {
  test('deeper trees sit under their top ancestor; orphans and cycles stay visible', () => {
    const tree = [
      cat(1, 'A'),
      cat(2, 'B', 1),
      cat(3, 'C', 2),
      cat(4, 'D', 99),
      cat(5, 'E', 6),
      cat(6, 'F', 5),
    ];
    expect(groupCategories(tree).map((b) => [b.parent?.name ?? null, b.items.map((c) => c.name)])).toEqual([
      ['A', ['B', 'C']],
      [null, ['D', 'E', 'F']],
    ]);
  });
});
