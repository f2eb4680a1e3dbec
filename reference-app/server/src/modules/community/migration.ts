import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The community (docs/community-api.md): local businesses with their categories, articles with
 * likes and comments (one level of replies), each person's draft, the remarks they received,
 * reports with the moderation they lead to, and the windows of the database-backed rate limiter
 * that every server process shares.
 */
export const communityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Moderation of a reported item: `none`, `hidden` (three reports, waiting for kefu),
    // `removed` (kefu agreed) or `kept` (kefu restored it; reports no longer hide it).
    const moderated = (table: string) =>
      db.schema
        .alterTable(table)
        .addColumn('moderation', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('moderation_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    await db.schema
      .createTable('community_businesses')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('owner_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('longitude', 'float8', (c) => c.notNull())
      .addColumn('latitude', 'float8', (c) => c.notNull())
      .addColumn('hours', 'text', (c) => c.notNull())
      .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('licence_pic', 'text', (c) => c.notNull())
      // `pending` until kefu verifies it, `verified`, or `rejected` (with `review_reason`).
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reviewed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await moderated('community_businesses');
    await db.schema
      .createIndex('community_businesses_location_gist')
      .on('community_businesses')
      .using('gist')
      .expression(sql`point(longitude, latitude)`)
      .where(sql.ref('status'), '=', 'verified')
      .execute();
    await db.schema
      .createTable('community_business_categories')
      .addColumn('business_id', 'integer', (c) =>
        c.notNull().references('community_businesses.id').onDelete('cascade'),
      )
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
      .addPrimaryKeyConstraint('community_business_categories_pkey', ['business_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('community_business_categories_category_idx')
      .on('community_business_categories')
      .columns(['category_id', 'business_id'])
      .execute();

    await db.schema
      .createTable('community_articles')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('community_articles_idempotency_key', ['author_id', 'idempotency_key'])
      .execute();
    await moderated('community_articles');
    await db.schema
      .createIndex('community_articles_newest_idx')
      .on('community_articles')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('community_articles_popular_idx')
      .on('community_articles')
      .expression(sql`(like_count + 2 * comment_count), id`)
      .execute();
    await db.schema
      .createIndex('community_articles_author_idx')
      .on('community_articles')
      .columns(['author_id', 'id'])
      .execute();

    await db.schema
      .createTable('community_drafts')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('community_likes')
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().references('community_articles.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('community_likes_pkey', ['article_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('community_comments')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().references('community_articles.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // The comment a reply belongs to (always a top-level one: one level of replies).
      .addColumn('parent_id', 'integer', (c) => c.references('community_comments.id').onDelete('cascade'))
      .addColumn('reply_to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await moderated('community_comments');
    await db.schema
      .createIndex('community_comments_article_idx')
      .on('community_comments')
      .columns(['article_id', 'parent_id', 'id'])
      .execute();

    await db.schema
      .createTable('community_remarks')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('comment_id', 'integer', (c) =>
        c.notNull().references('community_comments.id').onDelete('cascade'),
      )
      // `comment` (on my article), `reply` (to my comment) or `article_reply` (a reply on my article).
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('community_remarks_once', ['user_id', 'comment_id'])
      .execute();
    await db.schema
      .createIndex('community_remarks_unread_idx')
      .on('community_remarks')
      .columns(['user_id', 'id'])
      .where(sql.ref('read_at'), 'is', null)
      .execute();

    await db.schema
      .createTable('community_reports')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('community_reports_once', ['kind', 'target_id', 'reporter_id'])
      .execute();

    await db.schema
      .createTable('rate_limit_windows')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'rate_limit_windows',
      'community_reports',
      'community_remarks',
      'community_comments',
      'community_likes',
      'community_drafts',
      'community_articles',
      'community_business_categories',
      'community_businesses',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
