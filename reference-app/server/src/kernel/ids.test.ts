import { describe, expect, it } from 'vitest';
import { orderedId } from './ids.js';

describe('orderedId', () => {
  it('sorts as text in the order the ids were made, even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => orderedId('wd'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the prefix and a fixed length of letters and digits', () => {
    expect(orderedId('wd')).toMatch(/^wd[0-9a-f]{28}$/);
    expect(orderedId('pay_')).toHaveLength(32);
  });
});
