import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Withdrawals (docs/wallet-api.md): one row per cash-out, its id the provider's `out_bill_no`.
 * At most one open withdrawal per person (a partial unique index), and one per idempotency key.
 */
export const withdrawalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('program', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('transfer_bill_no', 'text')
      .addColumn('package_info', 'text')
      .addColumn('fail_reason', 'text')
      .addColumn('query_due_at', 'bigint')
      .addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addUniqueConstraint('withdrawals_user_key_unique', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('withdrawals_one_open_idx')
      .unique()
      .on('withdrawals')
      .column('user_id')
      .where(sql.ref('status'), 'in', ['pending', 'waiting', 'cancelling'])
      .execute();
    await db.schema
      .createIndex('withdrawals_user_idx')
      .on('withdrawals')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('withdrawals_query_idx')
      .on('withdrawals')
      .column('query_due_at')
      .where(sql.ref('query_due_at'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('withdrawals').execute();
  },
};
