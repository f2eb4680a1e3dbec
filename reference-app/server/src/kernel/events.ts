import type { Actor, Entry } from '@marketplace/sdk/rules';
import type { Db } from '../db/index.js';
import { afterCommit } from './transaction.js';

/**
 * A record of a task's log (a transition), or `modify-order` when the order changed under a
 * task still waiting for its payment.
 */
export interface TaskChanged {
  taskId: number;
  /** The log record's transition (`quote`, `paid`, `not-selected`...), or `modify-order`. */
  transition: string;
  actor: Actor;
  from: string | null;
  to: string;
  reason: string | null;
}

/** A reminder job of a task ran (`confirm-reminder`: day 5 of a delivery; `-last`: 24 h before auto-confirm). */
export interface TaskReminded {
  taskId: number;
  /** The job's row: one reminder, one event. */
  jobId: number;
  reminder: 'confirm-reminder' | 'confirm-reminder-last';
}

/** Money that moved: one balanced posting of money.ts, to be written as one ledger transaction. */
export interface MoneyMoved {
  /** What moved it: the transition (`paid`, `confirm`...) or the job (`wallet-clearance`). */
  kind: string;
  task_id: number | null;
  entries: readonly Entry[];
  now: number;
}

/**
 * Every domain event and its payload: the one seam through which a change of one module
 * reaches the others (docs/server-design.md). Names are `<thing>.<what happened>`; a changed
 * payload is a new name.
 */
export interface DomainEventMap {
  /** A task took a transition, or its order changed under it. The chat writes a `system` message. */
  'task.changed': TaskChanged;
  /** A task's reminder job ran: notifications tell the person it is for. */
  'task.reminded': TaskReminded;
  /** Money moved: the wallet writes the posting to the ledger (a throw rolls the change back). */
  'money.moved': MoneyMoved;
  /** An order was created, or its title, description or category changed: search indexes it. */
  'order.saved': { orderId: number };
  /** A user got their public name (signed up, or renamed): search indexes it. */
  'user.named': { userId: number; name: string };
  // People (issue 11)
  /** A person's profile (introduction, categories, area, experience) changed: search re-indexes them. */
  'profile.saved': { userId: number };
  // wallet: withdrawals
  /** A withdrawal ended (`succeeded`, `failed` or `cancelled`): notifications tell its person. */
  'withdrawal.finished': WithdrawalFinished;
  // coupons
  /** A new account was created (auth's sign-up): registration coupons are issued to it. */
  'user.registered': { userId: number };
  // kefu
  /** Kefu decided something its people must hear of: the chat writes it as a system line. */
  'kefu.told': KefuTold;
}

/**
 * A kefu decision told to the people it concerns (docs/kefu-api.md, "Who is told"). With two
 * people (a task's poster and taker) it goes into their conversation; with one, into that
 * person's conversation with the agent who decided.
 */
export interface KefuTold {
  /** The agent or supervisor who decided: the message's sender. */
  kefuId: number;
  /** One person, or the two parties of a task. */
  userIds: readonly number[];
  /** The message's name: `chat.system.<name>` (`kefu_restricted`, `kefu_share`...). */
  name: string;
  /** Its parameters: `title`, `reason`, `restriction`, `days`, `share_bp`... */
  params: Record<string, string | number>;
  orderId: number | null;
  taskId: number | null;
}

/** A withdrawal reached its final state (its posting is written in the same transaction). */
export interface WithdrawalFinished {
  /** The withdrawal's id, its `out_bill_no`. */
  withdrawalId: string;
  userId: number;
  status: 'succeeded' | 'failed' | 'cancelled';
  amount_fen: number;
}

export type EventName = keyof DomainEventMap;

/**
 * Runs inside the transaction that made the change, after the change's own writes: what it
 * writes commits or rolls back with the change, and a throw rolls the change back.
 */
export type InTransactionHandler<N extends EventName> = (tx: Db, payload: DomainEventMap[N]) => Promise<void>;

/**
 * Runs once the transaction committed, never for one that rolled back. It cannot undo the
 * change: a throw (or a rejected promise) is logged and reaches no caller.
 */
export type AfterCommitHandler<N extends EventName> = (payload: DomainEventMap[N]) => void | Promise<void>;

/** What a service that changes things is given: where to announce each change. */
export interface EventPublisher {
  /** Announces `payload` inside `tx`, a transaction opened with `transact`. */
  emit<N extends EventName>(tx: Db, name: N, payload: DomainEventMap[N]): Promise<void>;
}

/** No one listens (a service built alone, in a test). */
export const noEvents: EventPublisher = {
  async emit() {},
};

type Handlers = { [N in EventName]?: InTransactionHandler<N>[] };
type LaterHandlers = { [N in EventName]?: AfterCommitHandler<N>[] };

/**
 * The app's domain events: modules subscribe when the app is built (app.ts), services emit in
 * their transactions. Subscribers of an event run in the order they subscribed, one after the
 * other; events run in the order they were emitted.
 *
 * @example
 * const events = new DomainEvents({ log: app.log });
 * events.inTransaction('task.changed', (tx, change) => chat.writeTaskMessage(tx, change));
 * const tasks = new TaskService({ db, clock, events });
 */
export class DomainEvents implements EventPublisher {
  readonly #inTransaction: Handlers = {};
  readonly #afterCommit: LaterHandlers = {};
  readonly #log: { error(obj: object, msg: string): void } | undefined;

  constructor(deps: { log?: { error(obj: object, msg: string): void } } = {}) {
    this.#log = deps.log;
  }

  /** Subscribes `handler` to `name`, run inside the transaction of each change. */
  inTransaction<N extends EventName>(name: N, handler: InTransactionHandler<N>): void {
    const list: InTransactionHandler<N>[] = this.#inTransaction[name] ?? [];
    list.push(handler);
    this.#inTransaction[name] = list as Handlers[N];
  }

  /** Subscribes `handler` to `name`, run after each change committed. */
  afterCommit<N extends EventName>(name: N, handler: AfterCommitHandler<N>): void {
    const list: AfterCommitHandler<N>[] = this.#afterCommit[name] ?? [];
    list.push(handler);
    this.#afterCommit[name] = list as LaterHandlers[N];
  }

  async emit<N extends EventName>(tx: Db, name: N, payload: DomainEventMap[N]): Promise<void> {
    const now: InTransactionHandler<N>[] = this.#inTransaction[name] ?? [];
    for (const handler of now) await handler(tx, payload);
    const later: AfterCommitHandler<N>[] = this.#afterCommit[name] ?? [];
    if (later.length === 0) return;
    const queued = afterCommit(tx, () => {
      for (const handler of later) this.#runLater(name, handler, payload);
    });
    // A programming error, not the caller's: without transact() the subscribers would never run.
    if (!queued)
      throw new Error(`${name} emitted outside transact(): its after-commit subscribers cannot run`);
  }

  #runLater<N extends EventName>(name: N, handler: AfterCommitHandler<N>, payload: DomainEventMap[N]): void {
    const report = (err: unknown) => this.#log?.error({ err, event: name }, 'after-commit subscriber failed');
    try {
      const result = handler(payload);
      if (result instanceof Promise) result.catch(report);
    } catch (err) {
      report(err);
    }
  }
}
