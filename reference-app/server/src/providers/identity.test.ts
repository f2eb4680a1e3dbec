import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { CloudFetch } from './cloud-api.js';
import {
  createIdentityProvider,
  type IdentityConfig,
  IdentityError,
  loadIdentityConfig,
} from './identity.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Recording {
  request: { url: string; headers: Record<string, string>; body: string };
  answers: Record<string, { status: number; body: unknown }>;
}

function replay(name: string, answer: string): CloudFetch {
  const recorded = JSON.parse(readFileSync(path.join(here, 'fixtures', `${name}.json`), 'utf8')) as Recording;
  return async (url, init) => {
    expect(url).toBe(recorded.request.url);
    expect(init.headers).toEqual(recorded.request.headers);
    expect(init.body).toBe(recorded.request.body);
    const reply = recorded.answers[answer];
    if (!reply) throw new Error(`no answer ${answer} in ${name}`);
    return { status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
}

const config = (provider: 'aliyun' | 'tencent'): IdentityConfig => ({
  provider,
  accessKeyId: 'test-access-key-id',
  accessKeySecret: 'test-access-key-secret',
  region: provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou',
  endpoint: undefined,
  timeoutMs: 1000,
});

const PERSON = { name: '张三', idNumber: '11010519900101001X' };

function check(provider: 'aliyun' | 'tencent', answer: string) {
  const lines: unknown[] = [];
  const log = { warn: (d: object) => lines.push(d), error: (d: object) => lines.push(d) } as never;
  const identity = createIdentityProvider(config(provider), {
    log,
    fetch: replay(`${provider}-identity`, answer),
    now: () => 1793523600,
    nonce: () => 'c0ffee00-0000-4000-8000-000000000001',
  });
  return { result: identity.verify(PERSON), lines };
}

describe.each(['aliyun', 'tencent'] as const)('%s two-element check', (provider) => {
  test.each([
    ['match', 'match'],
    ['mismatch', 'mismatch'],
    ['no-record', 'noRecord'],
  ])('%s answers %s', async (answer, expected) => {
    expect(await check(provider, answer).result).toBe(expected);
  });
});

test.each([
  ['aliyun', 'no-credit', 'Forbidden.AccountAccessDenied'],
  ['tencent', 'auth', 'AuthFailure.SecretIdNotFound'],
  ['tencent', 'registry-down', 'Result -4'],
] as const)(
  '%s %s: an IdentityError with the vendor code, logged without the person',
  async (provider, answer, code) => {
    const { result, lines } = check(provider, answer);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).vendorCode).toBe(code);
    expect(lines).toEqual([expect.objectContaining({ provider, code })]);
    expect(JSON.stringify(lines)).not.toMatch(/张三|11010519900101001X/);
  },
);

test('loadIdentityConfig names what is missing', () => {
  expect(loadIdentityConfig({})).toBeUndefined();
  expect(() => loadIdentityConfig({ IDENTITY_PROVIDER: 'aliyun' })).toThrow(
    'IDENTITY_PROVIDER=aliyun needs IDENTITY_ACCESS_KEY_ID, IDENTITY_ACCESS_KEY_SECRET',
  );
  expect(
    loadIdentityConfig({
      IDENTITY_PROVIDER: 'tencent',
      IDENTITY_ACCESS_KEY_ID: 'a',
      IDENTITY_ACCESS_KEY_SECRET: 'b',
    }),
  ).toMatchObject({ provider: 'tencent', region: 'ap-guangzhou' });
});
