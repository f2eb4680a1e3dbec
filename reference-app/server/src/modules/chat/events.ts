import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/index.js';

/** The PostgreSQL channel chat events travel on between processes. */
export const CHAT_CHANNEL = 'chat_events';

/**
 * A change other processes must hear of: a new message (its id, so they read the row), or a
 * change of some users' unread totals (a read, a delete, a clear).
 */
export interface ChatEvent {
  messageId?: number;
  /** The users whose conversations or unread totals changed. */
  userIds: number[];
}

/** What a bus reports to its process. */
export interface ChatEventListener {
  /** An event written by another process (never one of this process's own). */
  event(event: ChatEvent): void;
  /**
   * `false`: events may be getting lost (the listening connection dropped); `true`: listening
   * again. Either way, what was cached from events may be stale.
   */
  live(live: boolean): void;
}

/**
 * Fans chat events out to the other server processes. A writer calls `stage` inside the
 * transaction that made the change and `committed` after it committed; the process that wrote
 * the change handles it itself, so a bus delivers only to the others.
 *
 * @example
 * await db.transaction().execute(async (tx) => {
 *   // ...insert the message...
 *   await bus.stage(tx, { messageId, userIds: [sender, receiver] });
 * });
 * bus.committed({ messageId, userIds: [sender, receiver] });
 */
export interface ChatEventBus {
  listen(listener: ChatEventListener): void;
  stage(tx: Db, event: ChatEvent): Promise<void>;
  committed(event: ChatEvent): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects the in-process buses of several app instances in one process (tests; one PGlite
 * shared by two apps). Each bus has a private channel unless given a shared one.
 */
export class InProcessChannel {
  readonly members = new Set<InProcessEventBus>();
}

/**
 * The bus of a single process (PGlite): events reach the other apps on the same channel right
 * after commit, synchronously. With one app per process there is no one else to tell.
 */
export class InProcessEventBus implements ChatEventBus {
  readonly #channel: InProcessChannel;
  #listener: ChatEventListener | undefined;

  constructor(channel: InProcessChannel = new InProcessChannel()) {
    this.#channel = channel;
  }

  listen(listener: ChatEventListener): void {
    this.#listener = listener;
  }

  async stage(): Promise<void> {
    // Nothing to do before commit: delivery happens in `committed`.
  }

  committed(event: ChatEvent): void {
    for (const bus of this.#channel.members) {
      if (bus !== this) bus.#listener?.event({ ...event, userIds: [...event.userIds] });
    }
  }

  async start(): Promise<void> {
    this.#channel.members.add(this);
  }

  async close(): Promise<void> {
    this.#channel.members.delete(this);
  }
}

interface Payload {
  /** The schema the writer's tables live in: one PostgreSQL database may hold several. */
  s: string;
  /** The writing process, which ignores its own events. */
  o: string;
  m?: number;
  u: number[];
}

function parsePayload(raw: string | undefined): Payload | undefined {
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<Payload>;
    if (typeof value.s !== 'string' || typeof value.o !== 'string' || !Array.isArray(value.u))
      return undefined;
    const users = value.u.filter((u): u is number => Number.isSafeInteger(u) && u > 0);
    const message =
      Number.isSafeInteger(value.m) && (value.m as number) > 0 ? (value.m as number) : undefined;
    return { s: value.s, o: value.o, u: users, ...(message === undefined ? {} : { m: message }) };
  } catch {
    return undefined;
  }
}

export interface PgNotifyEventBusOptions {
  /** The same database as `db` (DATABASE_URL): a dedicated connection LISTENs on it. */
  url: string;
  db: Db;
  log: { error(obj: object, msg: string): void; info(msg: string): void };
  /** First wait before reconnecting a dropped listener; doubles up to 30 s. */
  reconnectMs?: number;
}

/**
 * Several processes over one PostgreSQL: `NOTIFY chat_events` inside the writing transaction
 * (delivered if and only if it commits), and one dedicated `LISTEN` connection per process.
 * The payload is minimal (`{"s":schema,"o":process,"m":message id,"u":[user ids]}`): receivers
 * read the row themselves. When the listening connection drops, the process is told (`live(false)`)
 * and reconnects with backoff.
 */
export class PgNotifyEventBus implements ChatEventBus {
  readonly #options: PgNotifyEventBusOptions;
  readonly #origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  #schema: string | undefined;
  #client: pg.Client | undefined;
  #listener: ChatEventListener | undefined;
  #closing = false;
  #retry: NodeJS.Timeout | undefined;
  #wait: number;

  constructor(options: PgNotifyEventBusOptions) {
    this.#options = options;
    this.#wait = options.reconnectMs ?? 1000;
  }

  listen(listener: ChatEventListener): void {
    this.#listener = listener;
  }

  async stage(tx: Db, event: ChatEvent): Promise<void> {
    if (this.#schema === undefined) throw new Error('chat event bus used before start()');
    const payload: Payload = {
      s: this.#schema,
      o: this.#origin,
      u: event.userIds,
      ...(event.messageId === undefined ? {} : { m: event.messageId }),
    };
    await sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(payload)})`.execute(tx);
  }

  committed(): void {
    // PostgreSQL delivers at commit.
  }

  async start(): Promise<void> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      this.#options.db,
    );
    this.#schema = rows[0]?.schema ?? 'public';
    await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.url });
    client.on('notification', (message) => {
      if (message.channel !== CHAT_CHANNEL) return;
      const payload = parsePayload(message.payload);
      if (!payload || payload.s !== this.#schema || payload.o === this.#origin) return;
      this.#listener?.event({
        userIds: payload.u,
        ...(payload.m === undefined ? {} : { messageId: payload.m }),
      });
    });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped || this.#closing) return;
      dropped = true;
      this.#options.log.error({ err: error }, 'chat event listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      if (this.#client === client) this.#client = undefined;
      this.#listener?.live(false);
      this.#schedule();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    this.#client = client;
  }

  #schedule(): void {
    if (this.#closing || this.#retry) return;
    const wait = this.#wait;
    this.#wait = Math.min(wait * 2, 30_000);
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#connect()
        .then(() => {
          this.#wait = this.#options.reconnectMs ?? 1000;
          this.#options.log.info('chat event listener reconnected');
          this.#listener?.live(true);
        })
        .catch((error: unknown) => {
          this.#options.log.error({ err: error }, 'chat event listener could not reconnect');
          this.#schedule();
        });
    }, wait);
    this.#retry.unref();
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  /** Test hook: drops the listening connection as a network failure would. */
  async dropConnectionForTest(): Promise<void> {
    this.#client?.emit('error', new Error('connection dropped (test)'));
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = undefined;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}
