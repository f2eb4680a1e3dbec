import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, flush, mountTest } from '../../test/helpers';
import type { Message } from '../api/endpoints/chat';
import { createTransport } from '../api/transport';
import type { Instance } from '../app/context';
import { LIVE_IDLE_MS, LIVE_RETRY_MS, UNREAD_POLL_MS } from '../config';
import en from '../i18n/en';
import { type SseEvent, sseParser, startLive } from './live';
import { type ChatEvent, chatHub } from './live-hub';
import { createUnread } from './unread';
import { createUserData } from './user-data';

const STREAM = 'https://api.test/m/api/chat/stream';
const UNREAD = 'https://api.test/m/api/chat/unread_number.php';

const message: Message = {
  chat_id: 41,
  conversation_id: 3,
  sender_id: 8,
  kind: 'text',
  content: 'hello',
  pic: '',
  goods_order_id: 0,
  goods_order_task_id: 0,
  created_at: 1_700_000_000,
  mine: false,
  read: false,
};

/** A response whose body the test writes to; aborting the request errors the body, as fetch does. */
function fakeStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  signal?.addEventListener('abort', () => {
    try {
      controller.error(new DOMException('aborted', 'AbortError'));
    } catch {
      // already closed
    }
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Stream = ReturnType<typeof fakeStream>;
type StreamAnswer = (signal?: AbortSignal | null) => Response | Stream | Promise<Response | Stream>;

/** A signed-in instance with the real transport over a fake fetch: `stream` answers the stream. */
function setup(
  stream: StreamAnswer,
  unread: () => unknown = () => ({ code: 1, msg: '', data: { count: 3 } }),
) {
  const streams: Stream[] = [];
  const times = { stream: [] as number[], unread: [] as number[] };
  const start = Date.now();
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url === STREAM) {
      times.stream.push(Date.now() - start);
      const answer = await stream(init.signal);
      if (answer instanceof Response) return answer;
      streams.push(answer);
      return answer.response;
    }
    if (url.startsWith(UNREAD)) {
      times.unread.push(Date.now() - start);
      const body = unread();
      return body instanceof Response ? body : new Response(JSON.stringify(body), { status: 200 });
    }
    throw new TypeError(`unexpected ${url}`);
  });
  const userData = createUserData();
  const toast = vi.fn();
  const controller = new AbortController();
  const t = (key: string) => en[key as keyof typeof en] ?? key;
  const $token = atom<{ token: string; exp: number | null } | null>({ token: 'tk', exp: null });
  const api = createTransport({
    apiBase: 'https://api.test',
    getToken: () => $token.get()?.token,
    i18n: { t, $locale: atom('en') },
    toast,
    onUnauthorized: () => undefined,
    signal: controller.signal,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const inst = {
    api,
    userData,
    unread: createUnread(userData),
    network: { $online: atom(true) },
    i18n: { t },
    options: { apiBase: 'https://api.test/' },
    session: { $token },
  } as unknown as Instance;
  const events: ChatEvent[] = [];
  chatHub(inst).on((e) => events.push(e));
  const stop = startLive(inst, { fetch: fetch as unknown as typeof globalThis.fetch });
  return { inst, fetch, streams, times, events, stop, toast };
}

const refused = () => new Response('not here', { status: 404, headers: { 'content-type': 'text/plain' } });
const syncs = (events: ChatEvent[]) => events.filter((e) => e.type === 'sync').length;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sseParser', () => {
  test('parses events, multi-line data and ids across chunk boundaries; skips comments', () => {
    const got: SseEvent[] = [];
    const feed = sseParser((e) => got.push(e));
    feed(': ping\n\nevent: unr');
    feed('ead\r\ndata: {"count":2}\r\n\r\n');
    feed('id: 7\ndata: line one\ndata: line two\n\n');
    feed('event: message\nid: 8\n\n'); // no data: dropped
    feed('data:tight\n');
    expect(got).toEqual([
      { event: 'unread', data: '{"count":2}', id: '' },
      { event: 'message', data: 'line one\nline two', id: '7' },
    ]);
    feed('\n');
    expect(got.at(-1)).toEqual({ event: 'message', data: 'tight', id: '8' });
  });
});

