/**
 * The formatters of dates in lists, made once per locale and set of options:
 * `toLocaleString` and `toLocaleDateString` with a locale build one at every call (about 0.2 ms
 * each in Node, more on a phone), and a list formats a date or two per row.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time in seconds as the reader writes it, as `new Date(seconds * 1000).toLocaleDateString(locale,
 * options)` would (with no options: the date alone, in numbers).
 *
 * @example formatDate(record.created_at, 'zh-Hans', { dateStyle: 'medium' }) // '2026年11月27日'
 */
export function formatDate(seconds: number, locale: string, options?: Intl.DateTimeFormatOptions): string {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format.format(seconds * 1000);
}
