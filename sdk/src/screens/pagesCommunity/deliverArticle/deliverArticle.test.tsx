import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { demoArticle } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import DeliverArticle from './deliverArticle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<DeliverArticle />, { route: 'deliverArticle', token: 'tok', api, ...o });
  await flush();
  return h;
};

describe('deliverArticle', () => {
  test('fills the form from the server draft and saves each change to it after a pause', async () => {
    vi.useFakeTimers();
    const h = await open({
      '/api/community/draft': {
        category: 'help',
        title: 'Lost cat',
        content: '',
        pics: ['https://app.test/uploads/a.png'],
        updated_at: 1,
      },
      '/api/community/draft/save': (p: Record<string, unknown>) => ({ ...p, pics: [], updated_at: 2 }),
    });
    expect(h.getByLabel('Title').value).toBe('Lost cat');
    expect(h.getButton('Asking for help').getAttribute('aria-pressed')).toBe('true');
    expect(h.container.querySelectorAll('.mp-cm-photo')).toHaveLength(1);
    await h.type(h.getByLabel<HTMLTextAreaElement>('What would you like to share?'), 'Grey, answers to Mao.');
    expect(h.calls.some((c) => c.path === '/api/community/draft/save')).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    await flush();
    expect(h.calls.find((c) => c.path === '/api/community/draft/save')?.params).toEqual({
      category: 'help',
      title: 'Lost cat',
      content: 'Grey, answers to Mao.',
      pics: 'https://app.test/uploads/a.png',
    });
    expect(h.text()).toContain('Draft saved');
  });

  test('says what is missing; a refusal shows inline and keeps everything; publishing opens the post', async () => {
    let refuse = true;
    const h = await open({
      '/api/community/draft': null,
      '/api/community/draft/save': null,
      '/api/community/upload': { url: 'https://app.test/uploads/b.png' },
      '/api/community/article/publish': () =>
        refuse ? new ApiError('server', 'This text contains gambling words.') : demoArticle({ id: 33 }),
    });
    await h.click(h.getButton('Publish'));
    expect(h.text()).toContain('Please choose a category.');
    expect(h.text()).toContain('Please enter a title.');
    await h.click(h.getButton('Events'));
    await h.type(h.getByLabel('Title'), 'Board games');
    await h.type(h.getByLabel<HTMLTextAreaElement>('What would you like to share?'), 'Friday at 7');
    const input = h.getByLabel('Add photos');
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'a.png', { type: 'image/png' })] });
    await h.click(input);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(h.calls.find((c) => c.method === 'UPLOAD')?.params).toEqual({ purpose: 'article' });
    await h.click(h.getButton('Publish'));
    expect(h.text()).toContain('This text contains gambling words.');
    expect(h.getByLabel('Title').value).toBe('Board games');
    refuse = false;
    await h.click(h.getButton('Publish'));
    const sent = h.calls.filter((c) => c.path === '/api/community/article/publish');
    expect(sent[1]?.params).toMatchObject({
      category: 'events',
      title: 'Board games',
      content: 'Friday at 7',
      pics: 'https://app.test/uploads/b.png',
    });
    // The retry is the same publication: one idempotency key.
    expect(sent[1]?.params.idempotency_key).toBe(sent[0]?.params.idempotency_key);
    expect(h.router.redirectTo).toHaveBeenCalledWith('/pagesCommunity/communityDetail/communityDetail', {
      id: 33,
    });
  });

  test('a draft that fails to load offers a retry; signed out asks to sign in', async () => {
    let n = 0;
    const h = await open({
      '/api/community/draft': () => (n++ === 0 ? new ApiError('network', 'Network Error') : null),
    });
    expect(h.container.querySelector('[role=alert]')).not.toBeNull();
    await h.click(h.getButton('Retry'));
    expect(h.getByLabel('Title').value).toBe('');
    document.body.innerHTML = '';
    const out = await open({}, { token: null });
    expect(out.calls).toEqual([]);
    expect(out.text()).toContain('Sign in to take part in the community.');
  });
});
