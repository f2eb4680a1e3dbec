import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { AppError } from '../kernel/errors.js';
import type { CloudFetch } from './cloud-api.js';
import { createSmsGateway, loadSmsConfig, type SmsConfig, SmsError, smsFailureError } from './sms.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Recording {
  request: { url: string; headers: Record<string, string>; body: string };
  answers: Record<string, { status: number; body: unknown }>;
}

const recording = (name: string): Recording =>
  JSON.parse(readFileSync(path.join(here, 'fixtures', `${name}.json`), 'utf8')) as Recording;

/** A fetch that checks the request against the recording, byte for byte, and gives one answer. */
function replay(name: string, answer: string) {
  const recorded = recording(name);
  const asked: string[] = [];
  const fetch: CloudFetch = async (url, init) => {
    asked.push(url);
    expect(url).toBe(recorded.request.url);
    expect(init.headers).toEqual(recorded.request.headers);
    expect(init.body).toBe(recorded.request.body);
    const reply = recorded.answers[answer];
    if (!reply) throw new Error(`no answer ${answer} in ${name}`);
    return { status: reply.status, text: async () => JSON.stringify(reply.body) };
  };
  return { fetch, asked };
}

function logger() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, details: details as Record<string, unknown>, message });
  return { lines, log: { warn: at('warn'), error: at('error') } as never };
}

const config = (provider: 'aliyun' | 'tencent'): SmsConfig => ({
  provider,
  accessKeyId: 'test-access-key-id',
  accessKeySecret: 'test-access-key-secret',
  signName: '任务集市',
  registerTemplate: provider === 'aliyun' ? 'SMS_154950909' : '1110',
  notifyTemplates: { paid: provider === 'aliyun' ? 'SMS_154950910' : '1111' },
  sdkAppId: provider === 'tencent' ? '1400006666' : undefined,
  region: provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou',
  endpoint: undefined,
  timeoutMs: 1000,
});

const MESSAGE = { phone: '13800138000', code: '246810', purpose: 'register' as const, sentAt: 0 };

async function send(provider: 'aliyun' | 'tencent', answer: string) {
  const { fetch, asked } = replay(`${provider}-sms`, answer);
  const { log, lines } = logger();
  const gateway = createSmsGateway(config(provider), {
    log,
    fetch,
    now: () => 1793523600,
    nonce: () => 'c0ffee00-0000-4000-8000-000000000001',
  });
  const error = await gateway.send(MESSAGE).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(asked).toHaveLength(1);
  return { error, lines };
}

describe.each(['aliyun', 'tencent'] as const)('%s SendSms', (provider) => {
  test('sends the signed request of the recording; an accepted message resolves quietly', async () => {
    const { error, lines } = await send(provider, 'ok');
    expect(error).toBeUndefined();
    expect(lines).toEqual([]);
  });

  test.each([
    ['bad-number', 'phone', 'warn'],
    ['rate-limit', 'rateLimited', 'warn'],
    ['no-credit', 'credit', 'error'],
    ['template', 'template', 'error'],
    ['auth', 'auth', 'error'],
    ['system', 'unavailable', 'error'],
  ])(
    '%s: refused as %s, logged at %s with the vendor code and a masked number',
    async (answer, reason, level) => {
      const { error, lines } = await send(provider, answer);
      expect(error).toBeInstanceOf(SmsError);
      expect((error as SmsError).reason).toBe(reason);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level, details: { provider, to: '138****8000' } });
      expect(JSON.stringify(lines)).not.toContain('13800138000');
      expect(JSON.stringify(lines)).not.toContain('246810');
      expect(JSON.stringify(lines)).not.toContain('test-access-key-secret');
    },
  );
});

describe('what the person is told', () => {
  test('a bad number is theirs (400), a gateway limit asks to wait (429), the rest is ours (503)', () => {
    const phone = smsFailureError(new SmsError('phone', 'x', 'x'));
    expect([phone.kind, phone.key]).toEqual(['invalid', 'error.phoneInvalid']);
    const limit = smsFailureError(new SmsError('rateLimited', 'x', 'x'));
    expect([limit.kind, limit.key, limit.retryAfter]).toEqual(['rateLimited', 'error.smsGatewayLimited', 60]);
    const credit = smsFailureError(new SmsError('credit', 'x', 'x'));
    expect([credit.kind, credit.key]).toEqual(['unavailable', 'error.smsSuspended']);
    for (const reason of ['template', 'auth', 'unavailable'] as const) {
      const error = smsFailureError(new SmsError(reason, 'x', 'x'));
      expect([error.kind, error.key]).toEqual(['unavailable', 'error.smsUnavailable']);
    }
    expect(smsFailureError(new Error('boom'))).toBeInstanceOf(AppError);
  });
});

describe('loadSmsConfig', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: 'id',
    SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '任务集市',
    SMS_TEMPLATE_REGISTER: 'SMS_1',
  };

  test('none chosen: undefined; a chosen gateway names every variable it still needs', () => {
    expect(loadSmsConfig({})).toBeUndefined();
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER must be "aliyun" or "tencent"',
    );
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'tencent', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      'SMS_PROVIDER=tencent needs SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_REGISTER, SMS_SDK_APP_ID',
    );
  });

  test('Alibaba with its defaults; the secret may come from a file', () => {
    expect(loadSmsConfig(aliyun)).toMatchObject({
      provider: 'aliyun',
      region: 'cn-hangzhou',
      timeoutMs: 10_000,
    });
    const { SMS_ACCESS_KEY_SECRET: _, ...rest } = aliyun;
    const fromFile = loadSmsConfig({
      ...rest,
      SMS_ACCESS_KEY_SECRET_FILE: path.join(here, 'fixtures', 'README.md'),
    });
    expect(fromFile?.accessKeySecret).toMatch(/^# SMS and identity service recordings/);
  });

  test('SMS_ENDPOINT must be an origin', () => {
    expect(() => loadSmsConfig({ ...aliyun, SMS_ENDPOINT: 'https://x.example/path' })).toThrow(
      'SMS_ENDPOINT',
    );
    expect(loadSmsConfig({ ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:9' })?.endpoint).toBe(
      'http://127.0.0.1:9',
    );
  });
});
