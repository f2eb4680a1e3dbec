import { type ColumnDefinitionBuilder, type Kysely, type Migration, Migrator, sql } from 'kysely';
import { auditLogMigration } from '../kernel/audit-migration.js';
import { communityMigration } from '../modules/community/migration.js';
import { couponsMigration } from '../modules/coupons/migration.js';
import { feedbackFilesMigration } from '../modules/feedback/migration.js';
import { kefuMigration } from '../modules/kefu/migration.js';
import { partnerMigration } from '../modules/partner/migration.js';
import { profilesMigration } from '../modules/people/migration.js';
import { indexOrder, indexUser } from '../modules/search/terms.js';
import { withdrawalsMigration } from '../modules/wallet/migration.js';
import { wechatMigration } from '../modules/wechat/migration.js';
import { storedFilesMigration } from '../providers/database-storage.js';
import type { Database } from './schema.js';

/**
 * The names of the categories the demo seed created before 0010, by icon: what that migration
 * backfills. A frozen copy (the seed may change later; a migration never does).
 */
const SEEDED_CATEGORY_NAMES_0010: Record<string, Record<string, string>> = {
  '/assets/categories/repair.svg': {
    en: 'Home repair',
    es: 'Reparaciones del hogar',
    fr: 'Réparations à domicile',
    'zh-Hans': '家庭维修',
    'zh-Hant': '居家維修',
  },
  '/assets/categories/cleaning.svg': {
    en: 'Cleaning',
    es: 'Limpieza',
    fr: 'Ménage',
    'zh-Hans': '保洁清洗',
    'zh-Hant': '清潔打掃',
  },
  '/assets/categories/delivery.svg': {
    en: 'Moving and delivery',
    es: 'Mudanzas y entregas',
    fr: 'Déménagement et livraison',
    'zh-Hans': '搬家跑腿',
    'zh-Hant': '搬家跑腿',
  },
  '/assets/categories/tutoring.svg': {
    en: 'Tutoring',
    es: 'Clases particulares',
    fr: 'Soutien scolaire',
    'zh-Hans': '家教辅导',
    'zh-Hant': '家教輔導',
  },
  '/assets/categories/design.svg': {
    en: 'Design and writing',
    es: 'Diseño y redacción',
    fr: 'Graphisme et rédaction',
    'zh-Hans': '设计文案',
    'zh-Hant': '設計文案',
  },
};

