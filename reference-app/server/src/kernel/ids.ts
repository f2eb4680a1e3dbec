import { randomBytes } from 'node:crypto';

let lastMillis = 0;

/**
 * A record id that sorts, as text, after every id this process made before it: the prefix,
 * 12 hex digits of a strictly increasing millisecond count, 16 random hex digits. Lists sorted
 * by a time in seconds break their ties on it, so two records of the same second keep the
 * order they were made in. Ids from other processes interleave only by their clocks.
 */
export function orderedId(prefix: string): string {
  lastMillis = Math.max(Date.now(), lastMillis + 1);
  return `${prefix}${lastMillis.toString(16).padStart(12, '0')}${randomBytes(8).toString('hex')}`;
}
