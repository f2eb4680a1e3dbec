import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Coupons (docs/coupons-api.md): campaign templates, the categories a template is limited to,
 * and the coupons issued to people. A template's `stock_left` is taken by a conditional update;
 * `(template_id, owner_id, seq)` is unique, so a person's n-th coupon of a template is issued
 * once however many claims race, and `seq` never passes the per-person limit.
 */
export const couponsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('coupon_templates')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('names', 'jsonb', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('min_spend_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('receive_type', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'bigint')
      .addColumn('valid_until', 'bigint')
      .addColumn('valid_days', 'integer')
      .addColumn('stock_left', 'integer')
      .addColumn('per_person_limit', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('area_longitude', 'double precision')
      .addColumn('area_latitude', 'double precision')
      .addColumn('area_radius_m', 'integer')
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('coupon_templates_amount_check', sql`amount_fen > 0`)
      .addCheckConstraint('coupon_templates_stock_check', sql`stock_left is null or stock_left >= 0`)
      .addCheckConstraint(
        'coupon_templates_validity_check',
        sql`(valid_days is not null and valid_days > 0) or (valid_from is not null and valid_until is not null)`,
      )
      .execute();
    await db.schema
      .createIndex('coupon_templates_receive_idx')
      .on('coupon_templates')
      .columns(['receive_type', 'id'])
      .where(sql.ref('active'), '=', true)
      .execute();
    await db.schema
      .createTable('coupon_template_categories')
      .addColumn('template_id', 'integer', (c) =>
        c.notNull().references('coupon_templates.id').onDelete('cascade'),
      )
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('coupon_template_categories_pk', ['template_id', 'category_id'])
      .execute();
    await db.schema
      .createTable('user_coupons')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('template_id', 'integer', (c) =>
        c.notNull().references('coupon_templates.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('min_spend_fen', 'bigint', (c) => c.notNull())
      .addColumn('valid_from', 'bigint', (c) => c.notNull())
      .addColumn('valid_until', 'bigint', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('available'))
      .addColumn('task_id', 'integer', (c) => c.references('goods_order_tasks.id').onDelete('set null'))
      .addColumn('viewed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('user_coupons_state_check', sql`state in ('available', 'held', 'used', 'expired')`)
      .execute();
    await db.schema
      .createIndex('user_coupons_seq_idx')
      .unique()
      .on('user_coupons')
      .columns(['template_id', 'owner_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('user_coupons_owner_idx')
      .on('user_coupons')
      .columns(['owner_id', 'state', 'valid_until'])
      .execute();
    await db.schema.createIndex('user_coupons_task_idx').on('user_coupons').column('task_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_coupons').execute();
    await db.schema.dropTable('coupon_template_categories').execute();
    await db.schema.dropTable('coupon_templates').execute();
  },
};
