import { atom } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Message, PostInput } from '../api/endpoints/chat';
import { ApiError, type Transport } from '../api/transport';
import type { Instance } from '../app/context';
import { type ChatEvent, chatHub } from './live-hub';
import { createUnread } from './unread';
import { createUserData } from './user-data';

const stored = (input: PostInput, chat_id: number): Message => ({
  chat_id,
  conversation_id: Number(input.conversation_id),
  sender_id: 7,
  kind: input.pic ? 'picture' : 'text',
  content: input.content ?? '',
  pic: input.pic ?? '',
  goods_order_id: 0,
  goods_order_task_id: 0,
  created_at: 1_700_000_000,
  mine: true,
  read: false,
});

/** A hub over a scripted transport: `post` answers each post.php call (stored by key, as the server does). */
function setup(post?: (input: PostInput) => unknown) {
  const byKey = new Map<string, Message>();
  const posts: PostInput[] = [];
  const uploads: { progress?: (f: number) => void }[] = [];
  let release: (() => void) | undefined;
  const api = {
    get: vi.fn(),
    post: vi.fn(async (_path: string, body: PostInput, opts?: { silent?: boolean }) => {
      expect(opts?.silent).toBe(true); // the chat shows failures on the message itself
      posts.push(body);
      const scripted = post?.(body);
      if (scripted instanceof Error) throw scripted;
      if (scripted instanceof Promise) await scripted;
      const message = byKey.get(body.client_key) ?? stored(body, 100 + byKey.size);
      byKey.set(body.client_key, message);
      return message;
    }),
    upload: vi.fn(async (_path: string, _file: Blob, opts: { onProgress?: (f: number) => void }) => {
      uploads.push({ progress: opts.onProgress });
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { url: `https://api.test/uploads/${uploads.length}.png` };
    }),
  } as unknown as Transport;
  const userData = createUserData();
  const $online = atom(true);
  const inst = {
    api,
    userData,
    unread: createUnread(userData),
    network: { $online },
    i18n: { t: (k: string) => k },
  } as unknown as Instance;
  const hub = chatHub(inst);
  const events: ChatEvent[] = [];
  hub.on((e) => events.push(e));
  return { inst, hub, posts, uploads, events, $online, userData, finishUpload: () => release?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat hub', () => {
  test('is one per instance, kept on the instance', () => {
    const a = setup();
    const b = setup();
    expect(chatHub(a.inst)).toBe(a.hub);
    expect(a.inst.unread.chat).toBe(a.hub);
    expect(b.hub).not.toBe(a.hub);
    a.hub.setDraft('3', 'half a thought');
    expect(a.hub.draft('3')).toBe('half a thought');
    expect(b.hub.draft('3')).toBe('');
  });

  test('sends a text with a fresh client key and hands the stored message to listeners', async () => {
    const { hub, posts, events } = setup();
    const key = hub.send('3', { content: 'hi' });
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(hub.$outbox.get()).toMatchObject([{ client_key: key, status: 'sending', content: 'hi' }]);
    await settle();
    expect(posts).toEqual([{ conversation_id: '3', content: 'hi', pic: undefined, client_key: key }]);
    expect(hub.$outbox.get()).toEqual([]);
    expect(events).toEqual([
      { type: 'message', message: expect.objectContaining({ content: 'hi', mine: true }) },
    ]);
  });

  test('offline: waits, then sends once when the connection returns, in order, never twice', async () => {
    const { hub, posts, $online } = setup();
    $online.set(false);
    const first = hub.send('3', { content: 'one' });
    const second = hub.send('3', { content: 'two' });
    await settle();
    expect(posts).toEqual([]);
    expect(hub.$outbox.get().map((o) => o.status)).toEqual(['waiting', 'waiting']);
    $online.set(true);
    $online.set(false);
    $online.set(true); // flapping does not send twice
    await settle();
    expect(posts.map((p) => [p.content, p.client_key])).toEqual([
      ['one', first],
      ['two', second],
    ]);
    expect(hub.$outbox.get()).toEqual([]);
  });

  test('a send that fails because the network went away waits and goes with the same key', async () => {
    let fail = true;
    const { hub, posts, $online } = setup(() => {
      if (!fail) return undefined;
      fail = false;
      $online.set(false);
      return new ApiError('network', 'Network Error');
    });
    const key = hub.send('3', { content: 'late' });
    await settle();
    expect(hub.$outbox.get()[0]?.status).toBe('waiting');
    $online.set(true);
    await settle();
    expect(posts.map((p) => p.client_key)).toEqual([key, key]);
    expect(hub.$outbox.get()).toEqual([]);
  });

  test('a refused send is failed with the reason; retry sends the same key again', async () => {
    let refuse = true;
    const { hub, posts } = setup(() =>
      refuse ? new ApiError('server', 'Too many messages', 429) : undefined,
    );
    const key = hub.send('3', { content: 'spam' });
    await settle();
    expect(hub.$outbox.get()).toMatchObject([{ status: 'failed', error: 'Too many messages' }]);
    refuse = false;
    hub.retry(key);
    await settle();
    expect(posts.map((p) => p.client_key)).toEqual([key, key]);
    expect(hub.$outbox.get()).toEqual([]);
  });

  test('a picture uploads with progress, then posts its URL; discard drops a failed one', async () => {
    const { hub, posts, uploads, finishUpload } = setup();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const key = hub.send('3', { file });
    await settle();
    expect(hub.$outbox.get()[0]).toMatchObject({ client_key: key, status: 'sending', progress: 0 });
    uploads[0]?.progress?.(0.5);
    expect(hub.$outbox.get()[0]?.progress).toBe(0.5);
    finishUpload();
    await settle();
    expect(posts).toEqual([
      { conversation_id: '3', content: '', pic: 'https://api.test/uploads/1.png', client_key: key },
    ]);
    expect(hub.$outbox.get()).toEqual([]);
  });

  test('logout clears drafts and unsent messages', async () => {
    const { hub, userData, $online } = setup();
    $online.set(false);
    hub.setDraft('3', 'draft');
    hub.send('3', { content: 'queued' });
    userData.clear();
    expect(hub.draft('3')).toBe('');
    expect(hub.$outbox.get()).toEqual([]);
  });
});
