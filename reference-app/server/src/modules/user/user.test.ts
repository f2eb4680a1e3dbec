import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  countAll,
  countRows,
  form,
  multipart,
  registerUser,
  useTestApp,
} from '../../../test/helpers.js';
import { TINY_PNG as PNG } from '../../../test/images.js';

/** A tiny picture of each accepted format: the server decodes every picture it stores. */
const tiny = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } });
const JPEG = await tiny().jpeg().toBuffer();
const GIF = await tiny().gif().toBuffer();
const WEBP = await tiny().webp().toBuffer();

interface User {
  id: number;
  face: string;
  s_username: string;
  smrz: number;
  name: string;
  tel: string;
  sfzid: string;
  share: number;
}

describe.each(backends())('user on %s', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 64 * 1024 } });

  describe('GET /api/user/personalInfo', () => {
    test('returns the caller as a User', async () => {
      const { app } = t();
      const me = await registerUser(t());
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(me.token),
      });
      expect(response.statusCode).toBe(200);
      expect(body<User>(response)).toEqual({
        code: 1,
        msg: 'ok',
        data: {
          id: me.user.id,
          face: '',
          s_username: me.user.s_username,
          smrz: 0,
          name: '',
          tel: me.phone,
          sfzid: '',
          share: 0.15,
        },
      });
    });

    test('masks the ID number to its first and last character', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      await db
        .updateTable('users')
        .set({ sfzid: '11010519491231002X', name: 'Li Lei', smrz: 2 })
        .where('id', '=', me.user.id)
        .execute();
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(me.token),
      });
      expect(body<User>(response).data).toMatchObject({
        sfzid: `1${'*'.repeat(16)}X`,
        name: 'Li Lei',
        smrz: 2,
      });
    });

    test('needs a token', async () => {
      const response = await t().app.inject({ method: 'GET', url: '/api/user/personalInfo' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /m/api/user/edit_info.php', () => {
    test('sets the nickname from a form body, trimmed', async () => {
      const { app } = t();
      const me = await registerUser(t());
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...form({ s_username: '  小王师傅  ' }, bearer(me.token)),
      });
      expect(response.statusCode).toBe(200);
      expect(body<User>(response).data.s_username).toBe('小王师傅');
      const info = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(me.token),
      });
      expect(body<User>(info).data.s_username).toBe('小王师傅');
    });

    test('accepts 20 characters counted as characters, not bytes', async () => {
      const { app } = t();
      const me = await registerUser(t());
      const name = '好'.repeat(20);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...form({ s_username: name }, bearer(me.token)),
      });
      expect(body<User>(response).data.s_username).toBe(name);
    });

    test.each([
      [{}, 'Please enter a nickname.'],
      [{ s_username: '   ' }, 'The nickname must be 1 to 20 characters.'],
      [{ s_username: 'x'.repeat(21) }, 'The nickname must be 1 to 20 characters.'],
      [{ s_username: 'bad\u0007name' }, 'A nickname is not valid.'],
    ])('rejects %o with 400 and changes nothing', async (fields, message) => {
      const { app, db } = t();
      const me = await registerUser(t());
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...form(fields, bearer(me.token)),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({ code: 0, msg: message, data: null });
      expect(await countAll(db)).toEqual(before);
      const info = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(me.token),
      });
      expect(body<User>(info).data.s_username).toBe(me.user.s_username);
    });

    test.each([
      ['png', PNG, 'image/png'],
      ['jpg', JPEG, 'image/jpeg'],
      ['gif', GIF, 'image/gif'],
      ['webp', WEBP, 'image/webp'],
    ])('stores a %s face from multipart and serves it back with its type', async (ext, data, mime) => {
      const { app, db } = t();
      const me = await registerUser(t());
      const uploads = await countRows(db, 'uploads');
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          { s_username: 'Photo owner' },
          [{ field: 'face', filename: 'me.bin', contentType: 'application/octet-stream', data }],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(200);
      const user = body<User>(response).data;
      expect(user.s_username).toBe('Photo owner');
      expect(user.face).toMatch(new RegExp(`^http://localhost:80/uploads/[0-9a-f]{32}\\.${ext}$`));
      expect(await countRows(db, 'uploads')).toBe(uploads + 1);

      const path = new URL(user.face).pathname;
      const served = await app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // The same picture, written again without metadata (uploads/clean-image.ts).
      const stored = await sharp(served.rawPayload).metadata();
      const sent = await sharp(data).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual([sent.format, sent.width, sent.height]);
    });

    test('a face alone changes the photo and keeps the nickname', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      const uploads = await countRows(db, 'uploads');
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          {},
          [{ field: 'face', filename: 'me.png', contentType: 'image/png', data: PNG }],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(200);
      const user = body<User>(response).data;
      expect(user.s_username).toBe(me.user.s_username);
      expect(user.face).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
      expect(await countRows(db, 'uploads')).toBe(uploads + 1);
    });

    test('an empty file input (no filename, no bytes) counts as no photo', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          { s_username: 'No photo' },
          [{ field: 'face', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(200);
      expect(body<User>(response).data).toMatchObject({ s_username: 'No photo', face: '' });
      expect(await countAll(db)).toEqual(before);
      // Without a nickname either, nothing is left to change.
      const nothing = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          {},
          [{ field: 'face', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }],
          bearer(me.token),
        ),
      });
      expect(nothing.statusCode).toBe(400);
      expect(body(nothing)).toEqual({ code: 0, msg: 'Please enter a nickname.', data: null });
    });

    test('rejects a file that is not an image, whatever it claims to be', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          { s_username: 'Sneaky' },
          [
            {
              field: 'face',
              filename: 'face.png',
              contentType: 'image/png',
              data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            },
          ],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'Only JPEG, PNG, GIF or WebP images can be uploaded.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
      const info = await app.inject({
        method: 'GET',
        url: '/api/user/personalInfo',
        headers: bearer(me.token),
      });
      expect(body<User>(info).data).toMatchObject({ s_username: me.user.s_username, face: '' });
    });

    test('rejects a file over the size limit with 413', async () => {
      const { app, db } = t();
      const me = await registerUser(t());
      const before = await countAll(db);
      const big = Buffer.concat([PNG, Buffer.alloc(64 * 1024, 7)]);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...multipart(
          { s_username: 'Too big' },
          [{ field: 'face', filename: 'big.png', contentType: 'image/png', data: big }],
          bearer(me.token),
        ),
      });
      expect(response.statusCode).toBe(413);
      expect(body(response)).toEqual({
        code: 0,
        msg: 'The file is too large. The limit is 0.1 MB.',
        data: null,
      });
      expect(await countAll(db)).toEqual(before);
    });

    test('needs a token', async () => {
      const { app, db } = t();
      const before = await countAll(db);
      const response = await app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...form({ s_username: 'Nobody' }),
      });
      expect(response.statusCode).toBe(401);
      expect(await countAll(db)).toEqual(before);
    });
  });

  describe('GET /uploads/:name', () => {
    test.each(['../../etc/passwd', 'nothere0000000000000000000000000.png', 'x.svg'])(
      '%s is a 404',
      async (name) => {
        const response = await t().app.inject({ method: 'GET', url: `/uploads/${encodeURIComponent(name)}` });
        expect(response.statusCode).toBe(404);
        expect(body(response).code).toBe(0);
      },
    );
  });
});
