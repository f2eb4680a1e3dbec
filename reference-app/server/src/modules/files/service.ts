import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { requireId } from '../../kernel/input.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { StorageProvider } from '../../providers/storage.js';
import type { UploadService } from '../uploads/service.js';
import { cleanFilename, isPdf } from './sniff.js';

/** How long a download link works (seconds): long enough to paste it into another browser. */
export const FILE_LINK_SECONDS = 3600;

/** What an attachment can be attached to, and so shared with (docs/feedback-api.md, "Files"). */
export const LINK_SUBJECTS = ['feedback', 'task'] as const;
export type LinkSubject = (typeof LINK_SUBJECTS)[number];

export interface AttachmentRow {
  id: number;
  owner_id: number;
  storage_name: string;
  filename: string;
  mime: string;
  size: number;
  created_at: number;
}

/** An attachment as the API answers it: what it is and a signed link that works for an hour. */
export interface FileInfo {
  id: number;
  name: string;
  mime: string;
  size: number;
  created_at: number;
  /** The link that downloads it (`Content-Disposition: attachment`). */
  url: string;
  /** The same file shown in place (pictures; a PDF is always a download). */
  preview_url: string;
  /** Until when the links work (Unix seconds). */
  expires_at: number;
}

const notAFile = () => new AppError('notFound', 'error.fileNotFound');

/**
 * The attachment store: documents (PDF) and pictures a person uploads, read by the owner and by
 * whoever what they are attached to is shared with. Bytes live in their own storage (not the
 * public `/uploads/`), reached only through links signed for one file and one hour.
 */
