import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';

export interface CategoryRow {
  id: number;
  name: string;
  icon: string;
  parent_id: number;
  sort: number;
}

/** The category tree of deliverOrder and the hall's filter (selectProject, iconProject). */
export class CatalogService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /** Every category, the tree flattened by `sort`, named in `locale` (else the stored name). */
  async categories(locale: Locale): Promise<CategoryRow[]> {
    return this.#db
      .selectFrom('categories as c')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', locale),
      )
      .select(['c.id', 'c.icon', 'c.parent_id', 'c.sort', sql<string>`coalesce(n.name, c.name)`.as('name')])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  /** One category's name in `locale`, or undefined when it does not exist. */
  async category(tx: Db, id: number, locale: Locale): Promise<CategoryRow | undefined> {
    return tx
      .selectFrom('categories as c')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', locale),
      )
      .select(['c.id', 'c.icon', 'c.parent_id', 'c.sort', sql<string>`coalesce(n.name, c.name)`.as('name')])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }
}
