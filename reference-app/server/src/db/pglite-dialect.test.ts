import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pgliteSnapshot } from '../../test/helpers.js';
import { PGliteDialect } from './pglite-dialect.js';

interface TestDb {
  items: { id: number; name: string };
}

describe('PGliteDialect', () => {
  let db: Kysely<TestDb>;

  beforeAll(async () => {
    // Start from the migrated test snapshot: a fresh initdb costs seconds.
    db = new Kysely<TestDb>({
      dialect: new PGliteDialect(await PGlite.create({ loadDataDir: await pgliteSnapshot() })),
    });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
  });

  afterAll(async () => {
    await db.destroy();
  });

  test('reports affected rows for updates and deletes', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      .execute();
    const updated = await db.updateTable('items').set({ name: 'z' }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await db.deleteFrom('items').where('id', '=', 2).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
  });

  test('a failed transaction rolls back', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('items').values({ id: 10, name: 'temp' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.selectFrom('items').selectAll().where('id', '=', 10).execute()).toEqual([]);
  });

  test('queries from outside wait for an open transaction instead of joining it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db
      .transaction()
      .execute(async (tx) => {
        await tx.insertInto('items').values({ id: 20, name: 'in tx' }).execute();
        outside = db
          .selectFrom('items')
          .selectAll()
          .where('id', '=', 20)
          .execute()
          .then((rows) => {
            order.push(`outside saw ${rows.length}`);
          });
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('tx rolling back');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await outside;
    expect(order).toEqual(['tx rolling back', 'outside saw 0']);
  });

  test('streams rows in chunks', async () => {
    await db
      .insertInto('items')
      .values(Array.from({ length: 5 }, (_, i) => ({ id: 100 + i, name: `n${i}` })))
      .execute();
    const seen: number[] = [];
    for await (const row of db
      .selectFrom('items')
      .select('id')
      .where('id', '>=', 100)
      .orderBy('id')
      .stream(2)) {
      seen.push(row.id);
    }
    expect(seen).toEqual([100, 101, 102, 103, 104]);
  });
});
