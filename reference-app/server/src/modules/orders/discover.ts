import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import {
  checkFirstPage,
  decodeCursor,
  encodeCursor,
  HALL_PAGE_SIZE,
  PAGE_SIZE,
  parsePage,
} from '../../kernel/paging.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { LngLat } from '../../providers/maps.js';
import type { OrderRow, OrderService } from './service.js';

/** Hot positions count views and applications of this window... */
export const HOT_WINDOW_SECONDS = 7 * 86_400;
/** ...an application weighing as much as this many views... */
export const HOT_APPLICATION_WEIGHT = 3;
/** ...divided by (age in hours + 2) to this power, so a new order with some interest rises. */
export const HOT_GRAVITY = 1.5;

/**
 * The lists that find work beside the hall (docs/orders-api.md): hot positions, recommended
 * orders and the caller's browse history. Open orders only, except the history.
 */
export class DiscoverService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #orders: OrderService;

  constructor(deps: { db: Db; clock: Clock; orders: OrderService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#orders = deps.orders;
  }

  /**
   * hotTask: open orders by `(1 + views + 3 * applications) / (age_hours + 2) ^ 1.5`, counting
   * the views (browse history rows of others than the poster) and applications of the 7 days
   * before `asOf`. The first page fixes `asOf` and the cursor carries it, so later pages rank
   * with the same scores: no duplicates, no gaps.
   */
  async hot(
    viewer: Viewer | null,
    input: { cursor: string | undefined; page: string | undefined },
    locale: Locale,
  ) {
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 3);
    const asOf = cursor ? cursor[2] : unixSeconds(this.#clock);
    const since = asOf - HOT_WINDOW_SECONDS;
    const views = sql<number>`(select count(*) from browse_history b
      where b.order_id = o.id and b.user_id <> o.poster_id
        and b.viewed_at > ${since}::bigint and b.viewed_at <= ${asOf}::bigint)`;
    const applications = sql<number>`(select count(*) from goods_order_tasks t
      where t.order_id = o.id and t.created_at > ${since}::bigint and t.created_at <= ${asOf}::bigint)`;
    const score = sql<number>`((1 + ${views} + ${HOT_APPLICATION_WEIGHT}::int * ${applications})::float8
      / power(greatest(${asOf}::bigint - o.created_at, 0)::float8 / 3600 + 2, ${HOT_GRAVITY}::float8))`;
    const inner = this.#orders
      .selectOrders(locale)
      .select(score.as('score'))
      .where('o.status', '=', 'open')
      .where('o.created_at', '<=', asOf);
    let query = this.#db.selectFrom(inner.as('h')).selectAll();
    if (cursor)
      query = query.where(sql<boolean>`(h.score, h.id) < (${cursor[0]}::float8, ${cursor[1]}::int)`);
    const rows = await query
      .orderBy('h.score', 'desc')
      .orderBy('h.id', 'desc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: await this.#orders.itemsFor(page as OrderRow[], viewer),
      next_cursor: hasMore && last ? encodeCursor(Number(last.score), last.id, asOf) : null,
      has_more: hasMore,
      page_size: HALL_PAGE_SIZE,
    };
  }

  /**
   * recommendTask: open orders of others in the categories the caller posted in or took a task
   * in, nearest first when `here` is given, else newest. Anonymous callers and callers without
   * history get the newest open orders.
   */
  async recommend(
    viewer: Viewer | null,
    input: { cursor: string | undefined; page: string | undefined },
    here: LngLat | undefined,
    locale: Locale,
  ) {
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);
    const categories = viewer ? await this.#categoriesOf(viewer.userId) : [];
    const personal = categories.length > 0;
    const cos = here ? Math.cos((here.latitude * Math.PI) / 180) : 1;
    // The hall's distance key: squared equirectangular degrees, monotonic in the distance.
    const key =
      personal && here
        ? sql<number>`(((o.longitude - ${here.longitude}::float8) * ${cos}::float8) ^ 2 + (o.latitude - ${here.latitude}::float8) ^ 2)`
        : sql<number>`o.created_at::float8`;
    const descending = !(personal && here);
    let query = this.#orders.selectOrders(locale).where('o.status', '=', 'open');
    if (viewer) query = query.where('o.poster_id', '<>', viewer.userId);
    if (personal) query = query.where('o.category_id', 'in', categories);
    if (cursor) {
      const [k, id] = cursor;
      query = descending
        ? query.where(sql<boolean>`(${key}, o.id) < (${k}::float8, ${id}::int)`)
        : query.where(sql<boolean>`(${key}, o.id) > (${k}::float8, ${id}::int)`);
    }
    const rows = await query
      .select(key.as('sort_key'))
      .orderBy(key, descending ? 'desc' : 'asc')
      .orderBy('o.id', descending ? 'desc' : 'asc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: await this.#orders.itemsFor(page, viewer),
      next_cursor: hasMore && last ? encodeCursor(Number(last.sort_key), last.id) : null,
      has_more: hasMore,
      page_size: HALL_PAGE_SIZE,
    };
  }

  async #categoriesOf(userId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('goods_orders')
      .select('category_id')
      .where('poster_id', '=', userId)
      .union(
        this.#db
          .selectFrom('goods_order_tasks as t')
          .innerJoin('goods_orders as o', 'o.id', 't.order_id')
          .select('o.category_id')
          .where('t.taker_id', '=', userId),
      )
      .execute();
    return rows.map((r) => r.category_id);
  }

  /** browseHistory: the orders the caller opened (detail records them), last opened first. */
  async history(viewer: Viewer, pageRaw: string | undefined, locale: Locale) {
    const page = parsePage(pageRaw);
    const rows = await this.#orders
      .selectOrders(locale)
      .innerJoin('browse_history as b', 'b.order_id', 'o.id')
      .where('b.user_id', '=', viewer.userId)
      .where('o.status', '<>', 'removed')
      .select('b.viewed_at')
      .orderBy('b.viewed_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: await this.#orders.itemsFor(rows.slice(0, PAGE_SIZE), viewer),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
