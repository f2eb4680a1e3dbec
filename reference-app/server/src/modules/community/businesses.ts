import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Moderation } from '../../db/schema.js';
import type { Locale } from '../../i18n/messages.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import {
  optionalCoordinates,
  optionalId,
  parseEnum,
  requireCoordinates,
  requireId,
  requireText,
} from '../../kernel/input.js';
import {
  checkFirstPage,
  decodeCursor,
  encodeCursor,
  HALL_PAGE_SIZE,
  PAGE_SIZE,
  parsePage,
} from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  ADDRESS_MAX,
  type CommunityLimits,
  checkTexts,
  enforceLimit,
  HOURS_MAX,
  isPublic,
  type Limiter,
  NAME_MAX,
  parsePic,
  parsePics,
  requireOwnUploads,
  TEXT_MAX,
} from './shared.js';

const CATEGORIES_MAX = 3;
const REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;

export interface BusinessInput {
  name?: string | undefined;
  goods_categorize_ids?: string | undefined;
  description?: string | undefined;
  address?: string | undefined;
  longitude?: string | undefined;
  latitude?: string | undefined;
  hours?: string | undefined;
  pics?: string | undefined;
  licence_pic?: string | undefined;
}

export interface BusinessRow {
  id: number;
  owner_id: number;
  owner_name: string;
  owner_face: string;
  owner_smrz: number;
  name: string;
  description: string;
  address: string;
  longitude: number;
  latitude: number;
  hours: string;
  pics: string[];
  licence_pic: string;
  status: 'pending' | 'verified' | 'rejected';
  review_reason: string;
  moderation: Moderation;
  moderation_reason: string;
  created_at: number;
  updated_at: number;
}

/** A business as the caller may see it: categories named in their language; private parts only for the owner and kefu. */
export interface BusinessItem {
  row: BusinessRow;
  categories: { id: number; name: string }[];
  /** The caller is the owner or kefu: licence, review and moderation are theirs to see. */
  privileged: boolean;
}

/** The distance key from `here` over `b`: squared equirectangular degrees, as the hall's nearest sort. */
function distanceKey(here: { longitude: number; latitude: number }): RawBuilder<number> {
  const cos = Math.cos((here.latitude * Math.PI) / 180);
  return sql<number>`((b.longitude - ${here.longitude}::float8) * ${cos}::float8) ^ 2 + (b.latitude - ${here.latitude}::float8) ^ 2`;
}

