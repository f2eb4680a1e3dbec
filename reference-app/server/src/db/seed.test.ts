import { describe, expect, test } from 'vitest';
import { backends, countAll, countRows, registerUser, useTestApp } from '../../test/helpers.js';
import { KEFU_PHONE, seedIfEmpty } from './seed.js';

const CONTENT_TABLES = ['categories', 'banners', 'share_configs', 'agreements', 'contracts'] as const;

describe.each(backends())('demo seed on %s', (backend) => {
  const t = useTestApp(backend);

  test('holds categories, banners, share config, both agreements, a contract and a kefu', async () => {
    const { db } = t();
    expect(await countRows(db, 'categories')).toBe(5);
    const banners = await db.selectFrom('banners').select(['position', 'image']).execute();
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.position === 'home' && b.image.startsWith('/assets/'))).toBe(true);
    expect(await db.selectFrom('share_configs').select(['key', 'page']).execute()).toEqual([
      { key: 'default', page: '/pages/homeView/homeView' },
    ]);
    const agreements = await db.selectFrom('agreements').select('agreement_key').orderBy('sort').execute();
    expect(agreements.map((a) => a.agreement_key)).toEqual(['user_agreement', 'privacy_policy']);
    const contracts = await db.selectFrom('contracts').select('contract_key').execute();
    expect(contracts.map((c) => c.contract_key)).toEqual(['service_contract']);
    const kefu = await db.selectFrom('users').select(['phone', 'role']).where('role', '=', 'kefu').execute();
    expect(kefu).toEqual([{ phone: KEFU_PHONE, role: 'kefu' }]);
  });

  test('the kefu signs in like anyone else and its token carries the kefu role', async () => {
    const kefu = await registerUser(t(), KEFU_PHONE);
    expect(await t().context.services.auth.verify(kefu.token)).toMatchObject({
      userId: kefu.user.id,
      role: 'kefu',
    });
    const user = await registerUser(t());
    expect(await t().context.services.auth.verify(user.token)).toMatchObject({ role: 'user' });
  });

  test('seeding again changes nothing', async () => {
    const { db } = t();
    const before = await countAll(db);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await countAll(db)).toEqual(before);
  });

  test('two processes seeding one empty database at once seed it exactly once', async () => {
    const { db } = t();
    const before = await countAll(db);
    for (const table of CONTENT_TABLES) await db.deleteFrom(table).execute();
    const results = await Promise.all([seedIfEmpty(db), seedIfEmpty(db), seedIfEmpty(db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countAll(db)).toEqual(before);
  });

  test('outside the sandbox no customer service account is seeded', async () => {
    const { db } = t();
    for (const table of CONTENT_TABLES) await db.deleteFrom(table).execute();
    await db.deleteFrom('users').where('phone', '=', KEFU_PHONE).execute();
    expect(await seedIfEmpty(db, undefined, { sandboxKefu: false })).toBe(true);
    expect(await countRows(db, 'categories')).toBe(5);
    expect(await db.selectFrom('users').select('id').where('role', '=', 'kefu').execute()).toEqual([]);
  });
});
