import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { secret } from '../secrets.js';
import { type CloudFetch, CloudUnreachable, sendSigned, tencentRequest } from './cloud-api.js';

/**
 * ID card recognition (OCR): the fields printed on one side of a resident identity card. The
 * person confirms them in the real-name form; nothing here is trusted as verified.
 */
export type IdCardSide = 'front' | 'back';

export interface IdCardFront {
  name: string;
  sex: string;
  nation: string;
  /** As printed, normalised to `YYYY-MM-DD` when it reads as a date. */
  birth: string;
  address: string;
  id_number: string;
}

export interface IdCardBack {
  authority: string;
  /** `YYYY.MM.DD-YYYY.MM.DD` or `YYYY.MM.DD-长期`, as printed. */
  valid_date: string;
}

export type IdCardFields = IdCardFront | IdCardBack;

export interface OcrProvider {
  /**
   * Reads one side of an ID card from the picture as uploaded. Throws `OcrUnreadable` when the
   * picture shows no readable card side, `OcrError` when the service could not answer.
   */
  recognizeIdCard(image: Buffer, side: IdCardSide): Promise<IdCardFields>;
}

/** The picture shows no readable card of that side: the person should take another. */
export class OcrUnreadable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'OcrUnreadable';
  }
}

/** The service gave no answer (keys, credit, limits, or it is down). */
export class OcrError extends Error {
  readonly vendorCode: string;

  constructor(vendorCode: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'OcrError';
    this.vendorCode = vendorCode;
  }
}

/** The PNG text chunk the sandbox reads its card from (`e2e/lib/sandbox.mjs` writes it). */
export const SANDBOX_IDCARD_KEYWORD = 'idcard';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function frontOf(raw: Record<string, unknown>): IdCardFront {
  return {
    name: text(raw.name),
    sex: text(raw.sex),
    nation: text(raw.nation),
    birth: text(raw.birth),
    address: text(raw.address),
    id_number: text(raw.id_number).toUpperCase(),
  };
}

function backOf(raw: Record<string, unknown>): IdCardBack {
  return { authority: text(raw.authority), valid_date: text(raw.valid_date) };
}

/**
 * The sandbox reads what the test picture carries: a PNG whose `tEXt` chunk `idcard` holds the
 * card as JSON (Latin-1, so other characters as `\\u` escapes) (`{ "side": "front", "name": ..., "id_number": ... }`). It reads the bytes as
 * uploaded, before their metadata is removed. A picture without it, or of the other side, is
 * unreadable, as a photo of something else would be for a real service.
 */
export class SandboxOcrProvider implements OcrProvider {
  async recognizeIdCard(image: Buffer, side: IdCardSide): Promise<IdCardFields> {
    const meta = await sharp(image).metadata();
    const chunk = (meta.comments ?? []).find((c) => c.keyword === SANDBOX_IDCARD_KEYWORD);
    if (!chunk) throw new OcrUnreadable('no idcard text chunk');
    let card: unknown;
    try {
      card = JSON.parse(chunk.text);
    } catch {
      throw new OcrUnreadable('idcard chunk is not JSON');
    }
    if (card === null || typeof card !== 'object') throw new OcrUnreadable('idcard chunk is not an object');
    const raw = card as Record<string, unknown>;
    if (raw.side !== side) throw new OcrUnreadable(`the picture is the ${String(raw.side)} side`);
    return side === 'front' ? frontOf(raw) : backOf(raw);
  }
}

// ---------------------------------------------------------------------------------------------
// Configuration

/** OCR_PROVIDER and its variables (docs/deployment.md, ID card recognition). */
export interface OcrConfig {
  provider: 'tencent';
  /** OCR_SECRET_ID: a Tencent Cloud SecretId allowed to call OCR only. */
  secretId: string;
  /** OCR_SECRET_KEY (or its _FILE). */
  secretKey: string;
  /** OCR_REGION: `ap-guangzhou` by default. */
  region: string;
  /** OCR_ENDPOINT: another origin of the same API; the public one by default. */
  endpoint: string | undefined;
  /** OCR_TIMEOUT_MS. */
  timeoutMs: number;
}

