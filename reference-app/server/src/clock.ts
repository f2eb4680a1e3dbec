/** Time source, injectable so tests can move time instead of waiting. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function unixSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}
