import type { FastifyBaseLogger } from 'fastify';
import { secret } from '../secrets.js';
import {
  aliyunRpcRequest,
  type CloudFetch,
  CloudUnreachable,
  type SignedRequest,
  sendSigned,
  tencentRequest,
} from './cloud-api.js';

/**
 * Real-name verification: does this name belong to this resident ID number? A real adapter asks
 * an identity verification service (the public-security "two elements" check that payment and
 * marketplace platforms in China use); the sandbox answers offline and predictably.
 * `noRecord`: the official record has no such number (nothing to compare the name with).
 */
export type IdentityAnswer = 'match' | 'mismatch' | 'noRecord';

export interface IdentityProvider {
  /**
   * `idNumber` is already a valid 18-character number (checksum and date checked). Throws
   * `IdentityError` when the service could not answer.
   */
  verify(input: { name: string; idNumber: string }): Promise<IdentityAnswer>;
}

/** The service gave no answer about the person (keys, credit, limits, or it is down). */
export class IdentityError extends Error {
  readonly vendorCode: string;

  constructor(vendorCode: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'IdentityError';
    this.vendorCode = vendorCode;
  }
}

/**
 * The sandbox: every valid number matches its name, except numbers whose sequence code (the
 * 15th to 17th characters) is `000`, which answer `mismatch` so a rejection can be tried, e.g.
 * `110105199001010002` is valid and never matches (docs/security.md).
 */
export class SandboxIdentityProvider implements IdentityProvider {
  async verify({ idNumber }: { name: string; idNumber: string }): Promise<IdentityAnswer> {
    return idNumber.slice(14, 17) === '000' ? 'mismatch' : 'match';
  }
}

// ---------------------------------------------------------------------------------------------
// Configuration

/** IDENTITY_PROVIDER and its variables (docs/deployment.md, Identity). */
export interface IdentityConfig {
  provider: 'aliyun' | 'tencent';
  /** IDENTITY_ACCESS_KEY_ID: Alibaba AccessKey ID, or Tencent SecretId. */
  accessKeyId: string;
  /** IDENTITY_ACCESS_KEY_SECRET (or its _FILE). */
  accessKeySecret: string;
  /** IDENTITY_REGION: `cn-hangzhou` (Alibaba) or `ap-guangzhou` (Tencent) by default. */
  region: string;
  /** IDENTITY_ENDPOINT: another endpoint of the same API; the public one by default. */
  endpoint: string | undefined;
  /** IDENTITY_TIMEOUT_MS. */
  timeoutMs: number;
}