/** Local businesses: listing one's own (verified by kefu), the list near the caller, one business. */
export class BusinessService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #limiter: Limiter;
  readonly #limits: CommunityLimits;

  constructor(deps: { db: Db; clock: Clock; limiter: Limiter; limits: CommunityLimits }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#limiter = deps.limiter;
    this.#limits = deps.limits;
  }

  #select(db: Db) {
    return db
      .selectFrom('community_businesses as b')
      .innerJoin('users as u', 'u.id', 'b.owner_id')
      .selectAll('b')
      .select(['u.s_username as owner_name', 'u.face as owner_face', 'u.smrz as owner_smrz']);
  }

  async #items(rows: BusinessRow[], viewer: Viewer | null, locale: Locale): Promise<BusinessItem[]> {
    const ids = rows.map((r) => r.id);
    const names =
      ids.length === 0
        ? []
        : await this.#db
            .selectFrom('community_business_categories as bc')
            .innerJoin('categories as c', 'c.id', 'bc.category_id')
            .leftJoin('category_names as n', (join) =>
              join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', locale),
            )
            .select(['bc.business_id', 'c.id', sql<string>`coalesce(n.name, c.name)`.as('name')])
            .where('bc.business_id', 'in', ids)
            .orderBy('c.sort')
            .orderBy('c.id')
            .execute();
    return rows.map((row) => ({
      row,
      categories: names.filter((n) => n.business_id === row.id).map((n) => ({ id: n.id, name: n.name })),
      privileged: viewer !== null && (viewer.role === 'kefu' || viewer.userId === row.owner_id),
    }));
  }

  /** Creates or replaces the caller's business; every save goes back to `pending` until kefu verifies it. */
  async save(viewer: Viewer, input: BusinessInput, base: string, locale: Locale): Promise<BusinessItem> {
    const name = requireText('name', input.name, 1, NAME_MAX);
    const categoryIds = parseCategoryIds(input.goods_categorize_ids);
    const description = requireText('description', input.description, 1, TEXT_MAX, { lines: true });
    const address = requireText('address', input.address, 1, ADDRESS_MAX);
    const { longitude, latitude } = requireCoordinates(input.longitude, input.latitude);
    const hours = requireText('hours', input.hours, 1, HOURS_MAX);
    const pics = parsePics(input.pics, base);
    if (input.licence_pic === undefined || input.licence_pic.trim() === '')
      throw requiredField('licence_pic');
    const licence = parsePic('licence_pic', input.licence_pic.trim(), base);
    checkTexts({ name, description, address, hours });
    const now = unixSeconds(this.#clock);
    const id = await transact(this.#db, async (tx) => {
      await enforceLimit(this.#limiter, tx, `community-publish:${viewer.userId}`, this.#limits.publish);
      const known = await tx.selectFrom('categories').select('id').where('id', 'in', categoryIds).execute();
      if (known.length !== categoryIds.length) throw invalidField('goods_categorize_ids');
      await requireOwnUploads(tx, 'pics', pics, viewer.userId);
      await requireOwnUploads(tx, 'licence_pic', [licence], viewer.userId);
      const values = {
        name,
        description,
        address,
        longitude,
        latitude,
        hours,
        pics: JSON.stringify(pics),
        licence_pic: licence,
        status: 'pending',
        review_reason: '',
        reviewed_at: null,
        updated_at: now,
      };
      const row = await tx
        .insertInto('community_businesses')
        .values({ owner_id: viewer.userId, created_at: now, ...values })
        .onConflict((oc) => oc.column('owner_id').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.deleteFrom('community_business_categories').where('business_id', '=', row.id).execute();
      await tx
        .insertInto('community_business_categories')
        .values(categoryIds.map((category_id) => ({ business_id: row.id, category_id })))
        .execute();
      return row.id;
    });
    return this.#one(viewer, id, locale);
  }

  /** The caller's own business, or null. */
  async mine(viewer: Viewer, locale: Locale): Promise<BusinessItem | null> {
    const row = await this.#select(this.#db).where('b.owner_id', '=', viewer.userId).executeTakeFirst();
    if (!row) return null;
    const [item] = await this.#items([row as BusinessRow], viewer, locale);
    return item ?? null;
  }

  async #one(viewer: Viewer | null, id: number, locale: Locale): Promise<BusinessItem> {
    const row = (await this.#select(this.#db).where('b.id', '=', id).executeTakeFirst()) as
      | BusinessRow
      | undefined;
    const privileged = viewer !== null && (viewer.role === 'kefu' || viewer.userId === row?.owner_id);
    // Not yet verified, or hidden by reports: nobody but the owner and kefu knows it exists.
    if (!row || (!privileged && (row.status !== 'verified' || !isPublic(row.moderation))))
      throw new AppError('notFound', 'error.businessNotFound');
    const [item] = await this.#items([row], viewer, locale);
    if (!item) throw new AppError('notFound', 'error.businessNotFound');
    return item;
  }

  async detail(viewer: Viewer | null, rawId: string | undefined, locale: Locale): Promise<BusinessItem> {
    return this.#one(viewer, requireId('id', rawId), locale);
  }

  /**
   * Verified businesses, nearest first from the caller's location (else newest first), in
   * keyset pages of (distance key or time, id); `goods_categorize_id` keeps one category.
   */
  async list(
    viewer: Viewer | null,
    input: {
      longitude?: string;
      latitude?: string;
      goods_categorize_id?: string;
      cursor?: string;
      page?: string;
    },
    locale: Locale,
  ) {
    const here = optionalCoordinates(input.longitude, input.latitude);
    const categoryId = optionalId('goods_categorize_id', input.goods_categorize_id);
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);
    const key = here ? distanceKey(here) : sql<number>`b.created_at`;
    const conditions: RawBuilder<SqlBool>[] = [
      sql<SqlBool>`b.status = 'verified'`,
      sql<SqlBool>`b.moderation in ('none', 'kept')`,
    ];
    if (categoryId !== undefined)
      conditions.push(
        sql<SqlBool>`exists (select 1 from community_business_categories bc where bc.business_id = b.id and bc.category_id = ${categoryId}::int)`,
      );
    if (cursor) {
      const [k, id] = cursor;
      conditions.push(
        here
          ? sql<SqlBool>`(${key}, b.id) > (${k}::float8, ${id}::int)`
          : sql<SqlBool>`(${key}, b.id) < (${k}::int8, ${id}::int)`,
      );
    }
    let query = this.#select(this.#db);
    for (const condition of conditions) query = query.where(condition);
    const rows = await query
      .select(key.as('sort_key'))
      .orderBy(key, here ? 'asc' : 'desc')
      .orderBy('b.id', here ? 'asc' : 'desc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: await this.#items(page as unknown as BusinessRow[], viewer, locale),
      here,
      next_cursor: hasMore && last ? encodeCursor(Number(last.sort_key), last.id) : null,
      has_more: hasMore,
    };
  }

  /** Kefu: businesses by review status (pending first by default), oldest first. */
  async reviewQueue(input: { status?: string; page?: string }, locale: Locale) {
    const status = parseEnum('status', input.status, REVIEW_STATUSES, 'pending');
    const page = parsePage(input.page);
    const rows = (await this.#select(this.#db)
      .where('b.status', '=', status)
      .orderBy('b.updated_at')
      .orderBy('b.id')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute()) as BusinessRow[];
    return {
      items: await this.#items(rows.slice(0, PAGE_SIZE), { userId: 0, role: 'kefu' }, locale),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** Kefu: verifies a business (public from now on) or rejects it with a reason its owner reads. */
  async review(
    input: { id?: string; decision?: string; reason?: string | undefined },
    locale: Locale,
    record?: (tx: Db, row: { id: number; owner_id: number; status: string }, reason: string) => Promise<void>,
  ): Promise<BusinessItem> {
    const id = requireId('id', input.id);
    const decision = parseEnum('decision', input.decision, ['verify', 'reject'] as const);
    const reason = requireText('reason', input.reason, 1, TEXT_MAX);
    await transact(this.#db, async (tx) => {
      const row = await tx
        .selectFrom('community_businesses')
        .select(['id', 'owner_id', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new AppError('notFound', 'error.businessNotFound');
      await tx
        .updateTable('community_businesses')
        .set({
          status: decision === 'verify' ? 'verified' : 'rejected',
          review_reason: reason,
          reviewed_at: unixSeconds(this.#clock),
        })
        .where('id', '=', id)
        .execute();
      await record?.(tx, row, reason);
    });
    return this.#one({ userId: 0, role: 'kefu' }, id, locale);
  }
}

function parseCategoryIds(raw: string | undefined): number[] {
  if (raw === undefined || raw.trim() === '') throw requiredField('goods_categorize_ids');
  const ids = [...new Set(raw.split(',').map((s) => optionalId('goods_categorize_ids', s.trim())))];
  if (ids.some((id) => id === undefined) || ids.length > CATEGORIES_MAX)
    throw invalidField('goods_categorize_ids');
  return ids as number[];
}
