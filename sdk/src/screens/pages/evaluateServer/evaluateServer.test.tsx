import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { EvaluationPair } from '../../../api/endpoints/evaluations';
import type { Evaluation, Task } from '../../../api/order-types';
import { ApiError } from '../../../api/transport';
import { demoOrder } from '../../../ui/demo-order';
import { flush, mount } from '../../../ui/test-utils';
import EvaluateServer from './evaluateServer';

const now = Math.floor(Date.now() / 1000);
const DAY = 86400;

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const task = (over: Partial<Task> = {}) =>
  ({
    id: 5,
    goods_order_id: 1,
    taker: { id: 9, s_username: 'Zhao', face: '' },
    status: 'completed',
    actions: ['evaluate'],
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
  stars: 4,
  content: 'On time and tidy.',
  pics: [],
  at: now - DAY,
  by: { id: 2, s_username: 'Wang', face: '' },
  ...over,
});

const open = async (api: Record<string, unknown> = {}, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<EvaluateServer />, {
    route: 'evaluateServer',
    below: ['orderDetail'],
    token: 'tok',
    query: { id: '5' },
    api: {
      '/api/goods_order_task/detail': task(),
      '/api/evaluate/detail': pair(),
      '/api/goods_order/detail': demoOrder(),
      ...api,
    },
    ...o,
  });
  await flush();
  return h;
};

