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
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  // whole calendar days between the two midnights (rounded: a daylight-saving day is 23 or 25 h)
  const days = Math.round((today.setHours(0, 0, 0, 0) - new Date(at).setHours(0, 0, 0, 0)) / 864e5);
  if (days < 1) return time;
  const day =
    days < 2
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
          .format(-1, 'day')
          .replace(/^./, (c) => c.toUpperCase())
      : at.toLocaleDateString(locale, {
          month: 'short',
          day: 'numeric',
          year: at.getFullYear() === today.getFullYear() ? undefined : 'numeric',
        });
  return withTime ? `${day} ${time}` : day;
}
