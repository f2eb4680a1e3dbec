import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import KefuOrder from './kefuOrder';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuOrder />, { route: 'kefuOrder', query: { id: '5' }, token: 'tok', api });
  await flush();
  return h;
};

describe('kefuOrder', () => {
  test('corrects the title with a reason; nothing changed and a bad price are refused inline', async () => {
    const order = demoOrder({ id: 5, address: 'Road 1, flat 5' });
    const h = await open({ '/api/goods_order/detail': order, '/api/goods_order/modify': order });
    expect(h.text()).not.toContain('Road 1, flat 5');
    await h.click(h.getButton('Save the correction'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Typo.');
    await h.click(h.getButton('Save the correction'));
    expect(h.text()).toContain('Change a field first.');
    await h.type(h.getByLabel('Price, in yuan'), '12.345');
    await h.click(h.getButton('Save the correction'));
    expect(h.text()).toContain('Enter the price in yuan, with at most two decimals.');
    await h.type(h.getByLabel('Price, in yuan'), String(order.price_fen / 100));
    await h.type(h.getByLabel('Title'), 'Fix the kitchen tap');
    await h.click(h.getButton('Save the correction'));
    expect(h.calls.find((c) => c.path === '/api/goods_order/modify')?.params).toEqual({
      id: 5,
      title: 'Fix the kitchen tap',
      reason: 'Typo.',
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('reveals the address with a reason; removes the order with a reason', async () => {
    const h = await open({
      '/api/goods_order/detail': demoOrder({ id: 5 }),
      '/api/kefu/reveal': { value: 'Road 1, flat 5' },
      '/api/goods_order/cancel': demoOrder({ id: 5, status: 'removed' }),
    });
    await h.click(h.getButton('Show the exact address'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Site visit.');
    await h.click(h.getButton('Show the exact address'));
    expect(h.text()).toContain('Road 1, flat 5');
    await h.click(h.getButton('Remove'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Fraud.');
    await h.click(h.getButton('Remove'));
    expect(h.calls.find((c) => c.path === '/api/goods_order/cancel')?.params).toEqual({
      id: 5,
      reason: 'Fraud.',
    });
  });

  test('an error with a retry', async () => {
    let n = 0;
    const h = await open({
      '/api/goods_order/detail': () =>
        n++ === 0 ? new ApiError('server', 'This order does not exist.') : demoOrder(),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This order does not exist.');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Open');
  });
});
