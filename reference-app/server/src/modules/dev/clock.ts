import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { Fields, Integer, replies, Unix } from '../../http/schemas.js';
import { requireInt } from '../../kernel/input.js';

/** The most one call may move the sandbox clock: a year. */
const ADVANCE_MAX_SECONDS = 366 * 86_400;

/**
 * The sandbox server's clock: the system clock plus an offset that only moves forward, so a
 * journey can see a timer fire (clearance after 3 days) without waiting. Never in production.
 */
export class SandboxClock implements Clock {
  readonly #base: Clock;
  #offsetMs = 0;

  constructor(base: Clock) {
    this.#base = base;
  }

  now(): number {
    return this.#base.now() + this.#offsetMs;
  }

  advance(seconds: number): void {
    this.#offsetMs += seconds * 1000;
  }

  /** Back to the system's time (a journey that moved it leaves the server as it found it). */
  reset(): void {
    this.#offsetMs = 0;
  }

  get offsetSeconds(): number {
    return this.#offsetMs / 1000;
  }
}

const ClockAnswer = Type.Object({ now: Unix, offset_seconds: Type.Integer() });

/** Sandbox only: `GET /dev/clock`, `POST /dev/clock/advance` (seconds) and `POST /dev/clock/reset`. */
export function registerDevClockRoutes(
  app: FastifyInstance,
  clock: SandboxClock,
  afterAdvance: () => Promise<unknown>,
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const answer = () =>
    ok({ now: Math.floor(clock.now() / 1000), offset_seconds: Math.round(clock.offsetSeconds) });
  api.get(
    '/dev/clock',
    {
      schema: {
        operationId: 'devClock',
        summary: 'Sandbox only: the server’s clock and how far it was moved.',
        tags: ['dev'],
        response: replies(ClockAnswer),
      },
    },
    async () => answer(),
  );
  api.post(
    '/dev/clock/advance',
    {
      schema: {
        operationId: 'devClockAdvance',
        summary: 'Sandbox only: moves the server’s clock forward, then runs the timers now due.',
        tags: ['dev'],
        body: Fields({ seconds: Type.Optional(Integer('Seconds to move forward, 1 to a year.', '259200')) }),
        response: replies(ClockAnswer),
      },
    },
    async (request) => {
      clock.advance(requireInt('seconds', field(request.body, 'seconds'), 1, ADVANCE_MAX_SECONDS));
      await afterAdvance();
      return answer();
    },
  );
  api.post(
    '/dev/clock/reset',
    {
      schema: {
        operationId: 'devClockReset',
        summary: 'Sandbox only: the server’s clock back to the system’s time.',
        tags: ['dev'],
        response: replies(ClockAnswer),
      },
    },
    async () => {
      clock.reset();
      return answer();
    },
  );
}
