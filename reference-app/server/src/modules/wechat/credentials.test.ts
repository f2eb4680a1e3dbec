import { describe, expect, test } from 'vitest';
import { backends, useTestApp } from '../../../test/helpers.js';
import { CREDENTIAL_MARGIN_S, DbCredentialCache } from './credentials.js';
import { jsapiSignature, signState, verifyState } from './signing.js';

describe.each(backends())('WeChat credentials shared in the database on %s', (backend) => {
  const t = useTestApp(backend);

  test('two processes asking at once fetch one token; the second reads the first’s', async () => {
    const { db, clock } = t();
    // Two caches over one database are two server processes.
    const [one, two] = [new DbCredentialCache({ db, clock }), new DbCredentialCache({ db, clock })];
    let fetched = 0;
    const fetch = async () => {
      fetched += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { value: `TOKEN_${fetched}`, expiresIn: 7200 };
    };
    const values = await Promise.all([
      one.get('access_token:wx1', fetch),
      two.get('access_token:wx1', fetch),
    ]);
    expect(values).toEqual(['TOKEN_1', 'TOKEN_1']);
    expect(fetched).toBe(1);
    expect(await two.get('access_token:wx1', fetch)).toBe('TOKEN_1');
    expect(fetched).toBe(1);
  });

  test('refreshed once it is within five minutes of expiry, or when WeChat refused the stored value', async () => {
    const { db, clock } = t();
    const cache = new DbCredentialCache({ db, clock });
    let n = 0;
    const fetch = async () => ({ value: `TICKET_${++n}`, expiresIn: 7200 });
    expect(await cache.get('jsapi_ticket:wx2', fetch)).toBe('TICKET_1');
    clock.advance(7200 - CREDENTIAL_MARGIN_S - 1);
    expect(await cache.get('jsapi_ticket:wx2', fetch)).toBe('TICKET_1');
    clock.advance(2);
    expect(await cache.get('jsapi_ticket:wx2', fetch)).toBe('TICKET_2');
    // A stale value refreshes once; another process that still holds the same stale value gets the new one.
    expect(await cache.get('jsapi_ticket:wx2', fetch, 'TICKET_2')).toBe('TICKET_3');
    expect(await cache.get('jsapi_ticket:wx2', fetch, 'TICKET_2')).toBe('TICKET_3');
    const row = await db
      .selectFrom('wechat_credentials')
      .selectAll()
      .where('key', '=', 'jsapi_ticket:wx2')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('TICKET_3');
  });

  test('a failed fetch stores nothing and the next caller tries again', async () => {
    const { db, clock } = t();
    const cache = new DbCredentialCache({ db, clock });
    await expect(
      cache.get('access_token:wx3', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.get('access_token:wx3', async () => ({ value: 'OK', expiresIn: 7200 }))).toBe('OK');
  });
});

describe('signing', () => {
  test('the JS-SDK signature of WeChat’s documented example (JS-SDK 附录1)', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  test('a state verifies under its key only, and a changed id or MAC is refused', () => {
    const state = signState('abc123', 'key-1');
    expect(state.length).toBeLessThanOrEqual(128);
    expect(verifyState(state, 'key-1')).toBe('abc123');
    expect(verifyState(state, 'key-2')).toBeUndefined();
    expect(verifyState(state.replace('abc123', 'abc124'), 'key-1')).toBeUndefined();
    expect(verifyState(`${state}x`, 'key-1')).toBeUndefined();
    expect(verifyState('abc123', 'key-1')).toBeUndefined();
  });
});
