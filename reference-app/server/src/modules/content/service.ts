import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { PAGE_SIZE, type Page, parsePage } from '../../kernel/paging.js';

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const POSITION_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;

/** The locale every item has a version in, and every other locale falls back to. */
export const FALLBACK_LOCALE: Locale = 'en';

export interface BannerView {
  id: number;
  image: string;
  title: string;
  link_type: 'none' | 'route' | 'web';
  link: string;
}

export interface ShareView {
  page: string;
  key: string;
  title: string;
  pic: string;
}

export interface AgreementView {
  agreement_key: string;
  title: string;
  content: string;
  updated_at: number;
}

export interface ContractView {
  contract_key: string;
  title: string;
  content: string;
  updated_at: number;
}

function requireKey(field: 'agreement_key' | 'contract_key', raw: string | undefined): string {
  if (raw === undefined) throw requiredField(field);
  if (!KEY_PATTERN.test(raw)) throw invalidField(field);
  return raw;
}

/** The versions worth reading, best first: the reader's locale, then the fallback. */
function candidates(locale: Locale): Locale[] {
  return locale === FALLBACK_LOCALE ? [FALLBACK_LOCALE] : [locale, FALLBACK_LOCALE];
}

/**
 * Banners, share settings, agreements and contracts: read-only content edited by operators, one
 * version per locale. Every call takes the reader's locale and answers, item by item, that
 * locale's version, or the en version when the item has none in that locale. An item with
 * neither is left out (a list) or unknown (a detail).
 */
export class ContentService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /** Banners of a position in display order; an unknown position has none. */
  async banners(position: string | undefined, locale: Locale): Promise<BannerView[]> {
    if (position === undefined) throw requiredField('position');
    if (!POSITION_PATTERN.test(position)) throw invalidField('position');
    return this.#db
      .selectFrom('banners as b')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('banner_translations as t')
            .select(['t.title', 't.image'])
            .whereRef('t.banner_id', '=', 'b.id')
            .where('t.locale', 'in', candidates(locale))
            .orderBy(sql`t.locale <> ${locale}`)
            .limit(1)
            .as('v'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'b.id',
        eb.fn.coalesce('v.image', 'b.image').as('image'),
        'v.title',
        'b.link_type',
        'b.link',
      ])
      .where('b.position', '=', position)
      .orderBy('b.sort')
      .orderBy('b.id')
      .execute();
  }

  async shareConfig(locale: Locale): Promise<ShareView[]> {
    return this.#db
      .selectFrom('share_configs as s')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('share_config_translations as t')
            .select(['t.title', 't.pic'])
            .whereRef('t.share_config_id', '=', 's.id')
            .where('t.locale', 'in', candidates(locale))
            .orderBy(sql`t.locale <> ${locale}`)
            .limit(1)
            .as('v'),
        (join) => join.onTrue(),
      )
      .select((eb) => ['s.page', 's.key', 'v.title', eb.fn.coalesce('v.pic', 's.pic').as('pic')])
      .orderBy('s.id')
      .execute();
  }

  async agreements(
    pageRaw: string | undefined,
    locale: Locale,
  ): Promise<Page<Omit<AgreementView, 'content'>>> {
    const page = parsePage(pageRaw);
    const rows = await this.#db
      .selectFrom('agreements as a')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('agreement_translations as t')
            .select(['t.title', 't.updated_at'])
            .whereRef('t.agreement_key', '=', 'a.agreement_key')
            .where('t.locale', 'in', candidates(locale))
            .orderBy(sql`t.locale <> ${locale}`)
            .limit(1)
            .as('v'),
        (join) => join.onTrue(),
      )
      .select(['a.agreement_key', 'v.title', 'v.updated_at'])
      .orderBy('a.sort')
      .orderBy('a.agreement_key')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return { list: rows.slice(0, PAGE_SIZE), page, page_size: PAGE_SIZE, has_more: rows.length > PAGE_SIZE };
  }

  async agreement(keyRaw: string | undefined, locale: Locale): Promise<AgreementView> {
    const key = requireKey('agreement_key', keyRaw);
    const row = await this.#db
      .selectFrom('agreement_translations')
      .select(['agreement_key', 'title', 'content', 'updated_at'])
      .where('agreement_key', '=', key)
      .where('locale', 'in', candidates(locale))
      .orderBy(sql`locale <> ${locale}`)
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.agreementNotFound');
    return row;
  }

  async contract(keyRaw: string | undefined, locale: Locale): Promise<ContractView> {
    const key = requireKey('contract_key', keyRaw);
    const row = await this.#db
      .selectFrom('contract_translations')
      .select(['contract_key', 'title', 'content', 'updated_at'])
      .where('contract_key', '=', key)
      .where('locale', 'in', candidates(locale))
      .orderBy(sql`locale <> ${locale}`)
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.contractNotFound');
    return row;
  }
}
