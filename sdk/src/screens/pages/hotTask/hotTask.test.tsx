import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import HotTask from './hotTask';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (answer: unknown) => {
  const h = mount(<HotTask />, {
    route: 'hotTask',
    below: ['taskCentered'],
    api: { '/api/goods_order/hot': answer },
  });
  await flush();
  return h;
};

describe('hotTask', () => {
  test('loading, then the hot orders; load more with the cursor; a card opens its order', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    const h = await open((p: Record<string, unknown>) =>
      p.cursor === 'h2'
        ? { list: [demoOrder({ id: 9, title: 'Walk a dog' })], next_cursor: null, has_more: false }
        : { list: [demoOrder({ id: 8 })], next_cursor: 'h2', has_more: true },
    );
    expect(h.text()).toContain('Fix the kitchen pipe');
    await h.click(h.getButton('load more'));
    expect(h.calls.map((c) => c.params)).toEqual([{}, { cursor: 'h2' }]);
    expect(h.text()).toContain('Walk a dog');
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 8 });
    expect(h.unstyled()).toEqual([]);
  });

  test('empty', async () => {
    const h = await open({ list: [], next_cursor: null, has_more: false });
    expect(h.text()).toContain('No open tasks right now');
  });

  test('error and offline, then retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() =>
      n++ === 0
        ? new ApiError('network', 'Network Error')
        : { list: [demoOrder()], next_cursor: null, has_more: false },
    );
    expect(h.container.querySelector('[role=alert]')).not.toBeNull();
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix the kitchen pipe');
  });
});
