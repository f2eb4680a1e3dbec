import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countRows,
  form,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
  TestClock,
  useTestApp,
} from '../../../test/helpers.js';
import { jpegWithGps, metadataOf, TINY_PNG as PNG, pngWithText } from '../../../test/images.js';
import { FixedWindowLimiter } from '../../http/rate-limit.js';
import { readAudit } from '../../kernel/audit.js';
import { LocalDiskStorage } from '../../providers/storage.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { acceptedTask, payAsSystem, transition } from '../tasks/test-kit.js';
import { UploadService } from '../uploads/service.js';
import { IdCardService } from './idcard.js';

/** JSON with every non-ASCII character escaped: a PNG tEXt chunk is Latin-1. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

interface Profile {
  introduction: string;
  categories: { id: number; name: string }[];
  service_area: string;
  longitude: number | null;
  latitude: number | null;
  experience_years: number;
  photos: string[];
}

interface Talent {
  id: number;
  s_username: string;
  rating: number;
  completed: number;
  distance_km: number | null;
  introduction: string;
}

const SHANGHAI = { longitude: '121.4737', latitude: '31.2304' };
const NEAR_SHANGHAI = { longitude: '121.50', latitude: '31.24' };
const BEIJING = { longitude: '116.4074', latitude: '39.9042' };

function post(
  t: TestApp,
  who: SignedIn | null,
  url: string,
  fields: Record<string, string>,
  language = 'en',
) {
  return t.app.inject({
    method: 'POST',
    url,
    ...form(fields, { ...(who ? bearer(who.token) : {}), 'accept-language': language }),
  });
}

function get(
  t: TestApp,
  who: SignedIn | null,
  url: string,
  query: Record<string, string> = {},
  language = 'en',
) {
  return t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(query)}`,
    headers: { ...(who ? bearer(who.token) : {}), 'accept-language': language },
  });
}

function upload(t: TestApp, who: SignedIn, url: string, data: Buffer, fields: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    ...multipart(
      fields,
      [{ field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data }],
      bearer(who.token),
    ),
  });
}

async function talent(t: TestApp, fields: Record<string, string>, name?: string): Promise<SignedIn> {
  const me = await registerUser(t);
  const response = await post(t, me, '/m/api/user/edit_info.php', {
    ...(name ? { s_username: name } : {}),
    categories: '1',
    ...fields,
  });
  if (response.statusCode !== 200) throw new Error(`edit_info failed: ${response.body}`);
  return me;
}

describe.each(backends())('people on %s', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 256 * 1024 } });

  describe('profile', () => {
    test('edit_info takes the profile fields; /api/user/profile answers them', async () => {
      const me = await registerUser(t());
      const saved = await post(t(), me, '/m/api/user/edit_info.php', {
        introduction: 'Plumber for ten years.\nFast and tidy.',
        categories: '2,1,2',
        service_area: 'Pudong',
        ...SHANGHAI,
        experience_years: '10',
      });
      expect(saved.statusCode).toBe(200);
      expect(body(saved).data).toMatchObject({ id: me.user.id, s_username: me.user.s_username });
      const profile = body<Profile>(await get(t(), me, '/api/user/profile')).data;
      expect(profile).toMatchObject({
        introduction: 'Plumber for ten years.\nFast and tidy.',
        service_area: 'Pudong',
        longitude: 121.4737,
        latitude: 31.2304,
        experience_years: 10,
        photos: [],
      });
      expect(profile.categories.map((c) => c.id).sort()).toEqual([1, 2]);
      // A field not sent stays; a blank one clears.
      await post(t(), me, '/m/api/user/edit_info.php', { introduction: '', longitude: '', latitude: '' });
      expect(body<Profile>(await get(t(), me, '/api/user/profile')).data).toMatchObject({
        introduction: '',
        service_area: 'Pudong',
        longitude: null,
        experience_years: 10,
      });
    });

    test.each([
      [{ introduction: 'x'.repeat(141) }, 'The introduction can be at most 140 characters.'],
      [{ introduction: 'add me on wechat abc123' }, ''],
      [{ categories: '1,2,3,4,5,6' }, 'Choose at most 5 categories.'],
      [{ categories: '999999' }, 'The categories is not valid.'],
      [{ experience_years: '61' }, 'The years of experience is not valid.'],
      [{ longitude: '121.5' }, 'Please enter the latitude.'],
    ])('refuses %j with a translated message and writes nothing', async (fields, message) => {
      const me = await registerUser(t());
      const response = await post(t(), me, '/m/api/user/edit_info.php', {
        s_username: 'Renamed',
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      if (message) expect(body(response).msg).toBe(message);
      else expect(body(response).msg).not.toBe('');
      const row = await t()
        .db.selectFrom('users')
        .select('s_username')
        .where('id', '=', me.user.id)
        .executeTakeFirstOrThrow();
      expect(row.s_username).toBe(me.user.s_username);
      expect(
        await t().db.selectFrom('user_profiles').selectAll().where('user_id', '=', me.user.id).execute(),
      ).toEqual([]);
    });

    test('a blocked word is refused in Chinese for a Chinese caller', async () => {
      const me = await registerUser(t());
      const response = await post(
        t(),
        me,
        '/m/api/user/edit_info.php',
        { introduction: '加我微信' },
        'zh-CN',
      );
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toMatch(/[\u4e00-\u9fff]/);
    });

    test('a show photo carrying GPS is stored without it; at most 9; delete by index', async () => {
      const me = await registerUser(t());
      const gps = await jpegWithGps();
      expect((await metadataOf(gps)).exif).toBe(true);
      const first = await upload(t(), me, '/m/api/user/upload_show_photo.php', gps);
      expect(first.statusCode).toBe(200);
      const photos = body<{ photos: string[] }>(first).data.photos;
      expect(photos).toHaveLength(1);
      const served = await t().app.inject({ method: 'GET', url: new URL(photos[0] as string).pathname });
      expect(served.statusCode).toBe(200);
      expect(await metadataOf(served.rawPayload)).toMatchObject({ format: 'jpeg', exif: false, xmp: false });

      for (let i = 1; i < 9; i++) await upload(t(), me, '/m/api/user/upload_show_photo.php', PNG);
      const full = await upload(t(), me, '/m/api/user/upload_show_photo.php', PNG);
      expect(full.statusCode).toBe(409);
      expect(body(full).msg).toBe('Your album is full: it holds at most 9 photos. Remove one first.');
      expect(await countRows(t().db, 'user_show_photos')).toBeGreaterThanOrEqual(9);

      const removed = await post(t(), me, '/m/api/user/delete_show_photo.php', { index: '0' });
      expect(removed.statusCode).toBe(200);
      const left = body<{ photos: string[] }>(removed).data.photos;
      expect(left).toHaveLength(8);
      expect(left).not.toContain(photos[0]);
      expect((await post(t(), me, '/m/api/user/delete_show_photo.php', { index: '8' })).statusCode).toBe(404);
      expect((await post(t(), me, '/m/api/user/delete_show_photo.php', { index: 'x' })).statusCode).toBe(400);
    });

    test('not a picture, no photo, no sign-in: refused', async () => {
      const me = await registerUser(t());
      const bad = await upload(t(), me, '/m/api/user/upload_show_photo.php', Buffer.from('not an image'));
      expect(bad.statusCode).toBe(400);
      expect(body(bad).msg).toBe('Only JPEG, PNG, GIF or WebP images can be uploaded.');
      const none = await t().app.inject({
        method: 'POST',
        url: '/m/api/user/upload_show_photo.php',
        ...multipart({}, [], bearer(me.token)),
      });
      expect(none.statusCode).toBe(400);
      expect(body(none).msg).toBe('Please enter the photo.');
      expect((await post(t(), null, '/m/api/user/delete_show_photo.php', { index: '0' })).statusCode).toBe(
        401,
      );
      expect((await get(t(), null, '/api/user/profile')).statusCode).toBe(401);
    });

    test('talent search finds the introduction and the category names', async () => {
      const me = await talent(t(), { introduction: 'Xylophone tuning specialist' });
      const search = async (str: string) =>
        body<{ list: { id: number }[] }>(
          await get(t(), null, '/api/search/index', { str, type: 'talent' }),
        ).data.list.map((u) => u.id);
      expect(await search('xylophone')).toContain(me.user.id);
      expect(await search('家庭维修')).toContain(me.user.id);
      // Renaming keeps the profile's terms.
      await post(t(), me, '/m/api/user/edit_info.php', { s_username: 'Quentin' });
      expect(await search('xylophone')).toContain(me.user.id);
      expect(await search('quentin')).toContain(me.user.id);
    });
  });

  describe('talents', () => {
    test('filters by category and distance, sorts by distance, rating or completed tasks, keyset pages', async () => {
      const near = await talent(t(), { ...NEAR_SHANGHAI, categories: '3' }, 'Near');
      const here = await talent(t(), { ...SHANGHAI, categories: '3' }, 'Here');
      const far = await talent(t(), { ...BEIJING, categories: '3' }, 'Far');
      await talent(t(), { ...SHANGHAI, categories: '4' }, 'Other category');
      const list = async (query: Record<string, string>) => {
        const response = await get(t(), null, '/api/talent/list', query);
        expect(response.statusCode).toBe(200);
        return body<{ list: Talent[]; next_cursor: string | null; has_more: boolean }>(response).data;
      };
      const byDistance = await list({ category_id: '3', sort: 'distance', ...SHANGHAI });
      const ids = byDistance.list.map((x) => x.id);
      expect(ids.indexOf(here.user.id)).toBeLessThan(ids.indexOf(near.user.id));
      expect(ids.indexOf(near.user.id)).toBeLessThan(ids.indexOf(far.user.id));
      expect(byDistance.list.find((x) => x.id === here.user.id)?.distance_km).toBe(0);
      const radius = await list({ category_id: '3', radius_km: '10', ...SHANGHAI });
      expect(radius.list.map((x) => x.id)).toEqual(expect.arrayContaining([here.user.id, near.user.id]));
      expect(radius.list.map((x) => x.id)).not.toContain(far.user.id);
      expect(radius.list.every((x) => (x.distance_km ?? 99) <= 10)).toBe(true);

      // Completed tasks and rating: the taker of a completed, evaluated task ranks first.
      const made = await acceptedTask(t());
      await post(t(), made.taker, '/m/api/user/edit_info.php', { categories: '3', ...SHANGHAI });
      await payAsSystem(t(), made.task.id);
      await transition(t(), made.taker, { id: made.task.id, transition: 'deliver', note: 'Done.' });
      await transition(t(), made.p, { id: made.task.id, transition: 'confirm' });
      await post(t(), made.p, '/api/evaluate/create', {
        goods_order_task_id: String(made.task.id),
        stars: '4',
        content: 'Good',
      });
      await post(t(), made.taker, '/api/evaluate/create', {
        goods_order_task_id: String(made.task.id),
        stars: '5',
        content: 'Nice',
      });
      const byCompleted = await list({ category_id: '3', sort: 'completed' });
      expect(byCompleted.list[0]).toMatchObject({ id: made.taker.user.id, completed: 1 });
      const byRating = await list({ category_id: '3', sort: 'rating' });
      expect(byRating.list[0]).toMatchObject({ id: made.taker.user.id, rating: 4 });

      // Keyset pages: everything once, in order.
      for (let i = 0; i < 21; i++) await talent(t(), { categories: '5' });
      const first = await list({ category_id: '5', sort: 'completed' });
      expect(first.list).toHaveLength(20);
      expect(first.has_more).toBe(true);
      const second = await list({ category_id: '5', sort: 'completed', cursor: first.next_cursor as string });
      expect(second.list).toHaveLength(1);
      expect(new Set([...first.list, ...second.list].map((x) => x.id)).size).toBe(21);
    });

    test('bad input is refused with a translated message', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ sort: 'distance' }, 'Please enter the longitude.'],
        [{ radius_km: '500', ...SHANGHAI }, 'is not valid'],
        [{ sort: 'cheapest' }, 'is not valid'],
        [{ cursor: 'garbage' }, 'is not valid'],
      ];
      for (const [query, message] of cases) {
        const response = await get(t(), null, '/api/talent/list', query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(body(response).msg).toContain(message);
      }
      const zh = await get(t(), null, '/api/talent/list', { sort: 'distance' }, 'zh-CN');
      expect(body(zh).msg).toMatch(/[\u4e00-\u9fff]/);
    });

    test('detail: profile, album, badges, rating, saved; the point stays private; kefu and unknown are not found', async () => {
      const me = await talent(t(), { introduction: 'Tiler', ...SHANGHAI, experience_years: '3' });
      await upload(t(), me, '/m/api/user/upload_show_photo.php', PNG);
      const viewer = await registerUser(t());
      const detail = async (who: SignedIn | null, id: number) =>
        get(t(), who, '/api/talent/detail', { id: String(id), ...NEAR_SHANGHAI });
      const seen = body<Talent & Profile & { saved: boolean; badges: unknown[]; verified: boolean }>(
        await detail(viewer, me.user.id),
      ).data;
      expect(seen).toMatchObject({
        id: me.user.id,
        introduction: 'Tiler',
        experience_years: 3,
        longitude: null,
        latitude: null,
        saved: false,
        badges: [],
        verified: false,
        rating: 0,
        completed: 0,
      });
      expect(seen.photos).toHaveLength(1);
      expect(seen.distance_km).toBeGreaterThan(0);
      await post(t(), viewer, '/api/favourite/save', { kind: 'talent', target_id: String(me.user.id) });
      expect(body<{ saved: boolean }>(await detail(viewer, me.user.id)).data.saved).toBe(true);
      expect(body<{ saved: boolean }>(await detail(null, me.user.id)).data.saved).toBe(false);
      await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', viewer.user.id).execute();
      expect((await detail(null, viewer.user.id)).statusCode).toBe(404);
      expect((await detail(null, 999_999)).statusCode).toBe(404);
      expect(body(await detail(null, 999_999)).msg).toBe('This person does not exist.');
    });
  });

  describe('favourites', () => {
    test('save, check, list, remove orders and talents; each person sees only their own', async () => {
      const p = await poster(t());
      const order = body<{ id: number }>(await createOrder(t(), p, { title: 'Hang three shelves' })).data;
      const someone = await talent(t(), { introduction: 'Carpenter' }, 'Carpenter Li');
      const me = await registerUser(t());
      const other = await registerUser(t());
      const save = (who: SignedIn, kind: string, id: number) =>
        post(t(), who, '/api/favourite/save', { kind, target_id: String(id) });
      expect((await save(me, 'order', order.id)).statusCode).toBe(200);
      expect((await save(me, 'order', order.id)).statusCode).toBe(200);
      expect((await save(me, 'talent', someone.user.id)).statusCode).toBe(200);
      expect(await countRows(t().db, 'favourites')).toBeGreaterThanOrEqual(2);

      const check = async (who: SignedIn, kind: string, id: number) =>
        body<{ saved: boolean }>(await get(t(), who, '/api/favourite/check', { kind, target_id: String(id) }))
          .data.saved;
      expect(await check(me, 'order', order.id)).toBe(true);
      expect(await check(other, 'order', order.id)).toBe(false);

      const orders = body<{ list: { id: number; title: string }[] }>(
        await get(t(), me, '/api/favourite/list', { kind: 'order' }),
      ).data.list;
      expect(orders.map((o) => o.title)).toEqual(['Hang three shelves']);
      const talents = body<{ list: { id: number; s_username: string; introduction: string }[] }>(
        await get(t(), me, '/api/favourite/list', { kind: 'talent' }),
      ).data.list;
      expect(talents).toMatchObject([
        { id: someone.user.id, s_username: 'Carpenter Li', introduction: 'Carpenter' },
      ]);
      expect(
        body<{ list: unknown[] }>(await get(t(), other, '/api/favourite/list', { kind: 'order' })).data.list,
      ).toEqual([]);

      const removed = await post(t(), me, '/api/favourite/remove', {
        kind: 'order',
        target_id: String(order.id),
      });
      expect(body(removed).data).toEqual({ saved: false });
      expect(await check(me, 'order', order.id)).toBe(false);
    });

    test('businesses and articles: saved while public, listed with their photo; hidden ones stay, unavailable', async () => {
      const owner = await registerUser(t());
      const me = await registerUser(t());
      const now = Math.floor(Date.now() / 1000);
      const business = async (status: 'pending' | 'verified', name: string) =>
        (
          await t()
            .db.insertInto('community_businesses')
            .values({
              owner_id: (await registerUser(t())).user.id,
              name,
              description: 'Keys cut while you wait.',
              address: '1 Nanjing Road',
              longitude: 121.47,
              latitude: 31.23,
              hours: '9:00-18:00',
              pics: JSON.stringify(['/uploads/shop.png']),
              licence_pic: '/uploads/licence.png',
              status,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const shop = await business('verified', 'Li’s Keys');
      const unverified = await business('pending', 'Not yet');
      const article = (
        await t()
          .db.insertInto('community_articles')
          .values({
            author_id: owner.user.id,
            category: 'recommend',
            title: 'A good locksmith',
            content: 'Quick and fair.',
            pics: JSON.stringify([]),
            idempotency_key: 'k1',
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const save = (kind: string, id: number) =>
        post(t(), me, '/api/favourite/save', { kind, target_id: String(id) });
      expect((await save('business', shop)).statusCode).toBe(200);
      expect((await save('business', unverified)).statusCode).toBe(404);
      expect((await save('article', article)).statusCode).toBe(200);
      const check = async (kind: string, id: number) =>
        body<{ saved: boolean }>(await get(t(), me, '/api/favourite/check', { kind, target_id: String(id) }))
          .data.saved;
      expect([await check('business', shop), await check('article', article)]).toEqual([true, true]);

      const list = async <T>(kind: string) =>
        body<{ list: T[] }>(await get(t(), me, '/api/favourite/list', { kind })).data.list;
      expect(await list('business')).toEqual([
        {
          id: shop,
          available: true,
          name: 'Li’s Keys',
          address: '1 Nanjing Road',
          pic: expect.stringMatching(/^http:\/\/[^/]+\/uploads\/shop\.png$/),
          saved_at: expect.any(Number),
        },
      ]);
      expect(await list('article')).toEqual([
        {
          id: article,
          available: true,
          title: 'A good locksmith',
          category: 'recommend',
          pic: '',
          author: { id: owner.user.id, s_username: owner.user.s_username, face: expect.any(String) },
          saved_at: expect.any(Number),
        },
      ]);

      // Reports hide the article and kefu removes the business: both stay saved, withheld.
      await t()
        .db.updateTable('community_articles')
        .set({ moderation: 'hidden' })
        .where('id', '=', article)
        .execute();
      await t()
        .db.updateTable('community_businesses')
        .set({ moderation: 'removed' })
        .where('id', '=', shop)
        .execute();
      expect(await list('article')).toEqual([
        {
          id: article,
          available: false,
          title: '',
          category: '',
          pic: '',
          author: null,
          saved_at: expect.any(Number),
        },
      ]);
      expect(await list('business')).toMatchObject([{ id: shop, available: false, name: '', pic: '' }]);
      expect((await save('article', article)).statusCode).toBe(404);
      // A deleted article is unavailable too, and can still be removed from the favourites.
      await t().db.deleteFrom('community_articles').where('id', '=', article).execute();
      expect(await list('article')).toMatchObject([{ id: article, available: false }]);
      await post(t(), me, '/api/favourite/remove', { kind: 'article', target_id: String(article) });
      expect(await list('article')).toEqual([]);
    });

    test('refused: unknown target, oneself, a bad kind, no sign-in; nothing written', async () => {
      const me = await registerUser(t());
      const before = await countRows(t().db, 'favourites');
      const cases: [Record<string, string>, number, string][] = [
        [{ kind: 'order', target_id: '999999' }, 404, 'This order does not exist.'],
        [{ kind: 'talent', target_id: '999999' }, 404, 'This person does not exist.'],
        [{ kind: 'talent', target_id: String(me.user.id) }, 400, 'You cannot save yourself.'],
        [{ kind: 'business', target_id: '999999' }, 404, 'This business does not exist or is not listed.'],
        [{ kind: 'article', target_id: '999999' }, 404, 'This post does not exist or was removed.'],
        [{ kind: 'shop', target_id: '1' }, 400, 'is not valid'],
        [{ kind: 'order' }, 400, 'Please enter what to save.'],
      ];
      for (const [fields, status, message] of cases) {
        const response = await post(t(), me, '/api/favourite/save', fields);
        expect(response.statusCode, JSON.stringify(fields)).toBe(status);
        expect(body(response).msg).toContain(message);
      }
      const fr = await post(t(), me, '/api/favourite/save', { kind: 'order', target_id: '999999' }, 'fr');
      expect(body(fr).msg).toBe("Cette commande n'existe pas.");
      expect(
        (await post(t(), null, '/api/favourite/save', { kind: 'order', target_id: '1' })).statusCode,
      ).toBe(401);
      expect((await get(t(), null, '/api/favourite/list', { kind: 'order' })).statusCode).toBe(401);
      expect(await countRows(t().db, 'favourites')).toBe(before);
    });
  });

  describe('certificates', () => {
    const create = (who: SignedIn, fields: Record<string, string>, data: Buffer = PNG) =>
      upload(t(), who, '/m/api/user/certificate/create', data, fields);

    test('pending until kefu approves (a badge) or rejects with a reason; users cannot review', async () => {
      const me = await talent(t(), {});
      const made = await create(me, { type: 'licence', category_id: '1' });
      expect(made.statusCode).toBe(200);
      const cert = body<{ id: number; status: string; photo: string }>(made).data;
      expect(cert).toMatchObject({ status: 'pending', type: 'licence', category_id: 1 });
      const second = body<{ id: number }>(await create(me, { type: 'diploma', category_id: '2' })).data;

      const kefu = await registerUser(t());
      await t().db.updateTable('users').set({ role: 'kefu' }).where('id', '=', kefu.user.id).execute();
      const review = (who: SignedIn, fields: Record<string, string>, language = 'en') =>
        post(t(), who, '/api/kefu/certificate/review', fields, language);

      expect((await review(me, { id: String(cert.id), decision: 'approve' })).statusCode).toBe(403);
      expect((await get(t(), me, '/api/kefu/certificate/list')).statusCode).toBe(403);
      const pending = body<{ list: { id: number; s_username: string }[] }>(
        await get(t(), kefu, '/api/kefu/certificate/list', { status: 'pending' }),
      ).data.list;
      expect(pending.map((c) => c.id)).toEqual(expect.arrayContaining([cert.id, second.id]));

      const noReason = await review(kefu, { id: String(second.id), decision: 'reject' });
      expect(noReason.statusCode).toBe(400);
      expect(body(noReason).msg).toBe('Please enter a reason.');
      expect((await review(kefu, { id: String(cert.id), decision: 'approve' })).statusCode).toBe(200);
      const rejected = await review(kefu, {
        id: String(second.id),
        decision: 'reject',
        reason: 'The photo is blurred.',
      });
      expect(body(rejected).data).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
      const twice = await review(
        kefu,
        { id: String(cert.id), decision: 'reject', reason: 'Changed my mind' },
        'es',
      );
      expect(twice.statusCode).toBe(409);
      expect(body(twice).msg).toBe('Este certificado ya se ha revisado.');
      expect((await review(kefu, { id: '999999', decision: 'approve' })).statusCode).toBe(404);

      const audit = await readAudit(t().db, {
        records: [
          { type: 'certificate', id: cert.id },
          { type: 'certificate', id: second.id },
        ],
      });
      expect(audit.map((a) => [a.action, a.record_id, a.actor_id, a.reason])).toEqual([
        ['certificate.reject', second.id, kefu.user.id, 'The photo is blurred.'],
        ['certificate.approve', cert.id, kefu.user.id, ''],
      ]);
      const mine = body<{ list: { id: number; status: string; reason: string }[] }>(
        await get(t(), me, '/api/user/certificate/list'),
      ).data.list;
      expect(mine).toMatchObject([
        { id: second.id, status: 'rejected', reason: 'The photo is blurred.' },
        { id: cert.id, status: 'approved', reason: '' },
      ]);
      const other = await registerUser(t());
      expect(
        body<{ list: unknown[] }>(await get(t(), other, '/api/user/certificate/list')).data.list,
      ).toEqual([]);
      const detail = body<{ badges: { id: number; type: string }[] }>(
        await get(t(), null, '/api/talent/detail', { id: String(me.user.id) }),
      ).data;
      expect(detail.badges).toMatchObject([{ id: cert.id, type: 'licence' }]);
    });

    test('bad input is refused and stores nothing', async () => {
      const me = await registerUser(t());
      const before = await countRows(t().db, 'certificates');
      const uploads = await countRows(t().db, 'uploads');
      expect((await create(me, { type: 'passport', category_id: '1' })).statusCode).toBe(400);
      expect(body(await create(me, { type: 'licence', category_id: '999999' })).msg).toBe(
        'The category is not valid.',
      );
      expect(body(await create(me, { type: 'licence', category_id: '1' }, Buffer.from('no'))).msg).toBe(
        'Only JPEG, PNG, GIF or WebP images can be uploaded.',
      );
      expect(await countRows(t().db, 'certificates')).toBe(before);
      expect(await countRows(t().db, 'uploads')).toBe(uploads);
    });
  });
});

describe.each(backends())('ID card recognition on %s', (backend) => {
  const t = useTestApp(backend, { config: { sandbox: true } });
  const front = {
    side: 'front',
    name: '王芳',
    sex: '女',
    nation: '汉',
    birth: '1990-03-07',
    address: '北京市',
    id_number: '110105199003070024',
  };

  const recognize = (who: SignedIn | null, type: string, data: Buffer | undefined, language = 'en') =>
    t().app.inject({
      method: 'POST',
      url: '/m/api/user/recognize_idcard.php',
      ...multipart(
        { type },
        data ? [{ field: 'pic', filename: 'card.png', contentType: 'image/png', data }] : [],
        { ...(who ? bearer(who.token) : {}), 'accept-language': language },
      ),
    });

  test('the sandbox reads the card the picture carries; nothing is stored', async () => {
    const me = await registerUser(t());
    const uploads = await countRows(t().db, 'uploads');
    const response = await recognize(me, 'front', await pngWithText('idcard', asciiJson(front)));
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toEqual({
      type: 'front',
      fields: {
        name: '王芳',
        sex: '女',
        nation: '汉',
        birth: '1990-03-07',
        address: '北京市',
        id_number: '110105199003070024',
      },
    });
    const back = await recognize(
      me,
      'back',
      await pngWithText(
        'idcard',
        asciiJson({ side: 'back', authority: '北京市公安局', valid_date: '2015.01.01-2035.01.01' }),
      ),
    );
    expect(body(back).data).toEqual({
      type: 'back',
      fields: { authority: '北京市公安局', valid_date: '2015.01.01-2035.01.01' },
    });
    expect(await countRows(t().db, 'uploads')).toBe(uploads);
  });

  test('refused: the other side, no card, not a picture, no picture, a bad side, no sign-in', async () => {
    const me = await registerUser(t());
    const card = await pngWithText('idcard', asciiJson(front));
    const wrongSide = await recognize(me, 'back', card);
    expect(wrongSide.statusCode).toBe(400);
    expect(body(wrongSide).msg).toContain('The back of an ID card could not be read');
    const zh = await recognize(me, 'front', PNG, 'zh-CN');
    expect(body(zh).msg).toBe('未能识别身份证人像面，请在光线充足处重新拍摄，确保证件完整入镜');
    expect(body(await recognize(me, 'front', Buffer.from('text'))).msg).toBe(
      'Only JPEG, PNG, GIF or WebP images can be uploaded.',
    );
    expect(body(await recognize(me, 'front', undefined)).msg).toBe('Please enter the picture.');
    expect((await recognize(me, 'left', card)).statusCode).toBe(400);
    expect((await recognize(null, 'front', card)).statusCode).toBe(401);
  });
});

test('without an OCR provider recognition answers 503 (people type the details)', async () => {
  const uploads = new UploadService({
    storage: new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'mp-ocr-'))),
    clock: new TestClock(),
  });
  const idCards = new IdCardService({
    ocr: undefined,
    uploads,
    limiter: new FixedWindowLimiter(new TestClock()),
  });
  await expect(idCards.recognize(1, { type: 'front', pic: PNG })).rejects.toMatchObject({
    kind: 'unavailable',
    key: 'error.ocrUnavailable',
  });
});