/** Reads OCR_PROVIDER and its variables; undefined when none is chosen. */
export function loadOcrConfig(env: NodeJS.ProcessEnv): OcrConfig | undefined {
  const provider = env.OCR_PROVIDER?.trim().toLowerCase() || 'none';
  if (provider === 'none') return undefined;
  if (provider !== 'tencent') throw new Error(`OCR_PROVIDER must be "tencent", got "${provider}"`);
  const secretId = env.OCR_SECRET_ID?.trim();
  const secretKey = secret(env, 'OCR_SECRET_KEY');
  if (!secretId || !secretKey) {
    const missing = [...(secretId ? [] : ['OCR_SECRET_ID']), ...(secretKey ? [] : ['OCR_SECRET_KEY'])];
    throw new Error(`OCR_PROVIDER=${provider} needs ${missing.join(', ')}`);
  }
  const endpoint = env.OCR_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error(`OCR_ENDPOINT must be an origin, got "${endpoint}"`);
  }
  const timeout = env.OCR_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`OCR_TIMEOUT_MS must be a positive integer, got "${timeout}"`);
  }
  return {
    provider,
    secretId,
    secretKey,
    region: env.OCR_REGION?.trim() || 'ap-guangzhou',
    endpoint,
    timeoutMs,
  };
}

// ---------------------------------------------------------------------------------------------
// Tencent Cloud OCR

export interface OcrOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  fetch?: CloudFetch;
  now?: () => number;
}

/** `1990/1/1` as printed by the service, as `1990-01-01`. */
function isoDate(value: string): string {
  const m = /^(\d{4})[/.年-](\d{1,2})[/.月-](\d{1,2})日?$/.exec(value);
  return m ? `${m[1]}-${(m[2] as string).padStart(2, '0')}-${(m[3] as string).padStart(2, '0')}` : value;
}

/**
 * Tencent Cloud OCR, `IDCardOCR` (`ocr` 2018-11-19) with `CardSide` FRONT or BACK, the picture
 * as `ImageBase64`. `FailedOperation.*` errors (no card, blurred, the other side) mean the
 * picture is unreadable; any other error or no answer means the service is unavailable.
 */
export class TencentOcr implements OcrProvider {
  readonly #config: OcrConfig;
  readonly #options: OcrOptions;
  readonly #fetch: CloudFetch;

  constructor(config: OcrConfig, options: OcrOptions) {
    this.#config = config;
    this.#options = options;
    this.#fetch = options.fetch ?? (fetch as CloudFetch);
  }

  async recognizeIdCard(image: Buffer, side: IdCardSide): Promise<IdCardFields> {
    const endpoint = this.#config.endpoint;
    const request = tencentRequest({
      host: endpoint ? new URL(endpoint).host : 'ocr.tencentcloudapi.com',
      service: 'ocr',
      action: 'IDCardOCR',
      version: '2018-11-19',
      region: this.#config.region,
      payload: { ImageBase64: image.toString('base64'), CardSide: side === 'front' ? 'FRONT' : 'BACK' },
      secretId: this.#config.secretId,
      secretKey: this.#config.secretKey,
      now: this.#options.now?.() ?? Math.floor(Date.now() / 1000),
      ...(endpoint ? { endpoint } : {}),
    });
    let body: Record<string, unknown>;
    try {
      ({ body } = await sendSigned(this.#fetch, request, this.#config.timeoutMs));
    } catch (error) {
      const reason = error instanceof CloudUnreachable ? error.message : String(error);
      this.#options.log.warn({ provider: 'tencent', reason }, 'ocr service unreachable');
      throw new OcrError('unreachable', reason, error);
    }
    const response = (body.Response ?? {}) as Record<string, unknown> & {
      Error?: { Code?: unknown; Message?: unknown };
    };
    if (response.Error) {
      const code = String(response.Error.Code ?? 'unknown');
      if (code.startsWith('FailedOperation.') && code !== 'FailedOperation.UnKnowError') {
        throw new OcrUnreadable(code);
      }
      // Never the picture or what it says: only what the service said about itself.
      this.#options.log.error(
        { provider: 'tencent', code, info: String(response.Error.Message ?? '') },
        'ocr service failed',
      );
      throw new OcrError(code, `tencent ${code}`);
    }
    if (side === 'front') {
      return frontOf({
        name: response.Name,
        sex: response.Sex,
        nation: response.Nation,
        birth: isoDate(text(response.Birth)),
        address: response.Address,
        id_number: response.IdNum,
      });
    }
    return backOf({ authority: response.Authority, valid_date: response.ValidDate });
  }
}

export function createOcrProvider(config: OcrConfig, options: OcrOptions): OcrProvider {
  return new TencentOcr(config, options);
}
