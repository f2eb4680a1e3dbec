import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIFECYCLE_CONFIG } from '@marketplace/sdk/rules';
import { loadPartners, type PartnerConfig } from './modules/partner/config.js';
import { type IdentityConfig, loadIdentityConfig } from './providers/identity.js';
import { loadOcrConfig, type OcrConfig } from './providers/ocr.js';
import { loadWechatPayConfig, type WechatPayConfig } from './providers/pay.js';
import { loadWechatTransferConfig, type WechatTransferConfig } from './providers/payout.js';
import type { S3Config } from './providers/s3-storage.js';
import { loadSmsConfig, type SmsConfig } from './providers/sms.js';
import { loadWechatConfig, type WechatConfig } from './providers/wechat.js';
import { loadWechatSubscribeConfig, type WechatSubscribeConfig } from './providers/wechat-subscribe.js';
import { secret } from './secrets.js';

/** Requests allowed per key in one fixed window. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  captcha: RateLimitRule;
  sms: RateLimitRule;
  register: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: string;
  production: boolean;
  sandbox: boolean;
  /**
   * Seed the demo marketplace (src/demo/) into a new database at start: DEMO_DATA=1 or 0; by
   * default on in development with the sandbox, off otherwise. Needs the sandbox.
   */
  demoData: boolean;
  /** CORS_ORIGINS and every partner's origins: allowed by CORS and may frame the web app. */
  corsOrigins: string[];
  /**
   * PARTNERS or PARTNERS_FILE: the partners whose backends sign their users in
   * (docs/partner-api.md); with the sandbox (never in production) also the demo partner.
   */
  partners: PartnerConfig[];
  /** PARTNER_AUDIENCE: the `aud` partner tokens must carry; default `marketplace`. */
  partnerAudience: string;
  webDist: string;
  uploadMaxBytes: number;
  /**
   * Where uploaded files live: `disk` (DATA_DIR/uploads), `database` (shared by every process;
   * the default with DATABASE_URL) or `s3` (an S3-compatible bucket, `s3` below).
   */
  storage: 'disk' | 'database' | 's3';
  s3: S3Config | undefined;
  /** Absolute origin used to build asset and upload URLs; the request's own origin when unset. */
  publicUrl: string | undefined;
  /** Honour X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** Directory of server-owned static assets (banners, logo). */
  assetsDir: string;
  /** How often each process's job runner looks for due timers; 0 turns the interval off. */
  jobIntervalMs: number;
  /**
   * KEFU_SUPERVISOR_ABOVE_FEN: a kefu money decision (release, refund or split a dispute, confirm,
   * accept a cancellation) on a task whose fee is above this many fen needs a supervisor.
   * Default 50000 (500 yuan).
   */
  kefuSupervisorAboveFen: number;
  /**
   * HMAC key of the resident ID numbers' fingerprints (ID_HASH_KEY), which keep one number to one
   * account without storing it; a fixed development key when unset. Set it in production and
   * never change it (every stored fingerprint depends on it).
   */
  idHashKey: string;
  /** False while `idHashKey` is the development key (a production start then refuses). */
  idHashKeySet: boolean;
  /** The sandbox payment provider's HMAC key (PAY_SANDBOX_KEY); a fixed development key when unset. */
  paySandboxKey: string;
  /** PAY_PROVIDER=wechat and the WECHAT_PAY_* variables; undefined for the sandbox (the default). */
  wechatPay: WechatPayConfig | undefined;
  /** The maps web service and the map tiles clients show (docs/deployment.md, Maps). */
  maps: MapsConfig;
  /** SMS_PROVIDER and its SMS_* variables; undefined when no gateway is chosen. */
  sms: SmsConfig | undefined;
  /** IDENTITY_PROVIDER and its IDENTITY_* variables; undefined when no real-name service is chosen. */
  identity: IdentityConfig | undefined;
  /** WECHAT_SUBSCRIBE_*: notifications as mini program subscribe messages; undefined when unset. */
  wechatSubscribe: WechatSubscribeConfig | undefined;
  // People (issue 11)
  /** OCR_PROVIDER and its OCR_* variables: ID card recognition; undefined when none is chosen. */
  ocr: OcrConfig | undefined;
  // wallet: withdrawals and cash-out
  /** WITHDRAWAL_DAILY_MAX_FEN: what one person may withdraw in a day (China time), in fen. */
  withdrawalDailyMaxFen: number;
  /**
   * WALLET_CLEARANCE_SECONDS: how long a taker's earnings stay pending after the task settles
   * before they can be withdrawn (the `wallet-clearance` job). Default 259200 (3 days), at most
   * 30 days.
   */
  walletClearanceSeconds: number;
  /** The WeChat merchant transfer (WECHAT_TRANSFER_*), set with PAY_PROVIDER=wechat; else the sandbox. */
  wechatTransfer: WechatTransferConfig | undefined;
  /** WECHAT_MP_* and WECHAT_OA_*: the WeChat sign-in (docs/wechat-api.md); undefined for the sandbox or none. */
  wechat: WechatConfig | undefined;
}

