import { describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  registerUser,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { FixedWindowLimiter } from '../../http/rate-limit.js';
import { ageOn, RealNameService } from './real-name.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid resident ID number: region, birth date (YYYYMMDD), sequence code, and its check character. */
function idNumber(birth: string, sequence: string, region = '110105'): string {
  const body = `${region}${birth}${sequence}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}
let nextSequence = 100;
/** A fresh adult's number for each use: one number verifies one account. */
const adult = () => idNumber('19900307', String(nextSequence++));
/** The same number with another check character: fails the checksum. */
const wrongCheck = (id: string) => `${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`;
const MINOR = idNumber('20150101', '123');
// The sandbox never matches a sequence code of 000.
const NEVER_MATCHES = idNumber('19900101', '000');

interface UserView {
  id: number;
  smrz: number;
  name: string;
  sfzid: string;
}

async function verify(t: TestApp, token: string, fields: Record<string, string>, locale = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/realName',
    ...form(fields, { ...bearer(token), 'accept-language': locale }),
  });
  return { status: response.statusCode, ...body<UserView>(response) };
}

describe.each(backends())('real-name verification on %s', (backend) => {
  const t = useTestApp(backend);

  test('verifies a name with its ID number: smrz 2, the name kept, the number masked and never stored', async () => {
    const me = await registerUser(t());
    const number = adult();
    // Typed with a space and a full-width last character, as a phone keyboard may.
    const typed = `${number.slice(0, 9)} ${number.slice(9, 17)}${String.fromCharCode(number.charCodeAt(17) + 0xfee0)}`;
    const answer = await verify(t(), me.token, { title: ' 张 三 ', sfzid: typed });
    expect(answer).toMatchObject({
      status: 200,
      code: 1,
      data: { smrz: 2, name: '张 三', sfzid: `1${'*'.repeat(16)}${number[17]}` },
    });
    const row = await t()
      .db.selectFrom('users')
      .selectAll()
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(number.slice(6, 14));
    expect(row.id_number_hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await verify(t(), me.token, { title: '张三', sfzid: adult() });
    expect(again).toMatchObject({ status: 409, code: 0, msg: 'Your identity is already verified.' });
  });

  test('refuses bad input with a translated message naming the field, and changes nothing', async () => {
    const me = await registerUser(t());
    const cases: [Record<string, string>, string][] = [
      [{ sfzid: adult() }, '请填写真实姓名'],
      [{ title: '张三3', sfzid: adult() }, '请填写与身份证一致的真实姓名，不能包含数字或符号'],
      [{ title: '张三', sfzid: wrongCheck(adult()) }, '身份证号码格式不正确，请核对18位号码'],
      [{ title: '张三', sfzid: idNumber('19900230', '123') }, '身份证号码格式不正确，请核对18位号码'],
      [{ title: '张三', sfzid: MINOR }, '年满18周岁才能进行实名认证'],
    ];
    for (const [fields, msg] of cases) {
      const answer = await verify(t(), me.token, fields, 'zh-CN');
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.msg).toBe(msg);
    }
    const row = await t()
      .db.selectFrom('users')
      .selectAll()
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect([row.smrz, row.name, row.sfzid, row.id_number_hash]).toEqual([0, '', '', null]);
  });

  test('a mismatch is recorded as rejected and can be corrected', async () => {
    const me = await registerUser(t());
    const wrong = await verify(t(), me.token, { title: '李四', sfzid: NEVER_MATCHES });
    expect(wrong).toMatchObject({
      status: 400,
      msg: 'The name and the ID number do not match. Please check both and try again.',
    });
    const row = await t()
      .db.selectFrom('users')
      .select('smrz')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.smrz).toBe(3);
    expect(await verify(t(), me.token, { title: '李四', sfzid: adult() })).toMatchObject({
      status: 200,
      data: { smrz: 2 },
    });
  });

  test('one ID number verifies one account only', async () => {
    const first = await registerUser(t());
    const second = await registerUser(t());
    const number = idNumber('19851120', '457', '440304');
    expect((await verify(t(), first.token, { title: '王五', sfzid: number })).status).toBe(200);
    const taken = await verify(t(), second.token, { title: '王五', sfzid: number.toLowerCase() });
    expect(taken).toMatchObject({
      status: 409,
      msg: 'This ID number is already verified on another account.',
    });
  });

  test('needs a signed-in caller', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/user/realName',
      ...form({ title: '张三', sfzid: adult() }),
    });
    expect(response.statusCode).toBe(401);
  });

  test('at most 5 attempts a day', async () => {
    const me = await registerUser(t());
    for (let i = 0; i < 5; i++)
      expect((await verify(t(), me.token, { title: '赵六', sfzid: NEVER_MATCHES })).status).toBe(400);
    const sixth = await verify(t(), me.token, { title: '赵六', sfzid: adult() });
    expect(sixth.status).toBe(429);
    t().clock.advance(24 * 3600);
    expect((await verify(t(), me.token, { title: '赵六', sfzid: adult() })).status).toBe(200);
  });

  test('without an identity provider (production without an adapter) it is unavailable, and nothing changes', async () => {
    const me = await registerUser(t());
    const service = new RealNameService({
      db: t().db,
      clock: t().clock,
      limiter: new FixedWindowLimiter(t().clock),
      identity: undefined,
      hashKey: 'k',
    });
    await expect(service.verify(me.user.id, { title: '张三', sfzid: adult() })).rejects.toMatchObject({
      kind: 'unavailable',
      key: 'error.identityUnavailable',
    });
  });
});

test('age counts whole years, the birthday itself included', () => {
  const on = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;
  expect(ageOn('110105200811221234', on('2026-11-21'))).toBe(17);
  expect(ageOn('110105200811221234', on('2026-11-22'))).toBe(18);
});
