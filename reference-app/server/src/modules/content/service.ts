import type { Db } from '../../db/index.js';
import { AppError, invalidField, requiredField } from '../../errors.js';

export const PAGE_SIZE = 20;
const KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const POSITION_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

export interface Page<T> {
  list: T[];
  page: number;
  page_size: number;
  has_more: boolean;
}

export interface BannerView {
  id: number;
  image: string;
  title: string;
  link_type: 'none' | 'route' | 'web';
  link: string;
}

/** Parses `page` (default 1). */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw invalidField('page');
  return Number(raw);
}

function requireKey(field: 'agreement_key' | 'contract_key', raw: string | undefined): string {
  if (raw === undefined) throw requiredField(field);
  if (!KEY_PATTERN.test(raw)) throw invalidField(field);
  return raw;
}

/** Banners, share settings, agreements and contracts: read-only content edited by operators. */
export class ContentService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /** Banners of a position in display order; an unknown position has none. */
  async banners(position: string | undefined): Promise<BannerView[]> {
    if (position === undefined) throw requiredField('position');
    if (!POSITION_PATTERN.test(position)) throw invalidField('position');
    return this.#db
      .selectFrom('banners')
      .select(['id', 'image', 'title', 'link_type', 'link'])
      .where('position', '=', position)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async shareConfig(): Promise<{ page: string; key: string; title: string; pic: string }[]> {
    return this.#db
      .selectFrom('share_configs')
      .select(['page', 'key', 'title', 'pic'])
      .orderBy('id')
      .execute();
  }

  async agreements(
    pageRaw: string | undefined,
  ): Promise<Page<{ agreement_key: string; title: string; updated_at: number }>> {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('agreements')
      .select(['agreement_key', 'title', 'updated_at'])
      .orderBy('sort')
      .orderBy('agreement_key')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return { list: rows.slice(0, PAGE_SIZE), page, page_size: PAGE_SIZE, has_more: rows.length > PAGE_SIZE };
  }

  async agreement(
    keyRaw: string | undefined,
  ): Promise<{ agreement_key: string; title: string; content: string; updated_at: number }> {
    const key = requireKey('agreement_key', keyRaw);
    const row = await this.#db
      .selectFrom('agreements')
      .select(['agreement_key', 'title', 'content', 'updated_at'])
      .where('agreement_key', '=', key)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.agreementNotFound');
    return row;
  }

  async contract(
    keyRaw: string | undefined,
  ): Promise<{ contract_key: string; title: string; content: string; updated_at: number }> {
    const key = requireKey('contract_key', keyRaw);
    const row = await this.#db
      .selectFrom('contracts')
      .select(['contract_key', 'title', 'content', 'updated_at'])
      .where('contract_key', '=', key)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.contractNotFound');
    return row;
  }
}
