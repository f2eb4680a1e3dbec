import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDirectory } from './dir-lock.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type { Database } from './schema.js';

export type Db = Kysely<Database>;

const INT8_OID = 20;

/** bigint columns hold Unix seconds and counts: small enough for a JS number. */
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID) return (value: string) => Number(value);
      return format === 'binary'
        ? pg.types.getTypeParser(oid, 'binary')
        : pg.types.getTypeParser(oid, 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** A Kysely instance over a PostgreSQL pool. `searchPath` selects a schema (tests use one per file). */
export function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: pgTypes(),
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A Kysely instance over an embedded PGlite database in `dataDir` (created on first start). The
 * directory is locked (`<dataDir>.lock`) until the instance is destroyed: a second process
 * opening it fails instead of corrupting it.
 */
export async function openPGlite(dataDir: string): Promise<Db> {
  const dir = path.resolve(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockDirectory(`${dir}.lock`);
  try {
    mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create({ dataDir: dir });
    return new Kysely<Database>({ dialect: new PGliteDialect(pglite, { onDestroy: release }) });
  } catch (error) {
    release();
    throw error;
  }
}

/** A Kysely instance over an in-memory PGlite started from a `dumpDataDir()` snapshot. */
export async function openPGliteSnapshot(snapshot: Blob): Promise<{ db: Db; pglite: PGlite }> {
  const pglite = await PGlite.create({ loadDataDir: snapshot });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), pglite };
}
