import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, multipart, registerUser, useTestApp } from '../../test/helpers.js';
import { TINY_PNG } from '../../test/images.js';
import { DatabaseStorage } from './database-storage.js';

describe.each(backends())('STORAGE=database on %s', (backend) => {
  const t = useTestApp(backend, { config: { storage: 'database' } });

  test('an uploaded face is kept in the database, served back, and never written to disk', async () => {
    const user = await registerUser(t());
    const response = await t().app.inject({
      method: 'POST',
      url: '/m/api/user/edit_info.php',
      ...multipart(
        {},
        [{ field: 'face', filename: 'me.png', contentType: 'image/png', data: TINY_PNG }],
        bearer(user.token),
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const face = body<{ face: string }>(response).data.face;
    const name = face.split('/').pop() ?? '';
    const row = await t()
      .db.selectFrom('stored_files')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    expect(row?.size).toBeGreaterThan(0);

    const served = await t().app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, Buffer.from(row?.data ?? []))).toBe(0);

    const onDisk = path.join(t().config.dataDir, 'uploads');
    expect(existsSync(onDisk) ? readdirSync(onDisk) : []).toEqual([]);
  });

  test('replacing a face or removing a show photo deletes the old file', async () => {
    const user = await registerUser(t());
    const upload = async (url: string, field: string) => {
      const response = await t().app.inject({
        method: 'POST',
        url,
        ...multipart(
          {},
          [{ field, filename: 'me.png', contentType: 'image/png', data: TINY_PNG }],
          bearer(user.token),
        ),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const nameOf = (path: string) => path.split('/').pop() ?? '';
    const first = nameOf(body<{ face: string }>(await upload('/m/api/user/edit_info.php', 'face')).data.face);
    const second = nameOf(
      body<{ face: string }>(await upload('/m/api/user/edit_info.php', 'face')).data.face,
    );
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${first}` })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${second}` })).statusCode).toBe(200);
    const rows = await t()
      .db.selectFrom('uploads')
      .select('name')
      .where('owner_id', '=', user.user.id)
      .execute();
    expect(rows.map((row) => row.name)).toEqual([second]);

    await upload('/m/api/user/upload_show_photo.php', 'photo');
    const album = await t()
      .db.selectFrom('user_show_photos')
      .select('path')
      .where('user_id', '=', user.user.id)
      .execute();
    const shown = nameOf(album[0]?.path ?? '');
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${shown}` })).statusCode).toBe(200);
    const removed = await t().app.inject({
      method: 'POST',
      url: '/m/api/user/delete_show_photo.php',
      ...form({ index: 0 }, bearer(user.token)),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${shown}` })).statusCode).toBe(404);
    expect(
      await t().db.selectFrom('stored_files').select('name').where('name', '=', shown).executeTakeFirst(),
    ).toBeUndefined();
  });

  test('attachments live in a space of their own, never served at /uploads/', async () => {
    await new DatabaseStorage(t().db, 'files').put('fedcba9876543210fedc.pdf', Buffer.from('%PDF-1.4'));
    const served = await t().app.inject({ method: 'GET', url: '/uploads/fedcba9876543210fedc.pdf' });
    expect(served.statusCode).toBe(404);
    expect(await new DatabaseStorage(t().db, 'uploads').get('fedcba9876543210fedc.pdf')).toBeUndefined();
  });

  test('a removed file is gone, and an unknown or unsafe name is simply not there', async () => {
    const storage = new DatabaseStorage(t().db);
    await storage.put('0123456789abcdef0123.png', TINY_PNG);
    expect(await storage.get('0123456789abcdef0123.png')).toEqual(TINY_PNG);
    await storage.remove('0123456789abcdef0123.png');
    expect(await storage.get('0123456789abcdef0123.png')).toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../escape.png', TINY_PNG)).rejects.toThrow('unsafe storage name');
  });
});
