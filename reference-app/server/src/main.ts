import { sql } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { ANALYZE_CHECK_MS, analyzeStale } from './db/analyze.js';
import { openConfiguredDatabase } from './db/open.js';
import { isMarketplaceEmpty, seedDemo } from './demo/seed-demo.js';
import { describeProviders, missingProviders, providerReport } from './providers/report.js';

function fatal(message: string): never {
  process.stderr.write(`marketplace server: ${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fatal((error as Error).message);
}
// Which providers are real, which run in the sandbox, which are missing: printed on every start.
// A production start without a required one stops here, before touching the database, and names
// what to set.
const providers = providerReport(config);
process.stdout.write(`Providers: ${describeProviders(providers)}\n`);
const missing = missingProviders(providers);
if (missing.length > 0 && config.production && !config.sandbox) {
  fatal(
    [
      'refusing to start in production: required providers are missing.',
      ...missing.map((p) => `  ${p.name}: set ${p.variables}`),
      '  (or SANDBOX=1 for a demo: sign-in codes then appear at /dev/outbox)',
    ].join('\n'),
  );
}
const { db, kind } = await openConfiguredDatabase(config).catch((error: unknown) =>
  fatal(`cannot open the database: ${(error as Error).message}`),
);
let built: ReturnType<typeof buildApp>;
try {
  built = buildApp(config, { db });
} catch (error) {
  await db.destroy();
  fatal((error as Error).message);
}
const { app, context } = built;

// Spent captchas, SMS codes and tokens are purged periodically; one process doing it is enough,
// several doing it is harmless.
const PURGE_EVERY_MS = 15 * 60 * 1000;
const purge = setInterval(() => {
  context.services.auth
    .purgeExpired()
    .then((removed) => app.log.info({ removed }, 'purged expired auth rows'))
    .catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
}, PURGE_EVERY_MS);
purge.unref();

// PGlite runs no autovacuum: this stands in for its ANALYZE, so the planner keeps knowing how
// big and how spread the tables are as they grow (db/analyze.ts). PostgreSQL does it itself.
let analyzing = false;
const analyze =
  kind === 'pglite'
    ? setInterval(() => {
        if (analyzing) return;
        analyzing = true;
        analyzeStale(db)
          .then((tables) => {
            if (tables.length) app.log.info({ tables }, 'planner statistics refreshed');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'analyze failed'))
          .finally(() => {
            analyzing = false;
          });
      }, ANALYZE_CHECK_MS)
    : undefined;
analyze?.unref();

for (const p of missing) {
  app.log.warn({ provider: p.name, set: p.variables }, `${p.name} provider missing: its calls answer 503`);
}
if (config.production && config.sandbox) {
  app.log.warn('SANDBOX is on in production: /dev/outbox exposes sign-in codes. Turn it off for real users.');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  clearInterval(purge);
  clearInterval(analyze);
  try {
    await app.close();
    // PGlite in Node writes without fsync: a checkpoint flushes what the process holds, so a
    // clean stop leaves the data directory complete (docs/deployment.md, "Durability").
    if (kind === 'pglite') await sql`checkpoint`.execute(db);
    await db.destroy();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (config.demoData) {
  try {
    await app.ready();
    if (await isMarketplaceEmpty(db)) {
      const demo = await seedDemo(app, Math.floor(Date.now() / 1000));
      app.log.info(demo, 'demo marketplace seeded (DEMO_DATA=0 starts empty)');
      process.stdout.write(
        `Demo marketplace seeded: ${demo.openOrders} open orders, ${demo.people} people (README, "Try it as a demo user").\n`,
      );
    }
  } catch (error) {
    // A demo that could not be seeded leaves a working, emptier marketplace: say so and go on.
    app.log.error({ err: error }, 'the demo marketplace could not be seeded');
  }
}

try {
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    { database: kind, sandbox: config.sandbox, webDist: config.webDist },
    `marketplace server ready at http://${shown}:${config.port}/`,
  );
  process.stdout.write(
    `Marketplace server listening on http://${shown}:${config.port}/ (database: ${kind})\n`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await db.destroy();
  process.exit(1);
}
