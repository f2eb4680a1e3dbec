import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Moderation } from '../../db/schema.js';
import { AppError } from '../../kernel/errors.js';
import { parseEnum, requireId, requireText } from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  HIDE_AFTER_REPORTS,
  NOTE_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
  TEXT_MAX,
} from './shared.js';

const TABLES = {
  article: { table: 'community_articles', owner: 'author_id', notFound: 'error.articleNotFound' },
  comment: { table: 'community_comments', owner: 'author_id', notFound: 'error.commentNotFound' },
  business: { table: 'community_businesses', owner: 'owner_id', notFound: 'error.businessNotFound' },
} as const;

/** An item waiting for kefu, with what was reported. */
export interface ReportedItem {
  kind: ReportKind;
  id: number;
  owner_id: number;
  /** The title (article), the text (comment) or the name (business). */
  text: string;
  moderation: Moderation;
  moderation_reason: string;
  reports: { reason: ReportReason; count: number }[];
  notes: string[];
}

/** The decision kefu recorded (the audit seam, app.ts). */
export interface ModerationRecord {
  kind: ReportKind;
  id: number;
  ownerId: number;
  from: Moderation;
  to: Moderation;
  reason: string;
}

/**
 * Reports on articles, comments and businesses. Reports from three different people hide an
 * item until kefu decides: `removed` keeps it hidden, `restored` shows it again for good.
 */
export class ReportService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Reports an item (once per person: a second report by the same person changes nothing). */
  async report(
    viewer: Viewer,
    input: { kind?: string; id?: string; reason?: string; note?: string | undefined },
  ): Promise<{ reported: true; hidden: boolean }> {
    const kind = parseEnum('kind', input.kind, REPORT_KINDS);
    const id = requireId('id', input.id);
    const reason = parseEnum('reason', input.reason, REPORT_REASONS);
    const note = requireText('note', input.note, reason === 'other' ? 1 : 0, NOTE_MAX, { lines: true });
    const { table, owner, notFound } = TABLES[kind];
    return transact(this.#db, async (tx) => {
      // Locked: the third report of two people at once hides the item exactly once.
      const target = await tx
        .selectFrom(table)
        .select([`${owner} as owner_id`, 'moderation'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!target || (target.moderation !== 'none' && target.moderation !== 'kept'))
        throw new AppError('notFound', notFound);
      if (target.owner_id === viewer.userId) throw new AppError('forbidden', 'error.reportOwn');
      await tx
        .insertInto('community_reports')
        .values({
          kind,
          target_id: id,
          reporter_id: viewer.userId,
          reason,
          note,
          created_at: unixSeconds(this.#clock),
        })
        .onConflict((oc) => oc.columns(['kind', 'target_id', 'reporter_id']).doNothing())
        .execute();
      if (target.moderation === 'kept') return { reported: true, hidden: false };
      const counts = await tx
        .selectFrom('community_reports')
        .select(['reason', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('id').as('first')])
        .where('kind', '=', kind)
        .where('target_id', '=', id)
        .groupBy('reason')
        .execute();
      const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
      if (total < HIDE_AFTER_REPORTS) return { reported: true, hidden: false };
      // The reason most people gave (the earliest of equals) is what the author reads.
      const top = [...counts].sort(
        (a, b) => Number(b.n) - Number(a.n) || Number(a.first) - Number(b.first),
      )[0];
      await tx
        .updateTable(table)
        .set({ moderation: 'hidden', moderation_reason: top?.reason ?? 'other' })
        .where('id', '=', id)
        .execute();
      return { reported: true, hidden: true };
    });
  }

  /** Kefu: the items reports hid, waiting for a decision, oldest report first. */
  async queue(input: {
    page?: string;
  }): Promise<{ items: ReportedItem[]; page: number; page_size: number; has_more: boolean }> {
    const page = parsePage(input.page);
    const hidden = await this.#db
      .selectFrom('community_reports as r')
      .select(['r.kind', 'r.target_id', (eb) => eb.fn.min('r.id').as('first')])
      .where((eb) =>
        eb.or(
          REPORT_KINDS.map((kind) =>
            eb.and([
              eb('r.kind', '=', kind),
              eb(
                'r.target_id',
                'in',
                eb.selectFrom(TABLES[kind].table).select('id').where('moderation', '=', 'hidden'),
              ),
            ]),
          ),
        ),
      )
      .groupBy(['r.kind', 'r.target_id'])
      .orderBy('first')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    const items: ReportedItem[] = [];
    for (const entry of hidden.slice(0, PAGE_SIZE))
      items.push(await this.#reported(this.#db, entry.kind, entry.target_id));
    return { items, page, page_size: PAGE_SIZE, has_more: hidden.length > PAGE_SIZE };
  }

  async #reported(db: Db, kind: ReportKind, id: number): Promise<ReportedItem> {
    const { table, owner, notFound } = TABLES[kind];
    const text = kind === 'article' ? 'title' : kind === 'comment' ? 'content' : 'name';
    const target = await db
      .selectFrom(table)
      .select([`${owner} as owner_id`, `${text} as text`, 'moderation', 'moderation_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!target) throw new AppError('notFound', notFound);
    const reports = await db
      .selectFrom('community_reports')
      .select(['reason', 'note'])
      .where('kind', '=', kind)
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    const counts = new Map<ReportReason, number>();
    for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    return {
      kind,
      id,
      owner_id: target.owner_id as number,
      text: target.text as string,
      moderation: target.moderation as Moderation,
      moderation_reason: target.moderation_reason as string,
      reports: [...counts].map(([reason, count]) => ({ reason, count })),
      notes: reports.map((r) => r.note).filter((n) => n !== ''),
    };
  }

  /**
   * Kefu: `remove` keeps a reported item hidden (its author reads the reason), `restore` shows it
   * again and reports no longer hide it. `record` runs in the transaction (the audit).
   */
  async moderate(
    input: { kind?: string; id?: string; decision?: string; reason?: string | undefined },
    record?: (tx: Db, decision: ModerationRecord) => Promise<void>,
  ): Promise<ReportedItem> {
    const kind = parseEnum('kind', input.kind, REPORT_KINDS);
    const id = requireId('id', input.id);
    const decision = parseEnum('decision', input.decision, ['remove', 'restore'] as const);
    const reason = requireText('reason', input.reason, 1, TEXT_MAX);
    const { table, owner, notFound } = TABLES[kind];
    return transact(this.#db, async (tx) => {
      const target = await tx
        .selectFrom(table)
        .select([`${owner} as owner_id`, 'moderation', 'moderation_reason'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!target) throw new AppError('notFound', notFound);
      const to: Moderation = decision === 'remove' ? 'removed' : 'kept';
      // The author reads kefu's words when it is removed; a restored item has nothing to explain.
      const why = decision === 'remove' ? reason : '';
      await tx
        .updateTable(table)
        .set({ moderation: to, moderation_reason: why })
        .where('id', '=', id)
        .execute();
      await record?.(tx, {
        kind,
        id,
        ownerId: target.owner_id as number,
        from: target.moderation as Moderation,
        to,
        reason,
      });
      return this.#reported(tx, kind, id);
    });
  }
}
