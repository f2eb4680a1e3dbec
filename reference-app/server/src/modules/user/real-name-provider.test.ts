import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, registerUser, useTestApp } from '../../../test/helpers.js';
import type { CloudFetch } from '../../providers/cloud-api.js';
import { TencentIdentity } from '../../providers/identity.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = JSON.parse(
  readFileSync(path.join(here, '..', '..', 'providers', 'fixtures', 'tencent-identity.json'), 'utf8'),
) as { answers: Record<string, { status: number; body: unknown }> };

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
let sequence = 500;
/** A fresh valid adult's number. */
function adult(): string {
  const start = `11010519900307${sequence++}`;
  const sum = [...start].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return start + '10X98765432'[sum % 11];
}

describe.each(backends())('real-name verification through Tencent Cloud (%s)', (backend) => {
  const answer = { next: 'match' };
  const fetch: CloudFetch = async () => {
    const reply = recorded.answers[answer.next];
    if (!reply) throw new Error(`no answer ${answer.next}`);
    return { status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
  const identity = new TencentIdentity(
    {
      provider: 'tencent',
      accessKeyId: 'test-access-key-id',
      accessKeySecret: 'test-access-key-secret',
      region: 'ap-guangzhou',
      endpoint: undefined,
      timeoutMs: 1000,
    },
    { log: { warn() {}, error() {} } as never, fetch },
  );
  const t = useTestApp(backend, { deps: { identity } });

  async function verify(token: string, locale: string) {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/user/realName',
      ...form({ title: '张三', sfzid: adult() }, { ...bearer(token), 'accept-language': locale }),
    });
    return { status: response.statusCode, ...body<{ smrz: number }>(response) };
  }

  test('not in the official record: 400 in the person’s words, the account left as it was', async () => {
    const me = await registerUser(t());
    answer.next = 'no-record';
    expect(await verify(me.token, 'zh-CN')).toMatchObject({
      status: 400,
      code: 0,
      msg: '权威库中查无此身份证号，请核对后重试',
    });
    const row = await t()
      .db.selectFrom('users')
      .select('smrz')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.smrz).toBe(0);
  });

  test('the service could not answer: 503, never its text; a later match verifies', async () => {
    const me = await registerUser(t());
    answer.next = 'registry-down';
    const down = await verify(me.token, 'en');
    expect(down).toMatchObject({
      status: 503,
      msg: 'Identity verification is not available right now. Please try again later.',
    });
    expect(down.msg).not.toContain('证件库');
    answer.next = 'match';
    expect(await verify(me.token, 'en')).toMatchObject({ status: 200, data: { smrz: 2 } });
  });

  test('a mismatch marks the account rejected', async () => {
    const me = await registerUser(t());
    answer.next = 'mismatch';
    expect(await verify(me.token, 'en')).toMatchObject({ status: 400 });
    const row = await t()
      .db.selectFrom('users')
      .select('smrz')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.smrz).toBe(3);
  });
});
