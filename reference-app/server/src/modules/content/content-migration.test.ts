import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backends, body, TestClock } from '../../../test/helpers.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, type Db, openPGliteSnapshot, openPostgres } from '../../db/index.js';
import { migrateToLatest, migrations, migratorFor } from '../../db/migrations.js';
import { PGliteDialect } from '../../db/pglite-dialect.js';
import { DEMO_CONTENT, seedIfEmpty } from '../../db/seed.js';

const LOCALES_MIGRATION = '0011_content_locales';
/** The last migration a database had before content had locales. */
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < LOCALES_MIGRATION)
  .at(-1) as string;

const OLD_TIME = 1_750_000_000;
const NOW = 1_790_000_000;
const [userAgreement] = DEMO_CONTENT.agreements;
const [serviceContract] = DEMO_CONTENT.contracts;
/** An operator rewrote the privacy policy and one banner title: those must never be touched. */
const EDITED_POLICY = 'Our own privacy policy.\n\nWe keep what we need and nothing else.';
const EDITED_BANNER = 'Earn money on your own schedule';

/** What the demo seed wrote before content had locales: English only, in the old columns. */
async function writeOldContent(db: Db): Promise<void> {
  for (const [index, banner] of DEMO_CONTENT.banners.entries()) {
    const title = index === 2 ? EDITED_BANNER : banner.versions.en.title;
    await sql`insert into banners (position, image, title, link_type, link, sort)
      values (${banner.position}, ${banner.image}, ${title}, ${banner.link_type}, ${banner.link}, ${banner.sort})`.execute(
      db,
    );
  }
  await sql`insert into share_configs (page, key, title, pic)
    values ('/pages/homeView/homeView', 'default', 'Task Marketplace', '/assets/logo.svg')`.execute(db);
  await sql`insert into agreements (agreement_key, title, content, sort, updated_at) values
    ('user_agreement', 'User Agreement', ${userAgreement?.versions.en.content}, 1, ${OLD_TIME}),
    ('privacy_policy', 'Privacy Policy', ${EDITED_POLICY}, 2, ${OLD_TIME})`.execute(db);
  await sql`insert into contracts (contract_key, title, content, updated_at)
    values ('service_contract', 'Service Contract', ${serviceContract?.versions.en.content}, ${OLD_TIME})`.execute(
    db,
  );
}

/**
 * A database as it was before migration 0011, with the old demo content: on PGlite a snapshot
 * (dumped and reopened, as a data directory would be), on PostgreSQL a schema of its own.
 */
