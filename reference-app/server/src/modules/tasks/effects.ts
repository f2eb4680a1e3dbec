import type { Actor } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';

/**
 * A change the two people of a task hear about: a record of the task's log (a transition), or
 * `modify-order` when the order changed under a task still waiting for its payment.
 */
export interface TaskEvent {
  taskId: number;
  /** The log record's transition (`quote`, `paid`, `not-selected`...), or `modify-order`. */
  transition: string;
  actor: Actor;
  from: string | null;
  to: string;
  reason: string | null;
}

/**
 * What other modules do when a task changes (the chat writes a `system` message between its
 * poster and its taker). `happened` runs inside the transaction that wrote the change, after
 * the task's row and its log record: what it writes commits or rolls back with the change, and
 * it queues work for after the commit with `afterCommit`.
 *
 * @example
 * const tasks = new TaskService({ db, clock, effects: chat.taskEffects });
 */
export interface TaskEffects {
  happened(tx: Db, event: TaskEvent): Promise<void>;
}

/** No one listens (a service built alone, in a test). */
export const noTaskEffects: TaskEffects = {
  async happened() {},
};

const queues = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `fn` in a transaction of `db`; what `afterCommit` queued inside runs once it committed
 * (nothing runs when it rolled back). Every transaction that may change a task is opened with
 * it, so what its effects push (live chat messages) never announces a change that did not
 * happen.
 *
 * @example await transact(db, async (tx) => tasks.takeAsSystem(tx, taskId, 'paid', { payment_fen }));
 */
export async function transact<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const queue: (() => void)[] = [];
  const result = await db.transaction().execute((tx) => {
    queues.set(tx, queue);
    return fn(tx);
  });
  for (const work of queue) work();
  return result;
}

/**
 * Queues `work` for after the transaction `tx` commits. False when `tx` was not opened with
 * `transact` (then nothing is queued: the caller decides what to do without it).
 */
export function afterCommit(tx: Db, work: () => void): boolean {
  const queue = queues.get(tx);
  queue?.push(work);
  return queue !== undefined;
}
