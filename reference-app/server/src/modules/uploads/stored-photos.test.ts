import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { backends, registerUser, type TestApp, useTestApp } from '../../../test/helpers.js';
import { colourAt, jpegWithGps, metadataOf, pngWithText, TINY_PNG } from '../../../test/images.js';
import { buildApp } from '../../app.js';
import { LocalDiskStorage } from '../../providers/storage.js';
import { CLEANUP_LEASE_SECONDS, STORED_PHOTO_CLEANUP, StoredPhotoCleanup } from './stored-photos.js';

const NOTHING_LEFT = { exif: false, xmp: false, iptc: false, comments: [] };

describe.each(backends())('the clean-up of photos stored before, on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  const storage = () => new LocalDiskStorage(path.join(t().config.dataDir, 'uploads'));
  const cleanup = () =>
    new StoredPhotoCleanup({
      db: t().db,
      clock: t().clock,
      storage: storage(),
      log: t().app.log,
      retryMs: 0,
    });

  /** Writes a file into the uploads directory with its row, as the server stored them before. */
  async function seed(t: TestApp, ownerId: number, data: Buffer, ext: string, mime: string): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await storage().put(name, data);
    await t.db
      .insertInto('uploads')
      .values({
        owner_id: ownerId,
        name,
        mime,
        size: data.length,
        purpose: 'order',
        created_at: t.clock.unix(),
      })
      .execute();
    return name;
  }

  const job = () =>
    t()
      .db.selectFrom('data_jobs')
      .selectAll()
      .where('name', '=', STORED_PHOTO_CLEANUP)
      .executeTakeFirstOrThrow();

  const served = async (name: string) => {
    const response = await t().app.inject({ method: 'GET', url: `/uploads/${name}` });
    return response.statusCode === 200 ? response.rawPayload : undefined;
  };

  test('cleans every stored photo once, resumes where it stopped, and never runs twice', async () => {
    const owner = await registerUser(t());
    const gps = await jpegWithGps();
    // 22 photos with GPS: more than one batch of 20.
    const tagged: string[] = [];
    for (let i = 0; i < 21; i += 1) tagged.push(await seed(t(), owner.user.id, gps, 'jpg', 'image/jpeg'));
    const turned = await seed(t(), owner.user.id, await jpegWithGps(6), 'jpg', 'image/jpeg');
    const text = await seed(
      t(),
      owner.user.id,
      await pngWithText('Comment', 'Taken at 12 Quiet Lane'),
      'png',
      'image/png',
    );
    const clean = await seed(t(), owner.user.id, TINY_PNG, 'png', 'image/png');
    const broken = await seed(t(), owner.user.id, gps.subarray(0, 300), 'jpg', 'image/jpeg');
    const gone = await seed(t(), owner.user.id, gps, 'jpg', 'image/jpeg');
    await storage().remove(gone);

    // One batch, then the process "dies": a new one picks up from the recorded id.
    expect(await cleanup().runBatch()).toBe('more');
    expect(JSON.parse((await job()).counts)).toEqual({
      cleaned: 20,
      alreadyClean: 0,
      unreadable: 0,
      missing: 0,
    });
    expect(await cleanup().runToEnd()).toBe('done');

    const counts = { cleaned: 23, alreadyClean: 1, unreadable: 1, missing: 1 };
    const done = await job();
    expect(JSON.parse(done.counts)).toEqual(counts);
    expect(done.done_at).toBe(t().clock.unix());
    expect(t().logs()).toContain('"cleaned":23,"alreadyClean":1,"unreadable":1,"missing":1');
    expect(t().logs()).toContain('stored photos: metadata removed, job done');

    for (const name of tagged) {
      const stored = (await served(name)) as Buffer;
      expect(await metadataOf(stored)).toMatchObject({ width: 40, height: 20, ...NOTHING_LEFT });
      expect(stored.includes('PhoneMaker')).toBe(false);
    }
    const upright = (await served(turned)) as Buffer;
    expect(await metadataOf(upright)).toMatchObject({
      width: 20,
      height: 40,
      orientation: undefined,
      ...NOTHING_LEFT,
    });
    expect([await colourAt(upright, 10, 5), await colourAt(upright, 10, 35)]).toEqual(['red', 'blue']);
    expect(await metadataOf((await served(text)) as Buffer)).toMatchObject(NOTHING_LEFT);
    expect((await served(clean))?.equals(TINY_PNG)).toBe(true);
    expect(await served(broken)).toBeUndefined();
    // The rows say the new sizes.
    const row = await t()
      .db.selectFrom('uploads')
      .select('size')
      .where('name', '=', turned)
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(upright.length);

    // Run again (a restart, another process): nothing is read or written.
    const before = await Promise.all(tagged.map(served));
    const later = await seed(t(), owner.user.id, gps, 'jpg', 'image/jpeg');
    expect(await cleanup().runToEnd()).toBe('done');
    expect(JSON.parse((await job()).counts)).toEqual(counts);
    expect(await Promise.all(tagged.map(served))).toEqual(before);
    // A row added after the job finished is not its business (uploads are cleaned on the way in).
    expect((await served(later))?.equals(gps)).toBe(true);
  });

  test('a server started on the database runs it in the background until done', async () => {
    const owner = await registerUser(t());
    await sql`update data_jobs set cursor = (select coalesce(max(id), 0) from uploads), done_at = null,
      claimed_at = null, counts = '{}' where name = ${STORED_PHOTO_CLEANUP}`.execute(t().db);
    const tagged = await seed(t(), owner.user.id, await jpegWithGps(), 'jpg', 'image/jpeg');
    const server = buildApp(
      { ...t().config, jobIntervalMs: 10 },
      { db: t().db, clock: t().clock, logStream: new Writable({ write: (_c, _e, cb) => cb() }) },
    );
    await server.app.ready();
    try {
      let done = (await job()).done_at;
      for (let i = 0; i < 500 && done === null; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done = (await job()).done_at;
      }
      expect(JSON.parse((await job()).counts)).toMatchObject({ cleaned: 1 });
      expect(await metadataOf((await served(tagged)) as Buffer)).toMatchObject(NOTHING_LEFT);
    } finally {
      await server.app.close();
    }
  });

  test('waits while another process holds the job, and takes it over when its lease ends', async () => {
    await sql`update data_jobs set claimed_at = ${t().clock.unix()}, done_at = null
      where name = ${STORED_PHOTO_CLEANUP}`.execute(t().db);
    expect(await cleanup().runBatch()).toBe('busy');
    t().clock.advance(CLEANUP_LEASE_SECONDS);
    expect(await cleanup().runBatch()).not.toBe('busy');
  });
});
