import { EVALUATION_WINDOW_SECONDS } from '@marketplace/sdk/rules';
import { type RawBuilder, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import { AppError, requiredField } from '../../kernel/errors.js';
import { optionalCoordinates, optionalId, parseEnum, requireId, requireInt } from '../../kernel/input.js';
import { checkFirstPage, decodeCursor, encodeCursor, HALL_PAGE_SIZE } from '../../kernel/paging.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { ProfileService, ProfileView } from './profile.js';

export const TALENT_SORTS = ['rating', 'completed', 'distance'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_RADIUS_MAX_KM = 100;

export interface TalentListInput {
  category_id: string | undefined;
  longitude: string | undefined;
  latitude: string | undefined;
  radius_km: string | undefined;
  sort: string | undefined;
  cursor: string | undefined;
  page: string | undefined;
}

export interface TalentItem {
  id: number;
  s_username: string;
  face: string;
  introduction: string;
  service_area: string;
  experience_years: number;
  /** Average stars received as a taker, one decimal; 0 without evaluations. */
  rating: number;
  evaluation_count: number;
  completed: number;
  /** Kilometres from the caller's position, when they sent one and the talent has one. */
  distance_km: number | null;
}

export interface TalentDetail
  extends Omit<TalentItem, 'introduction' | 'service_area' | 'experience_years'>,
    ProfileView {
  verified: boolean;
  badges: { id: number; type: string; category_id: number; category: string }[];
  saved: boolean;
}

/** Great-circle kilometres between the profile's point `p` and `here` (plain SQL: PGlite and PostgreSQL). */
function distanceSql(here: { longitude: number; latitude: number }): RawBuilder<number> {
  return sql<number>`(6371.0 * 2 * asin(sqrt(
    power(sin(radians(p.latitude - ${here.latitude}::float8) / 2), 2)
    + cos(radians(${here.latitude}::float8)) * cos(radians(p.latitude))
      * power(sin(radians(p.longitude - ${here.longitude}::float8) / 2), 2))))`;
}

/**
 * talentList and talentInformation: people who take tasks (a profile with at least one
 * category), with their rating as takers, completed tasks and distance.
 */
export class TalentService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #profiles: ProfileService;

  constructor(deps: { db: Db; clock: Clock; profiles: ProfileService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#profiles = deps.profiles;
  }

  /** The stats of `u` as columns: rating (visible evaluations from posters), their count, completed tasks. */
  #stats() {
    const visible = sql<boolean>`((t.evaluated_by_poster and t.evaluated_by_taker)
      or t.entered_at + ${EVALUATION_WINDOW_SECONDS}::bigint <= ${unixSeconds(this.#clock)}::bigint)`;
    return {
      rating: sql<number>`coalesce((select round(avg(e.stars)::numeric, 1)::float8 from evaluations e
        join goods_order_tasks t on t.id = e.task_id
        where e.subject_id = u.id and e.author_role = 'poster' and ${visible}), 0)`,
      evaluationCount: sql<number>`(select count(*)::int from evaluations e
        join goods_order_tasks t on t.id = e.task_id
        where e.subject_id = u.id and e.author_role = 'poster' and ${visible})`,
      completed: sql<number>`(select count(*)::int from goods_order_tasks ct
        where ct.taker_id = u.id and ct.status = 'completed')`,
    };
  }

  async list(input: TalentListInput): Promise<{
    items: TalentItem[];
    next_cursor: string | null;
    has_more: boolean;
    page_size: number;
  }> {
    checkFirstPage(input.page);
    const categoryId = optionalId('category_id', input.category_id);
    const here = optionalCoordinates(input.longitude, input.latitude);
    const radius =
      input.radius_km === undefined || input.radius_km === ''
        ? undefined
        : requireInt('radius_km', input.radius_km, 1, TALENT_RADIUS_MAX_KM);
    const sort = parseEnum('sort', input.sort, TALENT_SORTS, 'rating');
    if ((radius !== undefined || sort === 'distance') && !here) throw requiredField('longitude');
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);

    const stats = this.#stats();
    const distance = here ? distanceSql(here) : sql<number | null>`null::float8`;
    let inner = this.#db
      .selectFrom('users as u')
      .innerJoin('user_profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.s_username',
        'u.face',
        'p.introduction',
        'p.service_area',
        'p.experience_years',
        stats.rating.as('rating'),
        stats.evaluationCount.as('evaluation_count'),
        stats.completed.as('completed'),
        distance.as('distance_km'),
      ])
      .where('u.role', '=', 'user')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_profile_categories as pc')
            .select('pc.user_id')
            .whereRef('pc.user_id', '=', 'u.id')
            .$if(categoryId !== undefined, (q) => q.where('pc.category_id', '=', categoryId as number)),
        ),
      );
    if (here && (radius !== undefined || sort === 'distance')) {
      inner = inner.where('p.latitude', 'is not', null).where('p.longitude', 'is not', null);
    }
    let query = this.#db.selectFrom(inner.as('x')).selectAll();
    if (radius !== undefined) query = query.where(sql<boolean>`x.distance_km <= ${radius}::float8`);
    const key =
      sort === 'rating'
        ? sql.ref('x.rating')
        : sort === 'completed'
          ? sql.ref('x.completed')
          : sql.ref('x.distance_km');
    if (cursor) {
      query =
        sort === 'distance'
          ? query.where(sql<boolean>`(x.distance_km, x.id) > (${cursor[0]}::float8, ${cursor[1]}::int)`)
          : query.where(sql<boolean>`(${key}::float8, x.id) < (${cursor[0]}::float8, ${cursor[1]}::int)`);
    }
    const direction = sort === 'distance' ? 'asc' : 'desc';
    const rows = await query
      .orderBy(key, direction)
      .orderBy('x.id', direction)
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE).map(
      (r): TalentItem => ({
        id: r.id,
        s_username: r.s_username,
        face: r.face,
        introduction: r.introduction,
        service_area: r.service_area,
        experience_years: r.experience_years,
        rating: Number(r.rating),
        evaluation_count: Number(r.evaluation_count),
        completed: Number(r.completed),
        distance_km: r.distance_km === null ? null : Math.round(Number(r.distance_km) * 10) / 10,
      }),
    );
    const last = rows[Math.min(rows.length, HALL_PAGE_SIZE) - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    const lastKey = last
      ? Number(sort === 'rating' ? last.rating : sort === 'completed' ? last.completed : last.distance_km)
      : 0;
    return {
      items: page,
      next_cursor: hasMore && last ? encodeCursor(lastKey, last.id) : null,
      has_more: hasMore,
      page_size: HALL_PAGE_SIZE,
    };
  }

  /** One person's public profile; kefu accounts and unknown ids are not found. */
  async detail(
    viewer: Viewer | null,
    input: { id: string | undefined; longitude: string | undefined; latitude: string | undefined },
    locale: Locale,
  ): Promise<TalentDetail> {
    const id = requireId('id', input.id);
    const here = optionalCoordinates(input.longitude, input.latitude);
    const stats = this.#stats();
    const row = await this.#db
      .selectFrom('users as u')
      .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.s_username',
        'u.face',
        'u.smrz',
        stats.rating.as('rating'),
        stats.evaluationCount.as('evaluation_count'),
        stats.completed.as('completed'),
        (here ? distanceSql(here) : sql<number | null>`null::float8`).as('distance_km'),
      ])
      .where('u.id', '=', id)
      .where('u.role', '=', 'user')
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.talentNotFound');
    const profile = await this.#profiles.view(id, locale);
    const badges = await this.#db
      .selectFrom('certificates as c')
      .innerJoin('categories as k', 'k.id', 'c.category_id')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'k.id').on('n.locale', '=', locale),
      )
      .select(['c.id', 'c.type', 'c.category_id', sql<string>`coalesce(n.name, k.name)`.as('category')])
      .where('c.user_id', '=', id)
      .where('c.status', '=', 'approved')
      .orderBy('c.id')
      .execute();
    const saved = viewer
      ? (await this.#db
          .selectFrom('favourites')
          .select('id')
          .where('user_id', '=', viewer.userId)
          .where('kind', '=', 'talent')
          .where('target_id', '=', id)
          .executeTakeFirst()) !== undefined
      : false;
    return {
      id: row.id,
      s_username: row.s_username,
      face: row.face,
      ...profile,
      verified: row.smrz === 2,
      rating: Number(row.rating),
      evaluation_count: Number(row.evaluation_count),
      completed: Number(row.completed),
      distance_km: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
      badges,
      saved,
    };
  }
}
