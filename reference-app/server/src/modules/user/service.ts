import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError, invalidField, requiredField } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { transact } from '../../kernel/transaction.js';
import type { UserRow } from '../auth/service.js';
import type { UploadService } from '../uploads/service.js';

export const USERNAME_MAX = 20;

/** The trimmed nickname, or a 400 naming the field. */
function checkUsername(raw: string): string {
  const username = raw.trim();
  if (username === '' || [...username].length > USERNAME_MAX) {
    throw new AppError('invalid', 'error.usernameLength', { field: 's_username' });
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
  if (/[\u0000-\u001f\u007f]/.test(username)) throw invalidField('s_username');
  return username;
}

export class UserService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #uploads: UploadService;
  readonly #events: EventPublisher;

  /** `events`: told when the user's public name changes (`user.named`). */
  constructor(deps: { db: Db; clock: Clock; uploads: UploadService; events?: EventPublisher }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#uploads = deps.uploads;
    this.#events = deps.events ?? noEvents;
  }

  async profile(userId: number): Promise<UserRow> {
    const user = await this.#db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    // The token check just found this user; a miss means the account was deleted meanwhile.
    if (!user) throw new AppError('unauthenticated', 'error.tokenExpired');
    return user;
  }

  /**
   * Sets the nickname (1-20 characters after trimming) and/or a new profile photo. A field that is
   * not sent stays as it is; at least one of the two must be sent.
   */
  async editInfo(
    userId: number,
    input: { s_username: string | undefined; face: Buffer | undefined },
  ): Promise<UserRow> {
    if (input.s_username === undefined && input.face === undefined) throw requiredField('s_username');
    const username = input.s_username === undefined ? undefined : checkUsername(input.s_username);
    const image = input.face === undefined ? undefined : await this.#uploads.prepareImage(input.face);
    const now = unixSeconds(this.#clock);

    const update = (face: string | undefined) =>
      transact(this.#db, async (tx) => {
        const path =
          face === undefined || image === undefined
            ? undefined
            : await this.#uploads.recordUpload(tx, userId, image, 'face');
        const replaced =
          path === undefined
            ? undefined
            : (await tx.selectFrom('users').select('face').where('id', '=', userId).executeTakeFirst())?.face;
        const row = await tx
          .updateTable('users')
          .set({
            updated_at: now,
            ...(username === undefined ? {} : { s_username: username }),
            ...(path === undefined ? {} : { face: path }),
          })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError('unauthenticated', 'error.tokenExpired');
        await this.#uploads.discard(tx, replaced);
        if (username !== undefined) await this.#events.emit(tx, 'user.named', { userId, name: username });
        return row;
      });

    return image === undefined ? update(undefined) : this.#uploads.storeWith(image, () => update(image.name));
  }
}
