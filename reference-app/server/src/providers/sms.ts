import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../kernel/errors.js';
import { secret } from '../secrets.js';
import {
  aliyunRpcRequest,
  type CloudFetch,
  CloudUnreachable,
  type SignedRequest,
  sendSigned,
  tencentRequest,
} from './cloud-api.js';
import type { SandboxOutbox } from './outbox.js';

export interface SmsMessage {
  phone: string;
  /** The verification code (`register`); empty for a notification. */
  code: string;
  /** `register`: the sign-in code template. `notify`: a notification, with its own template. */
  purpose: 'register' | 'notify';
  /** A notification's template (Alibaba `SMS_...` code, Tencent template id). */
  template?: string;
  /** Template parameters in template order: Alibaba reads them by name, Tencent by position. */
  params?: [string, string][];
  sentAt: number;
}

/** Sends text messages. A real adapter calls an SMS gateway; it must throw when delivery fails. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Why a gateway refused a message, in our words: `phone` (not a number it can reach),
 * `rateLimited` (too many to this number), `credit` (the account is out of credit or
 * suspended), `template` (sign or template not approved, or its parameters refused), `auth`
 * (keys or permissions), `unavailable` (no answer, or an error of its own).
 */
export type SmsFailure = 'phone' | 'rateLimited' | 'credit' | 'template' | 'auth' | 'unavailable';

/** A refused or failed send. `vendorCode` is logged, never shown to the person. */
export class SmsError extends Error {
  readonly reason: SmsFailure;
  readonly vendorCode: string;

  constructor(reason: SmsFailure, vendorCode: string, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SmsError';
    this.reason = reason;
    this.vendorCode = vendorCode;
  }
}

/** Seconds a person is asked to wait after the gateway's own per-number limit. */
export const SMS_GATEWAY_RETRY_SECONDS = 60;

/**
 * What the person is told when sending failed: a bad number and a rate limit are theirs to act
 * on; everything else is ours (503), with the vendor's reason in the server log only.
 */
export function smsFailureError(error: unknown): AppError {
  const reason = error instanceof SmsError ? error.reason : 'unavailable';
  if (reason === 'phone') return new AppError('invalid', 'error.phoneInvalid', { field: 'phone' });
  if (reason === 'rateLimited') {
    return new AppError(
      'rateLimited',
      'error.smsGatewayLimited',
      { seconds: SMS_GATEWAY_RETRY_SECONDS },
      SMS_GATEWAY_RETRY_SECONDS,
    );
  }
  const key = reason === 'credit' ? 'error.smsSuspended' : 'error.smsUnavailable';
  return new AppError('unavailable', key, {}, undefined, error);
}

/** 138****0000: enough to tell numbers apart in a log, not enough to identify anyone. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '***';
}

/** Delivers nothing: logs a redacted line and keeps the message in the sandbox outbox. */
export class SandboxSmsProvider implements SmsProvider {
  readonly #outbox: SandboxOutbox;
  readonly #log: FastifyBaseLogger;

  constructor(outbox: SandboxOutbox, log: FastifyBaseLogger) {
    this.#outbox = outbox;
    this.#log = log;
  }

