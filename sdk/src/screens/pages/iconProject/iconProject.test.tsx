import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Category } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { takePick } from '../../../ui/picks';
import { flush, mount } from '../../../ui/test-utils';
import IconProject from './iconProject';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const cat = (
  id: number,
  name: string,
  parent_id = 0,
  icon = `https://api.test/assets/${id}.svg`,
): Category => ({
  id,
  name,
  icon,
  parent_id,
  sort: id,
});
const list = [cat(1, 'Home repair'), cat(2, 'Cleaning', 0, ''), cat(3, 'Moving'), cat(4, 'Errands', 3)];

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<IconProject />, { route: 'iconProject', api: { '/api/goods/categorize': list }, ...o });
  await flush();
  return h;
};

describe('iconProject', () => {
  test('draws every category as an icon with its name, grouped under its parent', async () => {
    const h = await open();
    expect(h.calls.map((c) => [c.path, c.silent])).toEqual([['/api/goods/categorize', true]]);
    expect(h.container.querySelector('h1')?.textContent).toBe('All services');
    const items = Array.from(h.container.querySelectorAll('.mp-icons__item'), (b) => [
      b.querySelector('img')?.getAttribute('src') ?? b.querySelector('.mp-icons__icon')?.textContent,
      b.querySelector('.mp-icons__name')?.textContent,
    ]);
    expect(items).toEqual([
      ['https://api.test/assets/1.svg', 'Home repair'],
      ['C', 'Cleaning'], // no icon: its initial
      ['https://api.test/assets/4.svg', 'Errands'],
    ]);
    expect(h.container.querySelector('h2')?.textContent).toBe('Moving');
    expect(h.unstyled()).toEqual([]);
  });

  test('a tap starts a task order; in pick mode it hands the category back', async () => {
    const h = await open();
    await h.click(h.getButton('Cleaning'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('deliverOrder', { goods_categorize_id: '2' });

    const picking = await open({ query: { pick: '1', selected: '4' } });
    expect(picking.container.querySelector('h1')?.textContent).toBe('Choose a category');
    expect(picking.getButton('Errands').getAttribute('aria-current')).toBe('true');
    await picking.click(picking.getButton('Home repair'));
    expect(takePick(picking.router, 'category')).toEqual(list[0]);
    expect(picking.router.navigateBack).toHaveBeenCalledTimes(1);
  });

  test('loading, empty, error with retry, offline', async () => {
    let answer: unknown = new ApiError('server', 'Something broke on our side.', 500);
    const h = mount(<IconProject />, {
      route: 'iconProject',
      api: { '/api/goods/categorize': () => answer },
    });
    expect(h.text()).toContain('loading');
    await flush();
    expect(h.text()).toContain('Something broke on our side.');
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
