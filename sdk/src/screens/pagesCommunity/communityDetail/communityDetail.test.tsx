import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/transport';
import { cursorPage, demoArticle, demoComment, demoThread } from '../../../ui/community/demo';
import { flush, mount } from '../../../ui/test-utils';
import CommunityDetail from './communityDetail';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const article = demoArticle({
  title: '<script>alert("t")</script>',
  content: 'Details at https://example.com/market, see you!',
  pics: ['https://app.test/uploads/a.png'],
});

const open = async (api: Record<string, unknown>, o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(<CommunityDetail />, {
    route: 'communityDetail',
    query: { id: '1' },
    token: 'tok',
    api,
    ...o,
  });
  await flush();
  return h;
};

describe('communityDetail', () => {
  test('the article as text, its link through webView, photos, likes, comments with replies', async () => {
    const h = await open({
      '/api/community/article/detail': article,
      '/api/community/comment/list': cursorPage([
        demoThread({
          content: '<b>bold?</b>',
          replies: [
            demoComment({
              id: 11,
              parent_id: 10,
              reply_to: { id: 3, s_username: 'Bo' },
              author: { id: 2, s_username: 'Mei', face: '' },
              content: 'See you there',
            }),
          ],
        }),
      ]),
      '/api/community/article/like': { ...article, liked: true, like_count: 4 },
    });
    expect(h.container.querySelector('h2')?.textContent).toBe('<script>alert("t")</script>');
    expect(h.container.querySelector('script')).toBeNull();
    expect(h.text()).toContain('<b>bold?</b>');
    expect(h.container.querySelector('b')).toBeNull();
    expect(h.text()).toContain('Mei replied to Bo');
    await h.click(h.getButton('https://example.com/market'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('webView', { url: 'https://example.com/market' });
    expect(h.container.querySelectorAll('.mp-cm-pics img')).toHaveLength(1);
    await h.click(h.getButton('Like · 3'));
    expect(h.calls.find((c) => c.path === '/api/community/article/like')?.params).toEqual({ id: 1, like: 1 });
    expect(h.getButton('Liked · 4')).toBeTruthy();
    expect(h.unstyled()).toEqual([]);
  });

  test('comments and replies; a refusal shows inline and keeps the text', async () => {
    let refuse = true;
    const h = await open({
      '/api/community/article/detail': article,
      '/api/community/comment/list': cursorPage([demoThread()]),
      '/api/community/comment/create': () =>
        refuse
          ? new ApiError('server', 'This text contains words that are not allowed.')
          : demoComment({ id: 12 }),
    });
    const box = h.getByLabel<HTMLTextAreaElement>('Your comment');
    await h.click(h.getButton('Send'));
    expect(h.text()).toContain('Please write something first.');
    await h.type(box, 'bad words');
    await h.click(h.getButton('Send'));
    expect(h.text()).toContain('This text contains words that are not allowed.');
    expect(box.value).toBe('bad words');
    refuse = false;
    await h.click(h.getButton('Reply to Bo'));
    expect(h.text()).toContain('Replying to Bo');
    await h.type(h.getByLabel<HTMLTextAreaElement>('Your reply'), 'Me too');
    await h.click(h.getButton('Send'));
    expect(h.calls.filter((c) => c.path === '/api/community/comment/create').at(-1)?.params).toEqual({
      article_id: 1,
      parent_id: 10,
      content: 'Me too',
    });
    expect(h.getByLabel<HTMLTextAreaElement>('Your comment').value).toBe('');
  });

  test('reports a comment with a reason', async () => {
    const h = await open({
      '/api/community/article/detail': article,
      '/api/community/comment/list': cursorPage([demoThread()]),
      '/api/community/report': { reported: true, hidden: false },
    });
    const reports = Array.from(h.container.querySelectorAll('button')).filter(
      (b) => b.textContent === 'Report',
    );
    await h.click(reports[1] as Element);
    await h.click(h.getButton('Send report'));
    expect(h.text()).toContain('Please choose a reason.');
    await h.click(h.getButton('Illegal'));
    await h.click(h.getButton('Send report'));
    expect(h.calls.find((c) => c.path === '/api/community/report')?.params).toEqual({
      kind: 'comment',
      id: 10,
      reason: 'illegal',
      note: '',
    });
    expect(h.toasts).toContain('Thanks, customer service will look at it.');
  });

  test('its author reads why it was removed; a missing post shows the error with a retry', async () => {
    const mine = await open({
      '/api/community/article/detail': demoArticle({
        mine: true,
        moderation: 'removed',
        moderation_reason: 'Ads are not allowed',
      }),
      '/api/community/comment/list': cursorPage([]),
    });
    expect(mine.text()).toContain('Removed by customer service: Ads are not allowed');
    expect(mine.text()).toContain('No comments yet.');
    document.body.innerHTML = '';
    const gone = await open({
      '/api/community/article/detail': new ApiError(
        'server',
        'This post does not exist or was removed.',
        404,
      ),
    });
    expect(gone.container.querySelector('[role=alert]')?.textContent).toContain('This post does not exist');
    expect(gone.getButton('Retry')).toBeTruthy();
  });
});
