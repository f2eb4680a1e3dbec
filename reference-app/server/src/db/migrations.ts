import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './schema.js';

/** Migrations live in code so the server runs from source without a migrations folder scan. */
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
};

class InCodeProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Brings the schema up to date. `schema` pins Kysely's bookkeeping tables to one schema, which
 * matters when several schemas of one PostgreSQL database hold their own copy (tests do this).
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: new InCodeProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(
      failed ? `migration ${failed.migrationName} failed: ${reason}` : `migrations failed: ${reason}`,
    );
  }
}
