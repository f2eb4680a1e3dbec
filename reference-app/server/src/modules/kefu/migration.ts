import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 20261126T1400_kefu: the level of each customer service account, the restrictions kefu puts
 * on a person (no posting, no taking, banned; for a period or until lifted), and kefu's
 * internal notes about a person. Existing kefu accounts become agents.
 */
export const kefuMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('kefu_level', 'text', (c) => c.check(sql`kefu_level in ('agent', 'supervisor')`))
      .execute();
    await sql`update users set kefu_level = 'agent' where role = 'kefu'`.execute(db);
    await db.schema
      .createTable('user_restrictions')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('post', 'take', 'ban')`))
      .addColumn('reason', 'text', (c) => c.notNull())
      // null: until kefu lifts it.
      .addColumn('until', 'bigint')
      .addColumn('created_by', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('lifted_at', 'bigint')
      .addColumn('lifted_by', 'integer')
      .execute();
    await db.schema
      .createIndex('user_restrictions_live_idx')
      .on('user_restrictions')
      .columns(['user_id', 'kind'])
      .where(sql.ref('lifted_at'), 'is', null)
      .execute();
    await db.schema
      .createTable('kefu_notes')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kefu_notes_user_idx').on('kefu_notes').columns(['user_id', 'id']).execute();
    // The queues read tasks by state, oldest first.
    await db.schema
      .createIndex('goods_order_tasks_status_entered_idx')
      .on('goods_order_tasks')
      .columns(['status', 'entered_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('goods_order_tasks_status_entered_idx').execute();
    await db.schema.dropTable('kefu_notes').execute();
    await db.schema.dropTable('user_restrictions').execute();
    await db.schema.alterTable('users').dropColumn('kefu_level').execute();
  },
};
