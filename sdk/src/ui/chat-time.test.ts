import { describe, expect, test } from 'vitest';
import { formatChatTime } from './chat-time';

/** Unix seconds of a local date and time. */
const at = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  new Date(y, mo - 1, d, h, mi).getTime() / 1000;
const now = new Date(2024, 5, 12, 15, 30).getTime(); // 12 June 2024, 15:30 local

describe('formatChatTime', () => {
  test('today: the time; yesterday: the word; this year: the day; before: the date', () => {
    expect(formatChatTime(at(2024, 6, 12, 9, 5), 'en', false, now)).toBe('09:05');
    expect(formatChatTime(at(2024, 6, 11, 23, 59), 'en', false, now)).toBe('Yesterday');
    expect(formatChatTime(at(2024, 6, 11, 23, 59), 'en', true, now)).toBe('Yesterday 23:59');
    expect(formatChatTime(at(2024, 3, 5, 8), 'en', false, now)).toBe('Mar 5');
    expect(formatChatTime(at(2023, 3, 5, 8), 'en', false, now)).toBe('Mar 5, 2023');
  });

  test('speaks each interface language', () => {
    expect(formatChatTime(at(2024, 6, 11, 8), 'zh-Hans', false, now)).toBe('昨天');
    expect(formatChatTime(at(2024, 3, 5, 8), 'zh-Hans', false, now)).toBe('3月5日');
    expect(formatChatTime(at(2024, 6, 11, 8), 'fr', false, now)).toBe('Hier');
    expect(formatChatTime(at(2024, 6, 11, 8), 'es', false, now)).toBe('Ayer');
    expect(formatChatTime(at(2024, 6, 12, 14, 7), 'zh-Hant', false, now)).toBe('14:07');
  });

  test('a list of times builds its formatters once, not one per row', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      // a locale no other test here formats with: its formatters are not kept yet
      for (let row = 0; row < 20; row++) {
        expect(formatChatTime(at(2024, 6, 12, 9, row), 'en-GB', false, now)).toBe(
          `09:${String(row).padStart(2, '0')}`,
        );
        formatChatTime(at(2024, 3, 5 + row, 8), 'en-GB', true, now);
      }
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(made).toBe(2); // the time, and the day of this year
  });
});
