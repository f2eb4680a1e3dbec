import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { pngWithText, TINY_PNG } from '../../test/images.js';
import type { CloudFetch } from './cloud-api.js';
import {
  createOcrProvider,
  loadOcrConfig,
  type OcrConfig,
  OcrError,
  OcrUnreadable,
  SandboxOcrProvider,
} from './ocr.js';

/** JSON with every non-ASCII character escaped: a PNG tEXt chunk is Latin-1. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const here = path.dirname(fileURLToPath(import.meta.url));

interface Recording {
  requests: Record<string, { url: string; headers: Record<string, string>; body: string }>;
  answers: Record<string, { status: number; body: unknown }>;
}

const recorded = JSON.parse(
  readFileSync(path.join(here, 'fixtures', 'tencent-ocr.json'), 'utf8'),
) as Recording;

function replay(side: 'front' | 'back', answer: string): CloudFetch {
  return async (url, init) => {
    const request = recorded.requests[side];
    expect(url).toBe(request?.url);
    expect(init.headers).toEqual(request?.headers);
    expect(init.body).toBe(request?.body);
    const reply = recorded.answers[answer];
    if (!reply) throw new Error(`no answer ${answer}`);
    return {
      status: reply.status,
      text: async () => (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)),
    };
  };
}

const config: OcrConfig = {
  provider: 'tencent',
  secretId: 'test-access-key-id',
  secretKey: 'test-access-key-secret',
  region: 'ap-guangzhou',
  endpoint: undefined,
  timeoutMs: 1000,
};
const PICTURE = Buffer.from('recorded id card picture');

function tencent(side: 'front' | 'back', answer: string) {
  const lines: unknown[] = [];
  const log = { warn: (d: object) => lines.push(d), error: (d: object) => lines.push(d) } as never;
  const ocr = createOcrProvider(config, { log, fetch: replay(side, answer), now: () => 1793523600 });
  return { result: ocr.recognizeIdCard(PICTURE, side), lines };
}

describe('Tencent Cloud IDCardOCR, replayed', () => {
  test('the front: name, sex, nation, birth as a date, address, number', async () => {
    await expect(tencent('front', 'front').result).resolves.toEqual({
      name: '李明',
      sex: '男',
      nation: '汉',
      birth: '1987-01-01',
      address: '北京市石景山区高新技术园腾讯大楼',
      id_number: '440524198701010014',
    });
  });

  test('the back: authority and validity', async () => {
    await expect(tencent('back', 'back').result).resolves.toEqual({
      authority: '赣州市公安局',
      valid_date: '2010.07.21-2020.07.21',
    });
  });

  test('a picture without a card is unreadable; bad keys and a gateway page are the service failing', async () => {
    await expect(tencent('front', 'no-card').result).rejects.toBeInstanceOf(OcrUnreadable);
    const auth = tencent('front', 'auth-failure');
    await expect(auth.result).rejects.toMatchObject({
      name: 'OcrError',
      vendorCode: 'AuthFailure.SignatureFailure',
    });
    expect(JSON.stringify(auth.lines)).not.toContain('李明');
    await expect(tencent('front', 'no-json').result).rejects.toBeInstanceOf(OcrError);
  });
});

describe('sandbox', () => {
  const ocr = new SandboxOcrProvider();
  const card = { side: 'front', name: '王芳', id_number: '11010519900307002x', sex: '女' };

  test('reads the card the PNG text chunk carries, for the side asked', async () => {
    const picture = await pngWithText('idcard', asciiJson(card));
    await expect(ocr.recognizeIdCard(picture, 'front')).resolves.toMatchObject({
      name: '王芳',
      id_number: '11010519900307002X',
      sex: '女',
      address: '',
    });
    await expect(ocr.recognizeIdCard(picture, 'back')).rejects.toBeInstanceOf(OcrUnreadable);
  });

  test('a picture without the chunk, or with something else in it, is unreadable', async () => {
    await expect(ocr.recognizeIdCard(TINY_PNG, 'front')).rejects.toBeInstanceOf(OcrUnreadable);
    await expect(
      ocr.recognizeIdCard(await pngWithText('idcard', 'not json'), 'front'),
    ).rejects.toBeInstanceOf(OcrUnreadable);
  });
});

describe('configuration', () => {
  test('none by default; tencent needs its keys; bad values are named', () => {
    expect(loadOcrConfig({})).toBeUndefined();
    expect(() => loadOcrConfig({ OCR_PROVIDER: 'aliyun' })).toThrow('OCR_PROVIDER must be "tencent"');
    expect(() => loadOcrConfig({ OCR_PROVIDER: 'tencent' })).toThrow('needs OCR_SECRET_ID, OCR_SECRET_KEY');
    expect(
      loadOcrConfig({
        OCR_PROVIDER: 'tencent',
        OCR_SECRET_ID: 'id',
        OCR_SECRET_KEY: 'key',
        OCR_TIMEOUT_MS: '500',
      }),
    ).toEqual({ ...config, secretId: 'id', secretKey: 'key', timeoutMs: 500 });
    expect(() =>
      loadOcrConfig({ OCR_PROVIDER: 'tencent', OCR_SECRET_ID: 'id', OCR_SECRET_KEY: 'k', OCR_ENDPOINT: 'x' }),
    ).toThrow('OCR_ENDPOINT must be an origin');
  });
});