/**
 * Migrations live in code so the server runs from source without a migrations folder scan.
 *
 * Naming (docs/deployment.md, Migrations): a new migration is named `YYYYMMDDTHHMM_what_it_does`,
 * the UTC minute it was written, e.g. `20261126T1000_data_jobs`. Two people adding one at the
 * same time then pick different names instead of both taking the next number, and the merged
 * list still sorts by when they were written. The numbered names `0001`..`0018` are the ones
 * databases already recorded: they stay as they are and sort before every timestamp. A
 * migration never changes once merged; write a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_auth_and_content': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'kefu')`))
        .addColumn('s_username', 'text', (c) => c.notNull())
        .addColumn('face', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('smrz', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`smrz between 0 and 3`))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sfzid', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('share_bp', 'integer', (c) => c.notNull().defaultTo(1500))
        .addColumn('captain_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('auth_tokens')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

      await db.schema
        .createTable('captcha_sessions')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('captcha_sessions_expires_idx')
        .on('captcha_sessions')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('register_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_codes_phone_idx')
        .on('sms_codes')
        .columns(['phone', 'created_at'])
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('banners')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('link_type', 'text', (c) =>
          c.notNull().defaultTo('none').check(sql`link_type in ('none', 'route', 'web')`),
        )
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('banners_position_idx')
        .on('banners')
        .columns(['position', 'sort'])
        .execute();

      await db.schema
        .createTable('share_configs')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('pic', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('agreements')
        .addColumn('agreement_key', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('contracts')
        .addColumn('contract_key', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('uploads')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'uploads',
        'contracts',
        'agreements',
        'share_configs',
        'banners',
        'categories',
        'sms_codes',
        'captcha_sessions',
        'auth_tokens',
        'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  '0002_chat': {
    async up(db: Kysely<unknown>) {
      // One conversation per unordered pair of users: the lower id first.
      await db.schema
        .createTable('chat_conversations')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('chat_conversations_pair_order', sql`user_low < user_high`)
        .execute();
      await db.schema
        .createIndex('chat_conversations_pair_idx')
        .unique()
        .on('chat_conversations')
        .columns(['user_low', 'user_high'])
        .execute();

      // Each participant's own view: read position, cleared position, and a copy of the last
      // activity so the list of one user is an index range scan.
      await db.schema
        .createTable('chat_participants')
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('peer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('cleared_before_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_participants_pkey', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('chat_participants_list_idx')
        .on('chat_participants')
        .columns(['user_id', 'last_message_id'])
        .execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('conversation_id', 'integer', (c) =>
          c.notNull().references('chat_conversations.id').onDelete('cascade'),
        )
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('text', 'picture', 'order', 'task', 'system')`),
        )
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('pic', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('goods_order_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('goods_order_task_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('client_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_history_idx')
        .on('chat_messages')
        .columns(['conversation_id', 'id'])
        .execute();
      // NULL keys (system messages, clients that send none) never collide.
      await db.schema
        .createIndex('chat_messages_client_key_idx')
        .unique()
        .on('chat_messages')
        .columns(['sender_id', 'client_key'])
        .execute();

      // Messages one participant deleted for themselves.
      await db.schema
        .createTable('chat_hidden_messages')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_id', 'bigint', (c) =>
          c.notNull().references('chat_messages.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_hidden_messages_pkey', ['user_id', 'message_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'chat_hidden_messages',
        'chat_messages',
        'chat_participants',
        'chat_conversations',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  '0010_addresses_and_category_names': {
    async up(db: Kysely<unknown>) {
      // Categories form a tree (0 at the top) and carry a name per locale; `categories.name` stays
      // the fallback for a locale without its own row.
      await db.schema
        .alterTable('categories')
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('category_names')
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('category_names_pkey', ['category_id', 'locale'])
        .execute();
      // Databases seeded before this migration get the names of the seeded categories.
      for (const [icon, names] of Object.entries(SEEDED_CATEGORY_NAMES_0010)) {
        for (const [locale, name] of Object.entries(names)) {
          await sql`insert into category_names (category_id, locale, name)
            select id, ${locale}, ${name} from categories where icon = ${icon}
            on conflict do nothing`.execute(db);
        }
      }

      await db.schema
        .createTable('addresses')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tel', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'id']).execute();
      // At most one default per user, whatever races.
      await db.schema
        .createIndex('addresses_default_idx')
        .unique()
        .on('addresses')
        .column('user_id')
        .where(sql.ref('is_default'), '=', true)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('addresses').ifExists().execute();
      await db.schema.dropTable('category_names').ifExists().execute();
      await db.schema.alterTable('categories').dropColumn('parent_id').execute();
    },
  },
  '0011_content_locales': {
    // What a reader reads (titles, legal text, images with words in them) gets one version per
    // locale; what does not depend on the language (keys, order, position, links) stays on the
    // item. The English text of every existing item becomes its `en` version: the version a
    // locale without its own falls back to.
    async up(db: Kysely<unknown>) {
      const locale = (c: ColumnDefinitionBuilder) =>
        c.notNull().check(sql`locale in ('en', 'es', 'fr', 'zh-Hans', 'zh-Hant')`);

      for (const [table, key] of [
        ['agreements', 'agreement_key'],
        ['contracts', 'contract_key'],
      ] as const) {
        const translations = `${table.slice(0, -1)}_translations`;
        await db.schema
          .createTable(translations)
          .addColumn(key, 'text', (c) =>
            c.notNull().references(`${table}.${key}`).onDelete('cascade').onUpdate('cascade'),
          )
          .addColumn('locale', 'text', locale)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${translations}_pkey`, [key, 'locale'])
          .execute();
        await sql`insert into ${sql.table(translations)} (${sql.ref(key)}, locale, title, content, updated_at)
          select ${sql.ref(key)}, 'en', title, content, updated_at from ${sql.table(table)}`.execute(db);
        await db.schema
          .alterTable(table)
          .dropColumn('title')
          .dropColumn('content')
          .dropColumn('updated_at')
          .execute();
      }

      // `banners.image` and `share_configs.pic` stay: the image of every version that has none of
      // its own (an image without words in it needs no translation).
      for (const [table, translations, ref, image] of [
        ['banners', 'banner_translations', 'banner_id', 'image'],
        ['share_configs', 'share_config_translations', 'share_config_id', 'pic'],
      ] as const) {
        await db.schema
          .createTable(translations)
          .addColumn(ref, 'integer', (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
          .addColumn('locale', 'text', locale)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn(image, 'text')
          .addPrimaryKeyConstraint(`${translations}_pkey`, [ref, 'locale'])
          .execute();
        await sql`insert into ${sql.table(translations)} (${sql.ref(ref)}, locale, title)
          select id, 'en', title from ${sql.table(table)}`.execute(db);
        await db.schema.alterTable(table).dropColumn('title').execute();
      }
    },
    // Back to one text per item: its en version, else any version. Per-locale images are dropped.
    async down(db: Kysely<unknown>) {
      const items = [
        ['agreements', 'agreement_translations', 'agreement_key', 'agreement_key'],
        ['contracts', 'contract_translations', 'contract_key', 'contract_key'],
        ['banners', 'banner_translations', 'id', 'banner_id'],
        ['share_configs', 'share_config_translations', 'id', 'share_config_id'],
      ] as const;
      for (const [table, translations, key, ref] of items) {
        const documents = table === 'agreements' || table === 'contracts';
        let add = db.schema.alterTable(table).addColumn('title', 'text', (c) => c.notNull().defaultTo(''));
        if (documents) {
          add = add
            .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
            .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0));
        }
        await add.execute();
        const fields = documents ? sql`title, content, updated_at` : sql`title`;
        const assign = documents
          ? sql`title = v.title, content = v.content, updated_at = v.updated_at`
          : sql`title = v.title`;
        await sql`update ${sql.table(table)} as item set ${assign}
          from (
            select distinct on (${sql.ref(ref)}) ${sql.ref(ref)} as item_key, ${fields}
            from ${sql.table(translations)}
            order by ${sql.ref(ref)}, locale <> 'en', locale
          ) as v
          where item.${sql.ref(key)} = v.item_key`.execute(db);
        let keep = db.schema.alterTable(table).alterColumn('title', (c) => c.dropDefault());
        if (documents) {
          keep = keep
            .alterColumn('content', (c) => c.dropDefault())
            .alterColumn('updated_at', (c) => c.dropDefault());
        }
        await keep.execute();
        await db.schema.dropTable(translations).execute();
      }
    },
  },
  '0012_orders_and_tasks': {
    // Named after 0011 (content locales, in progress beside this work) so it always runs after it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('goods_orders')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('poster_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('pricing_mode', 'text', (c) => c.notNull().check(sql`pricing_mode in ('fixed', 'quote')`))
        .addColumn('price_fen', 'bigint', (c) => c.notNull())
        .addColumn('headcount', 'integer', (c) => c.notNull())
        .addColumn('paid_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('service_time', 'bigint', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('goods_orders_idempotency_idx')
        .unique()
        .on('goods_orders')
        .columns(['poster_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('goods_orders_poster_idx')
        .on('goods_orders')
        .columns(['poster_id', 'id'])
        .execute();
      // The hall reads open orders only: partial indexes for each keyset order and filter.
      const open = (name: string, columns: string[]) =>
        db.schema
          .createIndex(name)
          .on('goods_orders')
          .columns(columns)
          .where(sql.ref('status'), '=', 'open')
          .execute();
      await open('goods_orders_open_newest_idx', ['created_at', 'id']);
      await open('goods_orders_open_price_idx', ['price_fen', 'id']);
      await open('goods_orders_open_category_idx', ['category_id', 'created_at', 'id']);
      // The bounding-box prefilter of a radius search.
      await open('goods_orders_open_location_idx', ['latitude', 'longitude']);

      await db.schema
        .createTable('goods_order_tasks')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('goods_orders.id').onDelete('cascade'),
        )
        .addColumn('taker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('price_fen', 'bigint', (c) => c.notNull())
        .addColumn('rounds', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('counter_rounds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('change_requests', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('change_request_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('deliveries', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('coupon_fen', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('entered_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .addColumn('cancel_requested_by', 'text')
        .addColumn('cancel', 'jsonb')
        .addColumn('evaluated_by_poster', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('evaluated_by_taker', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('goods_order_tasks_idempotency_idx')
        .unique()
        .on('goods_order_tasks')
        .columns(['taker_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('goods_order_tasks_order_idx')
        .on('goods_order_tasks')
        .columns(['order_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('goods_order_tasks_taker_idx')
        .on('goods_order_tasks')
        .columns(['taker_id', 'id'])
        .execute();
      // One live task per taker and order, whatever races (the terminal states of task-lifecycle.ts).
      await db.schema
        .createIndex('goods_order_tasks_live_idx')
        .unique()
        .on('goods_order_tasks')
        .columns(['order_id', 'taker_id'])
        .where(
          sql.ref('status'),
          'not in',
          sql`('withdrawn', 'rejected', 'not_selected', 'cancelled', 'completed', 'refunded', 'split')`,
        )
        .execute();

      // The append-only logs of task and order transitions.
      await db.schema
        .createTable('goods_order_task_log')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('goods_order_tasks.id').onDelete('cascade'),
        )
        .addColumn('transition', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('from_state', 'text')
        .addColumn('to_state', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('idempotency_key', 'text')
        .execute();
      await db.schema
        .createIndex('goods_order_task_log_task_idx')
        .on('goods_order_task_log')
        .columns(['task_id', 'id'])
        .execute();
      await db.schema
        .createIndex('goods_order_task_log_idempotency_idx')
        .unique()
        .on('goods_order_task_log')
        .columns(['actor_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createTable('goods_order_log')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('goods_orders.id').onDelete('cascade'),
        )
        .addColumn('transition', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('from_state', 'text', (c) => c.notNull())
        .addColumn('to_state', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text')
        .execute();
      await db.schema
        .createIndex('goods_order_log_order_idx')
        .on('goods_order_log')
        .columns(['order_id', 'id'])
        .execute();

      await db.schema
        .createTable('browse_history')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('goods_orders.id').onDelete('cascade'),
        )
        .addColumn('viewed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('browse_history_pkey', ['user_id', 'order_id'])
        .execute();
      await db.schema
        .createIndex('browse_history_recent_idx')
        .on('browse_history')
        .columns(['user_id', 'viewed_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'browse_history',
        'goods_order_log',
        'goods_order_task_log',
        'goods_order_tasks',
        'goods_orders',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
  '0013_jobs': {
    // Durable timers (docs/lifecycle.md, Timers): one row per (task, job kind, due time), written
    // by the transaction of the transition that schedules it; claimed with SKIP LOCKED.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('goods_order_tasks.id').onDelete('cascade'),
        )
        .addColumn('transition', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint')
        .addColumn('done_at', 'bigint')
        .addColumn('outcome', 'text')
        .execute();
      await db.schema
        .createIndex('jobs_key_idx')
        .unique()
        .on('jobs')
        .columns(['task_id', 'transition', 'due_at'])
        .execute();
      // What the runner scans: jobs not done yet, by due time.
      await db.schema
        .createIndex('jobs_due_idx')
        .on('jobs')
        .columns(['due_at', 'id'])
        .where(sql.ref('done_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('jobs').execute();
    },
  },
  '0014_ledger': {
    // The ledger (docs/lifecycle.md, Money): every movement is one transaction of entries that
    // sum to zero; balances are sums of entries, never stored apart from them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ledger_transactions')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('task_id', 'integer', (c) => c.references('goods_order_tasks.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_transactions_task_idx')
        .on('ledger_transactions')
        .columns(['task_id', 'id'])
        .execute();
      await db.schema
        .createTable('ledger_entries')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen <> 0`))
        .addColumn('task_id', 'integer', (c) => c.references('goods_order_tasks.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ledger_entries_account_idx')
        .on('ledger_entries')
        .columns(['account', 'id'])
        .execute();
      await db.schema
        .createIndex('ledger_entries_transaction_idx')
        .on('ledger_entries')
        .columns(['transaction_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ledger_entries').execute();
      await db.schema.dropTable('ledger_transactions').execute();
    },
  },
  '0015_payments': {
    // Payments of tasks (docs/orders-api.md, Payment) and the notifications applied, one row per
    // provider transaction: the unique key is what makes a replayed notification do nothing.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('task_id', 'integer', (c) => c.notNull().references('goods_order_tasks.id'))
        .addColumn('poster_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('task', 'topup')`))
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('transaction_id', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payments_idempotency_idx')
        .unique()
        .on('payments')
        .columns(['poster_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('payments_pending_idx')
        .unique()
        .on('payments')
        .columns(['task_id', 'purpose'])
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      await db.schema
        .createTable('payment_notifications')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_fen', 'bigint', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_notifications_transaction_idx')
        .unique()
        .on('payment_notifications')
        .columns(['provider', 'transaction_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_notifications').execute();
      await db.schema.dropTable('payments').execute();
    },
  },
  '0018_real_name': {
    // Real-name verification (POST /api/user/realName): a keyed fingerprint of the resident ID
    // number keeps one number to one account; the number itself is never stored (sfzid keeps the
    // masked form only).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('id_number_hash', 'text').execute();
      await db.schema
        .createIndex('users_id_number_hash')
        .on('users')
        .column('id_number_hash')
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_id_number_hash').execute();
      await db.schema.alterTable('users').dropColumn('id_number_hash').execute();
    },
  },
  '0017_evaluations': {
    // Evaluations (docs/orders-api.md, Evaluations): one per task and party, written by the
    // transaction of the `evaluate` transition. Also the orders' own durable job (`order-close`
    // at the service time, docs/lifecycle.md Timers), the one job keyed by an order, not a task.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evaluations')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('goods_order_tasks.id').onDelete('cascade'),
        )
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('author_role', 'text', (c) => c.notNull().check(sql`author_role in ('poster', 'taker')`))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('stars', 'smallint', (c) => c.notNull().check(sql`stars between 1 and 5`))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // Once per party: a second evaluation loses the race here even past the row lock.
      await db.schema
        .createIndex('evaluations_task_author_idx')
        .unique()
        .on('evaluations')
        .columns(['task_id', 'author_role'])
        .execute();
      // evaluateCenter and talentInformation: what a user received (in a role), newest first.
      await db.schema
        .createIndex('evaluations_subject_idx')
        .on('evaluations')
        .columns(['subject_id', 'author_role', 'id'])
        .execute();
      // ... and what they wrote.
      await db.schema
        .createIndex('evaluations_author_idx')
        .on('evaluations')
        .columns(['author_id', 'id'])
        .execute();

      await db.schema
        .createTable('order_jobs')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('goods_orders.id').onDelete('cascade'),
        )
        .addColumn('transition', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint')
        .addColumn('done_at', 'bigint')
        .addColumn('outcome', 'text')
        .execute();
      await db.schema
        .createIndex('order_jobs_key_idx')
        .unique()
        .on('order_jobs')
        .columns(['order_id', 'transition', 'due_at'])
        .execute();
      await db.schema
        .createIndex('order_jobs_due_idx')
        .on('order_jobs')
        .columns(['due_at', 'id'])
        .where(sql.ref('done_at'), 'is', null)
        .execute();
      // Orders published before this migration get their job too.
      await sql`
        insert into order_jobs (order_id, transition, due_at)
        select id, 'order-close', service_time from goods_orders where status in ('open', 'full')
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_jobs').execute();
      await db.schema.dropTable('evaluations').execute();
    },
  },
  '0016_search_and_hot': {
    // The search index of modules/search/terms.ts (bigrams of CJK runs, folded words), backfilled
    // for the orders and users written before it; and the index hot positions count views by.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_terms')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('term', sql`text collate "C"`, (c) => c.notNull())
        .addPrimaryKeyConstraint('search_terms_pkey', ['kind', 'term', 'ref_id'])
        .execute();
      await db.schema
        .createIndex('search_terms_ref_idx')
        .on('search_terms')
        .columns(['kind', 'ref_id'])
        .execute();
      await db.schema
        .createIndex('browse_history_order_idx')
        .on('browse_history')
        .columns(['order_id', 'viewed_at'])
        .execute();
      await db.schema
        .createIndex('goods_order_tasks_recent_idx')
        .on('goods_order_tasks')
        .columns(['order_id', 'created_at'])
        .execute();
      const typed = db as unknown as Kysely<Database>;
      const orders = await typed.selectFrom('goods_orders').select('id').execute();
      for (const { id } of orders) await indexOrder(typed, id);
      const users = await typed.selectFrom('users').select(['id', 's_username']).execute();
      for (const user of users) await indexUser(typed, user.id, user.s_username);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('goods_order_tasks_recent_idx').execute();
      await db.schema.dropIndex('browse_history_order_idx').execute();
      await db.schema.dropTable('search_terms').execute();
    },
  },
  '20261126T1000_data_jobs': {
    // One-off jobs over stored data (schema.ts DataJobsTable), and the first of them: removing
    // the metadata of the photos uploaded before uploads were cleaned (docs/security.md).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_jobs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('cursor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('counts', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('claimed_at', 'bigint')
        .addColumn('done_at', 'bigint')
        .execute();
      // Run by modules/uploads/stored-photos.ts (its STORED_PHOTO_CLEANUP).
      const typed = db as unknown as Kysely<Database>;
      await typed.insertInto('data_jobs').values({ name: 'stored-photo-metadata' }).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('data_jobs').execute();
    },
  },
  '20261126T1100_notifications': {
    // Notifications outside the app (docs/notifications.md): each person's choices, and one
    // delivery row per (event, person, channel) written in the transaction of the change it
    // tells about, sent after the commit by the dispatcher (claimed with SKIP LOCKED).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('enabled', 'boolean', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_settings_pkey', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('notification_deliveries')
        .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('event_key', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done_at', 'bigint')
        .addColumn('outcome', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One delivery per event, person and channel: an event told twice is enqueued once.
      await db.schema
        .createIndex('notification_deliveries_key_idx')
        .unique()
        .on('notification_deliveries')
        .columns(['event_key', 'user_id', 'channel'])
        .execute();
      await db.schema
        .createIndex('notification_deliveries_due_idx')
        .on('notification_deliveries')
        .columns(['due_at', 'id'])
        .where(sql.ref('done_at'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notification_deliveries').execute();
      await db.schema.dropTable('notification_settings').execute();
    },
  },
  '20261126T1130_hall_location_gist': {
    // The hall's sort=nearest and radius_km read a box around the caller on a GiST index of the
    // location (modules/orders/nearest.ts), which replaces 0012's btree over (latitude,
    // longitude): that one narrowed a box to a band of latitude only. Built over existing rows.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('goods_orders_open_location_gist')
        .on('goods_orders')
        .using('gist')
        .expression(sql`point(longitude, latitude)`)
        .where(sql.ref('status'), '=', 'open')
        .execute();
      await db.schema.dropIndex('goods_orders_open_location_idx').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('goods_orders_open_location_idx')
        .on('goods_orders')
        .columns(['latitude', 'longitude'])
        .where(sql.ref('status'), '=', 'open')
        .execute();
      await db.schema.dropIndex('goods_orders_open_location_gist').execute();
    },
  },
  '20261126T1255_audit_log': auditLogMigration,
  // stored files (STORAGE=database)
  '20261126T1415_stored_files': storedFilesMigration,
  // Feedback and files (issue 12): modules/feedback/migration.ts.
  '20261126T1350_feedback_files': feedbackFilesMigration,
  // People (issue 11: profiles, show photos, favourites, certificates): modules/people/migration.ts
  '20261126T1320_profiles': profilesMigration,
  '20261126T1400_kefu': kefuMigration,
  // wallet: withdrawals and cash-out (modules/wallet/migration.ts)
  '20261126T1310_withdrawals': withdrawalsMigration,
  // coupons: templates, their categories and the coupons issued (modules/coupons/migration.ts)
  '20261126T1300_coupons': couponsMigration,
  // community (issue 12): businesses, articles, comments, reports, the shared rate limiter
  '20261126T1340_community': communityMigration,
  // WeChat sign-in, teams and invitations
  '20261126T1330_wechat': wechatMigration,
  // partner sign-in (issue 14): modules/partner/migration.ts
  '20261127T0400_partner_sign_in': partnerMigration,
};

/** The names of the migrations from before timestamped names; frozen (databases recorded them). */
export const NUMBERED_MIGRATIONS = [
  '0001_auth_and_content',
  '0002_chat',
  '0010_addresses_and_category_names',
  '0011_content_locales',
  '0012_orders_and_tasks',
  '0013_jobs',
  '0014_ledger',
  '0015_payments',
  '0016_search_and_hot',
  '0017_evaluations',
  '0018_real_name',
] as const;