  async send(message: SmsMessage): Promise<void> {
    this.#outbox.recordSms({ phone: message.phone, code: message.code, sent_at: message.sentAt });
    this.#log.info(
      { sms: { to: maskPhone(message.phone), purpose: message.purpose } },
      'sandbox sms recorded',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Configuration

/** The notifications that may also go by SMS (they move money), and their template variables. */
export const SMS_NOTIFICATION_TEMPLATES = {
  paid: 'SMS_TEMPLATE_PAID',
  disputeResolved: 'SMS_TEMPLATE_DISPUTE_RESOLVED',
  withdrawalFinished: 'SMS_TEMPLATE_WITHDRAWAL_FINISHED',
} as const;
export type SmsNotificationKind = keyof typeof SMS_NOTIFICATION_TEMPLATES;

/** SMS_PROVIDER and its variables (docs/deployment.md, SMS). */
export interface SmsConfig {
  provider: 'aliyun' | 'tencent';
  /** SMS_ACCESS_KEY_ID: Alibaba AccessKey ID, or Tencent SecretId. */
  accessKeyId: string;
  /** SMS_ACCESS_KEY_SECRET (or SMS_ACCESS_KEY_SECRET_FILE): AccessKey secret, or SecretKey. */
  accessKeySecret: string;
  /** SMS_SIGN_NAME: the approved signature, e.g. 任务集市. */
  signName: string;
  /** SMS_TEMPLATE_REGISTER: the approved template of the sign-in code (one parameter, the code). */
  registerTemplate: string;
  /**
   * Approved templates of the notifications that move money, by kind (SMS_TEMPLATE_PAID,
   * SMS_TEMPLATE_DISPUTE_RESOLVED, SMS_TEMPLATE_WITHDRAWAL_FINISHED); a kind without one is
   * not sent by SMS.
   */
  notifyTemplates: Partial<Record<SmsNotificationKind, string>>;
  /** SMS_SDK_APP_ID: Tencent's SMS application id (Tencent only). */
  sdkAppId: string | undefined;
  /** SMS_REGION: `cn-hangzhou` (Alibaba) or `ap-guangzhou` (Tencent) by default. */
  region: string;
  /** SMS_ENDPOINT: another endpoint of the same API (a VPC endpoint); the public one by default. */
  endpoint: string | undefined;
  /** SMS_TIMEOUT_MS: a send with no answer by then fails. */
  timeoutMs: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/**
 * Reads SMS_PROVIDER and its variables; undefined when no gateway is chosen. Throws a message
 * naming every variable still missing for the chosen one.
 */
export function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || 'none';
  if (provider === 'none') return undefined;
  if (provider !== 'aliyun' && provider !== 'tencent') {
    throw new Error(`SMS_PROVIDER must be "aliyun" or "tencent", got "${provider}"`);
  }
  const values = {
    SMS_ACCESS_KEY_ID: env.SMS_ACCESS_KEY_ID?.trim(),
    SMS_ACCESS_KEY_SECRET: secret(env, 'SMS_ACCESS_KEY_SECRET'),
    SMS_SIGN_NAME: env.SMS_SIGN_NAME?.trim(),
    SMS_TEMPLATE_REGISTER: env.SMS_TEMPLATE_REGISTER?.trim(),
    ...(provider === 'tencent' ? { SMS_SDK_APP_ID: env.SMS_SDK_APP_ID?.trim() } : {}),
  };
  const missing = Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  const endpoint = env.SMS_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error(
      `SMS_ENDPOINT must be an origin such as https://dysmsapi.aliyuncs.com, got "${endpoint}"`,
    );
  }
  return {
    provider,
    accessKeyId: values.SMS_ACCESS_KEY_ID as string,
    accessKeySecret: values.SMS_ACCESS_KEY_SECRET as string,
    signName: values.SMS_SIGN_NAME as string,
    registerTemplate: values.SMS_TEMPLATE_REGISTER as string,
    notifyTemplates: {
      ...(env.SMS_TEMPLATE_PAID?.trim() ? { paid: env.SMS_TEMPLATE_PAID.trim() } : {}),
      ...(env.SMS_TEMPLATE_DISPUTE_RESOLVED?.trim()
        ? { disputeResolved: env.SMS_TEMPLATE_DISPUTE_RESOLVED.trim() }
        : {}),
      ...(env.SMS_TEMPLATE_WITHDRAWAL_FINISHED?.trim()
        ? { withdrawalFinished: env.SMS_TEMPLATE_WITHDRAWAL_FINISHED.trim() }
        : {}),
    },
    sdkAppId: env.SMS_SDK_APP_ID?.trim() || undefined,
    region: env.SMS_REGION?.trim() || (provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou'),
    endpoint,
    timeoutMs: positive('SMS_TIMEOUT_MS', env.SMS_TIMEOUT_MS, 10_000),
  };
}

// ---------------------------------------------------------------------------------------------
// Gateways

type SmsLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface GatewayOptions {
  log: SmsLog;
  fetch?: CloudFetch;
  /** Unix seconds now (tests pin it, so recorded requests match byte for byte). */
  now?: () => number;
  /** Alibaba's SignatureNonce (tests pin it). */
  nonce?: () => string;
}

/** The template and its parameters of a message, whichever its purpose. */
function templateOf(
  config: SmsConfig,
  message: SmsMessage,
): { template: string; params: [string, string][] } {
  if (message.purpose === 'register')
    return { template: config.registerTemplate, params: [['code', message.code]] };
  if (!message.template) throw new SmsError('template', 'none', 'a notification needs its template');
  return { template: message.template, params: message.params ?? [] };
}

abstract class Gateway implements SmsProvider {
  protected readonly config: SmsConfig;
  protected readonly options: GatewayOptions;
  readonly #fetch: CloudFetch;

  constructor(config: SmsConfig, options: GatewayOptions) {
    this.config = config;
    this.options = options;
    this.#fetch = options.fetch ?? (fetch as CloudFetch);
  }

  protected now(): number {
    return this.options.now?.() ?? Math.floor(Date.now() / 1000);
  }

  protected abstract request(message: SmsMessage): SignedRequest;
  /** The vendor's code of the answer: `OK`/`Ok` when sent. */
  protected abstract vendorCode(body: Record<string, unknown>): { code: string; message: string };
  protected abstract classify(code: string): SmsFailure | 'sent';

  async send(message: SmsMessage): Promise<void> {
    const to = maskPhone(message.phone);
    let answer: { status: number; body: Record<string, unknown> };
    try {
      answer = await sendSigned(this.#fetch, this.request(message), this.config.timeoutMs);
    } catch (error) {
      if (error instanceof SmsError) throw error;
      const reason = error instanceof CloudUnreachable ? error.message : String(error);
      this.options.log.warn({ provider: this.config.provider, to, reason }, 'sms gateway unreachable');
      // A timeout may still have been delivered: `timeout` tells a retry apart from a resend.
      const timedOut = error instanceof CloudUnreachable && error.timedOut;
      throw new SmsError('unavailable', timedOut ? 'timeout' : 'unreachable', reason, error);
    }
    const { code, message: vendorMessage } = this.vendorCode(answer.body);
    const outcome = this.classify(code);
    if (outcome === 'sent') return;
    const details = { provider: this.config.provider, to, code, info: vendorMessage, status: answer.status };
    // The person's own mistakes are warnings; the rest needs the operator.
    if (outcome === 'phone' || outcome === 'rateLimited') this.options.log.warn(details, 'sms refused');
    else this.options.log.error(details, 'sms gateway failed');
    throw new SmsError(outcome, code, `${this.config.provider} ${code}: ${vendorMessage}`);
  }
}

const ALIYUN_CODES: Readonly<Record<string, SmsFailure>> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'phone',
  'isv.MOBILE_COUNT_OVER_LIMIT': 'phone',
  'isv.BUSINESS_LIMIT_CONTROL': 'rateLimited',
  'isv.DAY_LIMIT_CONTROL': 'rateLimited',
  'isv.AMOUNT_NOT_ENOUGH': 'credit',
  'isv.OUT_OF_SERVICE': 'credit',
  'isv.ACCOUNT_ABNORMAL': 'credit',
  'isv.ACCOUNT_NOT_EXISTS': 'credit',
  'isv.SMS_SIGNATURE_ILLEGAL': 'template',
  'isv.SMS_SIGN_ILLEGAL': 'template',
  'isv.SMS_TEMPLATE_ILLEGAL': 'template',
  'isv.TEMPLATE_MISSING_PARAMETERS': 'template',
  'isv.TEMPLATE_PARAMS_ILLEGAL': 'template',
  'isv.PARAM_LENGTH_LIMIT': 'template',
  'isv.INVALID_PARAMETERS': 'template',
  'isv.BLACK_KEY_CONTROL_LIMIT': 'template',
  'InvalidAccessKeyId.NotFound': 'auth',
  'InvalidAccessKeyId.Inactive': 'auth',
  SignatureDoesNotMatch: 'auth',
  'isp.RAM_PERMISSION_DENY': 'auth',
  'isv.PRODUCT_UN_SUBSCRIPT': 'auth',
};

/** Alibaba Cloud SMS (`dysmsapi` 2017-05-25, `SendSms`), RPC style signed with HMAC-SHA1. */
export class AliyunSms extends Gateway {
  protected request(message: SmsMessage): SignedRequest {
    const { template, params } = templateOf(this.config, message);
    return aliyunRpcRequest({
      endpoint: this.config.endpoint ?? 'https://dysmsapi.aliyuncs.com',
      action: 'SendSms',
      version: '2017-05-25',
      params: {
        PhoneNumbers: message.phone,
        SignName: this.config.signName,
        TemplateCode: template,
        TemplateParam: JSON.stringify(Object.fromEntries(params)),
      },
      accessKeyId: this.config.accessKeyId,
      accessKeySecret: this.config.accessKeySecret,
      regionId: this.config.region,
      now: this.now(),
      ...(this.options.nonce ? { nonce: this.options.nonce() } : {}),
    });
  }

  protected vendorCode(body: Record<string, unknown>) {
    return { code: String(body.Code ?? 'unknown'), message: String(body.Message ?? '') };
  }

  protected classify(code: string): SmsFailure | 'sent' {
    if (code === 'OK') return 'sent';
    return ALIYUN_CODES[code] ?? 'unavailable';
  }
}

const TENCENT_CODES: Readonly<Record<string, SmsFailure>> = {
  'InvalidParameterValue.IncorrectPhoneNumber': 'phone',
  'FailedOperation.PhoneNumberInBlacklist': 'phone',
  'FailedOperation.PhoneNumberParseFail': 'phone',
  'UnsupportedOperation.UnsupportedRegion': 'phone',
  'LimitExceeded.PhoneNumberDailyLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'rateLimited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'rateLimited',
  'LimitExceeded.DeliveryFrequencyLimit': 'rateLimited',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'credit',
  'UnauthorizedOperation.SerivceSuspendDueToArrears': 'credit',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'template',
  'FailedOperation.TemplateIncorrectOrUnapproved': 'template',
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': 'template',
  'InvalidParameterValue.TemplateParameterFormatError': 'template',
  'InvalidParameterValue.TemplateParameterLengthLimit': 'template',
  'InvalidParameterValue.ProhibitedUseUrlInTemplateParameter': 'template',
  'FailedOperation.ContainSensitiveWord': 'template',
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': 'auth',
  'UnauthorizedOperation.RequestPermissionDeny': 'auth',
  'UnauthorizedOperation.IndividualUserMarketingSmsPermissionDeny': 'auth',
};

/** Tencent Cloud SMS (`sms` 2021-01-11, `SendSms`), API 3.0 signed with TC3-HMAC-SHA256. */
export class TencentSms extends Gateway {
  protected request(message: SmsMessage): SignedRequest {
    const { template, params } = templateOf(this.config, message);
    const endpoint = this.config.endpoint;
    return tencentRequest({
      host: endpoint ? new URL(endpoint).host : 'sms.tencentcloudapi.com',
      service: 'sms',
      action: 'SendSms',
      version: '2021-01-11',
      region: this.config.region,
      payload: {
        PhoneNumberSet: [`+86${message.phone}`],
        SmsSdkAppId: this.config.sdkAppId,
        SignName: this.config.signName,
        TemplateId: template,
        TemplateParamSet: params.map(([, value]) => value),
      },
      secretId: this.config.accessKeyId,
      secretKey: this.config.accessKeySecret,
      now: this.now(),
      ...(endpoint ? { endpoint } : {}),
    });
  }

  /** The call's own error first (`Response.Error`), else the one number's `SendStatusSet` entry. */
  protected vendorCode(body: Record<string, unknown>) {
    const response = (body.Response ?? {}) as {
      Error?: { Code?: unknown; Message?: unknown };
      SendStatusSet?: { Code?: unknown; Message?: unknown }[];
    };
    const entry = response.Error ?? response.SendStatusSet?.[0];
    return { code: String(entry?.Code ?? 'unknown'), message: String(entry?.Message ?? '') };
  }

  protected classify(code: string): SmsFailure | 'sent' {
    if (code === 'Ok') return 'sent';
    if (TENCENT_CODES[code]) return TENCENT_CODES[code];
    if (code.startsWith('AuthFailure.')) return 'auth';
    return 'unavailable';
  }
}

/** The gateway `config` names. */
export function createSmsGateway(config: SmsConfig, options: GatewayOptions): SmsProvider {
  return config.provider === 'aliyun' ? new AliyunSms(config, options) : new TencentSms(config, options);
}
