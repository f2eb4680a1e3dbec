import { afterEach, describe, expect, test, vi } from 'vitest';
import type { EvaluationPair } from '../../../api/endpoints/evaluations';
import type { Evaluation, Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import EvaluateDetail from './evaluateDetail';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;
const task = (over: Partial<Task> = {}) =>
  ({
    id: 5,
    goods_order_id: 1,
    taker: { id: 9, s_username: 'Zhao', face: '' },
    status: 'completed',
    ...over,
  }) as Task;
const pair = (over: Partial<EvaluationPair> = {}): EvaluationPair => ({
  mine: null,
  theirs: null,
  evaluate_by: now + 10 * DAY,
  role: 'poster',
  visible: false,
  theirs_waiting: false,
  ...over,
});
const evaluation = (over: Partial<Evaluation> = {}): Evaluation => ({
  stars: 5,
  content: 'Great work.',
  pics: [],
  at: now - DAY,
  by: { id: 2, s_username: 'Wang', face: '' },
  ...over,
});

const open = async (api: Record<string, unknown> = {}) => {
  const h = mount(<EvaluateDetail />, {
    route: 'evaluateDetail',
    below: ['evaluateCenter'],
    token: 'tok',
    query: { id: '5' },
    api: {
      '/api/goods_order_task/detail': task(),
      '/api/evaluate/detail': pair(),
      '/api/goods_order/detail': demoOrder(),
      ...api,
    },
  });
  await flush();
  return h;
};

describe('evaluateDetail', () => {
  test('both evaluations once both are in; the order opens', async () => {
    const h = await open({
      '/api/evaluate/detail': pair({
        mine: evaluation(),
        theirs: evaluation({
          stars: 4,
          content: 'Clear brief.',
          by: { id: 9, s_username: 'Zhao', face: '' },
        }),
        visible: true,
      }),
    });
    expect(h.calls.slice(0, 2).map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order_task/detail', { id: '5' }],
      ['/api/evaluate/detail', { goods_order_task_id: '5' }],
    ]);
    expect(h.text()).toContain('Your evaluation of Zhao');
    expect(h.text()).toContain('Great work.');
    expect(h.text()).toContain('Zhao’s evaluation of you');
    expect(h.text()).toContain('Clear brief.');
    await h.click(h.getButton('Fix the kitchen pipe Completed'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 1 });
    expect(h.unstyled()).toEqual([]);
  });

  test('theirs hidden until the caller evaluates too, who can do it now', async () => {
    const h = await open({ '/api/evaluate/detail': pair({ theirs_waiting: true }) });
    expect(h.text()).toContain('Zhao has evaluated you. It shows here once you evaluate them too');
    expect(h.text()).toContain('You have not evaluated Zhao yet.');
    await h.click(h.getButton('Evaluate now'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('evaluateServer', { id: 5 });
  });

  test('mine in, theirs not yet; and after the 14 days, theirs never came', async () => {
    const h = await open({ '/api/evaluate/detail': pair({ mine: evaluation() }) });
    expect(h.text()).toContain('Zhao has not evaluated you yet. Evaluations show once both are in');
    document.body.innerHTML = '';
    const late = await open({
      '/api/evaluate/detail': pair({ mine: evaluation(), visible: true, evaluate_by: now - DAY }),
    });
    expect(late.text()).toContain('Zhao did not evaluate you.');
    document.body.innerHTML = '';
    const none = await open({ '/api/evaluate/detail': pair({ visible: true, evaluate_by: now - DAY }) });
    expect(none.text()).toContain('You did not evaluate within the 14 days.');
    expect(() => none.getButton('Evaluate now')).toThrow();
  });

  test('a taker sees the poster’s name; a task not completed has none yet', async () => {
    const h = await open({
      '/api/goods_order_task/detail': task({ status: 'paid' }),
      '/api/evaluate/detail': pair({ role: 'taker', evaluate_by: null }),
    });
    expect(h.text()).toContain('Your evaluation of Wang');
    expect(h.text()).toContain('Evaluations open once the task is completed.');
  });

  test('loading, error and offline, then retry', async () => {
    expect((await open({ '/api/evaluate/detail': () => new Promise(() => {}) })).text()).toContain('loading');
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/evaluate/detail': () => (n++ === 0 ? new ApiError('network', 'Network Error') : pair()),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Your evaluation of Zhao');
  });
});
