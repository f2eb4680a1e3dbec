import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ListedEvaluation } from '../../../api/endpoints/evaluations';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import EvaluateCenter from './evaluateCenter';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const now = Math.floor(Date.now() / 1000);
const item = (over: Partial<ListedEvaluation> = {}): ListedEvaluation => ({
  stars: 5,
  content: 'Quick and careful.',
  pics: ['https://app.test/uploads/a.png'],
  at: now - 3600,
  by: { id: 2, s_username: 'Wang', face: '' },
  goods_order_task_id: 31,
  goods_order_id: 8,
  title: 'Fix the kitchen pipe',
  author_role: 'poster',
  about: { id: 7, s_username: 'lin', face: '' },
  visible: true,
  ...over,
});
const page = (list: ListedEvaluation[], extra = {}) => ({
  list,
  page: 1,
  page_size: 20,
  has_more: false,
  average: 4.5,
  count: 2,
  ...extra,
});

const open = async (answer: unknown, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<EvaluateCenter />, {
    route: 'evaluateCenter',
    below: ['personCenter'],
    token: 'tok',
    user: demoUser,
    api: { '/api/evaluate/list': answer },
    ...o,
  });
  await flush();
  return h;
};

describe('evaluateCenter', () => {
  test('received: the average and each evaluation; one opens the pair', async () => {
    const h = await open(page([item(), item({ stars: 4, author_role: 'taker', goods_order_task_id: 32 })]));
    expect(h.calls[0]?.params).toEqual({ user_id: 7, role: 'received', page: 1 });
    expect(h.text()).toContain('4.5');
    expect(h.text()).toContain('Evaluations: 2');
    expect(h.container.querySelector('[aria-label="4.5 out of 5 stars"]')).not.toBeNull();
    expect(h.text()).toContain('From a customer');
    expect(h.text()).toContain('From a provider');
    expect(h.text()).toContain('Quick and careful.');
    expect(h.container.querySelector('img[alt="Photo 1"]')).not.toBeNull();
    await h.click(h.getButton('Fix the kitchen pipe Details'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesCommon/evaluateDetail/evaluateDetail', {
      id: 31,
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('given: whom each is about, and which ones they cannot see yet', async () => {
    const h = await open((p: Record<string, unknown>) =>
      p.role === 'given'
        ? page(
            [
              item({
                by: { id: 7, s_username: 'lin', face: '' },
                about: { id: 9, s_username: 'Zhao', face: '' },
                visible: false,
              }),
            ],
            { count: 1 },
          )
        : page([]),
    );
    await h.click(h.getButton('Given'));
    expect(h.calls.at(-1)?.params).toEqual({ user_id: 7, role: 'given', page: 1 });
    expect(h.text()).toContain('Zhao');
    expect(h.text()).toContain('Not shown to them yet');
    expect(h.text()).toContain('Evaluations given: 1');
  });

  test('empty', async () => {
    const h = await open(page([], { count: 0, average: 0 }));
    expect(h.text()).toContain('No evaluations received yet.');
    expect(h.text()).not.toContain('Evaluations: 0');
  });

  test('loading, error and offline, then retry', async () => {
    expect((await open(() => new Promise(() => {}))).text()).toContain('loading');
    document.body.innerHTML = '';
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open(() => (n++ === 0 ? new ApiError('network', 'Network Error') : page([item()])));
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Quick and careful.');
  });

  test('no stored user: asks who is signed in first', async () => {
    const h = await open(page([item()]), {
      user: null,
      api: { '/api/user/personalInfo': { ...demoUser, id: 11 }, '/api/evaluate/list': page([item()]) },
    });
    expect(h.calls.map((c) => c.path)).toEqual(['/api/user/personalInfo', '/api/evaluate/list']);
    expect(h.calls[1]?.params).toEqual({ user_id: 11, role: 'received', page: 1 });
  });

  test('signed out: a prompt to sign in', async () => {
    const h = await open(page([]), { token: null, user: null });
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Sign in'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pagesCommon/evaluateCenter/evaluateCenter',
    });
  });
});
