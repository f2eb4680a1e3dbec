import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { FavouriteKind, Moderation } from '../../db/schema.js';
import type { Locale } from '../../i18n/messages.js';
import { AppError } from '../../kernel/errors.js';
import { parseEnum, requireId } from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { OrderItem, OrderService } from '../orders/service.js';

/** Every kind the table takes: orders, talents, the community's businesses and articles. */
export const FAVOURITE_KINDS = ['order', 'talent', 'business', 'article'] as const;
/** The kinds that can be saved (all of them). */
export const SAVABLE_KINDS = FAVOURITE_KINDS satisfies readonly FavouriteKind[];
export type SavableKind = (typeof SAVABLE_KINDS)[number];

/** The community's moderation states in which an item is shown to everyone. */
const PUBLIC_MODERATION: Moderation[] = ['none', 'kept'];

/**
 * A saved business. `available` is false once it is no longer listed (not verified any more,
 * hidden by reports, removed or deleted): its name and photo are then withheld, as its page is.
 */
export interface SavedBusiness {
  id: number;
  available: boolean;
  name: string;
  address: string;
  pic: string;
  saved_at: number;
}

/** A saved article; `available` false (hidden, removed, deleted) withholds its title and photo. */
export interface SavedArticle {
  id: number;
  available: boolean;
  title: string;
  category: string;
  pic: string;
  author: { id: number; s_username: string; face: string } | null;
  saved_at: number;
}

const firstPic = (pics: unknown): string =>
  Array.isArray(pics) && typeof pics[0] === 'string' ? (pics[0] as string) : '';

export interface SavedTalent {
  id: number;
  s_username: string;
  face: string;
  introduction: string;
  saved_at: number;
}

