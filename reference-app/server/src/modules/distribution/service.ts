import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { PAGE_SIZE, type Page, parsePage } from '../../kernel/paging.js';
import type { Viewer } from '../../kernel/viewer.js';

/** A person counts as active when they signed in (or their app renewed its token) this recently. */
export const ACTIVE_WITHIN_S = 30 * 24 * 3600;

/** A person of a team as others see them: public name and face, never the phone. */
export interface Member {
  id: number;
  s_username: string;
  face: string;
  joined_at: number;
  active: boolean;
}

/** My team: the people I invited (`captain_id` at their registration), newest first. */
export type TeamPage = Page<Member> & { total: number; active_total: number; active_days: number };

/** My inviter and the other people they invited (my partners), newest first. */
export type PartnerPage = Page<Member> & { captain: Member | null };

/**
 * Teams and invitations (docs/wechat-api.md, Teams): who I invited, who invited me and whom we
 * share. Only public fields leave: a team never shows another person's phone or real name.
 */
export class TeamService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  #members(since: number) {
    return this.#db
      .selectFrom('users')
      .select((eb) => [
        'users.id',
        'users.s_username',
        'users.face',
        'users.created_at as joined_at',
        eb
          .exists(
            eb
              .selectFrom('auth_tokens')
              .select('auth_tokens.id')
              .whereRef('auth_tokens.user_id', '=', 'users.id')
              .where('auth_tokens.created_at', '>=', since),
          )
          .as('active'),
      ]);
  }

  async #page(
    captainId: number,
    excludeId: number | null,
    rawPage: string | undefined,
  ): Promise<Page<Member>> {
    const page = parsePage(rawPage);
    const since = unixSeconds(this.#clock) - ACTIVE_WITHIN_S;
    let query = this.#members(since).where('users.captain_id', '=', captainId);
    if (excludeId !== null) query = query.where('users.id', '!=', excludeId);
    const rows = await query
      .orderBy('users.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      list: rows.slice(0, PAGE_SIZE).map((row) => ({ ...row, active: Boolean(row.active) })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  async myTeam(viewer: Viewer, rawPage: string | undefined): Promise<TeamPage> {
    const page = await this.#page(viewer.userId, null, rawPage);
    const since = unixSeconds(this.#clock) - ACTIVE_WITHIN_S;
    const counts = await this.#db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn
          .count<string>('users.id')
          .filterWhere((f) =>
            f.exists(
              f
                .selectFrom('auth_tokens')
                .select('auth_tokens.id')
                .whereRef('auth_tokens.user_id', '=', 'users.id')
                .where('auth_tokens.created_at', '>=', since),
            ),
          )
          .as('active_total'),
      ])
      .where('users.captain_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    return {
      ...page,
      total: Number(counts.total),
      active_total: Number(counts.active_total),
      active_days: ACTIVE_WITHIN_S / 86400,
    };
  }

  async myPartner(viewer: Viewer, rawPage: string | undefined): Promise<PartnerPage> {
    const parsed = parsePage(rawPage);
    const me = await this.#db
      .selectFrom('users')
      .select('captain_id')
      .where('id', '=', viewer.userId)
      .executeTakeFirst();
    if (!me?.captain_id)
      return { list: [], page: parsed, page_size: PAGE_SIZE, has_more: false, captain: null };
    const since = unixSeconds(this.#clock) - ACTIVE_WITHIN_S;
    const captain = await this.#members(since).where('users.id', '=', me.captain_id).executeTakeFirst();
    const page = await this.#page(me.captain_id, viewer.userId, rawPage);
    return { ...page, captain: captain ? { ...captain, active: Boolean(captain.active) } : null };
  }
}
