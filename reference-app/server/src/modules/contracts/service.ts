import { TERMINAL_STATES } from '@marketplace/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';

/** The documents every person accepts by signing up, in this order. */
export const SIGN_UP_AGREEMENTS = ['user_agreement', 'privacy_policy'] as const;
/** The service contract every paid task is made under (aboutContract with `type=contract`). */
export const SERVICE_CONTRACT = 'service_contract';

/**
 * contractList (docs/wallet-api.md, Contracts): what the person agreed to. The sign-up
 * agreements with the date they agreed (their sign-up) and the version in force now, marked
 * when it changed since; then each paid task of theirs, as poster or taker, under the service
 * contract: the parties, the task, the amount and its dates.
 */
export class ContractService {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  async mine(userId: number, pageRaw: string | undefined, locale: Locale) {
    const page = parsePage(pageRaw);
    const user = await this.#db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const versions = await this.#db
      .selectFrom('agreement_translations')
      .select(['agreement_key', 'title', 'updated_at', 'locale'])
      .where('agreement_key', 'in', [...SIGN_UP_AGREEMENTS])
      .where('locale', 'in', locale === 'en' ? ['en'] : [locale, 'en'])
      .execute();
    const agreements = SIGN_UP_AGREEMENTS.flatMap((key) => {
      const version =
        versions.find((v) => v.agreement_key === key && v.locale === locale) ??
        versions.find((v) => v.agreement_key === key);
      if (!version) return [];
      return [
        {
          agreement_key: key,
          title: version.title,
          agreed_at: user.created_at,
          version_at: version.updated_at,
          changed_since: version.updated_at > user.created_at,
        },
      ];
    });
    const rows = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .innerJoin('users as poster', 'poster.id', 'o.poster_id')
      .innerJoin('users as taker', 'taker.id', 't.taker_id')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('goods_order_task_log as l')
            .select((l) => l.fn.min('l.at').as('paid_at'))
            .whereRef('l.task_id', '=', 't.id')
            .where('l.transition', '=', 'paid')
            .as('p'),
        (join) => join.on(sql`p.paid_at`, 'is not', null),
      )
      .select([
        't.id',
        't.order_id',
        't.status',
        't.price_fen',
        't.entered_at',
        'o.title',
        'o.service_time',
        'o.poster_id',
        't.taker_id',
        'poster.s_username as poster_name',
        'taker.s_username as taker_name',
        'p.paid_at',
      ])
      .where((eb) => eb.or([eb('o.poster_id', '=', userId), eb('t.taker_id', '=', userId)]))
      .orderBy('p.paid_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      agreements: page === 1 ? agreements : [],
      list: rows.slice(0, PAGE_SIZE).map((r) => ({
        contract_key: SERVICE_CONTRACT,
        goods_order_task_id: r.id,
        goods_order_id: r.order_id,
        title: r.title,
        role: r.poster_id === userId ? ('poster' as const) : ('taker' as const),
        poster: { id: r.poster_id, s_username: r.poster_name },
        taker: { id: r.taker_id, s_username: r.taker_name },
        amount_fen: Number(r.price_fen),
        status: r.status,
        paid_at: Number(r.paid_at),
        service_time: Number(r.service_time),
        ended_at: (TERMINAL_STATES as readonly string[]).includes(r.status) ? Number(r.entered_at) : null,
      })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