/** myCollection: what a person saved, newest first, and the save buttons of the detail pages. */
export class FavouriteService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #orders: OrderService;

  constructor(deps: { db: Db; clock: Clock; orders: OrderService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#orders = deps.orders;
  }

  /** A savable target that exists and that the caller may see; else a 404 (nothing written). */
  async #checkTarget(viewer: Viewer, kind: SavableKind, targetId: number): Promise<void> {
    if (kind === 'business') {
      const business = await this.#db
        .selectFrom('community_businesses')
        .select('id')
        .where('id', '=', targetId)
        .where('status', '=', 'verified')
        .where('moderation', 'in', PUBLIC_MODERATION)
        .executeTakeFirst();
      if (!business) throw new AppError('notFound', 'error.businessNotFound');
      return;
    }
    if (kind === 'article') {
      const article = await this.#db
        .selectFrom('community_articles')
        .select('id')
        .where('id', '=', targetId)
        .where('moderation', 'in', PUBLIC_MODERATION)
        .executeTakeFirst();
      if (!article) throw new AppError('notFound', 'error.articleNotFound');
      return;
    }
    if (kind === 'order') {
      const order = await this.#db
        .selectFrom('goods_orders')
        .select('id')
        .where('id', '=', targetId)
        .where('status', '<>', 'removed')
        .executeTakeFirst();
      if (!order) throw new AppError('notFound', 'error.orderNotFound');
      return;
    }
    const user = await this.#db
      .selectFrom('users')
      .select('id')
      .where('id', '=', targetId)
      .where('role', '=', 'user')
      .executeTakeFirst();
    if (!user) throw new AppError('notFound', 'error.talentNotFound');
    if (user.id === viewer.userId)
      throw new AppError('invalid', 'error.favouriteSelf', { field: 'target_id' });
  }

  /** Saves; saving what is already saved changes nothing. Answers whether it is saved (true). */
  async save(viewer: Viewer, input: { kind: string | undefined; target_id: string | undefined }) {
    const kind = parseEnum('kind', input.kind, SAVABLE_KINDS);
    const targetId = requireId('target_id', input.target_id);
    await this.#checkTarget(viewer, kind, targetId);
    await this.#db
      .insertInto('favourites')
      .values({ user_id: viewer.userId, kind, target_id: targetId, created_at: unixSeconds(this.#clock) })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .execute();
    return { saved: true };
  }

  /** Removes; removing what is not saved changes nothing. */
  async remove(viewer: Viewer, input: { kind: string | undefined; target_id: string | undefined }) {
    const kind = parseEnum('kind', input.kind, FAVOURITE_KINDS);
    const targetId = requireId('target_id', input.target_id);
    await this.#db
      .deleteFrom('favourites')
      .where('user_id', '=', viewer.userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .execute();
    return { saved: false };
  }

  /** Whether the caller saved this target (detail pages draw their button from it). */
  async check(viewer: Viewer, input: { kind: string | undefined; target_id: string | undefined }) {
    const kind = parseEnum('kind', input.kind, FAVOURITE_KINDS);
    const targetId = requireId('target_id', input.target_id);
    const row = await this.#db
      .selectFrom('favourites')
      .select('id')
      .where('user_id', '=', viewer.userId)
      .where('kind', '=', kind)
      .where('target_id', '=', targetId)
      .executeTakeFirst();
    return { saved: row !== undefined };
  }

  /** The caller's saved businesses, last saved first; those no longer listed stay, marked. */
  async businesses(viewer: Viewer, pageRaw: string | undefined) {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('favourites as f')
      .leftJoin('community_businesses as b', 'b.id', 'f.target_id')
      .select([
        'f.target_id as id',
        'f.created_at as saved_at',
        'b.name',
        'b.address',
        'b.pics',
        'b.status',
        'b.moderation',
      ])
      .where('f.user_id', '=', viewer.userId)
      .where('f.kind', '=', 'business')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: rows.slice(0, PAGE_SIZE).map((r): SavedBusiness => {
        const available =
          r.status === 'verified' && r.moderation !== null && PUBLIC_MODERATION.includes(r.moderation);
        return {
          id: r.id,
          available,
          name: available ? (r.name ?? '') : '',
          address: available ? (r.address ?? '') : '',
          pic: available ? firstPic(r.pics) : '',
          saved_at: Number(r.saved_at),
        };
      }),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** The caller's saved articles, last saved first; hidden or removed ones stay, marked. */
  async articles(viewer: Viewer, pageRaw: string | undefined) {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('favourites as f')
      .leftJoin('community_articles as a', 'a.id', 'f.target_id')
      .leftJoin('users as u', 'u.id', 'a.author_id')
      .select([
        'f.target_id as id',
        'f.created_at as saved_at',
        'a.title',
        'a.category',
        'a.pics',
        'a.moderation',
        'u.id as author_id',
        'u.s_username',
        'u.face',
      ])
      .where('f.user_id', '=', viewer.userId)
      .where('f.kind', '=', 'article')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: rows.slice(0, PAGE_SIZE).map((r): SavedArticle => {
        const available = r.moderation !== null && PUBLIC_MODERATION.includes(r.moderation);
        return {
          id: r.id,
          available,
          title: available ? (r.title ?? '') : '',
          category: available ? (r.category ?? '') : '',
          pic: available ? firstPic(r.pics) : '',
          author:
            available && r.author_id !== null
              ? { id: r.author_id, s_username: r.s_username ?? '', face: r.face ?? '' }
              : null,
          saved_at: Number(r.saved_at),
        };
      }),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** The kind of a list: saved orders, talents, businesses or articles. */
  listKind(raw: string | undefined): SavableKind {
    return parseEnum('kind', raw, SAVABLE_KINDS);
  }

  /** The caller's saved orders, last saved first; removed orders drop out. */
  async orders(viewer: Viewer, pageRaw: string | undefined, locale: Locale) {
    const page = parsePage(pageRaw);
    const rows = await this.#orders
      .selectOrders(locale)
      .innerJoin('favourites as f', (join) =>
        join.onRef('f.target_id', '=', 'o.id').on('f.kind', '=', 'order'),
      )
      .where('f.user_id', '=', viewer.userId)
      .where('o.status', '<>', 'removed')
      .select('f.id as favourite_id')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: (await this.#orders.itemsFor(rows.slice(0, PAGE_SIZE), viewer)) as OrderItem[],
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** The caller's saved talents, last saved first. */
  async talents(viewer: Viewer, pageRaw: string | undefined) {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('favourites as f')
      .innerJoin('users as u', 'u.id', 'f.target_id')
      .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.s_username', 'u.face', 'p.introduction', 'f.created_at as saved_at'])
      .where('f.user_id', '=', viewer.userId)
      .where('f.kind', '=', 'talent')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: rows
        .slice(0, PAGE_SIZE)
        .map(
          (r): SavedTalent => ({ ...r, introduction: r.introduction ?? '', saved_at: Number(r.saved_at) }),
        ),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
