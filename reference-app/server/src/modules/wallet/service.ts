import { walletAccount } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { balances } from './ledger.js';

/** The wallet of walletView: balances and income, all derived from the ledger's entries. */
export class WalletService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /** The three buckets and the total ever earned (what came into `pending`). */
  async summary(userId: number) {
    const pending = walletAccount(userId, 'pending');
    const available = walletAccount(userId, 'available');
    const frozen = walletAccount(userId, 'frozen');
    const sums = await balances(this.#db, [pending, available, frozen]);
    const earned = await this.#db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_fen'), eb.val('0')).as('sum'))
      .where('account', '=', pending)
      .where('amount_fen', '>', 0)
      .executeTakeFirstOrThrow();
    return {
      available_fen: sums.get(available) ?? 0,
      pending_fen: sums.get(pending) ?? 0,
      frozen_fen: sums.get(frozen) ?? 0,
      income_total_fen: Number(earned.sum),
    };
  }

  /** incomeRecord: the caller's entries on their wallet accounts, newest first. */
  async incomeRecord(userId: number, pageRaw: string | undefined) {
    const page = parsePage(pageRaw);
    const prefix = `wallet:${userId}:`;
    const rows = await this.#db
      .selectFrom('ledger_entries as e')
      .leftJoin('goods_order_tasks as t', 't.id', 'e.task_id')
      .leftJoin('goods_orders as o', 'o.id', 't.order_id')
      .select([
        'e.id',
        'e.account',
        'e.amount_fen',
        'e.kind',
        'e.task_id',
        'e.created_at',
        't.order_id as goods_order_id',
        'o.title',
      ])
      .where('e.account', 'in', [`${prefix}pending`, `${prefix}available`, `${prefix}frozen`])
      .orderBy('e.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      list: rows.slice(0, PAGE_SIZE).map((r) => ({
        id: Number(r.id),
        bucket: r.account.slice(prefix.length),
        amount_fen: Number(r.amount_fen),
        transition: r.kind,
        goods_order_task_id: r.task_id,
        goods_order_id: r.goods_order_id,
        title: r.title ?? '',
        created_at: r.created_at,
      })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