async function openOldDatabase(
  backend: 'pglite' | 'postgres',
): Promise<{ db: Db; schema?: string; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const pglite = await PGlite.create();
    const building = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    const result = await migratorFor(building).migrateTo(BEFORE);
    if (result.error) throw result.error;
    await writeOldContent(building);
    const snapshot = await pglite.dumpDataDir('gzip');
    await building.destroy();
    const { db } = await openPGliteSnapshot(snapshot);
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `mp_test_old_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openPostgres(url, { searchPath: schema, max: 4 });
  const result = await migratorFor(db, schema).migrateTo(BEFORE);
  if (result.error) throw result.error;
  await writeOldContent(db);
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

describe.each(backends())('a database from before content had locales, on %s', (backend) => {
  let db: Db;
  let schema: string | undefined;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let dataDir: string;

  const get = async <T>(url: string, language: string) =>
    body<T>(await app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).data;

  beforeAll(async () => {
    ({ db, schema, drop } = await openOldDatabase(backend));
    await migrateToLatest(db, schema);
    dataDir = mkdtempSync(path.join(tmpdir(), 'mp-content-migration-'));
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      dataDir,
      webDist: path.join(dataDir, 'no-web-build'),
      publicUrl: 'https://market.example.com',
    };
    ({ app } = buildApp(config, { db, clock: new TestClock(), logLevel: 'silent' }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test.each(['en', 'zh-CN', 'fr'])(
    'after the migration it serves its English content as before (%s)',
    async (language) => {
      expect(await get('/api/agreement/list', language)).toEqual({
        list: [
          { agreement_key: 'user_agreement', title: 'User Agreement', updated_at: OLD_TIME },
          { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: OLD_TIME },
        ],
        page: 1,
        page_size: 20,
        has_more: false,
      });
      expect(await get('/api/agreement/detail?agreement_key=privacy_policy', language)).toEqual({
        agreement_key: 'privacy_policy',
        title: 'Privacy Policy',
        content: EDITED_POLICY,
        updated_at: OLD_TIME,
      });
      expect(await get('/api/contract/detail?contract_key=service_contract', language)).toEqual({
        contract_key: 'service_contract',
        title: 'Service Contract',
        content: serviceContract?.versions.en.content,
        updated_at: OLD_TIME,
      });
      const banners = await get<{ title: string; image: string; link_type: string; link: string }[]>(
        '/api/banner/info?position=home',
        language,
      );
      expect(banners.map(({ title, image, link_type, link }) => ({ title, image, link_type, link }))).toEqual(
        [
          {
            title: 'Post a task in a minute',
            image: 'https://market.example.com/assets/banners/banner-1.svg',
            link_type: 'route',
            link: '/pages/deliverOrder/deliverOrder',
          },
          {
            title: 'Find trusted talent nearby',
            image: 'https://market.example.com/assets/banners/banner-2.svg',
            link_type: 'route',
            link: '/pages/talentList/talentList',
          },
          {
            title: EDITED_BANNER,
            image: 'https://market.example.com/assets/banners/banner-3.svg',
            link_type: 'route',
            link: '/pages/taskCentered/taskCentered',
          },
        ],
      );
      expect(await get('/api/share/index', language)).toEqual([
        {
          page: '/pages/homeView/homeView',
          key: 'default',
          title: 'Task Marketplace',
          pic: 'https://market.example.com/assets/logo.svg',
        },
      ]);
    },
  );

  test('the next start adds the demo translations to the items no one changed, and only once', async () => {
    expect(await seedIfEmpty(db, NOW)).toBe(false);

    const zh = await get<{ list: { agreement_key: string; title: string; updated_at: number }[] }>(
      '/api/agreement/list',
      'zh-CN',
    );
    expect(zh.list).toEqual([
      { agreement_key: 'user_agreement', title: '用户协议', updated_at: NOW },
      // Rewritten by the operator: no demo translation of someone else's text.
      { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: OLD_TIME },
    ]);
    expect(await get('/api/contract/detail?contract_key=service_contract', 'zh-TW')).toMatchObject({
      title: '服務合約',
      content: serviceContract?.versions['zh-Hant'].content,
    });
    const banners = await get<{ title: string; image: string }[]>('/api/banner/info?position=home', 'zh-CN');
    expect(banners.map((b) => [b.title, new URL(b.image).pathname])).toEqual([
      ['一分钟发布任务', '/assets/banners/banner-1.zh-Hans.svg'],
      ['找附近靠谱的达人', '/assets/banners/banner-2.zh-Hans.svg'],
      [EDITED_BANNER, '/assets/banners/banner-3.svg'],
    ]);
    expect(await get<{ title: string }[]>('/api/share/index', 'fr')).toMatchObject([
      { title: 'Marché des missions' },
    ]);
    // English stays exactly as it was.
    expect(await get('/api/agreement/detail?agreement_key=user_agreement', 'en')).toEqual({
      agreement_key: 'user_agreement',
      title: 'User Agreement',
      content: userAgreement?.versions.en.content,
      updated_at: OLD_TIME,
    });

    const count = async () => {
      const row = await db
        .selectFrom('agreement_translations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await count();
    expect(before).toBe(6);
    expect(await seedIfEmpty(db, NOW + 60)).toBe(false);
    expect(await count()).toBe(before);
  });

  test('migrating down puts the English text back in its old columns', async () => {
    const result = await migratorFor(db, schema).migrateTo(BEFORE);
    expect(result.error).toBeUndefined();
    const agreements = await sql<{
      agreement_key: string;
      title: string;
      content: string;
      updated_at: number;
    }>`
      select agreement_key, title, content, updated_at from agreements order by sort`.execute(db);
    expect(agreements.rows.map((r) => ({ ...r, updated_at: Number(r.updated_at) }))).toEqual([
      {
        agreement_key: 'user_agreement',
        title: 'User Agreement',
        content: userAgreement?.versions.en.content,
        updated_at: OLD_TIME,
      },
      {
        agreement_key: 'privacy_policy',
        title: 'Privacy Policy',
        content: EDITED_POLICY,
        updated_at: OLD_TIME,
      },
    ]);
    const banners = await sql<{ title: string }>`select title from banners order by sort`.execute(db);
    expect(banners.rows.map((r) => r.title)).toEqual([
      'Post a task in a minute',
      'Find trusted talent nearby',
      EDITED_BANNER,
    ]);
    const share = await sql<{ title: string }>`select title from share_configs`.execute(db);
    expect(share.rows).toEqual([{ title: 'Task Marketplace' }]);
    // And up again.
    await migrateToLatest(db, schema);
    expect(await get('/api/agreement/list', 'en')).toMatchObject({
      list: [{ title: 'User Agreement' }, { title: 'Privacy Policy' }],
    });
  });
});
