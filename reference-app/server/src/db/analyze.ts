import { sql } from 'kysely';
import type { Db } from './index.js';

/** PostgreSQL's autovacuum defaults for ANALYZE: 50 changed rows plus 10% of the table. */
export const ANALYZE_THRESHOLD_ROWS = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
/** How often a PGlite server looks for stale statistics (main.ts). */
export const ANALYZE_CHECK_MS = 60_000;

/**
 * ANALYZE for the tables of the current schema whose planner statistics are missing (never
 * gathered, though the table has rows) or stale (more than 50 rows + 10% changed since), and
 * nothing else: what autovacuum does on a PostgreSQL server. PGlite runs no autovacuum, so
 * without this its planner guesses every table's size and spread, and may pick a plan that
 * reads all the rows: the hall's category + price page took 4 s at 1M orders instead of 20 ms
 * (bench/hall.bench.mjs, bench/RESULTS.md). Returns the tables it analyzed.
 */
export async function analyzeStale(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = current_schema() and c.relkind = 'r'
      and (
        c.reltuples < 0
        or (c.reltuples > 0 and not exists (select 1 from pg_statistic p where p.starelid = c.oid))
        or coalesce(s.n_mod_since_analyze, 0) >
          ${sql.lit(ANALYZE_THRESHOLD_ROWS)} + ${sql.lit(ANALYZE_SCALE_FACTOR)} * c.reltuples
      )
    order by c.relname`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.table(name)}`.execute(db);
  return rows.map((row) => row.name);
}
