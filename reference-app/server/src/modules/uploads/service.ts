import { randomBytes } from 'node:crypto';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../kernel/errors.js';
import { afterCommit } from '../../kernel/transaction.js';
import { isSafeStorageName, type StorageProvider } from '../../providers/storage.js';
import { cleanImage, type ImageFormat, UnreadableImageError } from './clean-image.js';

export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  ext: string;
  format: ImageFormat;
};

const TYPES_BY_EXT: Record<string, ImageType['mime']> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The image type from the file's first bytes; the client's filename and content type are ignored. */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg', format: 'jpeg' };
  }
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: 'image/png', ext: 'png', format: 'png' };
  }
  if (data.length >= 6) {
    const head = data.subarray(0, 6).toString('latin1');
    if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif', format: 'gif' };
  }
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp', format: 'webp' };
  }
  return undefined;
}

const notAnImage = () => new AppError('invalid', 'error.uploadType', { field: 'face' });

declare const cleaned: unique symbol;

/** An accepted picture without its metadata: only `prepareImage` makes one, so only such are stored. */
export interface PreparedImage {
  readonly [cleaned]: true;
  name: string;
  mime: ImageType['mime'];
  data: Buffer;
}

export class UploadService {
  readonly #storage: StorageProvider;
  readonly #clock: Clock;

  constructor(deps: { storage: StorageProvider; clock: Clock }) {
    this.#storage = deps.storage;
    this.#clock = deps.clock;
  }

  /**
   * Checks the bytes are an accepted image, removes its metadata (EXIF with GPS, XMP, IPTC, text
   * chunks; `cleanImage`) and gives it a fresh random name. Every stored upload passes here: bytes
   * that do not decode as the picture they claim to be are refused like any other non-image.
   */
  async prepareImage(data: Buffer): Promise<PreparedImage> {
    const type = sniffImage(data);
    if (!type) throw notAnImage();
    let clean: Buffer;
    try {
      clean = await cleanImage(data, type.format);
    } catch (error) {
      throw error instanceof UnreadableImageError ? notAnImage() : error;
    }
    const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
    return { name, mime: type.mime, data: clean } as PreparedImage;
  }

  /** Writes the file, then runs `record` (the caller's transaction); removes the file if it fails. */
  async storeWith<T>(image: PreparedImage, record: () => Promise<T>): Promise<T> {
    await this.#storage.put(image.name, image.data);
    try {
      return await record();
    } catch (error) {
      await this.#storage.remove(image.name);
      throw error;
    }
  }

  /** Inserts the uploads row inside a caller's transaction. Returns the public path. */
  async recordUpload(tx: Db, ownerId: number, image: PreparedImage, purpose: string): Promise<string> {
    await tx
      .insertInto('uploads')
      .values({
        owner_id: ownerId,
        name: image.name,
        mime: image.mime,
        size: image.data.length,
        purpose,
        created_at: unixSeconds(this.#clock),
      })
      .execute();
    return `/uploads/${image.name}`;
  }

  /**
   * Forgets a picture that is no longer used (a replaced face, a removed show photo): its uploads
   * row goes with `tx`, its file once `tx` committed, so a rolled-back change keeps both.
   */
  async discard(tx: Db, path: string | null | undefined): Promise<void> {
    const name = path?.startsWith('/uploads/') ? path.slice('/uploads/'.length) : undefined;
    if (!name || !isSafeStorageName(name)) return;
    await tx.deleteFrom('uploads').where('name', '=', name).execute();
    afterCommit(tx, () => this.#storage.remove(name).catch(() => undefined));
  }

  /** The stored file and its type, or a 404 AppError. */
  async read(name: string): Promise<{ data: Buffer; mime: string }> {
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const mime = TYPES_BY_EXT[ext];
    if (!mime || !isSafeStorageName(name)) throw new AppError('notFound', 'error.uploadNotFound');
    const data = await this.#storage.get(name);
    if (!data) throw new AppError('notFound', 'error.uploadNotFound');
    return { data, mime };
  }
}
