import type { Db } from '../db/index.js';
import type { MessageKey } from '../i18n/messages.js';
import { AppError } from './errors.js';

/** What a restriction forbids: posting orders, taking tasks, or (`ban`) both. */
export type RestrictedAct = 'post' | 'take';

/** The marketplace's own day: a restriction's end is told as a date in China time (UTC+8). */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** Unix seconds -> `2026-12-03 09:30` in China time, the same in every locale. */
export function restrictionEnd(until: number): string {
  return new Date((until + CHINA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

const REFUSALS: Readonly<Record<'post' | 'take' | 'ban', readonly [MessageKey, MessageKey]>> = {
  post: ['error.restrictedPost', 'error.restrictedPostOpen'],
  take: ['error.restrictedTake', 'error.restrictedTakeOpen'],
  ban: ['error.banned', 'error.bannedOpen'],
};

/**
 * Refuses (403) when kefu restricted `userId` from `act` and the restriction still runs at
 * `now`: checked where people post (deliverOrder) and take (apply to an order). The message
 * names what is forbidden, until when (or until further notice) and kefu's reason; of several
 * live restrictions, the one that lasts longest.
 *
 * @example await refuseIfRestricted(tx, viewer.userId, 'post', now);
 */
export async function refuseIfRestricted(
  db: Db,
  userId: number,
  act: RestrictedAct,
  now: number,
): Promise<void> {
  const live = await db
    .selectFrom('user_restrictions')
    .select(['kind', 'until', 'reason'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [act, 'ban'])
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .orderBy('until', (o) => o.desc().nullsFirst())
    .executeTakeFirst();
  if (!live) return;
  const [dated, open] = REFUSALS[live.kind === 'ban' ? 'ban' : act];
  if (live.until === null) throw new AppError('forbidden', open, { reason: live.reason });
  throw new AppError('forbidden', dated, { until: restrictionEnd(Number(live.until)), reason: live.reason });
}
