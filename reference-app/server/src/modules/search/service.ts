import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import { invalidField } from '../../kernel/errors.js';
import { requireText } from '../../kernel/input.js';
import { decodeCursor, encodeCursor, HALL_PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { OrderItem, OrderService } from '../orders/service.js';
import { matchesOf, queryTokens } from './terms.js';

export const SEARCH_MAX = 40;
export const SEARCH_PAGE_SIZE = HALL_PAGE_SIZE;
/** Rank key: matches first, then the newest; one number so the hall's cursor carries it. */
const MATCH_WEIGHT = 10_000_000_000;

export interface SearchInput {
  str: string | undefined;
  type: string | undefined;
  cursor: string | undefined;
  page: string | undefined;
}

export interface TalentRow {
  id: number;
  s_username: string;
  face: string;
}

export type SearchResult =
  | { type: 'task'; items: OrderItem[]; next_cursor: string | null; has_more: boolean; page_size: number }
  | { type: 'talent'; items: TalentRow[]; next_cursor: string | null; has_more: boolean; page_size: number };

/**
 * searchView: open orders by title, description and category name, or talents (users) by
 * their public name, through the terms of ./terms.ts. Ranked by how many query tokens a result
 * matched, then newest; keyset pages (`cursor`), or `page` pages for the spec's `page`.
 */
export class SearchService {
  readonly #db: Db;
  readonly #orders: OrderService;

  constructor(deps: { db: Db; orders: OrderService }) {
    this.#db = deps.db;
    this.#orders = deps.orders;
  }

  async search(viewer: Viewer | null, input: SearchInput, locale: Locale): Promise<SearchResult> {
    const str = requireText('str', input.str, 1, SEARCH_MAX);
    const type = input.type ?? 'task';
    if (type !== 'task' && type !== 'talent') throw invalidField('type');
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);
    const page = parsePage(input.page);
    const tokens = queryTokens(str);
    const empty = { next_cursor: null, has_more: false, page_size: SEARCH_PAGE_SIZE };
    if (tokens.length === 0)
      return type === 'task' ? { type, items: [], ...empty } : { type, items: [], ...empty };
    const offset = cursor ? 0 : (page - 1) * SEARCH_PAGE_SIZE;
    const after = (key: ReturnType<typeof sql<number>>, id: ReturnType<typeof sql<number>>) =>
      cursor ? sql<boolean>`(${key}, ${id}) < (${cursor[0]}::float8, ${cursor[1]}::int)` : sql<boolean>`true`;
    const finish = <T extends { id: number; rank: number }>(rows: T[]) => {
      const list = rows.slice(0, SEARCH_PAGE_SIZE);
      const last = list[list.length - 1];
      const hasMore = rows.length > SEARCH_PAGE_SIZE;
      return {
        list,
        next_cursor: hasMore && last ? encodeCursor(Number(last.rank), last.id) : null,
        has_more: hasMore,
        page_size: SEARCH_PAGE_SIZE,
      };
    };

    if (type === 'task') {
      const rank = sql<number>`(m.matches::float8 * ${MATCH_WEIGHT}::float8 + o.created_at::float8)`;
      const rows = await this.#orders
        .selectOrders(locale)
        .innerJoin(matchesOf('order', tokens).as('m'), (join) => join.onRef('m.ref_id', '=', 'o.id'))
        .select(rank.as('rank'))
        .where('o.status', '=', 'open')
        .where(after(rank, sql<number>`o.id`))
        .orderBy(rank, 'desc')
        .orderBy('o.id', 'desc')
        .limit(SEARCH_PAGE_SIZE + 1)
        .offset(offset)
        .execute();
      const { list, ...rest } = finish(rows);
      return { type, items: await this.#orders.itemsFor(list, viewer), ...rest };
    }

    const rank = sql<number>`(m.matches::float8 * ${MATCH_WEIGHT}::float8 + u.created_at::float8)`;
    const rows = await this.#db
      .selectFrom('users as u')
      .innerJoin(matchesOf('user', tokens).as('m'), (join) => join.onRef('m.ref_id', '=', 'u.id'))
      .select(['u.id', 'u.s_username', 'u.face', rank.as('rank')])
      .where('u.role', '=', 'user')
      .where(after(rank, sql<number>`u.id`))
      .orderBy(rank, 'desc')
      .orderBy('u.id', 'desc')
      .limit(SEARCH_PAGE_SIZE + 1)
      .offset(offset)
      .execute();
    const { list, ...rest } = finish(rows);
    return { type, items: list.map(({ id, s_username, face }) => ({ id, s_username, face })), ...rest };
  }
}
