import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import KefuTask from './kefuTask';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = 1_790_000_000;

function disputed(over: Partial<Task> = {}): Task {
  return {
    id: 41,
    goods_order_id: 9,
    taker: { id: 8, s_username: 'Li Lei', face: '' },
    status: 'disputed',
    price_fen: 5000,
    rounds: [],
    fee_change: null,
    coupon: null,
    payable_fen: 5000,
    commission_fen: 750,
    payout_fen: 4250,
    deliveries: [],
    change_requests: [],
    cancel: null,
    deadlines: {},
    log: [
      {
        transition: 'dispute',
        actor_role: 'poster',
        actor_id: 7,
        from: 'delivered',
        to: 'disputed',
        at: NOW,
        reason: 'Still leaks.',
      },
    ],
    actions: ['resolve-release', 'resolve-refund', 'resolve-split'],
    evaluations: { mine: null, theirs: null },
    ...over,
  };
}

const me = (level: 'agent' | 'supervisor') => ({ id: 1, level, supervisor_above_fen: 50_000 });

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuTask />, { route: 'kefuTask', query: { id: '41' }, token: 'tok', api });
  await flush();
  return h;
};

describe('kefuTask', () => {
  test('splits a dispute by the taker’s amount with a reason; bad amounts and no reason are refused inline', async () => {
    let state = disputed();
    const h = await open({
      '/api/goods_order_task/detail': () => state,
      '/api/kefu/me': me('agent'),
      '/api/goods_order_task/transition': (p: Record<string, unknown>) => {
        state = disputed({ status: 'split', actions: [] });
        return { ...state, sent: p };
      },
    });
    expect(h.text()).toContain('In dispute · ¥50.00');
    expect(h.text()).toContain('Still leaks.');
    await h.click(h.getButton('Split the payment'));
    await h.click(h.getButton('Split the payment'));
    expect(h.text()).toContain('Please give a reason.');
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Most of it was done.');
    await h.type(h.getByLabel('Provider’s part, in yuan (fee ¥50.00)'), '50');
    await h.click(h.getButton('Split the payment'));
    expect(h.text()).toContain('Enter the provider’s part: more than 0 and less than ¥50.00.');
    expect(h.calls.filter((c) => c.path === '/api/goods_order_task/transition')).toEqual([]);
    await h.type(h.getByLabel('Provider’s part, in yuan (fee ¥50.00)'), '30');
    await h.click(h.getButton('Split the payment'));
    const sent = h.calls.find((c) => c.path === '/api/goods_order_task/transition');
    expect(sent?.params).toMatchObject({
      id: 41,
      transition: 'resolve-split',
      taker_fen: 3000,
      reason: 'Most of it was done.',
      expected_state: 'disputed',
    });
    await vi.waitFor(() => expect(h.text()).toContain('Settled by support'));
    expect(h.text()).toContain('Customer service has no action on this task in its current state.');
    expect(h.unstyled()).toEqual([]);
  });

  test('an agent above the threshold is told; the server’s refusal shows inline and the reason stays', async () => {
    const h = await open({
      '/api/goods_order_task/detail': disputed({ price_fen: 60_000 }),
      '/api/kefu/me': me('agent'),
      '/api/goods_order_task/transition': new ApiError(
        'server',
        'A decision on more than 500.00 yuan needs a customer service supervisor.',
      ),
    });
    expect(h.text()).toContain(
      'The fee is above ¥500.00: only a supervisor can release, refund or split it.',
    );
    await h.click(h.getButton('Refund the customer'));
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Nothing done.');
    await h.click(h.getButton('Refund the customer'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe(
      'A decision on more than 500.00 yuan needs a customer service supervisor.',
    );
    expect(h.getByLabel<HTMLTextAreaElement>('Reason (written to the audit log)').value).toBe(
      'Nothing done.',
    );
  });

  test('a supervisor is not warned; links open the trade, the order and the taker', async () => {
    const h = await open({
      '/api/goods_order_task/detail': disputed({ price_fen: 60_000 }),
      '/api/kefu/me': me('supervisor'),
    });
    expect(h.text()).not.toContain('only a supervisor');
    await h.click(h.getByText('Transaction detail').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuTrade/kefuTrade', { id: '41' });
    await h.click(h.getByText('Order').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuOrder/kefuOrder', { id: '9' });
    await h.click(h.getByText('Provider Li Lei').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuUser/kefuUser', { id: '8' });
  });

  test('an error with a retry', async () => {
    let n = 0;
    const h = await open({
      '/api/goods_order_task/detail': () =>
        n++ === 0 ? new ApiError('server', 'This task does not exist.') : disputed(),
      '/api/kefu/me': me('agent'),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This task does not exist.');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('In dispute');
  });
});
