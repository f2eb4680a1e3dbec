import { CHAT_STREAM_PATH, getUnreadNumber, type Message } from '../api/endpoints/chat';
import type { Instance } from '../app/context';
import { LIVE_IDLE_MS, LIVE_RETRY_MAX_MS, LIVE_RETRY_MS, UNREAD_POLL_MS } from '../config';
import { chatHub } from './live-hub';

/** Spec 8 (error catalogue): a failed unread count is only logged, with this text (for developers, not translated). */
export const UNREAD_FAILED = 'failed to fetch unread messages';
/** One server-sent event. */
export interface SseEvent {
  event: string;
  data: string;
  id: string;
}

/**
 * A incremental `text/event-stream` parser: feed it decoded text as it arrives; it calls
 * `onEvent` per complete event (`event:` defaults to `message`, `data:` lines join with
 * "\n", comment lines such as `: ping` are skipped, an event without data is dropped).
 *
 * @example const feed = sseParser((e) => console.log(e.event, e.data)); feed('event: unread\ndata: {"count":2}\n\n');
 */
export function sseParser(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id = '';
  return (text) => {
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
  };
}

/**
 * Live chat delivery for a signed-in instance (docs/chat.md, "Live delivery"); a lazy chunk,
 * started and stopped as the `live` poll (app/mount.ts), so it runs only while a valid token
 * is present and stops on logout, expiry and unmount.
 *
 * It reads `GET /m/api/chat/stream` with fetch (bearer header): `unread` events set the tab
 * badge, `message` events go to the open chat (through the chat hub). Until the stream has
 * delivered its first bytes, and whenever it cannot be opened or drops, it polls
 * `unread_number.php` every 2000 ms (a failure is only logged) and tells open chats to sync
 * each tick; the stream is retried after 1 s, doubling per failure up to 60 s. A stream silent
 * for 60 s (two missed pings: a buffering proxy) counts as dropped. When it (re)opens, open
 * chats sync from their last message (the server sends the unread total first).
 *
 * @example const stop = startLive(instance); // later: stop()
 */
export function startLive(inst: Instance, seams: { fetch?: typeof fetch } = {}): () => void {
  const fetchImpl = seams.fetch ?? globalThis.fetch;
  const hub = chatHub(inst);
  const url = inst.options.apiBase.replace(/\/+$/, '') + CHAT_STREAM_PATH;
  let stopped = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let connection: AbortController | undefined;
  let delay = LIVE_RETRY_MS;
  /** The stream is delivering: a poll answered late must not overwrite its newer total. */
  let streaming = false;

  function fetchUnread(): void {
    getUnreadNumber(inst.api, { silent: true }).then(
      ({ count }) => !stopped && !streaming && inst.unread.setUnread(count),
      (err: { kind?: string }) => {
        if (!stopped && err?.kind !== 'aborted') console.error(UNREAD_FAILED, err);
      },
    );
  }

  function tick(): void {
    fetchUnread();
    hub.emit({ type: 'sync' });
  }

  function startPolling(): void {
    if (poll || stopped) return;
    tick();
    poll = setInterval(tick, UNREAD_POLL_MS);
  }

  function stopPolling(): void {
    clearInterval(poll);
    poll = undefined;
  }

  function onEvent({ event, data }: SseEvent): void {
    try {
      if (event === 'unread') inst.unread.setUnread((JSON.parse(data) as { count: number }).count);
      else if (event === 'message') hub.emit({ type: 'message', message: JSON.parse(data) as Message });
    } catch {
      // a malformed event is skipped; the next sync catches up
    }
  }

  async function connect(): Promise<void> {
    retry = undefined;
    const token = inst.session.$token.get()?.token;
    if (stopped || !token) return;
    const controller = new AbortController();
    connection = controller;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), LIVE_IDLE_MS);
    };
    try {
      const res = await fetchImpl(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      const body = res.body;
      if (!res.ok || !body || !/event-stream/.test(res.headers.get('content-type') ?? '')) {
        void body?.cancel().catch(() => undefined);
        throw new Error(`stream refused: ${res.status}`);
      }
      const reader = body.getReader();
      const decoder = new TextDecoder();
      const parse = sseParser(onEvent); // one per connection: a dropped one may end mid-event
      watch();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        watch();
        if (!streaming) {
          // the stream delivers (its first event is the unread total): it takes over from polling
          streaming = true;
          stopPolling();
          delay = LIVE_RETRY_MS;
          hub.emit({ type: 'sync' });
        }
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // refused, unreachable, dropped or silent too long: poll and retry below
    }
    clearTimeout(idle);
    streaming = false;
    if (stopped || connection !== controller) return;
    controller.abort();
    startPolling();
    retry = setTimeout(connect, delay);
    delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
  }

  startPolling();
  void connect();

  return () => {
    stopped = true;
    stopPolling();
    clearTimeout(retry);
    clearTimeout(idle);
    connection?.abort();
  };
}
