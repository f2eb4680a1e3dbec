import type { Config } from '../config.js';

/**
 * How one provider runs: `real` (an adapter to the vendor), `sandbox` (offline stand-in, knowingly
 * on), `offline` (a built-in fallback that is fine in production, e.g. distance estimates),
 * `missing` (nothing can do the job).
 */
export type ProviderMode = 'real' | 'sandbox' | 'offline' | 'missing';

export interface ProviderLine {
  /** What the provider does: `sms`, `identity`, `pay`, `maps`, `notifications`, `idHashKey`, `payout`. */
  name: string;
  mode: ProviderMode;
  /** The adapter in use (`aliyun`, `wechat`, `sandbox`...), or `none`. */
  adapter: string;
  /** A required provider that is missing stops a production start and fails `/readyz`. */
  required: boolean;
  /** What to set to make it real: named in the start-up refusal. */
  variables: string;
}

/**
 * Which providers this configuration makes real, which run in the sandbox, and which are missing.
 * Sign-in codes (SMS), real-name checks (identity), payments and the ID fingerprint key are
 * required unless the sandbox is on; maps and notifications outside the app are optional.
 *
 * @example providerReport(loadConfig({ NODE_ENV: 'production' })).filter((p) => p.mode === 'missing')
 */
export function providerReport(config: Config): ProviderLine[] {
  const fallback = (required: boolean): ProviderMode =>
    config.sandbox ? 'sandbox' : required ? 'missing' : 'offline';
  const line = (
    name: string,
    adapter: string | undefined,
    variables: string,
    required = true,
  ): ProviderLine => ({
    name,
    mode: adapter ? 'real' : fallback(required),
    adapter: adapter ?? (config.sandbox ? 'sandbox' : 'none'),
    required,
    variables,
  });
  return [
    line('sms', config.sms?.provider, 'SMS_PROVIDER (aliyun or tencent) and its SMS_* variables'),
    line(
      'identity',
      config.identity?.provider,
      'IDENTITY_PROVIDER (aliyun or tencent) and its IDENTITY_* variables',
    ),
    line(
      'pay',
      config.wechatPay ? 'wechat' : undefined,
      'PAY_PROVIDER=wechat and its WECHAT_PAY_* variables',
    ),
    line('idHashKey', config.idHashKeySet ? 'configured' : undefined, 'ID_HASH_KEY (or ID_HASH_KEY_FILE)'),
    notificationsLine(config),
    {
      name: 'maps',
      mode: config.maps.provider === 'amap' ? 'real' : 'offline',
      adapter: config.maps.provider,
      required: false,
      variables: 'MAPS_PROVIDER=amap and MAPS_KEY',
    },
    // People (issue 11): without it, people type their ID card's fields by hand.
    line('ocr', config.ocr?.provider, 'OCR_PROVIDER=tencent and its OCR_* variables', false),
    // wallet: cash-out through the merchant transfer of the same WeChat Pay merchant
    line(
      'payout',
      config.wechatTransfer ? 'wechat' : undefined,
      'PAY_PROVIDER=wechat and its WECHAT_PAY_* variables (WECHAT_TRANSFER_* optional)',
    ),
    // WeChat sign-in, teams and invitations
    line(
      'wechat',
      config.wechat
        ? [config.wechat.mini && 'mini', config.wechat.official && 'official'].filter(Boolean).join('+')
        : undefined,
      'WECHAT_MP_APPID and WECHAT_MP_SECRET (mini program), WECHAT_OA_APPID and WECHAT_OA_SECRET (official account)',
      false,
    ),
  ];
}

/**
 * Notifications outside the app: the sandbox outbox, or WeChat subscribe messages and SMS (for
 * the money kinds) where templates are configured, or none (in the app only).
 */
function notificationsLine(config: Config): ProviderLine {
  const sms = Object.keys(config.sms?.notifyTemplates ?? {});
  const wechat = Object.keys(config.wechatSubscribe?.templates ?? {});
  const channels = [
    ...(wechat.length ? [`wechat:${wechat.join('+')}`] : []),
    ...(config.sms && sms.length ? [`sms:${sms.join('+')}`] : []),
  ];
  const real = !config.sandbox && channels.length > 0;
  return {
    name: 'notifications',
    mode: config.sandbox ? 'sandbox' : real ? 'real' : 'offline',
    adapter: config.sandbox ? 'outbox' : real ? channels.join(',') : 'none',
    required: false,
    variables:
      'SMS_TEMPLATE_PAID, SMS_TEMPLATE_DISPUTE_RESOLVED, SMS_TEMPLATE_WITHDRAWAL_FINISHED (with SMS_PROVIDER)',
  };
}

/** The required providers this configuration lacks. */
export function missingProviders(report: ProviderLine[]): ProviderLine[] {
  return report.filter((p) => p.required && p.mode === 'missing');
}

/** One line for the start-up log: `sms=aliyun(real) identity=sandbox(sandbox) ...`. */
export function describeProviders(report: ProviderLine[]): string {
  return report.map((p) => `${p.name}=${p.adapter}(${p.mode})`).join(' ');
}