describe('startLive', () => {
  test('without a stream it polls unread_number.php every 2000 ms, silently, and retries the stream', async () => {
    vi.useFakeTimers();
    const live = setup(refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.times.unread).toEqual([0]);
    expect(live.inst.unread.$unread.get()).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(live.times.unread).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.times.unread).toEqual([0, UNREAD_POLL_MS]);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(live.times.unread).toEqual([0, 2000, 4000, 6000]);
    // the stream is retried after 1 s, doubling: 0, 1000, 3000
    expect(live.times.stream).toEqual([0, LIVE_RETRY_MS, LIVE_RETRY_MS * 3]);
    expect(syncs(live.events)).toBe(4); // open chats fetch new.php on every tick
    const [, init] = live.fetch.mock.calls.find(([url]) => url === STREAM) as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: 'Bearer tk', Accept: 'text/event-stream' });
    expect(live.toast).not.toHaveBeenCalled();
    live.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a failed unread poll is only logged, never toasted', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = setup(refused, () => ({ code: 0, msg: 'Server busy', data: null }));
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(live.times.unread).toEqual([0, 2000]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('failed to fetch unread messages');
    expect(live.toast).not.toHaveBeenCalled();
    live.stop();
  });

  test('the stream takes over once it delivers: unread and message events, no more polling', async () => {
    vi.useFakeTimers();
    const live = setup((signal) => fakeStream(signal));
    await vi.advanceTimersByTimeAsync(0);
    expect(live.times.unread).toEqual([0]); // polling until the stream proves it delivers
    const [stream] = live.streams;
    stream?.push('event: unread\ndata: {"count":5}\n\n'); // the server's first event
    await vi.advanceTimersByTimeAsync(0);
    expect(live.inst.unread.$unread.get()).toBe(5);
    expect(syncs(live.events)).toBe(2); // open chats catch up from their last message
    stream?.push(`event: message\nid: 41\ndata: ${JSON.stringify(message)}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.events.at(-1)).toEqual({ type: 'message', message });
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 10);
    expect(live.times.unread).toEqual([0]);
    expect(live.times.stream).toEqual([0]);
    live.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a dropped stream falls back to polling at once and reconnects with backoff', async () => {
    vi.useFakeTimers();
    let n = 0;
    const live = setup((signal) => (n++ === 0 ? fakeStream(signal) : refused()));
    await vi.advanceTimersByTimeAsync(0);
    live.streams[0]?.push(': ok\n\n');
    await vi.advanceTimersByTimeAsync(1000);
    expect(live.times.unread).toEqual([0]);
    live.streams[0]?.end(); // at 1000
    await vi.advanceTimersByTimeAsync(0);
    expect(live.times.unread).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(live.times.unread).toEqual([0, 1000, 3000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(live.times.stream).toEqual([0, 2000, 4000, 8000]);
    live.stop();
  });

  test('a stream silent for 60 s is dropped and reopened', async () => {
    vi.useFakeTimers();
    const live = setup((signal) => fakeStream(signal));
    await vi.advanceTimersByTimeAsync(0);
    live.streams[0]?.push(': ok\n\n');
    await vi.advanceTimersByTimeAsync(LIVE_IDLE_MS - 1);
    expect(live.times.stream).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.times.unread.at(-1)).toBe(LIVE_IDLE_MS); // polling again meanwhile
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS);
    expect(live.times.stream).toEqual([0, LIVE_IDLE_MS + LIVE_RETRY_MS]);
    live.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('stop aborts the stream and leaves no timer', async () => {
    vi.useFakeTimers();
    const live = setup((signal) => fakeStream(signal));
    await vi.advanceTimersByTimeAsync(0);
    live.streams[0]?.push(': ok\n\n');
    await vi.advanceTimersByTimeAsync(0);
    const [, init] = live.fetch.mock.calls.find(([url]) => url === STREAM) as [string, RequestInit];
    live.stop();
    expect(init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(live.times.stream).toEqual([0]);
  });
});

describe('live delivery in a mounted instance', () => {
  test('starts with a valid token, drives the unread event, and stops on sign-out', async () => {
    vi.useFakeTimers();
    let count = 4;
    const fetch = fakeFetch((url) => {
      if (url.includes('/api/user/personalInfo')) {
        return {
          code: 1,
          msg: '',
          data: { id: 1, face: '', s_username: 'a', smrz: 0, name: '', tel: '', sfzid: '', share: 0.15 },
        };
      }
      if (url === STREAM) return refused();
      if (url.startsWith(UNREAD)) return { code: 1, msg: '', data: { count } };
      return { code: 1, msg: '', data: null };
    });
    const { handle } = mountTest({ token: 'tok' }, { fetch });
    const seen: number[] = [];
    handle.on('unread', ({ count: c }) => seen.push(c));
    await vi.waitFor(async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(fetch.calls.some((c) => c.url === STREAM)).toBe(true);
    });
    const stream = fetch.calls.find((c) => c.url === STREAM);
    expect(stream?.init.headers).toMatchObject({ Authorization: 'Bearer tok' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(seen).toEqual([4]);
    count = 6;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    });
    expect(seen).toEqual([4, 6]);

    act(() => handle.update({ token: null }));
    await flush();
    expect(seen).toEqual([4, 6, 0]); // user data cleared
    const polled = fetch.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 5);
    });
    expect(fetch.calls.length).toBe(polled);
    handle.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
