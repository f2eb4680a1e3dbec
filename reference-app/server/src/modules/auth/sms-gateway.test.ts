import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { backends, body, form, freshPhone, outbox, solveCaptcha, useTestApp } from '../../../test/helpers.js';
import type { CloudFetch } from '../../providers/cloud-api.js';
import { AliyunSms } from '../../providers/sms.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = JSON.parse(
  readFileSync(path.join(here, '..', '..', 'providers', 'fixtures', 'aliyun-sms.json'), 'utf8'),
) as { answers: Record<string, { status: number; body: unknown }> };

/** The Alibaba gateway answering what the test sets in `answer.next`. */
function gateway() {
  const answer = { next: 'ok', asked: 0 };
  const fetch: CloudFetch = async () => {
    answer.asked += 1;
    const reply = recorded.answers[answer.next];
    if (!reply) throw new Error(`no answer ${answer.next}`);
    return { status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
  const log = { warn() {}, error() {} } as never;
  const sms = new AliyunSms(
    {
      provider: 'aliyun',
      accessKeyId: 'test-access-key-id',
      accessKeySecret: 'test-access-key-secret',
      signName: '任务集市',
      registerTemplate: 'SMS_154950909',
      notifyTemplates: {},
      sdkAppId: undefined,
      region: 'cn-hangzhou',
      endpoint: undefined,
      timeoutMs: 1000,
    },
    { log, fetch },
  );
  return { sms, answer };
}

describe.each(backends())('POST /api/sms/register through a real gateway (%s)', (backend) => {
  const { sms, answer } = gateway();
  const t = useTestApp(backend, { deps: { sms } });

  async function ask(phone: string, locale: string, captcha?: { session_id: string; code: string }) {
    const solved = captcha ?? (await solveCaptcha(t()));
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/sms/register',
      ...form({ phone, code: solved.code, session_id: solved.session_id }, { 'accept-language': locale }),
    });
    return { response, captcha: solved };
  }

  test('accepted: 200, and the code is not in the sandbox outbox (the gateway has it)', async () => {
    answer.next = 'ok';
    const phone = freshPhone();
    const { response } = await ask(phone, 'en');
    expect(response.statusCode).toBe(200);
    expect((await outbox(t())).sms.find((s) => s.phone === phone)).toBeUndefined();
  });

  test.each([
    ['bad-number', 'zh-CN', 400, '请输入正确的11位手机号码'],
    ['rate-limit', 'zh-TW', 429, '此號碼接收簡訊過於頻繁，請60秒後再試'],
    [
      'no-credit',
      'en',
      503,
      'Text messages are paused on our side, so sign-in codes cannot be sent. Please try again later.',
    ],
    ['auth', 'fr', 503, 'Les SMS ne peuvent pas être envoyés pour le moment'],
  ])(
    '%s: %s answers %i in its words, without the vendor’s text; the captcha stays unspent',
    async (name, locale, status, text) => {
      answer.next = name;
      const phone = freshPhone();
      const first = await ask(phone, locale);
      expect(first.response.statusCode).toBe(status);
      const envelope = body(first.response);
      expect(envelope.code).toBe(0);
      expect(envelope.msg).toContain(text);
      expect(envelope.msg).not.toMatch(/isv\.|Signature|余额|流控/);
      // Nothing was recorded: the same captcha works for the retry once the gateway accepts.
      answer.next = 'ok';
      const retry = await ask(phone, locale, first.captcha);
      expect(retry.response.statusCode).toBe(200);
    },
  );
});
