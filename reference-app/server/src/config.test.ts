import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.js';
import { pickLocale, translate } from './i18n/messages.js';

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      sandbox: true,
      production: false,
      // the sandbox's demo partner (examples/embed-full)
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      uploadMaxBytes: 5 * 1024 * 1024,
    });
    expect(config.webDist).toMatch(/reference-app[/\\]web[/\\]dist$/);
  });

  test('the sandbox is off in production unless SANDBOX=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).sandbox).toBe(true);
    expect(loadConfig({ SANDBOX: '0' }).sandbox).toBe(false);
  });

  test('parses the CORS allowlist and rejects junk', () => {
    expect(
      loadConfig({ SANDBOX: '0', CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '-5' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

describe('partners', () => {
  const hs = { kid: 'k1', alg: 'HS256', secret: 'a'.repeat(32) };
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const jwk = publicKey.export({ format: 'jwk' });

  test('PARTNERS lists partners with HS256 and ES256 keys (PEM or JWK); their origins join CORS', () => {
    const partners = [
      {
        id: 'acme',
        keys: [hs, { kid: 'k2', alg: 'ES256', publicKey: pem }],
        origins: ['https://acme.example/'],
      },
      { id: 'beta', keys: [{ kid: 'b1', alg: 'ES256', publicKey: jwk }] },
    ];
    const config = loadConfig({ NODE_ENV: 'production', PARTNERS: JSON.stringify(partners) });
    expect(config.partners.map((p) => [p.id, p.keys.map((k) => k.kid), p.origins])).toEqual([
      ['acme', ['k1', 'k2'], ['https://acme.example']],
      ['beta', ['b1'], []],
    ]);
    expect(config.corsOrigins).toEqual(['https://acme.example']);
    expect(config.partnerAudience).toBe('marketplace');
    expect(loadConfig({ PARTNER_AUDIENCE: 'https://market.example' }).partnerAudience).toBe(
      'https://market.example',
    );
  });

  test('PARTNERS_FILE reads the same list from a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partners-'));
    const file = path.join(dir, 'partners.json');
    writeFileSync(file, JSON.stringify([{ id: 'acme', keys: [hs] }]));
    expect(loadConfig({ NODE_ENV: 'production', PARTNERS_FILE: file }).partners.map((p) => p.id)).toEqual([
      'acme',
    ]);
    expect(() => loadConfig({ PARTNERS_FILE: path.join(dir, 'missing.json') })).toThrow(/PARTNERS_FILE/);
    expect(() => loadConfig({ PARTNERS_FILE: file, PARTNERS: '[]' })).toThrow(/not both/);
  });

  test('the demo partner exists with the sandbox only, never in production', () => {
    expect(loadConfig({}).partners.map((p) => p.id)).toEqual(['examples-demo']);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).partners).toEqual([]);
    expect(loadConfig({ SANDBOX: '0' }).partners).toEqual([]);
  });

  test.each([
    ['not json', /not valid JSON/],
    ['{}', /JSON array/],
    [JSON.stringify([{ id: 'a b', keys: [hs] }]), /\.id/],
    [JSON.stringify([{ id: 'a', keys: [] }]), /at least one key/],
    [JSON.stringify([{ id: 'a', keys: [{ ...hs, secret: 'short' }] }]), /secret must be at least 32/],
    [
      JSON.stringify([{ id: 'a', keys: [{ kid: 'k', alg: 'RS256', secret: 'a'.repeat(32) }] }]),
      /HS256 or ES256/,
    ],
    [JSON.stringify([{ id: 'a', keys: [{ kid: 'k', alg: 'ES256', publicKey: 'nope' }] }]), /publicKey/],
    [JSON.stringify([{ id: 'a', keys: [hs, hs] }]), /two keys with one kid/],
    [JSON.stringify([{ id: 'a', keys: [hs], origins: ['https://a.example/x'] }]), /not an origin/],
    [
      JSON.stringify([
        { id: 'a', keys: [hs] },
        { id: 'a', keys: [hs] },
      ]),
      /one partner twice/,
    ],
  ])('PARTNERS refuses %s', (value, message) => {
    expect(() => loadConfig({ PARTNERS: value })).toThrow(message);
  });
});

test('WALLET_CLEARANCE_SECONDS sets the clearance period: 3 days by default, at most 30 days', () => {
  expect(loadConfig({}).walletClearanceSeconds).toBe(259_200);
  expect(loadConfig({ WALLET_CLEARANCE_SECONDS: '86400' }).walletClearanceSeconds).toBe(86_400);
  expect(loadConfig({ WALLET_CLEARANCE_SECONDS: '2592000' }).walletClearanceSeconds).toBe(2_592_000);
  for (const bad of ['0', '-1', '1.5', 'three days', '2592001'])
    expect(() => loadConfig({ WALLET_CLEARANCE_SECONDS: bad })).toThrow(/WALLET_CLEARANCE_SECONDS/);
});

test('docs/deployment.md documents every environment variable loadConfig reads', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // config.ts and the provider configurations it reads (providers/*.ts), including secrets
  // read through secret(env, 'NAME'), which also accept NAME_FILE.
  const sources = [
    'config.ts',
    'modules/partner/config.ts',
    ...readdirSync(path.join(here, 'providers')).map((f) => `providers/${f}`),
  ]
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(here, file), 'utf8'));
  const read = new Set(
    sources.flatMap((source) => [
      ...[...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
      ...[...source.matchAll(/\bsecret\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]),
    ]),
  );
  expect([...read].sort()).toEqual(
    expect.arrayContaining([
      'DATABASE_URL',
      'DATA_DIR',
      'HOST',
      'NODE_ENV',
      'PORT',
      'SMS_PROVIDER',
      'ID_HASH_KEY',
    ]),
  );
  const docs = readFileSync(path.join(here, '..', '..', '..', 'docs', 'deployment.md'), 'utf8');
  const documented = new Set([...docs.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]));
  expect([...read].filter((name) => !documented.has(name))).toEqual([]);
});

describe('i18n', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-MO', 'zh-Hant'],
    ['pt-BR, es;q=0.4', 'es'],
    ['fr;q=0, en', 'en'],
  ])('pickLocale(%s) is %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });

  test('fills field labels and parameters', () => {
    expect(translate('en', 'error.required', { field: 'phone' })).toBe('Please enter your phone number.');
    expect(translate('en', 'error.invalid', { field: 'page' })).toBe('The page number is not valid.');
    expect(translate('zh-Hans', 'error.smsCodeWrong', { left: 3 })).toBe('短信验证码错误，还可以再试3次');
    expect(translate('es', 'error.invalid', { field: 'page' })).toBe(
      'El número de página: el valor no es válido.',
    );
  });
  test('the per-address sign-in limits can be raised per minute, and refuse a bad number', () => {
    const limits = loadConfig({ RATE_LIMIT_SMS: '50' }).rateLimits;
    expect(limits.sms).toEqual({ max: 50, windowMs: 60_000 });
    expect(limits.captcha.max).toBe(30);
    expect(() => loadConfig({ RATE_LIMIT_REGISTER: 'many' })).toThrow('RATE_LIMIT_REGISTER');
  });
});