/** Reads IDENTITY_PROVIDER and its variables; undefined when none is chosen. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig | undefined {
  const provider = env.IDENTITY_PROVIDER?.trim().toLowerCase() || 'none';
  if (provider === 'none') return undefined;
  if (provider !== 'aliyun' && provider !== 'tencent') {
    throw new Error(`IDENTITY_PROVIDER must be "aliyun" or "tencent", got "${provider}"`);
  }
  const accessKeyId = env.IDENTITY_ACCESS_KEY_ID?.trim();
  const accessKeySecret = secret(env, 'IDENTITY_ACCESS_KEY_SECRET');
  const missing = [
    ...(accessKeyId ? [] : ['IDENTITY_ACCESS_KEY_ID']),
    ...(accessKeySecret ? [] : ['IDENTITY_ACCESS_KEY_SECRET']),
  ];
  if (!accessKeyId || !accessKeySecret) {
    throw new Error(`IDENTITY_PROVIDER=${provider} needs ${missing.join(', ')}`);
  }
  const endpoint = env.IDENTITY_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error(`IDENTITY_ENDPOINT must be an origin, got "${endpoint}"`);
  }
  const timeout = env.IDENTITY_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`IDENTITY_TIMEOUT_MS must be a positive integer, got "${timeout}"`);
  }
  return {
    provider,
    accessKeyId,
    accessKeySecret,
    region: env.IDENTITY_REGION?.trim() || (provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou'),
    endpoint,
    timeoutMs,
  };
}

// ---------------------------------------------------------------------------------------------
// Services

type IdentityLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface IdentityOptions {
  log: IdentityLog;
  fetch?: CloudFetch;
  now?: () => number;
  nonce?: () => string;
}

abstract class IdentityService implements IdentityProvider {
  protected readonly config: IdentityConfig;
  protected readonly options: IdentityOptions;
  readonly #fetch: CloudFetch;

  constructor(config: IdentityConfig, options: IdentityOptions) {
    this.config = config;
    this.options = options;
    this.#fetch = options.fetch ?? (fetch as CloudFetch);
  }

  protected now(): number {
    return this.options.now?.() ?? Math.floor(Date.now() / 1000);
  }

  protected abstract request(input: { name: string; idNumber: string }): SignedRequest;
  /** The answer, or the vendor's code and message when it gave none about the person. */
  protected abstract read(body: Record<string, unknown>): IdentityAnswer | { code: string; message: string };

  async verify(input: { name: string; idNumber: string }): Promise<IdentityAnswer> {
    let body: Record<string, unknown>;
    try {
      ({ body } = await sendSigned(this.#fetch, this.request(input), this.config.timeoutMs));
    } catch (error) {
      const reason = error instanceof CloudUnreachable ? error.message : String(error);
      this.options.log.warn({ provider: this.config.provider, reason }, 'identity service unreachable');
      throw new IdentityError('unreachable', reason, error);
    }
    const answer = this.read(body);
    if (typeof answer === 'string') return answer;
    // Never the name or the number: only what the service said about itself.
    this.options.log.error(
      { provider: this.config.provider, code: answer.code, info: answer.message },
      'identity service failed',
    );
    throw new IdentityError(answer.code, `${this.config.provider} ${answer.code}: ${answer.message}`);
  }
}

/**
 * Alibaba Cloud ID Verification, the standard two-element check (`Cloudauth` 2019-03-07,
 * `Id2MetaStandardVerify`): `Code` 200 and `ResultObject.BizCode` 1 (match), 2 (mismatch) or
 * 3 (no record).
 */
export class AliyunIdentity extends IdentityService {
  protected request({ name, idNumber }: { name: string; idNumber: string }): SignedRequest {
    return aliyunRpcRequest({
      endpoint: this.config.endpoint ?? 'https://cloudauth.aliyuncs.com',
      action: 'Id2MetaStandardVerify',
      version: '2019-03-07',
      params: { ParamType: 'normal', IdentifyNum: idNumber, UserName: name },
      accessKeyId: this.config.accessKeyId,
      accessKeySecret: this.config.accessKeySecret,
      regionId: this.config.region,
      now: this.now(),
      ...(this.options.nonce ? { nonce: this.options.nonce() } : {}),
    });
  }

  protected read(body: Record<string, unknown>) {
    const result = body.ResultObject as { BizCode?: unknown } | undefined;
    if (String(body.Code) === '200') {
      const biz = String(result?.BizCode ?? '');
      if (biz === '1') return 'match' as const;
      if (biz === '2') return 'mismatch' as const;
      if (biz === '3') return 'noRecord' as const;
    }
    return { code: String(body.Code ?? 'unknown'), message: String(body.Message ?? '') };
  }
}

/**
 * Tencent Cloud Face ID, the ID card two-element check (`faceid` 2018-03-01,
 * `IdCardVerification`): `Result` "0" (match), "-1" (mismatch), "-2"/"-3" (the number or the
 * name is not one the registry accepts: a mismatch to the person), "-5" (no record); the other
 * results and `Response.Error` say the service could not answer.
 */
export class TencentIdentity extends IdentityService {
  protected request({ name, idNumber }: { name: string; idNumber: string }): SignedRequest {
    const endpoint = this.config.endpoint;
    return tencentRequest({
      host: endpoint ? new URL(endpoint).host : 'faceid.tencentcloudapi.com',
      service: 'faceid',
      action: 'IdCardVerification',
      version: '2018-03-01',
      region: this.config.region,
      payload: { IdCard: idNumber, Name: name },
      secretId: this.config.accessKeyId,
      secretKey: this.config.accessKeySecret,
      now: this.now(),
      ...(endpoint ? { endpoint } : {}),
    });
  }

  protected read(body: Record<string, unknown>) {
    const response = (body.Response ?? {}) as {
      Result?: unknown;
      Description?: unknown;
      Error?: { Code?: unknown; Message?: unknown };
    };
    if (response.Error) {
      return {
        code: String(response.Error.Code ?? 'unknown'),
        message: String(response.Error.Message ?? ''),
      };
    }
    const result = String(response.Result ?? '');
    if (result === '0') return 'match' as const;
    if (result === '-1' || result === '-2' || result === '-3') return 'mismatch' as const;
    if (result === '-5') return 'noRecord' as const;
    return { code: `Result ${result}`, message: String(response.Description ?? '') };
  }
}

/** The service `config` names. */
export function createIdentityProvider(config: IdentityConfig, options: IdentityOptions): IdentityProvider {
  return config.provider === 'aliyun'
    ? new AliyunIdentity(config, options)
    : new TencentIdentity(config, options);
}
