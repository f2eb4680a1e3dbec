import { expect, test } from 'vitest';
import type { Order } from '../api/order-types';
import { screenTexts } from '../i18n/screens';
import { demoOrder } from './demo-order';
import { formatDistance, OrderCard } from './order-card';
import { flush, mount } from './test-utils';

async function card(order: Order, onOpen?: (o: Order) => void) {
  const h = mount(<OrderCard order={order} onOpen={onOpen} />, { route: 'hotTask' });
  await h.inst.i18n.addMessages(screenTexts);
  await flush();
  return h;
}

test('shows title, price, category, region, headcount left and poster', async () => {
  const h = await card(demoOrder());
  const text = h.text();
  for (const part of ['Fix the kitchen pipe', '¥120.00', 'Plumbing', 'Chaoyang', '2 left', 'Wang']) {
    expect(text).toContain(part);
  }
  expect(text).not.toContain(' m');
  expect(h.unstyled()).toEqual([]);
});

test('quote mode shows "from" the starting price, or the mode label without one', async () => {
  expect((await card(demoOrder({ pricing_mode: 'quote' }))).text()).toContain('from ¥120.00');
  expect((await card(demoOrder({ pricing_mode: 'quote', price_fen: 0 }))).text()).toContain('Open to quotes');
});

test('distances in m and km, "~" for an estimate', async () => {
  expect(formatDistance(850, false)).toBe('850 m');
  expect(formatDistance(1234, true)).toBe('~1.2 km');
  expect((await card(demoOrder({ distance_m: 2500, distance_estimate: true }))).text()).toContain('~2.5 km');
});

test('a tap opens the order, or calls onOpen', async () => {
  const h = await card(demoOrder({ id: 42 }));
  const button = h.container.querySelector('.mp-ocard');
  // named by its content, title first: no aria-label(ledby) hiding the rest of what it shows
  expect(button?.hasAttribute('aria-labelledby')).toBe(false);
  expect(button?.hasAttribute('aria-label')).toBe(false);
  expect(button?.textContent).toMatch(/^Fix the kitchen pipe/);
  await h.click(button as Element);
  expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 42 });
  const picked: Order[] = [];
  const h2 = await card(demoOrder({ id: 43 }), (o) => picked.push(o));
  h2.container.querySelector('button')?.click();
  expect(picked.map((o) => o.id)).toEqual([43]);
  expect(h2.router.navigateTo).not.toHaveBeenCalled();
});