export interface MapsConfig {
  /** MAPS_PROVIDER: `offline` (estimates, the default) or `amap` (needs MAPS_KEY). */
  provider: 'offline' | 'amap';
  key: string | undefined;
  /** MAPS_TIMEOUT_MS: each maps call falls back to the offline estimate after this long. */
  timeoutMs: number;
  /** MAPS_COORDINATES: the system of the platform's points and tiles, `wgs84` or `gcj02`. */
  coordinates: 'wgs84' | 'gcj02';
  /** MAP_TILE_URL: a `{z}/{x}/{y}` tile template, or "" for the map without tiles. */
  tileUrl: string;
  /** MAP_TILE_ATTRIBUTION: the credit the tile source asks for. */
  tileAttribution: string;
}

/** Largest form-encoded or JSON request body (multipart uploads have `uploadMaxBytes`). */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_RATE_LIMITS: RateLimits = {
  captcha: { max: 30, windowMs: 60_000 },
  sms: { max: 10, windowMs: 60_000 },
  register: { max: 20, windowMs: 60_000 },
};

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function loadMapsConfig(env: NodeJS.ProcessEnv): MapsConfig {
  const provider = env.MAPS_PROVIDER?.trim().toLowerCase() || 'offline';
  if (provider !== 'offline' && provider !== 'amap') {
    throw new Error(`MAPS_PROVIDER must be "offline" or "amap", got "${provider}"`);
  }
  const key = env.MAPS_KEY?.trim() || undefined;
  if (provider === 'amap' && !key)
    throw new Error('MAPS_PROVIDER=amap needs MAPS_KEY (an AMap web service key)');
  const coordinates = env.MAPS_COORDINATES?.trim().toLowerCase() || 'wgs84';
  if (coordinates !== 'wgs84' && coordinates !== 'gcj02') {
    throw new Error(`MAPS_COORDINATES must be "wgs84" or "gcj02", got "${coordinates}"`);
  }
  const tileUrl = env.MAP_TILE_URL?.trim() ?? '';
  if (
    tileUrl &&
    (!/^(https?:\/\/[^/\s]+|)\/\S*$/.test(tileUrl) ||
      !['{z}', '{x}', '{y}'].every((p) => tileUrl.includes(p)))
  ) {
    throw new Error(`MAP_TILE_URL must be an http(s) or /path URL with {z}, {x} and {y}, got "${tileUrl}"`);
  }
  return {
    provider,
    key,
    timeoutMs: positiveInt('MAPS_TIMEOUT_MS', env.MAPS_TIMEOUT_MS, 5000),
    coordinates,
    tileUrl,
    tileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '',
  };
}

function storageKind(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = env.STORAGE?.trim() || (secret(env, 'DATABASE_URL') ? 'database' : 'disk');
  if (kind !== 'disk' && kind !== 'database' && kind !== 's3') {
    throw new Error(`STORAGE must be disk, database or s3, got "${kind}"`);
  }
  return kind;
}

/** The bucket of STORAGE=s3; every variable is required then (names in the error). */
function loadS3Config(env: NodeJS.ProcessEnv, kind: Config['storage']): S3Config | undefined {
  if (kind !== 's3') return undefined;
  const values = {
    S3_ENDPOINT: env.S3_ENDPOINT?.trim(),
    S3_BUCKET: env.S3_BUCKET?.trim(),
    S3_ACCESS_KEY_ID: secret(env, 'S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: secret(env, 'S3_SECRET_ACCESS_KEY'),
  };
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  if (!/^https?:\/\/[^/\s]+\/?$/.test(values.S3_ENDPOINT ?? '')) {
    throw new Error(`S3_ENDPOINT must be an http(s) origin, got "${values.S3_ENDPOINT}"`);
  }
  return {
    endpoint: values.S3_ENDPOINT ?? '',
    bucket: values.S3_BUCKET ?? '',
    accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION?.trim() || 'us-east-1',
    prefix: env.S3_PREFIX?.trim() ?? 'uploads/',
    timeoutMs: positiveInt('S3_TIMEOUT_MS', env.S3_TIMEOUT_MS, 10_000),
  };
}

/**
 * The per-address limits of signing in, per minute: RATE_LIMIT_CAPTCHA, RATE_LIMIT_SMS and
 * RATE_LIMIT_REGISTER override the defaults (a test harness that signs many people in from one
 * address, or an operator behind a NAT).
 */
function loadRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const perMinute = (name: string, fallback: RateLimitRule): RateLimitRule => ({
    max: positiveInt(name, env[name], fallback.max),
    windowMs: fallback.windowMs,
  });
  return {
    captcha: perMinute('RATE_LIMIT_CAPTCHA', DEFAULT_RATE_LIMITS.captcha),
    sms: perMinute('RATE_LIMIT_SMS', DEFAULT_RATE_LIMITS.sms),
    register: perMinute('RATE_LIMIT_REGISTER', DEFAULT_RATE_LIMITS.register),
  };
}

