import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, body, multipart, registerUser, useTestApp } from '../../test/helpers.js';
import { TINY_PNG } from '../../test/images.js';
import { loadConfig } from '../config.js';
import { type S3Config, S3Storage } from './s3-storage.js';

/*
 * STORAGE=s3 against a local S3-compatible server (s3rver from npm), which checks every
 * request's Signature Version 4 like S3 does.
 */

const directory = mkdtempSync(path.join(tmpdir(), 'mp-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'marketplace', configs: [] }],
});
const s3: S3Config = {
  endpoint: '',
  bucket: 'marketplace',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix: 'uploads/',
  timeoutMs: 5000,
};

beforeAll(async () => {
  const address = (await server.run()) as AddressInfo;
  s3.endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage', () => {
  test('puts, gets and removes an object; an unknown name is not there', async () => {
    const storage = new S3Storage(s3);
    await storage.put('0123456789abcdef0123.png', TINY_PNG);
    expect(await storage.get('0123456789abcdef0123.png')).toEqual(TINY_PNG);
    await storage.remove('0123456789abcdef0123.png');
    expect(await storage.get('0123456789abcdef0123.png')).toBeUndefined();
    await storage.remove('0123456789abcdef0123.png');
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
  });

  test('wrong credentials fail loudly instead of losing the file', async () => {
    const storage = new S3Storage({ ...s3, accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' });
    await expect(storage.put('0123456789abcdef0124.png', TINY_PNG)).rejects.toThrow('S3 PUT');
  });
});

describe('an upload with STORAGE=s3', () => {
  const t = useTestApp('pglite', {
    config: {
      storage: 's3',
      get s3() {
        return s3;
      },
    },
  });

  test('is stored in the bucket and served back from it', async () => {
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
    const name = body<{ face: string }>(response).data.face.split('/').pop() ?? '';
    const stored = await new S3Storage(s3).get(name);
    expect(stored?.length).toBeGreaterThan(0);
    const served = await t().app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, stored ?? Buffer.alloc(0))).toBe(0);
  });
});

describe('STORAGE configuration', () => {
  test('defaults to the database with DATABASE_URL, to the disk without', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).storage).toBe('database');
    expect(loadConfig({}).storage).toBe('disk');
  });

  test('s3 names every variable it misses and refuses a bad endpoint', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() =>
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow('S3_ENDPOINT must be an http(s) origin');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be disk, database or s3');
  });
});
