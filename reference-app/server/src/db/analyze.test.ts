import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { backends, useTestApp } from '../../test/helpers.js';
import { ANALYZE_SCALE_FACTOR, ANALYZE_THRESHOLD_ROWS, analyzeStale } from './analyze.js';

describe.each(backends())('analyzeStale on %s', (backend) => {
  const t = useTestApp(backend);

  test('gathers missing statistics, then again only after 50 rows + 10% changed', async () => {
    // One connection throughout: the change counters are per backend until flushed, and
    // pg_stat_force_next_flush() makes the next statement publish them. No autovacuum on this
    // table, so a PostgreSQL server never analyzes it behind the test's back.
    await t()
      .db.connection()
      .execute(async (db) => {
        const changed = async (rows: number) => {
          await sql`insert into analyze_probe select generate_series(1, ${sql.lit(rows)})`.execute(db);
          await sql`select pg_stat_force_next_flush()`.execute(db);
          await sql`select 1`.execute(db);
        };
        const probed = async () => (await analyzeStale(db)).includes('analyze_probe');
        const hasStats = async () =>
          (
            await sql<{ n: number }>`select count(*)::int as n from pg_statistic
              where starelid = 'analyze_probe'::regclass`.execute(db)
          ).rows[0]?.n ?? 0;

        await sql`create table analyze_probe (x int) with (autovacuum_enabled = false)`.execute(db);
        await changed(1000);
        expect(await hasStats()).toBe(0);
        expect(await probed()).toBe(true); // never analyzed
        expect(await hasStats()).toBeGreaterThan(0);
        expect(await probed()).toBe(false); // fresh

        const threshold = ANALYZE_THRESHOLD_ROWS + ANALYZE_SCALE_FACTOR * 1000; // 150 rows
        await changed(threshold - 10);
        expect(await probed()).toBe(false);
        await changed(20);
        expect(await probed()).toBe(true);
        expect(await probed()).toBe(false);
        await sql`drop table analyze_probe`.execute(db);
      });
  });
});
