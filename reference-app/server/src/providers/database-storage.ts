import { type Kysely, type Migration, sql } from 'kysely';
import type { Db } from '../db/index.js';
import { isSafeStorageName, type StorageProvider } from './storage.js';

/**
 * 20261126T1415_stored_files: uploaded files kept in the database (`STORAGE=database`), so
 * several server processes on several machines share them without a shared disk.
 */
export const storedFilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stored_files').execute();
  },
};

/**
 * Files in the `stored_files` table. A name is written once (names are random), so `put` of an
 * existing name replaces it, as the disk store's rename does.
 */
export class DatabaseStorage implements StorageProvider {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (!isSafeStorageName(name)) throw new Error('unsafe storage name');
    await this.#db
      .insertInto('stored_files')
      .values({ name, data, size: data.length, created_at: Math.floor(Date.now() / 1000) })
      .onConflict((conflict) => conflict.column('name').doUpdateSet({ data, size: data.length }))
      .execute();
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!isSafeStorageName(name)) return undefined;
    const row = await this.#db
      .selectFrom('stored_files')
      .select('data')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : undefined;
  }

  async remove(name: string): Promise<void> {
    if (!isSafeStorageName(name)) return;
    await sql`delete from stored_files where name = ${name}`.execute(this.#db);
  }
}
