import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 20261126T1255_audit_log: the append-only record of what customer service (and any other
 * privileged actor) did. A trigger refuses every UPDATE, DELETE and TRUNCATE, so not even a
 * bug in a call, nor a hand-written statement of the app's own role, can rewrite history.
 */
export const auditLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      // No foreign key: a row outlives what it names, and a cascade would try to delete it.
      .addColumn('actor_id', 'integer')
      .addColumn('actor_level', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('record_type', 'text', (c) => c.notNull())
      .addColumn('record_id', 'bigint', (c) => c.notNull())
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('audit_log_record_idx')
      .on('audit_log')
      .columns(['record_type', 'record_id', 'id'])
      .execute();
    await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
    await sql`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end;
      $$`.execute(db);
    await sql`
      create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`.execute(db);
    await sql`
      create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await sql`drop function audit_log_refuse_change()`.execute(db);
  },
};
