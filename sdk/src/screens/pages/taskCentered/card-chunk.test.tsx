import { expect, test, vi } from 'vitest';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import TaskCentered from './taskCentered';

// The order cards' chunk fails the first time (offline), then arrives.
let offline = true;
vi.mock('../../../ui/order-card', async (original) => {
  if (offline) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

test('a card chunk that cannot be fetched says so with a retry, which draws the cards', async () => {
  const h = mount(<TaskCentered />, {
    route: 'taskCentered',
    api: {
      '/api/goods/categorize': [],
      '/api/goods_order/hall': {
        list: [demoOrder({ id: 1, title: 'Fix a tap' })],
        next_cursor: null,
        has_more: false,
        page_size: 20,
      },
    },
  });
  await flush(20);
  expect(h.container.querySelector('[role=alert]')).not.toBeNull();
  expect(h.text()).not.toContain('Fix a tap');
  offline = false;
  // back online: the chunk loads (as open() in taskCentered.test.tsx, so the page's import resolves in a flush)
  await import('../../../ui/order-card');
  await h.click(h.getButton('Retry'));
  await flush(20);
  expect(h.container.querySelector('[role=alert]')).toBeNull();
  expect(h.text()).toContain('Fix a tap');
});
