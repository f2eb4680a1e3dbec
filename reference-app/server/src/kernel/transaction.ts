import type { Db } from '../db/index.js';

type AfterCommitWork = () => void | Promise<void>;

const queues = new WeakMap<Db, AfterCommitWork[]>();

/**
 * Runs `fn` in a transaction of `db`; what `afterCommit` queued inside runs (and is awaited) once it committed
 * (nothing runs when it rolled back). Every transaction that may emit a domain event is opened
 * with it, so what a subscriber pushes (live chat messages) never announces a change that did
 * not happen.
 *
 * @example await transact(db, async (tx) => tasks.takeAsSystem(tx, taskId, 'paid', { payment_fen }));
 */
export async function transact<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const queue: AfterCommitWork[] = [];
  const result = await db.transaction().execute((tx) => {
    queues.set(tx, queue);
    return fn(tx);
  });
  for (const work of queue) await work();
  return result;
}

/**
 * Queues `work` for after the transaction `tx` commits. False when `tx` was not opened with
 * `transact` (then nothing is queued: the caller decides what to do without it).
 */
export function afterCommit(tx: Db, work: AfterCommitWork): boolean {
  const queue = queues.get(tx);
  queue?.push(work);
  return queue !== undefined;
}
