import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import SearchView from './searchView';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const talents = { list: [{ id: 31, s_username: '王师傅', face: '' }], next_cursor: null, has_more: false };
const tasks = (p: Record<string, unknown>) =>
  p.type === 'talent'
    ? talents
    : p.cursor === 's2'
      ? { list: [demoOrder({ id: 2, title: '厨房水管漏水' })], next_cursor: null, has_more: false }
      : { list: [demoOrder({ id: 1, title: '修理厨房水管' })], next_cursor: 's2', has_more: true };

const open = async (answer: unknown, query: Record<string, string> = { str: '水管' }, built?: string[]) => {
  const h = mount(<SearchView />, {
    route: 'searchView',
    below: ['taskCentered'],
    query,
    api: { '/api/search/index': answer },
    ...(built ? { built } : {}),
  });
  await flush();
  return h;
};

describe('searchView', () => {
  test('searches the words of query.str for tasks, pages by cursor, opens an order', async () => {
    const h = await open(tasks);
    expect(h.getByLabel('Search words').value).toBe('水管');
    expect(h.text()).toContain('修理厨房水管');
    await h.click(h.getButton('load more'));
    expect(h.calls.map((c) => c.params)).toEqual([
      { str: '水管', type: 'task' },
      { str: '水管', type: 'task', cursor: 's2' },
    ]);
    expect(h.text()).toContain('厨房水管漏水');
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 1 });
    expect(h.unstyled()).toEqual([]);
  });

  test('the talents tab searches people; a talent opens talentInformation when it exists', async () => {
    const h = await open(tasks, { str: '水管' }, ['talentInformation', 'orderDetail']);
    await h.click(h.getButton('Talents'));
    expect(h.calls.at(-1)?.params).toEqual({ str: '水管', type: 'talent' });
    expect(h.getButton('Talents').getAttribute('aria-selected')).toBe('true');
    await h.click(h.getButton('王 王师傅'.slice(2)));
    expect(h.router.navigateTo).toHaveBeenCalledWith('talentInformation', { id: 31 });
    // Without that page, talents are plain rows.
    const plain = await open(tasks, { str: '水管', type: 'talent' }, ['orderDetail']);
    expect(plain.text()).toContain('王师傅');
    expect(plain.container.querySelector('button.mp-search__person')).toBeNull();
    expect(plain.unstyled()).toEqual([]);
  });

  test('a new search from the field; no results says for what; no words asks for some', async () => {
    const h = await open(
      (p: Record<string, unknown>) =>
        p.str === 'zzz' ? { list: [], next_cursor: null, has_more: false } : tasks(p),
      {},
    );
    expect(h.text()).toContain('Type what you are looking for');
    expect(h.calls).toEqual([]);
    await h.type(h.getByLabel('Search words'), ' zzz ');
    await h.click(h.getButton('Search'));
    expect(h.calls.at(-1)?.params).toEqual({ str: 'zzz', type: 'task' });
    expect(h.text()).toContain('No results for “zzz”');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open((p: Record<string, unknown>) =>
      n++ === 0 ? new ApiError('network', 'Network Error') : tasks(p),
    );
    expect(h.container.querySelector('[role=alert]')).not.toBeNull();
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('修理厨房水管');
  });
});
