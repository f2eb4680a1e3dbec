import { checkFields } from '@marketplace/sdk/rules';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { CertificateStatus } from '../../db/schema.js';
import type { FieldName, Locale } from '../../i18n/messages.js';
import { recordAudit } from '../../kernel/audit.js';
import { AppError, invalidField, TextRefusedError } from '../../kernel/errors.js';
import { parseEnum, requireId, requireText } from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { PreparedImage, UploadService } from '../uploads/service.js';

export const CERTIFICATE_TYPES = ['licence', 'diploma', 'skill', 'other'] as const;
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export const REJECT_REASON_MAX = 140;
/** Certificates waiting for review one person may have at once. */
export const PENDING_MAX = 10;

export interface CertificateView {
  id: number;
  user_id: number;
  photo: string;
  type: string;
  category_id: number;
  category: string;
  status: CertificateStatus;
  reason: string;
  created_at: number;
  reviewed_at: number | null;
}

/**
 * Qualification certificates (a licence, a diploma): a photo, a type and a category, `pending`
 * until customer service approves it or rejects it with a reason. Approved ones are badges.
 */
export class CertificateService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #uploads: UploadService;

  constructor(deps: { db: Db; clock: Clock; uploads: UploadService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#uploads = deps.uploads;
  }

  #select(locale: Locale) {
    return this.#db
      .selectFrom('certificates as c')
      .innerJoin('categories as k', 'k.id', 'c.category_id')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'k.id').on('n.locale', '=', locale),
      )
      .select([
        'c.id',
        'c.user_id',
        'c.photo',
        'c.type',
        'c.category_id',
        sql<string>`coalesce(n.name, k.name)`.as('category'),
        'c.status',
        'c.reason',
        'c.created_at',
        'c.reviewed_at',
      ]);
  }

  async create(
    viewer: Viewer,
    input: { type: string | undefined; category_id: string | undefined; photo: Buffer | undefined },
    locale: Locale,
  ): Promise<CertificateView> {
    const type = parseEnum('type', input.type, CERTIFICATE_TYPES);
    const categoryId = requireId('category_id', input.category_id);
    if (input.photo === undefined) throw new AppError('invalid', 'error.required', { field: 'photo' });
    const category = await this.#db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!category) throw invalidField('category_id');
    let image: PreparedImage;
    try {
      image = await this.#uploads.prepareImage(input.photo);
    } catch (error) {
      if (error instanceof AppError && error.key === 'error.uploadType') {
        throw new AppError('invalid', 'error.uploadType', { field: 'photo' });
      }
      throw error;
    }
    const now = unixSeconds(this.#clock);
    const id = await this.#uploads.storeWith(image, () =>
      transact(this.#db, async (tx) => {
        await sql`select id from users where id = ${viewer.userId} for update`.execute(tx);
        const pending = await tx
          .selectFrom('certificates')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', viewer.userId)
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow();
        if (Number(pending.n) >= PENDING_MAX) {
          throw new AppError('conflict', 'error.certificatesPending', { max: PENDING_MAX });
        }
        const photo = await this.#uploads.recordUpload(tx, viewer.userId, image, 'certificate');
        const row = await tx
          .insertInto('certificates')
          .values({
            user_id: viewer.userId,
            photo,
            type,
            category_id: categoryId,
            created_at: now,
            reviewed_by: null,
            reviewed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    );
    return this.#one(id, locale);
  }

  async #one(id: number, locale: Locale): Promise<CertificateView> {
    const row = await this.#select(locale).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.certificateNotFound');
    return normalize(row);
  }

  /** The caller's own certificates, newest first, every state with its reason. */
  async mine(viewer: Viewer, locale: Locale): Promise<CertificateView[]> {
    const rows = await this.#select(locale)
      .where('c.user_id', '=', viewer.userId)
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map(normalize);
  }

  /** Customer service: certificates in one state (pending by default), oldest first. */
  async listForReview(input: { status: string | undefined; page: string | undefined }, locale: Locale) {
    const status = parseEnum('status', input.status, CERTIFICATE_STATUSES, 'pending');
    const page = parsePage(input.page);
    const rows = await this.#select(locale)
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.s_username', 'u.phone'])
      .where('c.status', '=', status)
      .orderBy('c.id', 'asc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: rows
        .slice(0, PAGE_SIZE)
        .map((r) => ({ ...normalize(r), s_username: r.s_username, tel: r.phone ?? '' })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /**
   * Customer service approves or rejects (with a reason) a pending certificate. Only pending
   * ones can be decided: deciding twice is a 409 and changes nothing. The decision is written
   * to the audit log (kernel/audit.ts) in its own transaction.
   */
  async review(
    reviewer: Viewer,
    input: { id: string | undefined; decision: string | undefined; reason: string | undefined },
    locale: Locale,
  ): Promise<CertificateView> {
    const id = requireId('id', input.id);
    const decision = parseEnum('decision', input.decision, REVIEW_DECISIONS);
    // A rejection says why to its owner; an approval may carry a note for the audit log.
    const reason =
      decision === 'reject'
        ? requireText('reason', input.reason, 1, REJECT_REASON_MAX)
        : requireText('reason', input.reason, 0, REJECT_REASON_MAX);
    if (reason !== '') {
      const verdict = checkFields({ reason });
      if (!verdict.ok) throw new TextRefusedError(verdict.category, verdict.field as FieldName);
    }
    const status: CertificateStatus = decision === 'approve' ? 'approved' : 'rejected';
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const updated = await tx
        .updateTable('certificates')
        .set({
          status,
          reason: decision === 'reject' ? reason : '',
          reviewed_by: reviewer.userId,
          reviewed_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!updated) {
        const exists = await tx
          .selectFrom('certificates')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        throw exists
          ? new AppError('conflict', 'error.certificateDecided')
          : new AppError('notFound', 'error.certificateNotFound');
      }
      await recordAudit(tx, {
        actor: { id: reviewer.userId, level: 'agent' },
        action: `certificate.${decision}`,
        record: { type: 'certificate', id },
        before: { status: 'pending' },
        after: { status },
        reason,
        now,
      });
    });
    return this.#one(id, locale);
  }
}

function normalize<T extends { status: string; created_at: number; reviewed_at: number | null }>(row: T) {
  return {
    ...row,
    status: row.status as CertificateStatus,
    created_at: Number(row.created_at),
    reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}
