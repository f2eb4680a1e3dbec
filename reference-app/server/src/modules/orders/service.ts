import {
  type Actor,
  checkFields,
  checkOrderTransition,
  isLiveTask,
  type OrderState,
  PAID_STATES,
  type TaskState,
} from '@marketplace/sdk/rules';
import { type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import type { GoodsOrdersTable } from '../../db/schema.js';
import type { FieldName, Locale } from '../../i18n/messages.js';
import { kefuActor, recordAudit } from '../../kernel/audit.js';
import {
  AppError,
  invalidField,
  LifecycleError,
  requiredField,
  TextRefusedError,
} from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import {
  optionalCoordinates,
  optionalId,
  parseEnum,
  requireId,
  requireIdempotencyKey,
  requireInt,
  requireText,
} from '../../kernel/input.js';
import {
  checkFirstPage,
  decodeCursor,
  encodeCursor,
  HALL_PAGE_SIZE,
  PAGE_SIZE,
  parsePage,
} from '../../kernel/paging.js';
import { refuseIfRestricted } from '../../kernel/restrictions.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { AddressService } from '../addresses/service.js';
import { notSelectWaiting, WAITING } from '../tasks/not-selected.js';
import type { UploadService } from '../uploads/service.js';
import { scheduleOrderClose } from './close.js';
import { statusFilter } from './mine.js';
import { distanceKey, nearestReach, WHOLE_GLOBE, withinReach } from './nearest.js';

export const TITLE_MAX = 40;
export const DESCRIPTION_MAX = 140;
export const PICS_MAX = 9;
export const HEADCOUNT_MAX = 99;
export const PRICE_MIN_FEN = 100;
export const PRICE_MAX_FEN = 100_000_000;
export const SERVICE_WITHIN_SECONDS = 366 * 86_400;
const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;
const SORTS = ['newest', 'nearest', 'price_asc', 'price_desc'] as const;
export type HallSort = (typeof SORTS)[number];

export type OrderRow = Selectable<GoodsOrdersTable> & {
  poster_name: string;
  poster_face: string;
  category_name: string;
};

/** Who asks: a signed-in user (and their role) or nobody. */
/** The order as the caller may see it, before presenting (URLs, distance). */
export interface OrderItem {
  row: OrderRow;
  /** The caller may see the exact address and location. */
  exact: boolean;
  myTaskId: number | null;
  actions: string[];
}

export interface OrderInput {
  goods_categorize_id: string | undefined;
  title: string | undefined;
  description: string | undefined;
  pics: string | undefined;
  address_id: string | undefined;
  service_time: string | undefined;
  headcount: string | undefined;
  price_fen: string | undefined;
  pricing_mode: string | undefined;
  idempotency_key: string | undefined;
  reason?: string | undefined;
}

export interface HallInput {
  goods_categorize_id: string | undefined;
  longitude: string | undefined;
  latitude: string | undefined;
  radius_km: string | undefined;
  price_min_fen: string | undefined;
  price_max_fen: string | undefined;
  sort: string | undefined;
  cursor: string | undefined;
  page: string | undefined;
}

/** Titles and descriptions pass the blocked-words rule (contact details included). */
function checkTexts(fields: Partial<Record<'title' | 'description', string>>): void {
  const verdict = checkFields(fields);
  if (!verdict.ok) throw new TextRefusedError(verdict.category, verdict.field as FieldName);
}

/** Our upload paths (absolute URLs of this server or `/uploads/...`), comma-separated, at most 9. */
function parsePics(raw: string | undefined, base: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const items = raw.split(',').map((s) => s.trim());
  if (items.length > PICS_MAX) throw invalidField('pics', 'error.orderPics');
  return items.map((item) => {
    const path = item.startsWith(`${base}/`) ? item.slice(base.length) : item;
    if (!UPLOAD_PATH.test(path)) throw invalidField('pics', 'error.orderPics');
    return path;
  });
}

/** The orders of deliverOrder, orderDetail and the hall: rules and transactions. */
export class OrderService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #addresses: AddressService;
  readonly #uploads: UploadService;
  readonly #events: EventPublisher;

  /** `events`: told when a change of the order reaches its tasks (`task.changed`). */
  constructor(deps: {
    db: Db;
    clock: Clock;
    addresses: AddressService;
    uploads: UploadService;
    events?: EventPublisher;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#addresses = deps.addresses;
    this.#uploads = deps.uploads;
    this.#events = deps.events ?? noEvents;
  }

  /** POST /api/upload/image: stores a picture for an order, a delivery or an evaluation. */
  async uploadImage(userId: number, data: Buffer, purpose: string): Promise<string> {
    const image = await this.#uploads.prepareImage(data);
    return this.#uploads.storeWith(image, () =>
      this.#db.transaction().execute((tx) => this.#uploads.recordUpload(tx, userId, image, purpose)),
    );
  }

  /** Orders joined with their poster and their category's name in `locale`. */
  #select(db: Db, locale: Locale) {
    return db
      .selectFrom('goods_orders as o')
      .innerJoin('users as u', 'u.id', 'o.poster_id')
      .innerJoin('categories as c', 'c.id', 'o.category_id')
      .leftJoin('category_names as n', (join) =>
        join.onRef('n.category_id', '=', 'c.id').on('n.locale', '=', locale),
      )
      .selectAll('o')
      .select([
        'u.s_username as poster_name',
        'u.face as poster_face',
        sql<string>`coalesce(n.name, c.name)`.as('category_name'),
      ]);
  }

  /** The caller's view of rows: exact address, their task on it, and what they may do. */
  async #items(db: Db, rows: OrderRow[], viewer: Viewer | null): Promise<OrderItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const mine = viewer
      ? await db
          .selectFrom('goods_order_tasks')
          .select(['id', 'order_id', 'status'])
          .where('taker_id', '=', viewer.userId)
          .where('order_id', 'in', ids)
          .orderBy('id', 'desc')
          .execute()
      : [];
    return rows.map((row) => {
      const tasks = mine.filter((t) => t.order_id === row.id);
      const live = tasks.find((t) => isLiveTask(t.status as TaskState));
      const paid = tasks.some((t) => PAID_STATES.includes(t.status as TaskState));
      const isPoster = viewer?.userId === row.poster_id;
      const isKefu = viewer?.role === 'kefu';
      const actions: string[] = [];
      if ((isPoster || isKefu) && (row.status === 'open' || row.status === 'full')) {
        if (row.paid_count === 0) actions.push('modify');
        if (row.status === 'open' && row.paid_count === 0) actions.push('cancel');
      }
      if (viewer && !isPoster && !isKefu && row.status === 'open' && !live) {
        actions.push(row.pricing_mode === 'fixed' ? 'apply' : 'quote');
      }
      return {
        row,
        // Kefu sees the exact address only through the audited reveal (docs/kefu-api.md, "Masking").
        exact: isPoster || paid,
        myTaskId: (live ?? tasks[0])?.id ?? null,
        actions,
      };
    });
  }

  /** Orders joined with poster and category name, for the lists of search and discover.ts. */
  selectOrders(locale: Locale) {
    return this.#select(this.#db, locale);
  }

  /** Rows as `viewer` sees them (exact address, their task, actions), for those lists. */
  itemsFor(rows: OrderRow[], viewer: Viewer | null): Promise<OrderItem[]> {
    return this.#items(this.#db, rows, viewer);
  }

  async #load(db: Db, id: number, locale: Locale): Promise<OrderRow> {
    const row = await this.#select(db, locale).where('o.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.orderNotFound');
    return row;
  }

  async item(db: Db, id: number, viewer: Viewer | null, locale: Locale): Promise<OrderItem> {
    const [item] = await this.#items(db, [await this.#load(db, id, locale)], viewer);
    if (!item) throw new AppError('notFound', 'error.orderNotFound');
    return item;
  }

  /** deliverOrder: publishes an order. The same caller and key answer the first order. */
  async create(viewer: Viewer, input: OrderInput, base: string, locale: Locale): Promise<OrderItem> {
    const key = requireIdempotencyKey(input.idempotency_key);
    const existing = await this.#existing(viewer.userId, key);
    if (existing !== undefined) return this.item(this.#db, existing, viewer, locale);

    const categoryId = requireId('goods_categorize_id', input.goods_categorize_id);
    const title = requireText('title', input.title, 1, TITLE_MAX);
    const description = requireText('description', input.description, 1, DESCRIPTION_MAX, { lines: true });
    checkTexts({ title, description });
    const pics = parsePics(input.pics, base);
    const addressId = requireId('address_id', input.address_id);
    const now = unixSeconds(this.#clock);
    const serviceTime = requireInt('service_time', input.service_time, 0, 4_102_444_800);
    if (serviceTime <= now || serviceTime > now + SERVICE_WITHIN_SECONDS) {
      throw invalidField('service_time', 'error.serviceTime');
    }
    const headcount = requireInt('headcount', input.headcount, 1, HEADCOUNT_MAX, 'error.headcount');
    const price = requireInt('price_fen', input.price_fen, PRICE_MIN_FEN, PRICE_MAX_FEN, 'error.priceRange');
    const pricing = parseEnum('pricing_mode', input.pricing_mode, ['fixed', 'quote'] as const);
    await refuseIfRestricted(this.#db, viewer.userId, 'post', now);

    const id = await transact(this.#db, async (tx) => {
      await this.#requireCategory(tx, categoryId);
      await this.#requireUploads(tx, pics, [viewer.userId]);
      const address = await this.#addresses.own(tx, viewer.userId, addressId);
      const inserted = await tx
        .insertInto('goods_orders')
        .values({
          poster_id: viewer.userId,
          category_id: categoryId,
          title,
          description,
          pics: JSON.stringify(pics),
          pricing_mode: pricing,
          price_fen: price,
          headcount,
          service_time: serviceTime,
          region: address.region,
          address: address.detail,
          longitude: address.longitude,
          latitude: address.latitude,
          idempotency_key: key,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['poster_id', 'idempotency_key']).doNothing())
        .returning(['id', 'status', 'service_time'])
        .executeTakeFirst();
      if (inserted) await scheduleOrderClose(tx, inserted);
      if (inserted) await this.#events.emit(tx, 'order.saved', { orderId: inserted.id });
      return inserted?.id;
    });
    // A concurrent retry with the same key inserted first: answer its order.
    const orderId = id ?? (await this.#existing(viewer.userId, key));
    if (orderId === undefined) throw new AppError('conflict', 'error.orderNotFound');
    return this.item(this.#db, orderId, viewer, locale);
  }

  async #existing(posterId: number, key: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('goods_orders')
      .select('id')
      .where('poster_id', '=', posterId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }

  async #requireCategory(tx: Db, id: number): Promise<void> {
    const row = await tx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('invalid', 'error.categoryNotFound', { field: 'goods_categorize_id' });
  }

  /** Every picture is an upload of this server made by one of `owners`: nobody shows another's photos. */
  async #requireUploads(tx: Db, pics: string[], owners: number[]): Promise<void> {
    if (pics.length === 0) return;
    const names = pics.map((p) => p.slice('/uploads/'.length));
    const found = await tx
      .selectFrom('uploads')
      .select('name')
      .where('name', 'in', names)
      .where('owner_id', 'in', owners)
      .execute();
    if (found.length !== new Set(names).size) throw invalidField('pics', 'error.orderPics');
  }

  /** The order locked for a change, with its tasks' states. */
  async #lock(
    tx: Db,
    id: number,
  ): Promise<{ row: Selectable<GoodsOrdersTable>; tasks: { state: TaskState }[] }> {
    const row = await tx
      .selectFrom('goods_orders')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('notFound', 'error.orderNotFound');
    const tasks = await tx
      .selectFrom('goods_order_tasks')
      .select('status')
      .where('order_id', '=', id)
      .execute();
    return { row, tasks: tasks.map((t) => ({ state: t.status as TaskState })) };
  }

  /** orderDetail. Records the signed-in caller's browse history. */
  async detail(viewer: Viewer | null, idRaw: string | undefined, locale: Locale): Promise<OrderItem> {
    const id = requireId('id', idRaw);
    const item = await this.item(this.#db, id, viewer, locale);
    if (viewer) {
      const now = unixSeconds(this.#clock);
      await this.#db
        .insertInto('browse_history')
        .values({ user_id: viewer.userId, order_id: id, viewed_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'order_id']).doUpdateSet({ viewed_at: now }))
        .execute();
    }
    return item;
  }

  /** cancel-order (poster, no task ever paid) or remove-order (kefu, reason required). */
  async cancel(viewer: Viewer, idRaw: string | undefined, reasonRaw: string | undefined, locale: Locale) {
    const id = requireId('id', idRaw);
    const reason = (reasonRaw ?? '').trim();
    const now = unixSeconds(this.#clock);
    await transact(this.#db, async (tx) => {
      const { row, tasks } = await this.#lock(tx, id);
      const actor: Actor =
        viewer.role === 'kefu' ? { role: 'kefu', id: viewer.userId } : { role: 'poster', id: viewer.userId };
      const name = viewer.role === 'kefu' ? 'remove-order' : 'cancel-order';
      const check = checkOrderTransition(
        { state: row.status as OrderState, poster_id: row.poster_id },
        tasks,
        name,
        actor,
        { reason },
      );
      if (!check.ok) throw new LifecycleError(check.reason);
      await tx
        .updateTable('goods_orders')
        .set({ status: check.to, updated_at: now })
        .where('id', '=', id)
        .execute();
      await tx
        .insertInto('goods_order_log')
        .values({
          order_id: id,
          transition: name,
          actor_role: actor.role,
          actor_id: actor.id,
          from_state: row.status,
          to_state: check.to,
          at: now,
          reason: reason === '' ? null : reason,
        })
        .execute();
      if (actor.role === 'kefu') {
        await recordAudit(tx, {
          actor: await kefuActor(tx, viewer.userId),
          action: 'order.remove',
          record: { type: 'order', id },
          before: { status: row.status },
          after: { status: check.to },
          reason,
          now,
        });
        // The poster hears it from kefu; the takers waiting on it, from their not-selected line.
        await this.#events.emit(tx, 'kefu.told', {
          kefuId: viewer.userId,
          userIds: [row.poster_id],
          name: 'kefu_order_removed',
          params: { title: row.title, reason },
          orderId: id,
          taskId: null,
        });
      }
      await notSelectWaiting(tx, id, now, this.#events);
    });
    return this.item(this.#db, id, viewer, locale);
  }

  /** Changes an order's fields (not its pricing mode): its poster or kefu, while no task is paid. */
  async modify(viewer: Viewer, idRaw: string | undefined, input: OrderInput, base: string, locale: Locale) {
    const id = requireId('id', idRaw);
    const now = unixSeconds(this.#clock);
    const set: Record<string, unknown> = {};
    if (input.title !== undefined) set.title = requireText('title', input.title, 1, TITLE_MAX);
    if (input.description !== undefined) {
      set.description = requireText('description', input.description, 1, DESCRIPTION_MAX, { lines: true });
    }
    checkTexts({
      title: set.title as string | undefined,
      description: set.description as string | undefined,
    });
    const pics = input.pics === undefined ? undefined : parsePics(input.pics, base);
    if (pics) set.pics = JSON.stringify(pics);
    if (input.service_time !== undefined) {
      const at = requireInt('service_time', input.service_time, 0, 4_102_444_800);
      if (at <= now || at > now + SERVICE_WITHIN_SECONDS)
        throw invalidField('service_time', 'error.serviceTime');
      set.service_time = at;
    }
    if (input.headcount !== undefined) {
      set.headcount = requireInt('headcount', input.headcount, 1, HEADCOUNT_MAX, 'error.headcount');
    }
    if (input.price_fen !== undefined) {
      set.price_fen = requireInt(
        'price_fen',
        input.price_fen,
        PRICE_MIN_FEN,
        PRICE_MAX_FEN,
        'error.priceRange',
      );
    }
    const categoryId = optionalId('goods_categorize_id', input.goods_categorize_id);
    const addressId = optionalId('address_id', input.address_id);
    if (input.pricing_mode !== undefined) throw invalidField('pricing_mode');
    if (viewer.role === 'kefu' && (input.reason ?? '').trim() === '') throw requiredField('reason');

    await transact(this.#db, async (tx) => {
      const { row, tasks } = await this.#lock(tx, id);
      if (viewer.role !== 'kefu' && row.poster_id !== viewer.userId) {
        throw new LifecycleError('order.notYours');
      }
      if (row.status !== 'open' && row.status !== 'full') throw new LifecycleError('order.wrongState');
      if (tasks.some((t) => PAID_STATES.includes(t.state)))
        throw new AppError('conflict', 'error.orderLocked');
      if (categoryId !== undefined) {
        await this.#requireCategory(tx, categoryId);
        set.category_id = categoryId;
      }
      // The poster's own photos (kefu may add its own when it edits an order).
      if (pics) await this.#requireUploads(tx, pics, [row.poster_id, viewer.userId]);
      if (addressId !== undefined) {
        const address = await this.#addresses.own(tx, row.poster_id, addressId);
        Object.assign(set, {
          region: address.region,
          address: address.detail,
          longitude: address.longitude,
          latitude: address.latitude,
        });
      }
      const changed = await tx
        .updateTable('goods_orders')
        .set({ ...set, updated_at: now })
        .where('id', '=', id)
        .returning(['id', 'status', 'service_time'])
        .executeTakeFirstOrThrow();
      if (set.service_time !== undefined) await scheduleOrderClose(tx, changed);
      if (viewer.role === 'kefu') {
        const before = Object.fromEntries(Object.keys(set).map((key) => [key, row[key as keyof typeof row]]));
        await recordAudit(tx, {
          actor: await kefuActor(tx, viewer.userId),
          action: 'order.modify',
          record: { type: 'order', id },
          before,
          after: set,
          reason: (input.reason ?? '').trim(),
          now,
        });
        await this.#events.emit(tx, 'kefu.told', {
          kefuId: viewer.userId,
          userIds: [row.poster_id],
          name: 'kefu_order_corrected',
          params: {
            title: typeof set.title === 'string' ? set.title : row.title,
            reason: (input.reason ?? '').trim(),
          },
          orderId: id,
          taskId: null,
        });
      }
      if (set.title !== undefined || set.description !== undefined || set.category_id !== undefined) {
        await this.#events.emit(tx, 'order.saved', { orderId: id });
      }
      // The takers waiting on it hear that it changed (a system message in their chat).
      const waiting = await tx
        .selectFrom('goods_order_tasks')
        .select(['id', 'status'])
        .where('order_id', '=', id)
        .where('status', 'in', WAITING)
        .orderBy('taker_id')
        .execute();
      const actor: Actor = { role: viewer.role === 'kefu' ? 'kefu' : 'poster', id: viewer.userId };
      const reason = viewer.role === 'kefu' ? (input.reason ?? '').trim() : null;
      for (const task of waiting) {
        await this.#events.emit(tx, 'task.changed', {
          taskId: task.id,
          transition: 'modify-order',
          actor,
          from: task.status,
          to: task.status,
          reason,
        });
      }
    });
    return this.item(this.#db, id, viewer, locale);
  }

  /** The hall: open orders, filtered, sorted and paged by keyset. */
  async hall(viewer: Viewer | null, input: HallInput, locale: Locale) {
    const categoryId = optionalId('goods_categorize_id', input.goods_categorize_id);
    const here = optionalCoordinates(input.longitude, input.latitude);
    const radius =
      input.radius_km === undefined ? undefined : requireInt('radius_km', input.radius_km, 1, 100);
    if (radius !== undefined && !here)
      throw new AppError('invalid', 'error.nearestNeedsLocation', { field: 'radius_km' });
    const priceMin =
      input.price_min_fen === undefined
        ? undefined
        : requireInt('price_min_fen', input.price_min_fen, 0, PRICE_MAX_FEN);
    const priceMax =
      input.price_max_fen === undefined
        ? undefined
        : requireInt('price_max_fen', input.price_max_fen, 0, PRICE_MAX_FEN);
    const sort = parseEnum('sort', input.sort, SORTS, 'newest');
    if (sort === 'nearest' && !here)
      throw new AppError('invalid', 'error.nearestNeedsLocation', { field: 'sort' });
    checkFirstPage(input.page);
    const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2);

    const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`o.status = 'open'`];
    if (categoryId !== undefined) conditions.push(sql<SqlBool>`o.category_id = ${categoryId}::int`);
    if (priceMin !== undefined) conditions.push(sql<SqlBool>`o.price_fen >= ${priceMin}::int8`);
    if (priceMax !== undefined) conditions.push(sql<SqlBool>`o.price_fen <= ${priceMax}::int8`);
    const dist = here ? distanceKey(here) : sql<number>`0`;
    // A radius is a circle of the distance key, read on the location's GiST index (nearest.ts).
    const radiusDegrees = radius === undefined ? undefined : radius / 111.32;
    if (here && radiusDegrees !== undefined)
      conditions.push(withinReach(here, sql<number>`${radiusDegrees}::float8`));
    const key = {
      newest: sql<number>`o.created_at`,
      nearest: dist,
      price_asc: sql<number>`o.price_fen`,
      price_desc: sql<number>`o.price_fen`,
    }[sort];
    const descending = sort === 'newest' || sort === 'price_desc';
    if (cursor) {
      const [k, id] = cursor;
      // The cursor's key in the type of the column it came from: created_at and price_fen are
      // bigint, and a float8 bound would make the row comparison a filter over every row before
      // the cursor instead of where the index scan starts (bench/hall.bench.mjs).
      const exact = sort !== 'nearest';
      if (exact && !Number.isSafeInteger(k)) throw invalidField('cursor');
      const bound = exact ? sql`${k}::int8` : sql`${k}::float8`;
      conditions.push(
        descending
          ? sql<SqlBool>`(${key}, o.id) < (${bound}, ${id}::int)`
          : sql<SqlBool>`(${key}, o.id) > (${bound}, ${id}::int)`,
      );
    }
    if (sort === 'nearest' && here) {
      // Read only as far out as the page reaches, on the location's GiST index (nearest.ts).
      const reach = await nearestReach(this.#db, {
        here,
        conditions,
        from: cursor && cursor[0] > 0 ? Math.sqrt(cursor[0]) : 0,
        max: radiusDegrees ?? WHOLE_GLOBE,
        enough: HALL_PAGE_SIZE + 1,
      });
      conditions.push(withinReach(here, sql<number>`${reach}::float8`));
    }
    let query = this.#select(this.#db, locale);
    if (sort === 'nearest') {
      // The page's ids from the orders alone, then joined: the planner's row count for a box is
      // a fixed guess, and with it PGlite chose to probe the box once per poster (600 ms at 1M).
      let ids = this.#db.selectFrom('goods_orders as o').select('o.id');
      for (const condition of conditions) ids = ids.where(condition);
      query = query.where(
        'o.id',
        'in',
        ids
          .orderBy(key)
          .orderBy('o.id')
          .limit(HALL_PAGE_SIZE + 1),
      );
    } else {
      for (const condition of conditions) query = query.where(condition);
    }
    const rows = await query
      .select(key.as('sort_key'))
      .orderBy(key, descending ? 'desc' : 'asc')
      .orderBy('o.id', descending ? 'desc' : 'asc')
      .limit(HALL_PAGE_SIZE + 1)
      .execute();
    const page = rows.slice(0, HALL_PAGE_SIZE);
    const last = page[page.length - 1];
    const hasMore = rows.length > HALL_PAGE_SIZE;
    return {
      items: await this.#items(this.#db, page, viewer),
      next_cursor: hasMore && last ? encodeCursor(Number(last.sort_key), last.id) : null,
      has_more: hasMore,
      page_size: HALL_PAGE_SIZE,
    };
  }

  /** orderList / orderCenter: the caller's orders as poster, or the orders of their tasks. */
  async mine(
    viewer: Viewer,
    input: { role: string | undefined; status: string | undefined; page: string | undefined },
    locale: Locale,
  ) {
    const role = parseEnum('role', input.role, ['poster', 'taker'] as const);
    const page = parsePage(input.page);
    const filter = statusFilter(input.status, role, viewer.userId);
    let query = this.#select(this.#db, locale);
    query =
      role === 'poster'
        ? query.where('o.poster_id', '=', viewer.userId)
        : query.where((eb) =>
            eb.exists(
              eb
                .selectFrom('goods_order_tasks as t')
                .select('t.id')
                .whereRef('t.order_id', '=', 'o.id')
                .where('t.taker_id', '=', viewer.userId),
            ),
          );
    if (filter) query = query.where(filter);
    const rows = await query
      .orderBy('o.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      items: await this.#items(this.#db, rows.slice(0, PAGE_SIZE), viewer),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
