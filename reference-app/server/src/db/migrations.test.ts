import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { type Backend, backends } from '../../test/helpers.js';
import { type Database, type Db, openPostgres } from './index.js';
import {
  MIGRATION_NAME,
  migrateToLatest,
  migrations,
  migratorFor,
  NUMBERED_MIGRATIONS,
} from './migrations.js';
import { PGliteDialect } from './pglite-dialect.js';

/** Every migration from an empty database: initdb plus about twenty steps, slow on a busy machine. */
const MIGRATING_TIMEOUT_MS = 120_000;

const names = Object.keys(migrations).sort();

describe('migration names', () => {
  test('are the frozen numbered ones, then timestamped ones that sort after them', () => {
    const numbered = names.filter((name) => (NUMBERED_MIGRATIONS as readonly string[]).includes(name));
    expect(numbered).toEqual([...NUMBERED_MIGRATIONS]);
    const timestamped = names.slice(numbered.length);
    expect(timestamped.length).toBeGreaterThan(0);
    for (const name of timestamped) expect(name).toMatch(MIGRATION_NAME);
  });
});

/** An empty database: PGlite in memory, or a schema of its own on PostgreSQL. */
async function emptyDatabase(
  backend: Backend,
): Promise<{ db: Db; schema?: string; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `mp_test_mig_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openPostgres(url, { searchPath: schema, max: 2 });
  return {
    db,
    schema,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

async function executed(
  db: Db,
  schema: string | undefined,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const done = await migratorFor(db, schema, list).getMigrations();
  return done.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}

describe.each(backends())('upgrading a database, on %s', (backend) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  test(
    'a database made by every migration but the newest upgrades to the latest',
    async () => {
      const opened = await emptyDatabase(backend);
      drop = opened.drop;
      const { db, schema } = opened;
      const previous = names.at(-2) as string;
      const upTo = await migratorFor(db, schema).migrateTo(previous);
      expect(upTo.error).toBeUndefined();
      expect(await executed(db, schema)).toEqual(names.slice(0, -1));

      await migrateToLatest(db, schema);
      expect(await executed(db, schema)).toEqual(names);
      // The newest migrations' work is there, and the older tables still answer.
      const job = await db.selectFrom('data_jobs').select(['name', 'done_at']).execute();
      expect(job).toEqual([{ name: 'stored-photo-metadata', done_at: null }]);
      const { rows: locationIndexes } = await sql<{ indexname: string }>`select indexname from pg_indexes
      where schemaname = current_schema() and indexname like 'goods_orders_open_location%'`.execute(db);
      expect(locationIndexes.map((r) => r.indexname)).toEqual(['goods_orders_open_location_gist']);
      expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    },
    MIGRATING_TIMEOUT_MS,
  );

  test(
    'a migration merged later but written earlier than one already run is run, not refused',
    async () => {
      const opened = await emptyDatabase(backend);
      drop = opened.drop;
      const { db, schema } = opened;
      await migrateToLatest(db, schema);
      // Someone else's branch, written before the newest migration, merged after it ran here.
      const written = `${(names.at(-1) as string).slice(0, 8)}T0000_parallel_branch`;
      expect(written < (names.at(-1) as string)).toBe(true);
      const theirs: Migration = {
        async up(db: Kysely<unknown>) {
          await db.schema.createTable('parallel_branch').addColumn('id', 'integer').execute();
        },
      };
      const merged = { ...migrations, [written]: theirs };
      await migrateToLatest(db, schema, merged);
      expect(await executed(db, schema, merged)).toEqual(
        [...names.slice(0, -1), written, names.at(-1)].sort(),
      );
      const table = await sql<{ n: number }>`select count(*)::int as n from parallel_branch`.execute(db);
      expect(table.rows).toEqual([{ n: 0 }]);
    },
    MIGRATING_TIMEOUT_MS,
  );
});
