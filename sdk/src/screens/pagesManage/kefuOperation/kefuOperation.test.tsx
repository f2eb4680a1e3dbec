import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { flush, mount } from '../../../ui/test-utils';
import KefuOperation from './kefuOperation';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const queues = {
  queues: [
    {
      name: 'disputes',
      count: 2,
      items: [
        {
          record_type: 'task',
          record_id: 41,
          title: 'Fix a tap',
          since: 1_790_000_000,
          user_id: null,
          detail: '',
          photo: '',
        },
      ],
    },
    { name: 'cancellations', count: 0, items: [] },
  ],
};

const open = async (api: Record<string, unknown>) => {
  const h = mount(<KefuOperation />, { route: 'kefuOperation', token: 'tok', api });
  await flush();
  return h;
};

describe('kefuOperation', () => {
  test('the queues with their counts, oldest first; an item opens its task', async () => {
    const h = await open({ '/api/kefu/queues': queues });
    expect(h.text()).toContain('Open disputes (2)');
    expect(h.text()).toContain('Cancellations past their answer time (0)');
    expect(h.text()).toContain('Nothing waiting.');
    expect(h.text()).toContain('#41 Fix a tap');
    await h.click(h.getButton('Open the task'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuTask/kefuTask', { id: '41' });
    expect(h.unstyled()).toEqual([]);
  });

  test('each queue item is settled right there, and leaves the queue after', async () => {
    const item = (record_type: string, record_id: number, title: string, detail = '', photo = '') => ({
      record_type,
      record_id,
      title,
      since: 1_790_000_000,
      user_id: 7,
      detail,
      photo,
    });
    const waiting = [
      { name: 'certificates', item: item('certificate', 3, 'Li · Plumbing', 'licence', 'https://x/c.jpg') },
      { name: 'businesses', item: item('business', 4, 'Li’s Locksmiths', '', 'https://x/l.jpg') },
      { name: 'reports', item: item('article', 5, 'Cheap watches', 'spam,other') },
      { name: 'feedback', item: item('feedback', 6, 'problem', 'The map is blank.') },
    ];
    const settled = new Set<number>();
    const h = await open({
      '/api/kefu/queues': () => ({
        queues: waiting.map((w) => ({
          name: w.name,
          count: settled.has(w.item.record_id) ? 0 : 1,
          items: settled.has(w.item.record_id) ? [] : [w.item],
        })),
      }),
      '/api/kefu/certificate/review': (params: { id: number }) => settled.add(params.id) && {},
      '/api/kefu/community/business/review': (params: { id: number }) => settled.add(params.id) && {},
      '/api/kefu/community/moderate': (params: { id: number }) => settled.add(params.id) && {},
      '/api/kefu/feedback/answer': (params: { id: number }) => settled.add(params.id) && {},
    });
    expect(h.text()).toContain('Certificates to verify (1)');
    expect(h.text()).toContain('spam,other');
    expect(h.container.querySelector('img.mp-kf__photo')?.getAttribute('src')).toBe('https://x/c.jpg');
    const row = (key: string) => h.container.querySelector(`[data-queue-item="${key}"]`) as HTMLElement;
    const button = (key: string, label: string) =>
      [...row(key).querySelectorAll('button')].find((b) => b.textContent === label) as Element;

    await h.click(button('certificate-3', 'Approve'));
    expect(h.calls.find((c) => c.path === '/api/kefu/certificate/review')?.params).toEqual({
      id: 3,
      decision: 'approve',
    });
    await flush();
    expect(row('certificate-3')).toBeNull();
    expect(h.text()).toContain('Certificates to verify (0)');

    await h.click(button('business-4', 'Verify'));
    await h.type(row('business-4').querySelector('textarea') as HTMLTextAreaElement, 'Licence matches.');
    await h.click(button('business-4', 'Verify'));
    expect(h.calls.find((c) => c.path === '/api/kefu/community/business/review')?.params).toEqual({
      id: 4,
      decision: 'verify',
      reason: 'Licence matches.',
    });
    await flush();
    expect(row('business-4')).toBeNull();

    await h.click(button('article-5', 'Remove'));
    await h.type(row('article-5').querySelector('textarea') as HTMLTextAreaElement, 'Spam.');
    await h.click(button('article-5', 'Remove'));
    expect(h.calls.find((c) => c.path === '/api/kefu/community/moderate')?.params).toEqual({
      kind: 'article',
      id: 5,
      decision: 'remove',
      reason: 'Spam.',
    });

    expect(row('feedback-6')?.textContent).toContain('#6 Problem');
    await h.click(button('feedback-6', 'Answer'));
    expect(h.text()).toContain('Your answer (the person reads it)');
    await h.click(button('feedback-6', 'Answer'));
    expect(row('feedback-6')?.textContent).toContain('Please write an answer.');
    expect(h.calls.some((c) => c.path === '/api/kefu/feedback/answer')).toBe(false);
    await h.type(row('feedback-6').querySelector('textarea') as HTMLTextAreaElement, 'Fixed, thank you.');
    await h.click(button('feedback-6', 'Answer'));
    expect(h.calls.find((c) => c.path === '/api/kefu/feedback/answer')?.params).toEqual({
      id: 6,
      answer: 'Fixed, thank you.',
    });
    await flush();
    expect(row('feedback-6')).toBeNull();
    expect(h.text()).toContain('Unanswered feedback (0)');
    expect(h.unstyled()).toEqual([]);
  });

  test('search finds people, orders and tasks; each opens its page; nothing found says so', async () => {
    let n = 0;
    const h = await open({
      '/api/kefu/queues': queues,
      '/api/kefu/search': () =>
        n++ === 0
          ? {
              users: [{ id: 5, s_username: 'Li', phone: '138****5678', role: 'user', smrz: 2 }],
              orders: [{ id: 9, title: 'Paint a wall', status: 'open', created_at: 1 }],
              tasks: [{ id: 41, order_id: 9, title: 'Paint a wall', status: 'disputed', price_fen: 5000 }],
            }
          : { users: [], orders: [], tasks: [] },
    });
    await h.click(h.getButton('Search'));
    expect(h.text()).toContain('Type a phone number, an id or words of a title.');
    expect(h.calls.filter((c) => c.path === '/api/kefu/search')).toEqual([]);
    await h.type(h.getByLabel('Phone, id or title'), ' 13812345678 ');
    await h.click(h.getButton('Search'));
    expect(h.calls.at(-1)).toMatchObject({ path: '/api/kefu/search', params: { q: '13812345678' } });
    expect(h.text()).toContain('138****5678');
    expect(h.text()).toContain('In dispute');
    await h.click(h.getByText('User #5 Li').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuUser/kefuUser', { id: '5' });
    await h.click(h.getByText('Order #9 Paint a wall').closest('button') as Element);
    expect(h.router.navigateTo).toHaveBeenCalledWith('/pagesManage/kefuOrder/kefuOrder', { id: '9' });
    await h.click(h.getButton('Search'));
    expect(h.text()).toContain('Nothing matches.');
    expect(h.getByLabel('Phone, id or title').value).toBe(' 13812345678 ');
  });

  test('offline and server errors show with a retry', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    let n = 0;
    const h = await open({
      '/api/kefu/queues': () => (n++ === 0 ? new ApiError('network', 'Network Error') : queues),
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
    vi.unstubAllGlobals();
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('Open disputes (2)');
  });

  test('in zh-Hans', async () => {
    const h = await open({ '/api/kefu/queues': queues });
    await act(() => h.inst.i18n.setLocale('zh-Hans'));
    await vi.waitFor(() => expect(h.text()).toContain('待处理纠纷 (2)'));
  });
});
