import { expect, test } from 'vitest';
import { formatDate } from './date-format';

const at = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime() / 1000;

test('formats as toLocaleDateString and toLocaleString would, in each locale', () => {
  const day = at(2026, 11, 27, 9, 5);
  const cases: [string, Intl.DateTimeFormatOptions | undefined][] = [
    ['zh-Hans', undefined],
    ['en', { dateStyle: 'medium' }],
    ['fr', { dateStyle: 'medium', timeStyle: 'short' }],
    ['es', { year: 'numeric', month: 'short', day: 'numeric' }],
    ['zh-Hant', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }],
  ];
  for (const [locale, options] of cases)
    expect(formatDate(day, locale, options)).toBe(
      new Date(day * 1000).toLocaleString(
        locale,
        options ?? {
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
        },
      ),
    );
  expect(formatDate(day, 'zh-Hans', { dateStyle: 'medium' })).toBe('2026年11月27日');
});

test('a list of dates builds one formatter per locale and options, not one per row', () => {
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
      expect(formatDate(at(2026, 3, 1 + row), 'en-GB')).toBe(`${String(1 + row).padStart(2, '0')}/03/2026`);
      formatDate(at(2026, 3, 1 + row, 8, row), 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    }
  } finally {
    Intl.DateTimeFormat = Original;
  }
  expect(made).toBe(2);
});
