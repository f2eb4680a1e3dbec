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
      // Stores apart (`uploads` served at /uploads/, `files` reached only by signed links).
      .addColumn('space', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('stored_files_pkey', ['space', 'name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stored_files').execute();
  },
};

/**
 * Files of one space in the `stored_files` table. A name is written once (names are random), so
 * `put` of an existing name replaces it, as the disk store's rename does.
 */
export class DatabaseStorage implements StorageProvider {
  readonly #db: Db;
  readonly #space: string;

  constructor(db: Db, space = 'uploads') {
    this.#db = db;
    this.#space = space;
  }

  async put(name: string, data: Buffer): Promise<void> {
    if (!isSafeStorageName(name)) throw new Error('unsafe storage name');
    await this.#db
      .insertInto('stored_files')
      .values({
        space: this.#space,
        name,
        data,
        size: data.length,
        created_at: Math.floor(Date.now() / 1000),
      })
      .onConflict((conflict) => conflict.columns(['space', 'name']).doUpdateSet({ data, size: data.length }))
      .execute();
  }

  async get(name: string): Promise<Buffer | undefined> {
    if (!isSafeStorageName(name)) return undefined;
    const row = await this.#db
      .selectFrom('stored_files')
      .select('data')
      .where('space', '=', this.#space)
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : undefined;
  }

  async remove(name: string): Promise<void> {
    if (!isSafeStorageName(name)) return;
    await sql`delete from stored_files where space = ${this.#space} and name = ${name}`.execute(this.#db);
  }
}
