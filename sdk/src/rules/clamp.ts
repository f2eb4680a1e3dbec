/**
 * Keeps `value` between `min` and `max` (inclusive). Bounds given the wrong way round are
 * swapped, so a picker with `start` after `end` still yields a value inside the range.
 *
 * @example clamp(25, 0, 23) // 23
 */
export function clamp(value: number, min: number, max: number): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  if (Number.isNaN(value)) return lo;
  return Math.min(Math.max(value, lo), hi);
}
