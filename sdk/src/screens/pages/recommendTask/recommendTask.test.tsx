import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import RecommendTask from './recommendTask';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (answer: unknown) => {
  const h = mount(<RecommendTask />, {
    route: 'recommendTask',
    below: ['taskCentered'],
    token: 'tok',
    api: { '/api/goods_order/recommend': answer },
  });
  await flush();
  return h;
};

describe('recommendTask', () => {
  test('the recommended orders, load more by cursor, a card opens its order', async () => {
    const h = await open((p: Record<string, unknown>) =>
      p.cursor === 'r2'
        ? { list: [demoOrder({ id: 5, title: 'Tutor maths' })], next_cursor: null, has_more: false }
        : { list: [demoOrder({ id: 4 })], next_cursor: 'r2', has_more: true },
    );
    expect(h.text()).toContain('Picked from the kinds of tasks you post and take');
    await h.click(h.getButton('load more'));
    expect(h.calls.map((c) => c.params)).toEqual([{}, { cursor: 'r2' }]);
    expect(h.text()).toContain('Tutor maths');
    await h.click(h.container.querySelector('.mp-ocard') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 4 });
    expect(h.unstyled()).toEqual([]);
  });

  test('nearest first with the location the browser already allows', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: async () => ({ state: 'granted' }) },
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { longitude: 116.4, latitude: 39.9 } } as GeolocationPosition),
      },
    });
    const h = await open({ list: [demoOrder({ distance_m: 1500 })], next_cursor: null, has_more: false });
    expect(h.calls.at(-1)?.params).toEqual({ longitude: 116.4, latitude: 39.9 });
    expect(h.text()).toContain('nearest first');
    expect(h.text()).toContain('1.5 km');
  });

  test('empty, error with retry, offline', async () => {
    expect((await open({ list: [], next_cursor: null, has_more: false })).text()).toContain(
      'Nothing to recommend yet',
    );
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
