import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Conversation, Message } from '../../../api/endpoints/chat';
import { ApiError } from '../../../api/transport';
import { type Instance, useInstance } from '../../../app/context';
import type { ComponentChildren } from '../../../lib/preact';
import { createUnread } from '../../../stores/unread';
import { createUserData } from '../../../stores/user-data';
import { flush, mount } from '../../../ui/test-utils';
import MessageCenter from './messageCenter';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The harness instance has no user data or unread store: give it the real ones. */
function WithChat({ children }: { children: ComponentChildren }) {
  const inst = useInstance() as Instance;
  if (!inst.unread) {
    const userData = createUserData();
    Object.assign(inst, { userData, unread: createUnread(userData) });
  }
  return <>{children}</>;
}

const now = Math.floor(Date.now() / 1000);
const last = (kind: Message['kind'], content = ''): Message => ({
  chat_id: 1,
  conversation_id: 1,
  sender_id: 2,
  kind,
  content,
  pic: kind === 'picture' ? 'https://api.test/uploads/a.png' : '',
  goods_order_id: 0,
  goods_order_task_id: 0,
  created_at: now - 60,
  mine: false,
  read: false,
});
const conv = (id: number, name: string, message: Message | null, unread = 0): Conversation => ({
  conversation_id: id,
  peer: { id: 100 + id, s_username: name, face: id === 2 ? 'https://api.test/f/2.png' : '' },
  last_message: message ? { ...message, conversation_id: id } : null,
  unread,
  updated_at: now - 60,
});
const page = (list: Conversation[], has_more = false, n = 1) => ({ list, page: n, page_size: 20, has_more });

const open = async (o: Parameters<typeof mount>[1] = {}) => {
  const h = mount(
    <WithChat>
      <MessageCenter />
    </WithChat>,
    { route: 'messageCenter', ...o },
  );
  await flush();
  return h;
};

