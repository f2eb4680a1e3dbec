import type { FastifyBaseLogger } from 'fastify';
import type { SandboxOutbox } from './outbox.js';

export interface SmsMessage {
  phone: string;
  /** The verification code, for templates that carry one. */
  code: string;
  purpose: 'register';
  sentAt: number;
}

/** Sends text messages. A real adapter calls an SMS gateway; it must throw when delivery fails. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
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
