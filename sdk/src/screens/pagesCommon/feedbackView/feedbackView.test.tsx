import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Feedback, FileInfo } from '../../../api/endpoints/feedback';
import { ApiError } from '../../../api/transport';
import { demoUser, flush, mount } from '../../../ui/test-utils';
import FeedbackView from './feedbackView';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const file = (id: number): FileInfo => ({
  id,
  name: `p${id}.png`,
  mime: 'image/png',
  size: 10,
  created_at: 1,
  url: `https://app.test/files/${id}?download=1`,
  preview_url: `https://app.test/files/${id}`,
  expires_at: 2,
});
const feedback = (over: Partial<Feedback> = {}): Feedback => ({
  id: 3,
  type: 'complaint_order',
  content: '<img src=x onerror=alert(1)> never came',
  contact: '',
  status: 'resolved',
  goods_order_id: 8,
  goods_order_task_id: null,
  order_title: 'Move a sofa',
  images: [file(1)],
  answer: 'We refunded you.',
  answered_at: 5,
  unread: true,
  dispute_task_id: null,
  created_at: 1,
  updated_at: 5,
  ...over,
});

const open = async (api: Record<string, unknown> = {}, query: Record<string, string> = {}) => {
  const h = mount(<FeedbackView />, {
    route: 'feedbackView',
    below: ['orderDetail'],
    token: 'tok',
    user: demoUser,
    query,
    api,
  });
  await flush();
  return h;
};

function pickPictures(h: Awaited<ReturnType<typeof open>>, count: number) {
  const input = h.getByLabel('Add pictures');
  const files = Array.from({ length: count }, (_, i) => new File(['x'], `p${i}.png`, { type: 'image/png' }));
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('feedbackView', () => {
  test('a complaint opened from an order sends its text, picture, order and device once', async () => {
    let sent: Record<string, unknown> | null = null;
    const h = await open(
      {
        '/api/file/upload': file(11),
        '/api/feedback/create': (p: Record<string, unknown>) => {
          sent = p;
          return feedback({ id: 4 });
        },
        '/api/feedback/list': { list: [], page: 1, page_size: 20, has_more: false },
      },
      { goods_order_id: '8' },
    );
    expect(h.text()).toContain('About order #8');
    expect(h.getByLabel('Complaint about an order').checked).toBe(true);
    await h.type(h.getByLabel<HTMLTextAreaElement>('Description'), 'Never came.');
    pickPictures(h, 1);
    await flush();
    expect(h.container.querySelector('img')?.getAttribute('src')).toBe('https://app.test/files/11');
    await h.click(h.getButton('Send'));
    await flush();
    expect(sent).toMatchObject({
      type: 'complaint_order',
      content: 'Never came.',
      images: '11',
      goods_order_id: 8,
    });
    expect(String((sent as unknown as { device: string }).device)).toContain('ui en');
    expect(h.toasts).toEqual(['Thank you, your feedback was sent.']);
    expect(h.text()).toContain('You have not sent any feedback yet.');
    expect(h.unstyled()).toEqual([]);
  });

  test('a refused send keeps the draft on screen and in storage, with the same key for the retry', async () => {
    const keys: unknown[] = [];
    const h = await open({
      '/api/feedback/create': (p: Record<string, unknown>) => {
        keys.push(p.idempotency_key);
        return new ApiError('server', 'Please describe it in 1 to 140 characters.');
      },
    });
    expect(h.text()).not.toContain('About order');
    await h.click(h.getButton('Send'));
    expect(h.text()).toContain('Please choose what it is about.');
    expect(h.text()).toContain('Please describe it.');
    await h.click(h.getByLabel('Problem'));
    await h.type(h.getByLabel<HTMLTextAreaElement>('Description'), 'The map is blank.');
    await h.click(h.getButton('Send'));
    await flush();
    await h.click(h.getButton('Send'));
    await flush();
    expect(h.text()).toContain('Please describe it in 1 to 140 characters.');
    expect(h.getByLabel<HTMLTextAreaElement>('Description').value).toBe('The map is blank.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // Leaving and coming back: the draft is still there.
    const again = await open({});
    expect(again.getByLabel<HTMLTextAreaElement>('Description').value).toBe('The map is blank.');
    expect(again.getByLabel('Problem').checked).toBe(true);
  });

  test('my feedback marks a new answer; opening it shows the answer, the text as text', async () => {
    const h = await open(
      {
        '/api/feedback/list': { list: [feedback()], page: 1, page_size: 20, has_more: false },
        '/api/feedback/detail': feedback({ unread: false }),
      },
      {},
    );
    await h.click(h.getButton('My feedback'));
    await flush();
    expect(h.text()).toContain('New answer');
    await h.click(h.container.querySelector('.mp-fb__row') as Element);
    await flush();
    expect(h.text()).toContain('We refunded you.');
    expect(h.text()).toContain('About: Move a sofa');
    expect(h.text()).toContain('<img src=x onerror=alert(1)> never came');
    expect(h.container.querySelectorAll('img')).toHaveLength(1);
    expect(h.calls.map((c) => c.path)).toContain('/api/feedback/detail');
  });

  test('a failed list shows the error with a retry, offline says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const h = await open({ '/api/feedback/list': new ApiError('network', 'Network Error') });
    await h.click(h.getButton('My feedback'));
    await flush();
    expect(h.text()).toContain('Network signal lost. Check your connection.');
    expect(h.getButton('Retry')).toBeTruthy();
  });
});
