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
  today.setHours(0, 0, 0, 0);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const days = Math.floor((today.getTime() - new Date(at).setHours(0, 0, 0, 0)) / 864e5 + 0.5);
  if (days <= 0) return time;
  let day: string;
  if (days === 1) {
    const word = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
    day = word.charAt(0).toUpperCase() + word.slice(1);
  } else {
    day = at.toLocaleDateString(locale, {
      month: 'short',
      day: 'numeric',
      ...(at.getFullYear() === today.getFullYear() ? {} : { year: 'numeric' }),
    });
  }
  return withTime ? `${day} ${time}` : day;
}
