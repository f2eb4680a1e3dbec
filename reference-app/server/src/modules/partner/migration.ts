import type { Kysely, Migration } from 'kysely';

/**
 * Partner sign-in (docs/partner-api.md): the partners' users mapped to accounts, the `jti` of
 * every partner token accepted (kept until it expires, so a token signs in once), and accounts
 * without a phone (a partner's user who never bound one).
 */
export const partnerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('partner_identities')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('partner_id', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One account per partner user; a person may be known to several partners.
    await db.schema
      .createIndex('partner_identities_subject_idx')
      .unique()
      .on('partner_identities')
      .columns(['partner_id', 'subject'])
      .execute();
    await db.schema
      .createIndex('partner_identities_user_idx')
      .on('partner_identities')
      .columns(['user_id'])
      .execute();
    // The primary key is what refuses a replay, also between two concurrent uses.
    await db.schema
      .createTable('partner_token_uses')
      .addColumn('partner_id', 'text', (c) => c.notNull())
      .addColumn('jti', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('partner_token_uses_pkey', ['partner_id', 'jti'])
      .execute();
    await db.schema
      .createIndex('partner_token_uses_expires_idx')
      .on('partner_token_uses')
      .columns(['expires_at'])
      .execute();
    // A partner's user who never bound a phone has none (the unique index allows many nulls).
    await db.schema
      .alterTable('users')
      .alterColumn('phone', (c) => c.dropNotNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db
      .deleteFrom('users' as never)
      .where('phone' as never, 'is', null)
      .execute();
    await db.schema
      .alterTable('users')
      .alterColumn('phone', (c) => c.setNotNull())
      .execute();
    await db.schema.dropTable('partner_token_uses').execute();
    await db.schema.dropTable('partner_identities').execute();
  },
};
