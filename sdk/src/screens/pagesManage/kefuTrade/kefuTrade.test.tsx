import { afterEach, describe, expect, test, vi } from 'vitest';
import type { KefuTrade as Trade } from '../../../api/endpoints/kefu';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import KefuTrade from './kefuTrade';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const NOW = 1_790_000_000;

const trade: Trade = {
  task: {
    id: 41,
    order_id: 9,
    title: 'Fix a tap',
    status: 'split',
    price_fen: 5000,
    coupon_fen: 0,
    poster_id: 7,
    poster_name: 'Han',
    taker_id: 8,
    taker_name: 'Li',
    region: 'Shanghai',
    address: '***',
    created_at: NOW,
  },
  payments: [{ id: 'p1', purpose: 'task', amount_fen: 5000, status: 'succeeded', created_at: NOW }],
  ledger: [
    { id: 1, account: 'poster:7:payment', amount_fen: 2000, kind: 'resolve-split', created_at: NOW },
    { id: 2, account: 'wallet:8:pending', amount_fen: 2550, kind: 'resolve-split', created_at: NOW },
  ],
  log: [
    {
      id: 1,
      transition: 'resolve-split',
      actor_role: 'kefu',
      from_state: 'disputed',
      to_state: 'split',
      at: NOW,
      reason: 'Most done.',
    },
  ],
  evaluations: [],
  audit: [
    {
      id: 3,
      actor_id: 1,
      actor_level: 'agent',
      action: 'task.resolve-split',
      record_type: 'task',
      record_id: 41,
      before: null,
      after: null,
      reason: 'Most done.',
      created_at: NOW,
    },
  ],
};

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuTrade />, { route: 'kefuTrade', query: { id: '41' }, token: 'tok', api });
  await flush();
  return h;
};

describe('kefuTrade', () => {
  test('payments, ledger, log, evaluations and audit; the chat opens only with a reason', async () => {
    const h = await open({
      '/api/kefu/trade': trade,
      '/api/kefu/trade/chat': {
        poster_id: 7,
        taker_id: 8,
        list: [{ id: 1, sender_id: 7, kind: 'text', content: 'It still leaks.', created_at: NOW }],
        has_more: false,
      },
    });
    expect(h.text()).toContain('Settled by support');
    expect(h.text()).toContain('poster:7:payment resolve-split');
    expect(h.text()).toContain('¥20.00');
    expect(h.text()).toContain('¥25.50');
    expect(h.text()).toContain('task.resolve-split Most done.');
    expect(h.text()).toContain('Shanghai ***');
    expect(h.text()).not.toContain('It still leaks.');
    await h.click(h.getButton('Read the chat'));
    await h.click(h.getButton('Read the chat'));
    expect(h.text()).toContain('Please give a reason.');
    await h.type(h.getByLabel('Reason (written to the audit log)'), 'Dispute review.');
    await h.click(h.getButton('Read the chat'));
    expect(h.calls.find((c) => c.path === '/api/kefu/trade/chat')?.params).toEqual({
      goods_order_task_id: 41,
      reason: 'Dispute review.',
    });
    expect(h.text()).toContain('Han It still leaks.');
    await h.click(h.getByText('Provider Li').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuUser/kefuUser', { id: '8' });
    expect(h.unstyled()).toEqual([]);
  });

  test('an error with a retry', async () => {
    let n = 0;
    const h = await open({
      '/api/kefu/trade': () => (n++ === 0 ? new ApiError('server', 'This task does not exist.') : trade),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('This task does not exist.');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Fix a tap');
  });
});
