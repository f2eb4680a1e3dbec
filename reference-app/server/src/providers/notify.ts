import type { SandboxOutbox } from './outbox.js';
import type { SmsConfig, SmsNotificationKind, SmsProvider } from './sms.js';

/** What one delivery carries to a channel: the person, their phone, the kind and its parameters. */
export interface OutgoingNotification {
  deliveryId: number;
  userId: number;
  /** The account's phone (mainland 11 digits), or null. */
  phone: string | null;
  kind: string;
  /** Template parameters in template order, e.g. `[['title', '修理水龙头'], ['amount', '80.00']]`. */
  params: [string, string][];
  sentAt: number;
}

/**
 * A way to reach a person outside the app. `send` throws when the channel failed (the dispatcher
 * retries); it answers `skipped` when the person has no address on it (no phone, no openid).
 */
export interface NotificationChannel {
  readonly name: 'sms' | 'wechat';
  /** Whether this channel carries `kind` at all (an approved template for it). */
  carries(kind: string): boolean;
  send(notification: OutgoingNotification): Promise<'sent' | 'skipped'>;
}

/** The kinds that move money: the only ones that also go by SMS. */
export const MONEY_KINDS: readonly string[] = ['paid', 'disputeResolved', 'withdrawalFinished'];

/** Sandbox: records what would have been sent in the outbox (`GET /dev/outbox`, `notifications`). */
export class OutboxChannel implements NotificationChannel {
  readonly name: 'sms' | 'wechat';
  readonly #outbox: SandboxOutbox;

  constructor(name: 'sms' | 'wechat', outbox: SandboxOutbox) {
    this.name = name;
    this.#outbox = outbox;
  }

  carries(kind: string): boolean {
    return this.name === 'wechat' || MONEY_KINDS.includes(kind);
  }

  async send(n: OutgoingNotification): Promise<'sent' | 'skipped'> {
    if (this.name === 'sms' && !n.phone) return 'skipped';
    this.#outbox.recordNotification({
      delivery_id: n.deliveryId,
      user_id: n.userId,
      channel: this.name,
      kind: n.kind,
      params: Object.fromEntries(n.params),
      sent_at: n.sentAt,
    });
    return 'sent';
  }
}

/** Money notifications by SMS, through the sign-in gateway, with the kind's approved template. */
export class SmsChannel implements NotificationChannel {
  readonly name = 'sms' as const;
  readonly #sms: SmsProvider;
  readonly #templates: SmsConfig['notifyTemplates'];

  constructor(sms: SmsProvider, templates: SmsConfig['notifyTemplates']) {
    this.#sms = sms;
    this.#templates = templates;
  }

  carries(kind: string): boolean {
    return this.#templates[kind as SmsNotificationKind] !== undefined;
  }

  async send(n: OutgoingNotification): Promise<'sent' | 'skipped'> {
    const template = this.#templates[n.kind as SmsNotificationKind];
    if (!template || !n.phone) return 'skipped';
    await this.#sms.send({
      phone: n.phone,
      code: '',
      purpose: 'notify',
      template,
      params: n.params,
      sentAt: n.sentAt,
    });
    return 'sent';
  }
}
