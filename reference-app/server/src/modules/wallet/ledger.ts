import {
  type Account,
  balanced,
  balanceOf,
  type Entry,
  escrowAccount,
  isAccount,
  LIVE_PAID_STATES,
  payable,
  type TaskState,
} from '@marketplace/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';

/**
 * Writes one balanced posting (the entries of a money.ts posting function) as a ledger
 * transaction, inside the caller's transaction. An unbalanced posting is a bug, never data: it
 * throws before anything is written.
 */
export async function post(
  tx: Db,
  posting: { kind: string; task_id: number | null; entries: readonly Entry[]; now: number },
): Promise<number | null> {
  if (!balanced(posting.entries)) throw new Error(`unbalanced posting ${posting.kind}`);
  if (posting.entries.length === 0) return null;
  const row = await tx
    .insertInto('ledger_transactions')
    .values({ kind: posting.kind, task_id: posting.task_id, created_at: posting.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('ledger_entries')
    .values(
      posting.entries.map((e) => ({
        transaction_id: row.id,
        account: e.account,
        amount_fen: e.amount_fen,
        task_id: posting.task_id,
        kind: posting.kind,
        created_at: posting.now,
      })),
    )
    .execute();
  return row.id;
}

/** The balance of each account given, summed from its entries (0 for an account without any). */
export async function balances(db: Db, accounts: readonly Account[]): Promise<Map<Account, number>> {
  const result = new Map<Account, number>(accounts.map((a) => [a, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', sql<string>`sum(amount_fen)`.as('sum')])
    .where('account', 'in', accounts)
    .groupBy('account')
    .execute();
  for (const row of rows) result.set(row.account as Account, Number(row.sum));
  return result;
}

/**
 * Everything that must hold of the ledger, as a list of problems (empty when consistent):
 * every transaction's entries are well-formed and sum to zero; every account's stored balance
 * equals `balanceOf` over its entries; a task's escrow holds fee - coupon while the task is paid
 * and unsettled and nothing otherwise. Tests run it after every money test.
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'account', 'amount_fen'])
    .orderBy('id')
    .execute();
  const entries: Entry[] = [];
  const byTransaction = new Map<number, Entry[]>();
  for (const row of rows) {
    if (!isAccount(row.account)) {
      problems.push(`transaction ${row.transaction_id}: unknown account ${row.account}`);
      continue;
    }
    const entry = { account: row.account, amount_fen: Number(row.amount_fen) };
    entries.push(entry);
    const list = byTransaction.get(Number(row.transaction_id)) ?? [];
    list.push(entry);
    byTransaction.set(Number(row.transaction_id), list);
  }
  for (const [id, list] of byTransaction) {
    if (!balanced(list)) problems.push(`transaction ${id} does not sum to zero`);
  }
  const accounts = [...new Set(entries.map((e) => e.account))];
  const summed = await balances(db, accounts);
  for (const account of accounts) {
    if (summed.get(account) !== balanceOf(account, entries))
      problems.push(`${account}: balance differs from its entries`);
  }
  const tasks = await db
    .selectFrom('goods_order_tasks')
    .select(['id', 'status', 'price_fen', 'coupon_fen'])
    .execute();
  for (const task of tasks) {
    const held = balanceOf(escrowAccount(task.id), entries);
    const expected = LIVE_PAID_STATES.includes(task.status as TaskState)
      ? payable(task.price_fen, task.coupon_fen)
      : 0;
    if (held !== expected)
      problems.push(`escrow of task ${task.id} (${task.status}) holds ${held}, expected ${expected}`);
  }
  return problems;
}