describe('messageCenter', () => {
  test('signed out: a prompt to sign in that comes back here', async () => {
    const h = await open();
    expect(h.text()).toContain('Sign in to see your messages');
    expect(h.calls).toEqual([]);
    await h.click(h.getButton('Bind phone'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('loginView', {
      redirect: '/pages/messageCenter/messageCenter',
    });
    expect(h.unstyled()).toEqual([]);
  });

  test('lists conversations: face or initial, name, time, preview by kind, unread badge', async () => {
    const list = [
      conv(1, 'wang', last('text', 'See you at 3'), 2),
      conv(2, 'li', last('picture'), 120),
      conv(3, 'zhao', last('order')),
      conv(4, 'sun', last('task')),
      conv(5, 'zhou', last('system', '{"key":"chat.system.paid"}')),
      conv(6, 'wu', null),
    ];
    const h = await open({ token: 't', api: { '/m/api/chat/list.php': page(list) } });
    expect(h.calls).toEqual([
      { method: 'POST', path: '/m/api/chat/list.php', params: { page: 1 }, silent: true },
    ]);
    const rows = Array.from(h.container.querySelectorAll('.mp-conv__open'), (r) => r.textContent);
    expect(rows[0]).toMatch(/^W2wang\d\d:\d\dSee you at 32 unread$/);
    expect(rows[1]).toContain('99+');
    expect(rows[1]).toContain('[Picture]');
    expect(h.container.querySelector<HTMLImageElement>('.mp-conv__face img')?.src).toBe(
      'https://api.test/f/2.png',
    );
    expect(rows.slice(2).map((r) => r?.replace(/^.*\d\d:\d\d/, ''))).toEqual([
      '[Order]',
      '[Task application]',
      '[Notice]',
      'No messages yet',
    ]);
    expect(h.text()).toContain('no more');
    expect(h.unstyled()).toEqual([]);

    await h.click(h.getByText('wang'));
    expect(h.router.navigateTo).toHaveBeenCalledWith('chatView', { conversation_id: 1, accept_id: 101 });
  });

  test('pages with load more, without repeating a conversation that moved', async () => {
    const first = Array.from({ length: 20 }, (_, i) => conv(i + 1, `user${i + 1}`, last('text', 'x')));
    const h = await open({
      token: 't',
      api: {
        '/m/api/chat/list.php': (p: Record<string, unknown>) =>
          p.page === 1
            ? page(first, true)
            : page([conv(20, 'user20', null), conv(21, 'user21', null)], false, 2),
      },
    });
    expect(h.container.querySelectorAll('.mp-conv')).toHaveLength(20);
    await h.click(h.getButton('load more'));
    expect(h.calls.map((c) => c.params.page)).toEqual([1, 2]);
    expect(h.container.querySelectorAll('.mp-conv')).toHaveLength(21);
    expect(h.text()).toContain('no more');
  });

  test('empty, error with retry, and offline', async () => {
    const empty = await open({ token: 't', api: { '/m/api/chat/list.php': page([]) } });
    expect(empty.text()).toContain('No conversations yet');

    let fail = true;
    const h = await open({
      token: 't',
      api: {
        '/m/api/chat/list.php': () =>
          fail ? new ApiError('server', 'Server busy') : page([conv(1, 'wang', null)]),
      },
    });
    expect(h.container.querySelector('[role=alert]')?.textContent).toContain('Server busy');
    fail = false;
    await h.click(h.getButton('Retry'));
    expect(h.text()).toContain('wang');

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const off = await open({
      token: 't',
      api: { '/m/api/chat/list.php': new ApiError('network', 'Network Error') },
    });
    expect(off.container.querySelector('[role=alert]')?.textContent).toContain('Network signal lost');
  });

  test('deletes a conversation after confirming in its row', async () => {
    const h = await open({
      token: 't',
      api: {
        '/m/api/chat/list.php': page([conv(1, 'wang', null), conv(2, 'li', null)]),
        '/m/api/chat/delete.php': null,
      },
    });
    await h.click(h.getButton('Delete conversation with wang'));
    const ask = () => h.container.querySelector('fieldset') as HTMLElement;
    await vi.waitFor(() => expect(ask()).not.toBeNull()); // the confirmation is a lazy chunk
    expect(ask().getAttribute('aria-label')).toBe('Delete this conversation?');
    expect(ask().textContent).toContain('It is removed from your list only.');
    // focus moved to it, in the effect after the confirmation's first render
    await vi.waitFor(() => expect(h.container.ownerDocument.activeElement?.textContent).toBe('Delete'));
    expect(h.unstyled()).toEqual([]);
    await h.click(h.getButton('Cancel'));
    expect(ask()).toBeNull();
    expect(h.calls.filter((c) => c.path.endsWith('delete.php'))).toEqual([]);

    await h.click(h.getButton('Delete conversation with wang'));
    await vi.waitFor(() => expect(ask()).not.toBeNull());
    await h.click(h.getButton('Delete'));
    expect(h.calls.at(-1)).toMatchObject({ path: '/m/api/chat/delete.php', params: { conversation_id: 1 } });
    expect(h.text()).not.toContain('wang');
    expect(h.text()).toContain('li');
  });

  test('a new message (the unread count moves) refreshes the first page in place', async () => {
    let list = [conv(1, 'wang', last('text', 'old')), conv(2, 'li', null)];
    const h = await open({ token: 't', api: { '/m/api/chat/list.php': () => page(list) } });
    list = [conv(2, 'li', last('text', 'new one'), 1), conv(1, 'wang', last('text', 'old'))];
    act(() => h.inst.unread.setUnread(1));
    await flush();
    const names = Array.from(h.container.querySelectorAll('.mp-conv__name'), (n) => n.textContent);
    expect(names).toEqual(['li', 'wang']);
    expect(h.text()).toContain('new one');
  });

  test('coming back from a chat refreshes the list', async () => {
    const h = await open({ token: 't', api: { '/m/api/chat/list.php': page([conv(1, 'wang', null, 3)]) } });
    await h.click(h.getByText('wang'));
    expect(h.text()).not.toContain('3 unread'); // read as it opens
    const $stack = h.router.$stack as unknown as { set(v: unknown): void; get(): unknown[] };
    act(() => $stack.set($stack.get().slice(0, 1)));
    await flush();
    expect(h.calls.filter((c) => c.path === '/m/api/chat/list.php')).toHaveLength(2);
  });
});
