import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The WeChat sign-in (docs/wechat-api.md): the openids bound to accounts, the short-lived
 * sign-in attempts (an OAuth round trip or a mini program login not bound yet), and the access
 * tokens and tickets every process shares.
 */
export const wechatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wechat_accounts')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('appid', 'text', (c) => c.notNull())
      .addColumn('openid', 'text', (c) => c.notNull())
      .addColumn('unionid', 'text')
      .addColumn('nickname', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One person per openid, and one openid per person under each app.
    await db.schema
      .createIndex('wechat_accounts_openid_idx')
      .unique()
      .on('wechat_accounts')
      .columns(['appid', 'openid'])
      .execute();
    await db.schema
      .createIndex('wechat_accounts_user_idx')
      .unique()
      .on('wechat_accounts')
      .columns(['user_id', 'appid'])
      .execute();
    await db.schema
      .createTable('wechat_sign_ins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('appid', 'text', (c) => c.notNull())
      .addColumn('scope', 'text')
      .addColumn('nonce_hash', 'text')
      .addColumn('return_url', 'text')
      .addColumn('openid', 'text')
      .addColumn('unionid', 'text')
      .addColumn('nickname', 'text')
      .addColumn('ticket_hash', 'text', (c) => c.unique())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('wechat_credentials')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    // The team lists read people by their inviter.
    await db.schema
      .createIndex('users_captain_idx')
      .on('users')
      .columns(['captain_id', 'id'])
      .where(sql.ref('captain_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('users_captain_idx').execute();
    await db.schema.dropTable('wechat_credentials').execute();
    await db.schema.dropTable('wechat_sign_ins').execute();
    await db.schema.dropTable('wechat_accounts').execute();
  },
};
