export interface OutboxSms {
  phone: string;
  code: string;
  sent_at: number;
}

/** A notification the sandbox would have sent outside the app (SMS or WeChat). */
export interface OutboxNotification {
  delivery_id: number;
  user_id: number;
  channel: 'sms' | 'wechat';
  kind: string;
  params: Record<string, string>;
  sent_at: number;
}

export interface OutboxCaptcha {
  session_id: string;
  answer: string;
  created_at: number;
}

/**
 * Sandbox-only record of what a real deployment would have delivered out of band: SMS codes,
 * captcha answers and notifications. Lets tests and local development sign in without a phone. Bounded in size.
 */
export class SandboxOutbox {
  readonly #sms: OutboxSms[] = [];
  readonly #captcha: OutboxCaptcha[] = [];
  readonly #notifications: OutboxNotification[] = [];
  readonly #limit: number;

  constructor(limit = 50) {
    this.#limit = limit;
  }

  recordSms(entry: OutboxSms): void {
    this.#sms.unshift(entry);
    this.#sms.length = Math.min(this.#sms.length, this.#limit);
  }

  recordCaptcha(entry: OutboxCaptcha): void {
    this.#captcha.unshift(entry);
    this.#captcha.length = Math.min(this.#captcha.length, this.#limit);
  }

  recordNotification(entry: OutboxNotification): void {
    this.#notifications.unshift(entry);
    this.#notifications.length = Math.min(this.#notifications.length, this.#limit);
  }

  /** Newest first. */
  snapshot(): { sms: OutboxSms[]; captcha: OutboxCaptcha[]; notifications: OutboxNotification[] } {
    return { sms: [...this.#sms], captcha: [...this.#captcha], notifications: [...this.#notifications] };
  }
}
