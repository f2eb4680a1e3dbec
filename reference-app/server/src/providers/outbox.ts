export interface OutboxSms {
  phone: string;
  code: string;
  sent_at: number;
}

export interface OutboxCaptcha {
  session_id: string;
  answer: string;
  created_at: number;
}

/**
 * Sandbox-only record of what a real deployment would have delivered out of band: SMS codes and
 * captcha answers. Lets tests and local development sign in without a phone. Bounded in size.
 */
export class SandboxOutbox {
  readonly #sms: OutboxSms[] = [];
  readonly #captcha: OutboxCaptcha[] = [];
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

  /** Newest first. */
  snapshot(): { sms: OutboxSms[]; captcha: OutboxCaptcha[] } {
    return { sms: [...this.#sms], captcha: [...this.#captcha] };
  }
}
