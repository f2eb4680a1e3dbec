import path from 'node:path';
import type { Config } from '../config.js';
import { analyzeStale } from './analyze.js';
import { type Db, openPGlite, openPostgres } from './index.js';
import { migrateToLatest } from './migrations.js';
import { seedIfEmpty } from './seed.js';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrated, seeded and (PGlite) analyzed. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ db: Db; kind: 'postgres' | 'pglite' }> {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openPGlite(path.join(config.dataDir, 'pglite'));
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, undefined, { sandboxKefu: config.sandbox });
    // PGlite has no autovacuum: statistics missing or stale since the last run are gathered
    // before the first request (main.ts keeps them fresh while it runs).
    if (kind === 'pglite') await analyzeStale(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind };
}