/** The longest clearance period a platform may set: 30 days, so earnings never sit out of reach for long. */
export const WALLET_CLEARANCE_MAX_SECONDS = 30 * 86_400;

function loadClearanceSeconds(env: NodeJS.ProcessEnv): number {
  const seconds = positiveInt(
    'WALLET_CLEARANCE_SECONDS',
    env.WALLET_CLEARANCE_SECONDS,
    DEFAULT_LIFECYCLE_CONFIG.wallet_clearance_seconds,
  );
  if (seconds > WALLET_CLEARANCE_MAX_SECONDS) {
    throw new Error(
      `WALLET_CLEARANCE_SECONDS must be at most ${WALLET_CLEARANCE_MAX_SECONDS} (30 days), got ${seconds}`,
    );
  }
  return seconds;
}

/** Reads the configuration from environment variables (see docs/deployment.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const idHashKey = secret(env, 'ID_HASH_KEY');
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const port = positiveInt('PORT', env.PORT, 8080);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const storage = storageKind(env);
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an origin such as https://market.example.com, got "${publicUrl}"`);
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '');
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`CORS_ORIGINS entry is not an origin: "${origin}"`);
  }
  const sandbox = flag(env.SANDBOX) ?? !production;
  const demoData = flag(env.DEMO_DATA) ?? (sandbox && nodeEnv === 'development');
  if (demoData && production)
    throw new Error('DEMO_DATA=1 is refused in production: the demo is for trying the product');
  if (demoData && !sandbox) {
    throw new Error(
      'DEMO_DATA=1 needs the sandbox (it signs the demo people in with codes from /dev/outbox): set SANDBOX=1 or DEMO_DATA=0',
    );
  }
  const wechatPay = loadWechatPayConfig(env, publicUrl);
  const partners = loadPartners(env, sandbox && !production);
  for (const partner of partners) {
    for (const origin of partner.origins) if (!corsOrigins.includes(origin)) corsOrigins.push(origin);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: secret(env, 'DATABASE_URL'),
    nodeEnv,
    production,
    sandbox,
    demoData,
    corsOrigins,
    partners,
    partnerAudience: env.PARTNER_AUDIENCE?.trim() || 'marketplace',
    webDist: env.WEB_DIST?.trim()
      ? path.resolve(env.WEB_DIST.trim())
      : path.join(serverRoot, '..', 'web', 'dist'),
    uploadMaxBytes: positiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    storage,
    s3: loadS3Config(env, storage),
    publicUrl,
    trustProxy: flag(env.TRUST_PROXY) ?? false,
    rateLimits: loadRateLimits(env),
    assetsDir: path.join(serverRoot, 'assets'),
    paySandboxKey: secret(env, 'PAY_SANDBOX_KEY') ?? 'sandbox-development-key-not-secret',
    wechatPay,
    maps: loadMapsConfig(env),
    idHashKey: idHashKey ?? 'development-id-hash-key-not-secret',
    idHashKeySet: idHashKey !== undefined,
    sms: loadSmsConfig(env),
    identity: loadIdentityConfig(env),
    wechatSubscribe: loadWechatSubscribeConfig(env),
    // People (issue 11)
    ocr: loadOcrConfig(env),
    wechat: loadWechatConfig(env),
    jobIntervalMs:
      env.JOB_INTERVAL_MS?.trim() === '0' ? 0 : positiveInt('JOB_INTERVAL_MS', env.JOB_INTERVAL_MS, 1000),
    kefuSupervisorAboveFen: positiveInt('KEFU_SUPERVISOR_ABOVE_FEN', env.KEFU_SUPERVISOR_ABOVE_FEN, 50_000),
    // wallet: withdrawals and cash-out
    withdrawalDailyMaxFen: positiveInt('WITHDRAWAL_DAILY_MAX_FEN', env.WITHDRAWAL_DAILY_MAX_FEN, 500_000),
    walletClearanceSeconds: loadClearanceSeconds(env),
    wechatTransfer: loadWechatTransferConfig(env, wechatPay),
  };
}
