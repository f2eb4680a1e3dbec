import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Profiles, show photos, favourites and qualification certificates (docs/people-api.md). The
 * profile is a table of its own beside `users`, so a person without one costs nothing.
 */
export const profilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('service_area', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('longitude', 'float8')
      .addColumn('latitude', 'float8')
      .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('user_profile_categories')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addPrimaryKeyConstraint('user_profile_categories_pkey', ['user_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('user_profile_categories_category_idx')
      .on('user_profile_categories')
      .columns(['category_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('user_show_photos')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('user_show_photos_user_idx')
      .on('user_show_photos')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createTable('favourites')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('favourites_user_kind_target_key', ['user_id', 'kind', 'target_id'])
      .addCheckConstraint('favourites_kind_check', sql`kind in ('order', 'talent', 'business', 'article')`)
      .execute();
    await db.schema
      .createIndex('favourites_user_kind_idx')
      .on('favourites')
      .columns(['user_id', 'kind', 'created_at', 'id'])
      .execute();
    await db.schema
      .createTable('certificates')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('photo', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id'))
      .addColumn('reviewed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('certificates_status_check', sql`status in ('pending', 'approved', 'rejected')`)
      .execute();
    await db.schema
      .createIndex('certificates_user_idx')
      .on('certificates')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('certificates_status_idx')
      .on('certificates')
      .columns(['status', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'certificates',
      'favourites',
      'user_show_photos',
      'user_profile_categories',
      'user_profiles',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