/** Picks files in the photo picker, as the system dialog does. */
function pickPhotos(h: Awaited<ReturnType<typeof open>>, count: number) {
  const input = h.getByLabel('Add photos');
  const files = Array.from({ length: count }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('evaluateServer', () => {
  test('rates the taker: stars required, text and a photo sent as one evaluation', async () => {
    let created: unknown = null;
    const h = await open({
      '/api/upload/image': { url: 'https://app.test/uploads/a.png' },
      '/api/evaluate/create': (p: Record<string, unknown>) => {
        created = p;
        return evaluation({ stars: 4, by: { id: 2, s_username: 'Wang', face: '' } });
      },
    });
    expect(h.calls.slice(0, 3).map((c) => [c.path, c.params])).toEqual([
      ['/api/goods_order_task/detail', { id: '5' }],
      ['/api/evaluate/detail', { goods_order_task_id: '5' }],
      ['/api/goods_order/detail', { id: 1 }],
    ]);
    expect(h.text()).toContain('How did Zhao do?');
    expect(h.text()).toContain('Double-blind: Zhao sees your evaluation only after evaluating you too');
    expect(h.text()).toContain('14 days');

    await h.click(h.getButton('Send evaluation'));
    expect(h.text()).toContain('Please choose 1 to 5 stars.');
    expect(h.calls.some((c) => c.path === '/api/evaluate/create')).toBe(false);

    const four = h.getByLabel<HTMLInputElement>('4 out of 5 stars');
    expect(four.type).toBe('radio');
    await h.click(four);
    expect(h.text()).toContain('Good');
    await h.type(h.getByLabel('What went well, what could be better (optional)'), '  On time and tidy. ');
    pickPhotos(h, 1);
    await flush();
    expect(h.calls.find((c) => c.path === '/api/upload/image')?.params).toEqual({ purpose: 'evaluation' });
    await h.click(h.getButton('Send evaluation'));
    expect(created).toEqual({
      goods_order_task_id: 5,
      stars: 4,
      content: 'On time and tidy.',
      pics: 'https://app.test/uploads/a.png',
    });
    expect(h.calls.find((c) => c.path === '/api/evaluate/create')?.silent).toBe(true);
    expect(h.toasts).toEqual(['Evaluation sent']);
    // Loaded again: the task as it is now.
    expect(h.calls.filter((c) => c.path === '/api/evaluate/detail')).toHaveLength(2);
    expect(h.unstyled()).toEqual([]);
  });

  test('a refusal shows inline and keeps what was typed; a 409 reloads', async () => {
    let n = 0;
    const h = await open({
      '/api/evaluate/create': () =>
        n++ === 0
          ? new ApiError('server', 'This text cannot be sent. Please change it.', 400)
          : new ApiError('server', 'You have already evaluated this task.', 409),
    });
    await h.click(h.getByLabel('5 out of 5 stars'));
    const area = h.getByLabel<HTMLTextAreaElement>('What went well, what could be better (optional)');
    await h.type(area, 'add me on wechat');
    await h.click(h.getButton('Send evaluation'));
    expect(h.container.querySelector('[role=alert]')?.textContent).toBe(
      'This text cannot be sent. Please change it.',
    );
    expect(area.value).toBe('add me on wechat');
    await h.click(h.getButton('Send evaluation'));
    expect(h.toasts).toEqual(['You have already evaluated this task.']);
    expect(h.calls.filter((c) => c.path === '/api/evaluate/detail')).toHaveLength(2);
  });

  test('photos still uploading or failed hold the form back', async () => {
    let fail = false;
    const h = await open({
      '/api/upload/image': () => (fail ? new ApiError('server', 'Too large', 413) : new Promise(() => {})),
      '/api/evaluate/create': evaluation(),
    });
    await h.click(h.getByLabel('3 out of 5 stars'));
    pickPhotos(h, 1);
    await h.click(h.getButton('Send evaluation'));
    expect(h.text()).toContain('Photos are still uploading.');
    await h.click(h.getButton('Remove photo 1'));
    fail = true;
    pickPhotos(h, 1);
    await flush();
    await h.click(h.getButton('Send evaluation'));
    expect(h.text()).toContain('A photo failed to upload.');
    expect(h.calls.some((c) => c.path === '/api/evaluate/create')).toBe(false);
  });

  test('already evaluated: what was written, and theirs once both are in', async () => {
    const h = await open({
      '/api/evaluate/detail': pair({ mine: evaluation(), visible: false }),
    });
    expect(h.text()).toContain('Your evaluation');
    expect(h.text()).toContain('On time and tidy.');
    expect(h.text()).toContain('Zhao has not evaluated you yet.');
    expect(h.container.querySelector('form')).toBeNull();
    await h.click(h.getButton('See both evaluations'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommon/evaluateDetail/evaluateDetail', { id: 5 });
    document.body.innerHTML = '';
    const both = await open({
      '/api/evaluate/detail': pair({
        mine: evaluation(),
        theirs: evaluation({
          content: 'Clear brief, paid fast.',
          by: { id: 9, s_username: 'Zhao', face: '' },
        }),
        visible: true,
      }),
    });
    expect(both.text()).toContain('Clear brief, paid fast.');
  });

  test('the taker evaluates the poster; their evaluation waiting is said', async () => {
    const h = await open({ '/api/evaluate/detail': pair({ role: 'taker', theirs_waiting: true }) });
    expect(h.text()).toContain('How was working for Wang?');
    expect(h.getByText('Wang has already evaluated you: send yours to see it.')).toBeTruthy();
    expect(h.text()).toContain('You cannot change your evaluation once sent.');
    expect(h.text()).not.toContain('Double-blind');
  });

  test('not completed yet, or the 14 days are over: no form', async () => {
    const h = await open({
      '/api/goods_order_task/detail': task({ status: 'in_service', actions: [] }),
      '/api/evaluate/detail': pair({ evaluate_by: null }),
    });
    expect(h.text()).toContain('You can evaluate once the task is completed.');
    expect(h.text()).toContain('Current state: In progress');
    document.body.innerHTML = '';
    const late = await open({ '/api/evaluate/detail': pair({ evaluate_by: now - DAY }) });
    expect(late.text()).toContain('The time to evaluate ended on');
    expect(late.container.querySelector('form')).toBeNull();
  });

  test('loading, error and offline, then retry', async () => {
    expect((await open({ '/api/goods_order_task/detail': () => new Promise(() => {}) })).text()).toContain(
      'loading',
    );
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/goods_order_task/detail': () => (n++ === 0 ? new ApiError('network', 'Network Error') : task()),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('How did Zhao do?');
  });
});
