import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Attachments (docs/feedback-api.md, "Files"): documents and pictures a person uploaded, and the
 * links that share one with whoever may read what it is attached to. Feedback: what a person
 * sent customer service, its state and the answer.
 */
export const feedbackFilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attachments')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('storage_name', 'text', (c) => c.notNull().unique())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('attachments_owner_idx')
      .on('attachments')
      .columns(['owner_id', 'id'])
      .execute();
    await db.schema
      .createTable('attachment_links')
      .addColumn('attachment_id', 'integer', (c) =>
        c.notNull().references('attachments.id').onDelete('cascade'),
      )
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('attachment_links_pkey', ['attachment_id', 'subject', 'subject_id'])
      .execute();
    await db.schema
      .createIndex('attachment_links_subject_idx')
      .on('attachment_links')
      .columns(['subject', 'subject_id', 'position'])
      .execute();
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('goods_order_id', 'integer', (c) => c.references('goods_orders.id'))
      .addColumn('goods_order_task_id', 'integer', (c) => c.references('goods_order_tasks.id'))
      .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('handler_id', 'integer', (c) => c.references('users.id'))
      .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('answered_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('dispute_task_id', 'integer', (c) => c.references('goods_order_tasks.id'))
      .addColumn('unread', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('feedback_user_key_idx')
      .unique()
      .on('feedback')
      .columns(['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('feedback_user_idx').on('feedback').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();
    await db.schema
      .createIndex('feedback_unread_idx')
      .on('feedback')
      .column('user_id')
      .where(sql.ref('unread'), '=', true)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback').execute();
    await db.schema.dropTable('attachment_links').execute();
    await db.schema.dropTable('attachments').execute();
  },
};
