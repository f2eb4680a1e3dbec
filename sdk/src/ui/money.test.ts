import { describe, expect, test } from 'vitest';
import { formatFen, parseYuan } from './money';

describe('money', () => {
  test('formats fen as yuan with two decimals', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(123456)).toBe('¥1234.56');
    expect(formatFen(-50)).toBe('-¥0.50');
  });

  test('reads yuan typed by a person into fen, exactly', () => {
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan(' ¥19.99 ')).toBe(1999);
    expect(parseYuan('１２．３')).toBe(1230);
    expect(parseYuan('1.')).toBe(100);
  });

  test('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-1', '1e3', '.5', '1,000']) expect(parseYuan(bad)).toBeNull();
  });
});
