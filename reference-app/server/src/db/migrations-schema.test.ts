import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres } from './index.js';
import { migrateToLatest, migrations, pendingMigrations } from './migrations.js';

const url = process.env.TEST_DATABASE_URL;

// Two schemas of one database, as the tests (and a staging copy beside production) have them.
describe.runIf(url)('migrations in one schema of a shared PostgreSQL database', () => {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const [first, second] = [`mp_mig_a_${suffix}`, `mp_mig_b_${suffix}`];

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  afterAll(async () => {
    await admin(`drop schema if exists ${first} cascade; drop schema if exists ${second} cascade`);
  });

  test('without a schema named, the bookkeeping goes to the connection’s own schema, not another’s', async () => {
    await admin(`create schema ${first}; create schema ${second}`);
    const a = openPostgres(url as string, { searchPath: first, max: 1 });
    await migrateToLatest(a);
    await a.destroy();
    // The second schema's database sees the first's kysely_migration tables through the catalog.
    const b = openPostgres(url as string, { searchPath: second, max: 1 });
    try {
      expect(await pendingMigrations(b)).toEqual(Object.keys(migrations).sort());
      await migrateToLatest(b);
      expect(await pendingMigrations(b)).toEqual([]);
    } finally {
      await b.destroy();
    }
  });
});
