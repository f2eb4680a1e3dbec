import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, mountTest } from '../../../../test/helpers';
import { routes } from '../../../router/routes';

afterEach(() => {
  document.body.replaceChildren();
});

const T0 = Math.floor(Date.now() / 1000) - 60;
const ok = (data: unknown) => ({ code: 1, msg: '', data });
const peer = { id: 8, s_username: 'wang', face: '' };
const message = {
  chat_id: 1,
  conversation_id: 3,
  sender_id: 8,
  kind: 'text',
  content: 'is the sofa still there?',
  pic: '',
  goods_order_id: 0,
  goods_order_task_id: 0,
  created_at: T0,
  mine: false,
  read: false,
};

/** The reference server's answers for a signed-in user with one conversation; no stream (404). */
const server = () =>
  fakeFetch((url) => {
    const path = new URL(url).pathname;
    if (path === '/api/user/personalInfo') {
      return ok({ id: 7, face: '', s_username: 'lin', smrz: 0, name: '', tel: '', sfzid: '', share: 0.15 });
    }
    if (path === '/m/api/chat/list.php') {
      return ok({
        list: [{ conversation_id: 3, peer, last_message: message, unread: 1, updated_at: T0 }],
        page: 1,
        page_size: 20,
        has_more: false,
      });
    }
    if (path === '/m/api/chat/conversation.php')
      return ok({ conversation_id: 3, peer, last_message: message, unread: 0, updated_at: T0 });
    if (path === '/m/api/chat/history.php')
      return ok({ list: [message], page: 1, page_size: 20, has_more: false });
    if (path === '/m/api/chat/unread_number.php') return ok({ count: 1 });
    if (path === '/m/api/chat/new.php') return ok({ list: [] });
    return new Response('', { status: 404 });
  });

describe("the chat alone (entry: 'chat')", () => {
  test('opens a conversation from the list, and back returns to the list, with no tab bar', async () => {
    const fetch = server();
    const { root, handle, text } = mountTest({ entry: 'chat', token: 'tok' }, { routes, fetch });
    await vi.waitFor(() => expect(text()).toContain('is the sofa still there?'), { timeout: 5000 });
    expect(root.querySelector('.mp-tabbar')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Messages');

    const row = root.querySelector<HTMLButtonElement>('.mp-conv__open');
    act(() => row?.click());
    await vi.waitFor(
      () => expect(root.querySelector('.mp-chat__list')?.textContent).toContain('is the sofa still there?'),
      {
        timeout: 5000,
      },
    );
    const pages = root.querySelectorAll<HTMLElement>('.mp-stack-page');
    expect(pages).toHaveLength(2);
    expect(pages[0]?.hidden).toBe(true); // the list stays alive below
    await vi.waitFor(() => expect(pages[1]?.querySelector('h1')?.textContent).toBe('wang'));
    expect(root.querySelector('.mp-tabbar')).toBeNull();

    const back = root.querySelector<HTMLButtonElement>('button[aria-label="Back"]');
    act(() => back?.click());
    await vi.waitFor(() => expect(root.querySelectorAll('.mp-stack-page')).toHaveLength(1));
    expect(root.querySelector('h1')?.textContent).toBe('Messages');
    expect(root.querySelector('.mp-chat')).toBeNull();
    handle.unmount();
  });
});
