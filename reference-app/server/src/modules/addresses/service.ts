import { PHONE_PATTERN } from '@marketplace/sdk/rules';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError, requiredField } from '../../kernel/errors.js';
import { optionalId, parseFlag, requireCoordinates, requireId, requireText } from '../../kernel/input.js';

/** Addresses a user may keep. */
export const ADDRESS_MAX = 20;

export interface AddressView {
  id: number;
  name: string;
  tel: string;
  region: string;
  detail: string;
  longitude: number;
  latitude: number;
  is_default: boolean;
}

export interface SaveAddressInput {
  id: string | undefined;
  name: string | undefined;
  tel: string | undefined;
  region: string | undefined;
  detail: string | undefined;
  longitude: string | undefined;
  latitude: string | undefined;
  is_default: string | undefined;
}

const COLUMNS = ['id', 'name', 'tel', 'region', 'detail', 'longitude', 'latitude', 'is_default'] as const;

/** Serialises one user's address changes (the count and the single default). */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(tx);
}

/** manageAddress and editAddress: a user's addresses, one of them the default. */
export class AddressService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** The caller's addresses, the default first, then the newest. */
  async list(userId: number): Promise<AddressView[]> {
    return this.#db
      .selectFrom('addresses')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** One of the caller's addresses, inside a caller's transaction; 400 when it is not theirs. */
  async own(tx: Db, userId: number, id: number): Promise<AddressView> {
    const row = await tx
      .selectFrom('addresses')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('invalid', 'error.addressNotFound', { field: 'address_id' });
    return row;
  }

  /** Creates (no `id`) or updates an address. The first one is the default whatever was asked. */
  async save(userId: number, input: SaveAddressInput): Promise<AddressView> {
    const id = optionalId('id', input.id);
    const name = requireText('name', input.name, 1, 20);
    if (input.tel === undefined) throw requiredField('tel');
    if (!PHONE_PATTERN.test(input.tel)) throw new AppError('invalid', 'error.phoneInvalid', { field: 'tel' });
    const region = requireText('region', input.region, 1, 60);
    const detail = requireText('detail', input.detail, 1, 60);
    const { longitude, latitude } = requireCoordinates(input.longitude, input.latitude);
    const wantsDefault = parseFlag('is_default', input.is_default, false);
    const now = unixSeconds(this.#clock);
    const values = { name, tel: input.tel, region, detail, longitude, latitude, updated_at: now };

    return this.#db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      const count = Number(
        (
          await tx
            .selectFrom('addresses')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
      let saved: AddressView;
      if (id === undefined) {
        if (count >= ADDRESS_MAX) {
          throw new AppError('invalid', 'error.addressLimit', { max: ADDRESS_MAX });
        }
        const makeDefault = wantsDefault || count === 0;
        if (makeDefault) await this.#clearDefault(tx, userId);
        saved = await tx
          .insertInto('addresses')
          .values({ ...values, user_id: userId, is_default: makeDefault, created_at: now })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      } else {
        const current = await this.own(tx, userId, id).catch(() => {
          throw new AppError('notFound', 'error.addressNotFound');
        });
        // The default stays the default until another one is chosen.
        const makeDefault = current.is_default || wantsDefault;
        if (makeDefault && !current.is_default) await this.#clearDefault(tx, userId);
        saved = await tx
          .updateTable('addresses')
          .set({ ...values, is_default: makeDefault })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      }
      return saved;
    });
  }

  /** Deletes an address; the default passes to the newest remaining one. */
  async remove(userId: number, idRaw: string | undefined): Promise<void> {
    const id = requireId('id', idRaw);
    await this.#db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      const deleted = await tx
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('is_default')
        .executeTakeFirst();
      if (!deleted) throw new AppError('notFound', 'error.addressNotFound');
      if (!deleted.is_default) return;
      const newest = await tx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (newest) {
        await tx.updateTable('addresses').set({ is_default: true }).where('id', '=', newest.id).execute();
      }
    });
  }

  /** Makes an address the default. */
  async makeDefault(userId: number, idRaw: string | undefined): Promise<AddressView> {
    const id = requireId('id', idRaw);
    return this.#db.transaction().execute(async (tx) => {
      await lockUser(tx, userId);
      const exists = await tx
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw new AppError('notFound', 'error.addressNotFound');
      await this.#clearDefault(tx, userId);
      return tx
        .updateTable('addresses')
        .set({ is_default: true, updated_at: unixSeconds(this.#clock) })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
  }

  async #clearDefault(tx: Db, userId: number): Promise<void> {
    await tx
      .updateTable('addresses')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
  }
}
