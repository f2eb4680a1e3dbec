import type { Db } from '../db/index.js';
import { AppError } from './errors.js';

/** What a restriction forbids: posting orders, taking tasks, or (`ban`) both. */
export type RestrictedAct = 'post' | 'take';

/**
 * Refuses (403, `error.restricted`) when kefu restricted `userId` from `act` and the restriction
 * still runs at `now`: checked where people post (deliverOrder) and take (apply to an order).
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
    .select(['kind', 'until'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [act, 'ban'])
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .orderBy('until', (o) => o.desc().nullsFirst())
    .executeTakeFirst();
  if (!live) return;
  if (live.kind === 'ban') throw new AppError('forbidden', 'error.banned');
  throw new AppError('forbidden', act === 'post' ? 'error.restrictedPost' : 'error.restrictedTake');
}
