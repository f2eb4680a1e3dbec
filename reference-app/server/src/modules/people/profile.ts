import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { Locale } from '../../i18n/messages.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { requireInt } from '../../kernel/input.js';
import { transact } from '../../kernel/transaction.js';
import type { PreparedImage, UploadService } from '../uploads/service.js';

import { hasChanges, type ProfileChanges, SHOW_PHOTOS_MAX } from './profile-input.js';

export interface ProfileView {
  introduction: string;
  categories: { id: number; name: string }[];
  service_area: string;
  longitude: number | null;
  latitude: number | null;
  experience_years: number;
  /** Stored paths (`/uploads/...`), oldest first. */
  photos: string[];
}

/**
 * editInformation: the profile a person shows others (introduction, categories, service area
 * with coordinates, years of experience) and its album of show photos.
 */
export class ProfileService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #uploads: UploadService;
  readonly #events: EventPublisher;

  /** `events`: told when a profile changed (`profile.saved`: search re-indexes the person). */
  constructor(deps: { db: Db; clock: Clock; uploads: UploadService; events?: EventPublisher }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#uploads = deps.uploads;
    this.#events = deps.events ?? noEvents;
  }

  /** 400 on `categories` unless every id is a category. */
  async checkCategories(changes: ProfileChanges): Promise<void> {
    const ids = changes.categoryIds;
    if (!ids || ids.length === 0) return;
    const found = await this.#db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw invalidField('categories');
  }

  /** Writes checked changes (`parseProfileInput`, `checkCategories`) in one transaction. */
  async save(userId: number, changes: ProfileChanges): Promise<void> {
    if (!hasChanges(changes)) return;
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const values = {
        ...(changes.introduction === undefined ? {} : { introduction: changes.introduction }),
        ...(changes.service_area === undefined ? {} : { service_area: changes.service_area }),
        ...(changes.location === undefined
          ? {}
          : {
              longitude: changes.location?.longitude ?? null,
              latitude: changes.location?.latitude ?? null,
            }),
        ...(changes.experience_years === undefined ? {} : { experience_years: changes.experience_years }),
        updated_at: now,
      };
      await tx
        .insertInto('user_profiles')
        .values({ user_id: userId, longitude: null, latitude: null, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      if (changes.categoryIds !== undefined) {
        await tx.deleteFrom('user_profile_categories').where('user_id', '=', userId).execute();
        if (changes.categoryIds.length > 0) {
          await tx
            .insertInto('user_profile_categories')
            .values(changes.categoryIds.map((category_id) => ({ user_id: userId, category_id })))
            .execute();
        }
      }
      await this.#events.emit(tx, 'profile.saved', { userId });
    });
  }

  /** A person's profile as anyone sees it; empty fields when they never filled it in. */
  async view(userId: number, locale: Locale): Promise<ProfileView> {
    const row = await this.#db
      .selectFrom('user_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const categories = await this.#db
      .selectFrom('user_profile_categories as pc')
      .innerJoin('categories as c', 'c.id', 'pc.category_id')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', locale),
      )
      .select(['c.id', sql<string>`coalesce(n.name, c.name)`.as('name')])
      .where('pc.user_id', '=', userId)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return {
      introduction: row?.introduction ?? '',
      categories,
      service_area: row?.service_area ?? '',
      longitude: row?.longitude ?? null,
      latitude: row?.latitude ?? null,
      experience_years: row?.experience_years ?? 0,
      photos: await this.photos(userId),
    };
  }

  async photos(userId: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('user_show_photos')
      .select('path')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.path);
  }

  /** Adds a show photo, metadata removed (`prepareImage`); at most `SHOW_PHOTOS_MAX`. */
  async addPhoto(userId: number, data: Buffer | undefined): Promise<string[]> {
    if (data === undefined) throw new AppError('invalid', 'error.required', { field: 'photo' });
    let image: PreparedImage;
    try {
      image = await this.#uploads.prepareImage(data);
    } catch (error) {
      if (error instanceof AppError && error.key === 'error.uploadType') {
        throw new AppError('invalid', 'error.uploadType', { field: 'photo' });
      }
      throw error;
    }
    const now = unixSeconds(this.#clock);
    await this.#uploads.storeWith(image, () =>
      transact(this.#db, async (tx) => {
        // Serialises one person's album changes, so two uploads at once cannot pass the limit.
        await sql`select id from users where id = ${userId} for update`.execute(tx);
        const count = await tx
          .selectFrom('user_show_photos')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= SHOW_PHOTOS_MAX) {
          throw new AppError('conflict', 'error.showPhotosFull', { max: SHOW_PHOTOS_MAX });
        }
        const path = await this.#uploads.recordUpload(tx, userId, image, 'show');
        await tx.insertInto('user_show_photos').values({ user_id: userId, path, created_at: now }).execute();
      }),
    );
    return this.photos(userId);
  }

  /** Removes the show photo at `index` (0-based, in the album's order). */
  async deletePhoto(userId: number, indexRaw: string | undefined): Promise<string[]> {
    const index = requireInt('index', indexRaw, 0, SHOW_PHOTOS_MAX - 1);
    await transact(this.#db, async (tx) => {
      await sql`select id from users where id = ${userId} for update`.execute(tx);
      const photo = await tx
        .selectFrom('user_show_photos')
        .select(['id', 'path'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .offset(index)
        .limit(1)
        .executeTakeFirst();
      if (!photo) throw new AppError('notFound', 'error.showPhotoNotFound');
      await tx.deleteFrom('user_show_photos').where('id', '=', photo.id).execute();
      await this.#uploads.discard(tx, photo.path);
    });
    return this.photos(userId);
  }
}
