import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { pendingMigrations } from '../../db/migrations.js';
import { missingProviders, type ProviderLine } from '../../providers/report.js';

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  /** Migrations in the code that the database has not run yet (none when it is ready). */
  pendingMigrations: string[];
  /** Each provider as `adapter (mode)`: `aliyun (real)`, `sandbox (sandbox)`, `none (missing)`. */
  providers: Record<string, string>;
}

/**
 * What `/readyz` answers: the database reachable, every migration applied, and every required
 * provider real or knowingly in the sandbox. A load balancer sends traffic only while it holds.
 */
export class HealthService {
  readonly #db: Db;
  readonly #report: ProviderLine[];
  #migrated = false;

  constructor(deps: { db: Db; report: ProviderLine[] }) {
    this.#db = deps.db;
    this.#report = deps.report;
  }

  async readiness(): Promise<Readiness> {
    const providers = Object.fromEntries(this.#report.map((p) => [p.name, `${p.adapter} (${p.mode})`]));
    const providersReady = missingProviders(this.#report).length === 0;
    try {
      await sql`select 1`.execute(this.#db);
    } catch {
      return { ready: false, database: 'unreachable', pendingMigrations: [], providers };
    }
    // Applied migrations stay applied: once all are in, the table is not read again.
    const pending = this.#migrated ? [] : await pendingMigrations(this.#db);
    if (pending.length === 0) this.#migrated = true;
    return {
      ready: providersReady && pending.length === 0,
      database: 'ok',
      pendingMigrations: pending,
      providers,
    };
  }
}