/** How every migration after the numbered ones is named: the UTC minute it was written, then what it does. */
export const MIGRATION_NAME = /^\d{8}T\d{4}_[a-z0-9]+(_[a-z0-9]+)*$/;

/**
 * The migrator over `list` (the server's migrations unless a test passes its own). Names sort by
 * code unit, so the numbered names come first and timestamps follow in time order. Unordered
 * migrations are allowed: a branch merged with a migration written before one a database has
 * already run (two people at once) is run on its next start instead of refusing to start.
 */
export function migratorFor(
  db: Kysely<Database>,
  schema?: string,
  list: Record<string, Migration> = migrations,
): Migrator {
  return new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => list },
    allowUnorderedMigrations: true,
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * A migrator whose bookkeeping tables live in `schema`, by default the connection's current
 * schema (the first of its search_path). Pinning it matters when several schemas of one
 * PostgreSQL database hold their own copy (tests do this): unpinned, Kysely looks for its
 * tables in every schema, finds another schema's, and then fails to read its own.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  schema?: string,
  list: Record<string, Migration> = migrations,
): Promise<void> {
  const { error, results } = await migratorFor(db, await pinnedSchema(db, schema), list).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(
      failed ? `migration ${failed.migrationName} failed: ${reason}` : `migrations failed: ${reason}`,
    );
  }
}

/** `schema`, or the connection's current one: where the migrator's bookkeeping tables live. */
async function pinnedSchema(db: Kysely<Database>, schema?: string): Promise<string | undefined> {
  return (
    schema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
  );
}

/** The names of the migrations in the code that `db` has not run yet, in order. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await migratorFor(db, await pinnedSchema(db)).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
