import type { ServerResponse } from 'node:http';

/** Runs `fn` every `ms`; returns the function that stops it. Injectable so tests move time. */
export interface Ticker {
  every(ms: number, fn: () => void): () => void;
}

/** Real timers, not keeping the process alive. */
export const intervalTicker: Ticker = {
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** A comment line this often keeps proxies from closing an idle stream. */
export const PING_MS = 25_000;
/** Streams one user may hold open (tabs, devices); opening one more closes the oldest. */
export const MAX_STREAMS_PER_USER = 8;
/** A client this far behind in reading is dropped; it reconnects and catches up with new.php. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** One open `text/event-stream` response. */
export class ChatStream {
  readonly userId: number;
  /** The bearer token that opened it, re-checked on every ping (see StreamHub). */
  readonly token: string | undefined;
  /** Origin for absolute URLs in what this client is sent. */
  readonly base: string;
  readonly #res: ServerResponse;
  readonly #onClose: (stream: ChatStream) => void;
  #closed = false;
  /** The unread total last sent, so an unchanged total is not sent again. */
  lastUnread: number | undefined;

  constructor(
    userId: number,
    base: string,
    res: ServerResponse,
    onClose: (stream: ChatStream) => void,
    token?: string,
  ) {
    this.userId = userId;
    this.token = token;
    this.base = base;
    this.#res = res;
    this.#onClose = onClose;
    res.on('close', () => this.close());
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Writes one event: `event`, optional `id`, and `data` as one JSON line. */
  send(event: string, data: unknown, id?: number): void {
    const head = id === undefined ? `event: ${event}\n` : `event: ${event}\nid: ${id}\n`;
    this.write(`${head}data: ${JSON.stringify(data)}\n\n`);
  }

  write(chunk: string): void {
    if (this.#closed) return;
    this.#res.write(chunk);
    if (this.#res.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#onClose(this);
    if (!this.#res.writableEnded) this.#res.end();
  }
}

/**
 * Which of `tokens` no longer sign anyone in (revoked by logout or refresh, expired, unknown).
 * One call per batch of open streams, so a ping over thousands of streams costs a few queries.
 */
export type TokenCheck = (tokens: string[]) => Promise<Set<string>>;

/** Streams pinged, and tokens re-checked in one query, per turn of the event loop. */
export const RECHECK_BATCH = 500;

/**
 * The open chat streams of this process, by user, and the shared ping: one timer for all
 * streams, running only while some are open. On each ping every stream's token is checked
 * again, and a stream whose token was revoked or expired is ended: a token signed out
 * elsewhere stops receiving messages within one ping. The client reconnects, gets a 401, and
 * takes the expired-token path.
 */
export class StreamHub {
  readonly #byUser = new Map<number, Set<ChatStream>>();
  readonly #ticker: Ticker;
  readonly #pingMs: number;
  readonly #checkToken: TokenCheck | undefined;
  #stopPing: (() => void) | undefined;
  #size = 0;

  constructor(ticker: Ticker = intervalTicker, pingMs = PING_MS, checkToken?: TokenCheck) {
    this.#ticker = ticker;
    this.#pingMs = pingMs;
    this.#checkToken = checkToken;
  }

  /** Streams open in this process. */
  get size(): number {
    return this.#size;
  }

  has(userId: number): boolean {
    return this.#byUser.has(userId);
  }

  /** Registers a response whose headers are already written. */
  open(userId: number, base: string, res: ServerResponse, token?: string): ChatStream {
    const stream = new ChatStream(userId, base, res, (closed) => this.#remove(closed), token);
    let streams = this.#byUser.get(userId);
    if (!streams) {
      streams = new Set();
      this.#byUser.set(userId, streams);
    }
    streams.add(stream);
    this.#size += 1;
    if (streams.size > MAX_STREAMS_PER_USER) streams.values().next().value?.close();
    if (!this.#stopPing) this.#stopPing = this.#ticker.every(this.#pingMs, () => void this.ping());
    // The client may have gone while the stream was being set up: 'close' fired already.
    if (res.destroyed) stream.close();
    return stream;
  }

  /** Sends to every stream of `userId`; `render` makes the data for one stream (its origin). */
  send(userId: number, event: string, render: (stream: ChatStream) => unknown, id?: number): void {
    const streams = this.#byUser.get(userId);
    if (!streams) return;
    for (const stream of [...streams]) stream.send(event, render(stream), id);
  }

  /** Sends `unread` to the streams of `userId` whose last total differs. */
  sendUnread(userId: number, count: number): void {
    const streams = this.#byUser.get(userId);
    if (!streams) return;
    for (const stream of [...streams]) {
      if (stream.lastUnread === count) continue;
      stream.lastUnread = count;
      stream.send('unread', { count });
    }
  }

  /**
   * Writes the ping to every stream and re-checks their tokens, RECHECK_BATCH streams at a time
   * with a turn of the event loop between batches: 10,000 writes and checks at once would hold
   * back every message for as long as they take.
   */
  async ping(): Promise<void> {
    const all = [...this.#byUser.values()].flatMap((streams) => [...streams]);
    for (let i = 0; i < all.length; i += RECHECK_BATCH) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const batch = all.slice(i, i + RECHECK_BATCH);
      for (const stream of batch) stream.write(': ping\n\n');
      await this.#recheck(batch.filter((stream) => stream.token !== undefined && !stream.closed));
    }
  }

  /** Ends the streams whose token no longer signs anyone in; a failed check leaves them open. */
  async #recheck(streams: ChatStream[]): Promise<void> {
    if (!this.#checkToken || streams.length === 0) return;
    const tokens = [...new Set(streams.map((stream) => stream.token as string))];
    let invalid: Set<string>;
    try {
      invalid = await this.#checkToken(tokens);
    } catch {
      return;
    }
    for (const stream of streams) if (invalid.has(stream.token as string)) stream.close();
  }

  /** Ends every stream (server shutdown, or events that may have been lost). */
  closeAll(): void {
    for (const streams of [...this.#byUser.values()]) {
      for (const stream of [...streams]) stream.close();
    }
  }

  #remove(stream: ChatStream): void {
    const streams = this.#byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    this.#size -= 1;
    if (streams.size === 0) this.#byUser.delete(stream.userId);
    if (this.#size === 0 && this.#stopPing) {
      this.#stopPing();
      this.#stopPing = undefined;
    }
  }
}