export class FileService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #storage: StorageProvider;
  readonly #uploads: UploadService;
  readonly #key: Buffer;

  constructor(deps: {
    db: Db;
    clock: Clock;
    storage: StorageProvider;
    uploads: UploadService;
    secret: string;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#uploads = deps.uploads;
    // A key of its own, derived from the server's secret: a link signature says nothing else.
    this.#key = createHmac('sha256', deps.secret).update('attachment-links').digest();
  }

  /**
   * POST /api/file/upload: a PDF is stored as it came; a picture goes through `prepareImage`
   * (decoded, metadata removed). Anything else, whatever its name or declared type, is refused.
   */
  async upload(
    ownerId: number,
    data: Buffer,
    clientName: string | undefined,
    base: string,
  ): Promise<FileInfo> {
    let stored: { name: string; mime: string; data: Buffer; ext: string };
    if (isPdf(data)) {
      stored = { name: `${randomBytes(16).toString('hex')}.pdf`, mime: 'application/pdf', data, ext: 'pdf' };
    } else {
      try {
        const image = await this.#uploads.prepareImage(data);
        stored = {
          name: image.name,
          mime: image.mime,
          data: image.data,
          ext: image.name.split('.')[1] ?? 'jpg',
        };
      } catch (error) {
        if (error instanceof AppError && error.key === 'error.uploadType') {
          throw new AppError('unsupportedType', 'error.fileType', { field: 'document' });
        }
        throw error;
      }
    }
    const filename = cleanFilename(clientName, stored.ext);
    await this.#storage.put(stored.name, stored.data);
    try {
      const row = await this.#db
        .insertInto('attachments')
        .values({
          owner_id: ownerId,
          storage_name: stored.name,
          filename,
          mime: stored.mime,
          size: stored.data.length,
          created_at: unixSeconds(this.#clock),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return this.present(row, base);
    } catch (error) {
      await this.#storage.remove(stored.name);
      throw error;
    }
  }

  /** GET /api/file/detail: the file, if the caller may read it (404 otherwise, as if absent). */
  async detail(viewer: Viewer, rawId: string | undefined, base: string): Promise<FileInfo> {
    const id = requireId('id', rawId);
    const row = await this.#readable(this.#db, viewer, id);
    if (!row) throw notAFile();
    return this.present(row, base);
  }

  /**
   * POST /api/file/share: the owner attaches their file to a task they are a party of (a
   * delivery's document, a certificate shown to the other party); both parties then read it.
   */
  async shareWithTask(viewer: Viewer, rawId: string | undefined, rawTask: string | undefined): Promise<void> {
    const id = requireId('id', rawId);
    const taskId = requireId('goods_order_task_id', rawTask);
    await this.#db.transaction().execute(async (tx) => {
      const party = await tx
        .selectFrom('goods_order_tasks as t')
        .innerJoin('goods_orders as o', 'o.id', 't.order_id')
        .select('t.id')
        .where('t.id', '=', taskId)
        .where((eb) => eb.or([eb('t.taker_id', '=', viewer.userId), eb('o.poster_id', '=', viewer.userId)]))
        .executeTakeFirst();
      if (!party) throw new AppError('notFound', 'error.taskNotFound');
      await this.linkOwn(tx, viewer.userId, [id], 'task', taskId, 'document');
    });
  }

  /**
   * Attaches the owner's files to a subject inside the caller's transaction, in the order given.
   * `images`: only pictures. A file that is not theirs is refused like one that does not exist.
   */
  async linkOwn(
    tx: Db,
    ownerId: number,
    ids: number[],
    subject: LinkSubject,
    subjectId: number,
    field: 'images' | 'document',
    only?: 'images',
  ): Promise<void> {
    if (ids.length === 0) return;
    const rows = await tx
      .selectFrom('attachments')
      .select(['id', 'mime'])
      .where('id', 'in', ids)
      .where('owner_id', '=', ownerId)
      .execute();
    if (rows.length !== new Set(ids).size) throw invalidField(field, 'error.fileNotFound');
    if (only === 'images' && rows.some((r) => !r.mime.startsWith('image/')))
      throw invalidField(field, 'error.fileType');
    const now = unixSeconds(this.#clock);
    await tx
      .insertInto('attachment_links')
      .values(
        ids.map((attachment_id, position) => ({
          attachment_id,
          subject,
          subject_id: subjectId,
          position,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['attachment_id', 'subject', 'subject_id']).doNothing())
      .execute();
  }

  /** The files attached to each subject, in their order, with fresh links. */
  async attachedTo(
    subject: LinkSubject,
    subjectIds: number[],
    base: string,
  ): Promise<Map<number, FileInfo[]>> {
    const found = new Map<number, FileInfo[]>();
    if (subjectIds.length === 0) return found;
    const rows = await this.#db
      .selectFrom('attachment_links as l')
      .innerJoin('attachments as a', 'a.id', 'l.attachment_id')
      .selectAll('a')
      .select('l.subject_id')
      .where('l.subject', '=', subject)
      .where('l.subject_id', 'in', subjectIds)
      .orderBy('l.subject_id')
      .orderBy('l.position')
      .execute();
    for (const row of rows) {
      const list = found.get(row.subject_id) ?? [];
      list.push(this.present(row, base));
      found.set(row.subject_id, list);
    }
    return found;
  }

  /** The answer shape with links signed until an hour from now. */
  present(row: AttachmentRow, base: string): FileInfo {
    const expires = unixSeconds(this.#clock) + FILE_LINK_SECONDS;
    const sig = this.#sign(row.id, expires);
    const link = `${base}/files/${row.id}?exp=${expires}&sig=${sig}`;
    return {
      id: row.id,
      name: row.filename,
      mime: row.mime,
      size: row.size,
      created_at: row.created_at,
      url: `${link}&download=1`,
      preview_url: link,
      expires_at: expires,
    };
  }

  /**
   * GET /files/:id: the bytes behind a signed link. A wrong signature and an unknown file are
   * the same 404; an expired link is a 403 that says to open the file again.
   */
  async readSigned(
    rawId: string,
    rawExp: string | undefined,
    sig: string | undefined,
  ): Promise<{ row: AttachmentRow; data: Buffer }> {
    if (!/^\d{1,10}$/.test(rawId) || !/^\d{1,12}$/.test(rawExp ?? '') || !sig) throw notAFile();
    const id = Number(rawId);
    const exp = Number(rawExp);
    const expected = Buffer.from(this.#sign(id, exp));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notAFile();
    if (exp < unixSeconds(this.#clock)) throw new AppError('forbidden', 'error.fileLinkExpired');
    const row = await this.#db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notAFile();
    const data = await this.#storage.get(row.storage_name);
    if (!data) throw notAFile();
    return { row, data };
  }

  #sign(id: number, exp: number): string {
    return createHmac('sha256', this.#key).update(`${id}.${exp}`).digest('base64url');
  }

  /**
   * The attachment if `viewer` may read it: its owner; kefu, once it is attached to feedback or a
   * task; the two parties of a task it is attached to.
   */
  async #readable(db: Db, viewer: Viewer, id: number): Promise<AttachmentRow | undefined> {
    const row = await db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    if (row.owner_id === viewer.userId) return row;
    const links = await db
      .selectFrom('attachment_links')
      .select(['subject', 'subject_id'])
      .where('attachment_id', '=', id)
      .execute();
    if (links.length === 0) return undefined;
    if (viewer.role === 'kefu') return row;
    const taskIds = links.filter((l) => l.subject === 'task').map((l) => l.subject_id);
    if (taskIds.length === 0) return undefined;
    const party = await db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select('t.id')
      .where('t.id', 'in', taskIds)
      .where((eb) => eb.or([eb('t.taker_id', '=', viewer.userId), eb('o.poster_id', '=', viewer.userId)]))
      .executeTakeFirst();
    return party ? row : undefined;
  }
}
