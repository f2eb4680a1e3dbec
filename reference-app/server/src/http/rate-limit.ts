import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { RateLimitRule } from '../config.js';
import { AppError } from '../kernel/errors.js';

/**
 * Fixed-window counters in memory, per key. Enough for one process; behind several processes
 * each counts on its own (see docs/security.md), while the per-phone SMS limit lives in the db.
 */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, { start: number; count: number; windowMs: number }>();
  readonly #clock: Clock;
  #lastSweep = 0;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Counts one hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, rule: RateLimitRule): number {
    const now = this.#clock.now();
    this.#sweep(now);
    const window = this.#windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      this.#windows.set(key, { start: now, count: 1, windowMs: rule.windowMs });
      return 0;
    }
    window.count += 1;
    if (window.count <= rule.max) return 0;
    return Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000));
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < 10_000) return;
    this.#lastSweep = now;
    for (const [key, window] of this.#windows) {
      if (now - window.start >= window.windowMs) this.#windows.delete(key);
    }
  }
}

/** What counts hits: `FixedWindowLimiter` (one process) or `DbWindowLimiter` (every process, db-rate-limit.ts). */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): number | Promise<number>;
}

/** A preHandler that limits `name` per client address. */
export function rateLimit(limiter: RateLimiter, name: string, rule: RateLimitRule): preHandlerHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const retryAfter = await limiter.hit(`${name}:${request.ip}`, rule);
    if (retryAfter > 0)
      throw new AppError('rateLimited', 'error.rateLimited', { seconds: retryAfter }, retryAfter);
  };
}
