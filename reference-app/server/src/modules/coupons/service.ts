import { checkCoupon, type ReasonKey } from '@marketplace/sdk/rules';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { type Locale, translate } from '../../i18n/messages.js';
import { kefuActor, recordAudit } from '../../kernel/audit.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { type EventPublisher, noEvents } from '../../kernel/events.js';
import { optionalCoordinates, optionalId, parseEnum, requireId } from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import {
  closedReason,
  couponFacts,
  EXPIRING_SOON_SECONDS,
  expireDue,
  inArea,
  issue,
  RECEIVE_TYPES,
  type ReceiveType,
  type Template,
  templatesByIds,
  type UserCouponRow,
  validityOf,
} from './store.js';

/** A coupon of the caller, as every coupon call answers it (docs/coupons-api.md, "Shapes"). */
export interface CouponView {
  id: number;
  template_id: number;
  name: string;
  amount_fen: number;
  min_spend_fen: number;
  category_ids: number[];
  state: 'available' | 'held' | 'used' | 'expired';
  valid_from: number;
  valid_until: number;
  expiring_soon: boolean;
  goods_order_task_id: number | null;
  received_at: number;
  used_at: number | null;
}

/** A coupon weighed for one payment: `reason` says why it cannot pay (null: it can). */
export interface UsableView extends CouponView {
  usable: boolean;
  reason: string | null;
  reason_msg: string | null;
}

/** A campaign (template) as the popup and the order form show it. */
export interface CampaignView {
  id: number;
  name: string;
  amount_fen: number;
  min_spend_fen: number;
  receive_type: ReceiveType;
  category_ids: number[];
  valid_from: number | null;
  valid_until: number | null;
  valid_days: number | null;
  stock_left: number | null;
  per_person_limit: number;
  /** How many the caller holds (0 signed out). */
  received: number;
  /** Whether the caller could receive one more now (signed out: whether any are left). */
  can_receive: boolean;
}

const LIST_STATES = ['available', 'used', 'expired'] as const;

function nameOf(names: Record<string, string>, locale: Locale): string {
  return names[locale] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** Best first: what can pay before what cannot, larger amounts, sooner ends, older coupons. */
function best(a: UsableView, b: UsableView): number {
  return (
    Number(b.usable) - Number(a.usable) ||
    b.amount_fen - a.amount_fen ||
    a.valid_until - b.valid_until ||
    a.id - b.id
  );
}

/** Coupons: campaigns, claiming, a person's coupons and which of them can pay for a task. */
export class CouponService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #events: EventPublisher;

  /** `events`: where a coupon kefu grants is told to its person (`kefu.told`). */
  constructor(deps: { db: Db; clock: Clock; events?: EventPublisher }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#events = deps.events ?? noEvents;
  }

  #now(): number {
    return unixSeconds(this.#clock);
  }

  async #present(rows: UserCouponRow[], locale: Locale, now: number): Promise<CouponView[]> {
    const templates = await templatesByIds(
      this.#db,
      rows.map((r) => r.template_id),
    );
    return rows.map((row) => {
      const template = templates.get(row.template_id) as Template;
      return {
        id: row.id,
        template_id: row.template_id,
        name: nameOf(template.names, locale),
        amount_fen: row.amount_fen,
        min_spend_fen: row.min_spend_fen,
        category_ids: template.category_ids,
        state: row.state,
        valid_from: row.valid_from,
        valid_until: row.valid_until,
        expiring_soon: row.state === 'available' && row.valid_until - now <= EXPIRING_SOON_SECONDS,
        goods_order_task_id: row.task_id,
        received_at: row.received_at,
        used_at: row.used_at,
      };
    });
  }

  async #campaignViews(templates: Template[], userId: number | null, locale: Locale, now: number) {
    const held =
      userId === null || templates.length === 0
        ? []
        : await this.#db
            .selectFrom('user_coupons')
            .select(['template_id', (eb) => eb.fn.countAll<number | string>().as('n')])
            .where('owner_id', '=', userId)
            .where(
              'template_id',
              'in',
              templates.map((t) => t.id),
            )
            .groupBy('template_id')
            .execute();
    const counts = new Map(held.map((h) => [h.template_id, Number(h.n)]));
    return templates.map((t): CampaignView => {
      const received = counts.get(t.id) ?? 0;
      const left = t.stock_left === null || t.stock_left > 0;
      return {
        id: t.id,
        name: nameOf(t.names, locale),
        amount_fen: t.amount_fen,
        min_spend_fen: t.min_spend_fen,
        receive_type: t.receive_type as ReceiveType,
        category_ids: t.category_ids,
        valid_from: t.valid_from,
        valid_until: t.valid_until,
        valid_days: t.valid_days,
        stock_left: t.stock_left,
        per_person_limit: t.per_person_limit,
        received,
        can_receive: closedReason(t, now) === null && left && received < t.per_person_limit,
      };
    });
  }

  /** Open templates of one receive type, largest first, optionally those valid in a category. */
  async #openTemplates(
    receiveType: ReceiveType,
    categoryId: number | undefined,
    now: number,
  ): Promise<Template[]> {
    const rows = await this.#db
      .selectFrom('coupon_templates')
      .select('id')
      .where('receive_type', '=', receiveType)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('valid_days', 'is not', null), eb('valid_until', '>=', now)]))
      .orderBy('amount_fen', 'desc')
      .orderBy('id')
      .limit(100)
      .execute();
    const templates = await templatesByIds(
      this.#db,
      rows.map((r) => r.id),
    );
    return rows
      .map((r) => templates.get(r.id) as Template)
      .filter(
        (t) => categoryId === undefined || t.category_ids.length === 0 || t.category_ids.includes(categoryId),
      );
  }

  /** POST /api/coupon/index: the campaigns of a receive type (the launch popup: `register`). */
  async campaigns(
    viewer: Viewer | null,
    input: { receive_type: string | undefined; goods_categorize_id: string | undefined },
    locale: Locale,
  ): Promise<CampaignView[]> {
    const type = parseEnum('receive_type', input.receive_type, RECEIVE_TYPES, 'register');
    const categoryId = optionalId('goods_categorize_id', input.goods_categorize_id);
    if (type === 'kefu' && viewer?.role !== 'kefu') throw new AppError('forbidden', 'error.forbidden');
    const now = this.#now();
    return this.#campaignViews(
      await this.#openTemplates(type, categoryId, now),
      viewer?.userId ?? null,
      locale,
      now,
    );
  }

  /** GET /api/user.Coupon/createOrderShow: the coupons to claim for an order of this category and place. */
  async createOrderShow(
    viewer: Viewer | null,
    input: {
      goods_categorize_id: string | undefined;
      longitude: string | undefined;
      latitude: string | undefined;
    },
    locale: Locale,
  ): Promise<CampaignView[]> {
    const categoryId = requireId('goods_categorize_id', input.goods_categorize_id);
    const place = optionalCoordinates(input.longitude, input.latitude);
    const now = this.#now();
    const templates = (await this.#openTemplates('claim', categoryId, now)).filter(
      (t) => place === undefined || inArea(t, place),
    );
    return this.#campaignViews(templates, viewer?.userId ?? null, locale, now);
  }

  /**
   * POST /api/coupon/getOrderCoupon: claims one coupon of a `claim` template for the caller, or
   * (kefu, with `user_id`) grants one of a `kefu` template to that person.
   */
  async claim(
    viewer: Viewer,
    input: { coupon_id: string | undefined; user_id: string | undefined },
    locale: Locale,
  ): Promise<CouponView> {
    const templateId = requireId('coupon_id', input.coupon_id);
    const grantee = optionalId('user_id', input.user_id);
    if (grantee !== undefined && viewer.role !== 'kefu') throw new AppError('forbidden', 'error.forbidden');
    const ownerId = grantee ?? viewer.userId;
    const wanted: ReceiveType = grantee === undefined ? 'claim' : 'kefu';
    const now = this.#now();
    const id = await transact(this.#db, async (tx) => {
      const template = await tx
        .selectFrom('coupon_templates')
        .selectAll()
        .where('id', '=', templateId)
        .executeTakeFirst();
      if (!template) throw new AppError('notFound', 'coupon.notFound');
      if (template.receive_type !== wanted) throw new AppError('conflict', 'coupon.notClaimable');
      if (grantee !== undefined) {
        const person = await tx.selectFrom('users').select('id').where('id', '=', grantee).executeTakeFirst();
        if (!person) throw invalidField('user_id');
      }
      const issued = await issue(tx, template, ownerId, now);
      if (grantee !== undefined) {
        // Kefu's grant is audited and told to the person, in the transaction that issued it.
        await recordAudit(tx, {
          actor: await kefuActor(tx, viewer.userId),
          action: 'user.grant-coupon',
          record: { type: 'user', id: grantee },
          after: { coupon_id: issued, template_id: template.id, amount_fen: template.amount_fen },
          reason: '',
          now,
        });
        await this.#events.emit(tx, 'kefu.told', {
          kefuId: viewer.userId,
          userIds: [grantee],
          name: 'kefu_coupon_granted',
          params: { price_fen: template.amount_fen },
          orderId: null,
          taskId: null,
        });
      }
      return issued;
    });
    const row = await this.#db
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return (await this.#present([row], locale, now))[0] as CouponView;
  }

  /** Issues every open `register` campaign to a new account, inside its sign-up transaction. */
  async issueOnRegistration(tx: Db, userId: number): Promise<void> {
    const now = this.#now();
    const templates = await tx
      .selectFrom('coupon_templates')
      .selectAll()
      .where('receive_type', '=', 'register')
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    for (const template of templates) {
      if (closedReason(template, now)) continue;
      // A campaign that ran out issues nothing; the sign-up itself must not fail for it.
      if (template.stock_left !== null && template.stock_left <= 0) continue;
      for (let n = 0; n < template.per_person_limit; n++) {
        const taken = await tx
          .updateTable('coupon_templates')
          .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
          .where('id', '=', template.id)
          .where((eb) => eb.or([eb('stock_left', 'is', null), eb('stock_left', '>', 0)]))
          .returning('id')
          .executeTakeFirst();
        if (!taken) break;
        await tx
          .insertInto('user_coupons')
          .values({
            template_id: template.id,
            owner_id: userId,
            seq: n + 1,
            amount_fen: template.amount_fen,
            min_spend_fen: template.min_spend_fen,
            ...validityOf(template, now),
            received_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  }

  /** POST /m/api/user/coupon/list.php: the caller's coupons of one tab, a page at a time. */
  async list(userId: number, input: { page: string | undefined; state: string | undefined }, locale: Locale) {
    const page = parsePage(input.page);
    const tab = parseEnum('status', input.state, LIST_STATES, 'available');
    const now = this.#now();
    await expireDue(this.#db, userId, now);
    let query = this.#db.selectFrom('user_coupons').selectAll().where('owner_id', '=', userId);
    if (tab === 'available') {
      // A coupon held by a task awaiting payment is still the person's: shown here, marked.
      query = query.where('state', 'in', ['available', 'held']).orderBy('valid_until').orderBy('id');
    } else if (tab === 'used') {
      query = query.where('state', '=', 'used').orderBy('used_at', 'desc').orderBy('id', 'desc');
    } else {
      query = query.where('state', '=', 'expired').orderBy('valid_until', 'desc').orderBy('id', 'desc');
    }
    const rows = await query
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return {
      list: await this.#present(rows.slice(0, PAGE_SIZE), locale, now),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** Weighs the poster's coupons for a payment of `fee` on an order (and task, once there is one). */
  async #weigh(
    posterId: number,
    order: { category_id: number; longitude: number; latitude: number },
    task: { id: number | null; fee_fen: number },
    locale: Locale,
    now: number,
  ): Promise<UsableView[]> {
    await expireDue(this.#db, posterId, now);
    let query = this.#db.selectFrom('user_coupons').selectAll().where('owner_id', '=', posterId);
    query =
      task.id === null
        ? query.where('state', '=', 'available')
        : query.where((eb) =>
            eb.or([
              eb('state', '=', 'available'),
              eb.and([eb('state', '=', 'held'), eb('task_id', '=', task.id as number)]),
            ]),
          );
    const rows = await query.limit(200).execute();
    const views = await this.#present(rows, locale, now);
    const templates = await templatesByIds(
      this.#db,
      rows.map((r) => r.template_id),
    );
    const facts = { id: task.id, poster_id: posterId, category_id: order.category_id, fee_fen: task.fee_fen };
    return rows
      .map((row, i): UsableView => {
        const template = templates.get(row.template_id) as Template;
        const reason: ReasonKey | 'coupon.area' | null =
          checkCoupon(couponFacts(row, template, order.category_id), facts, now) ??
          (inArea(template, order) ? null : 'coupon.area');
        return {
          ...(views[i] as CouponView),
          usable: reason === null,
          reason,
          reason_msg: reason === null ? null : translate(locale, reason),
        };
      })
      .sort(best);
  }

  /** POST /m/api/user/coupon/usable.php: the poster's coupons for a task, best first. */
  async usable(viewer: Viewer, input: { goods_order_task_id: string | undefined }, locale: Locale) {
    const taskId = requireId('goods_order_task_id', input.goods_order_task_id);
    const row = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select(['t.id', 't.price_fen', 'o.poster_id', 'o.category_id', 'o.longitude', 'o.latitude'])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
    if (!row || (viewer.role !== 'kefu' && row.poster_id !== viewer.userId))
      throw new AppError('notFound', 'error.taskNotFound');
    return this.#weigh(row.poster_id, row, { id: row.id, fee_fen: row.price_fen }, locale, this.#now());
  }

  /**
   * POST /m/api/user/coupon/usable_task.php: for the poster accepting on an order (at its price),
   * the coupon to use (`preferred` when it can pay, else the best) and all of them, best first.
   * With `goods_order_task_id` (a task of that order), weighed at the task's fee, counting the
   * coupon the task holds: orderPay's choice for a task awaiting payment.
   */
  async usableForOrder(
    viewer: Viewer,
    input: {
      goods_order_id: string | undefined;
      preferred: string | undefined;
      goods_order_task_id?: string | undefined;
    },
    locale: Locale,
  ) {
    const orderId = requireId('goods_order_id', input.goods_order_id);
    const preferred = optionalId('preferred', input.preferred);
    const taskId = optionalId('goods_order_task_id', input.goods_order_task_id);
    const order = await this.#db
      .selectFrom('goods_orders')
      .select(['id', 'price_fen', 'poster_id', 'category_id', 'longitude', 'latitude'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order || (viewer.role !== 'kefu' && order.poster_id !== viewer.userId))
      throw new AppError('notFound', 'error.orderNotFound');
    let weighed: { id: number | null; fee_fen: number } = { id: null, fee_fen: order.price_fen };
    if (taskId !== undefined) {
      const task = await this.#db
        .selectFrom('goods_order_tasks')
        .select(['id', 'price_fen'])
        .where('id', '=', taskId)
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!task) throw new AppError('notFound', 'error.taskNotFound');
      weighed = { id: task.id, fee_fen: task.price_fen };
    }
    const list = await this.#weigh(order.poster_id, order, weighed, locale, this.#now());
    const chosen = list.find((c) => c.usable && c.id === preferred) ?? list.find((c) => c.usable) ?? null;
    return { coupon: chosen, list };
  }

  /** GET /api/user.Coupon/notViewed: the caller's coupons not announced yet, each answered once. */
  async notViewed(userId: number, locale: Locale): Promise<CouponView[]> {
    const now = this.#now();
    await expireDue(this.#db, userId, now);
    const rows = await this.#db
      .updateTable('user_coupons')
      .set({ viewed: true })
      .where('owner_id', '=', userId)
      .where('viewed', '=', false)
      .where('state', '=', 'available')
      .returningAll()
      .execute();
    rows.sort((a, b) => b.amount_fen - a.amount_fen || a.id - b.id);
    return this.#present(rows, locale, now);
  }

  /** POST /m/api/user/coupon/soon-to-expire.php: the caller's available coupons ending within 3 days. */
  async soonToExpire(userId: number, locale: Locale): Promise<CouponView[]> {
    const now = this.#now();
    await expireDue(this.#db, userId, now);
    const rows = await this.#db
      .selectFrom('user_coupons')
      .selectAll()
      .where('owner_id', '=', userId)
      .where('state', '=', 'available')
      .where('valid_until', '<=', now + EXPIRING_SOON_SECONDS)
      .orderBy('valid_until')
      .orderBy('id')
      .limit(PAGE_SIZE)
      .execute();
    return this.#present(rows, locale, now);
  }

  /** The task and order a coupon is on, for its owner. */
  async #tasksOf(taskIds: number[]) {
    if (taskIds.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('goods_order_tasks as t')
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .select(['t.id', 't.status', 't.price_fen', 't.coupon_fen', 'o.id as goods_order_id', 'o.title'])
      .where('t.id', 'in', taskIds)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          goods_order_task_id: r.id,
          goods_order_id: r.goods_order_id,
          title: r.title,
          status: r.status,
          price_fen: r.price_fen,
          payable_fen: r.price_fen - r.coupon_fen,
        },
      ]),
    );
  }

  /** POST /m/api/order/coupon_order.php: the caller's coupons on tasks (held or used), newest first. */
  async couponOrders(userId: number, input: { page: string | undefined }, locale: Locale) {
    const page = parsePage(input.page);
    const now = this.#now();
    const rows = await this.#db
      .selectFrom('user_coupons')
      .selectAll()
      .where('owner_id', '=', userId)
      .where('state', 'in', ['held', 'used'])
      .where('task_id', 'is not', null)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    const shown = rows.slice(0, PAGE_SIZE);
    const views = await this.#present(shown, locale, now);
    const tasks = await this.#tasksOf(shown.map((r) => r.task_id as number));
    return {
      list: views.map((coupon) => ({
        coupon,
        task: tasks.get(coupon.goods_order_task_id as number) ?? null,
      })),
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }

  /** GET /api/user.Coupon/orderShow: one of the caller's coupons, with the task it is on. */
  async show(viewer: Viewer, input: { user_coupon_id: string | undefined }, locale: Locale) {
    const id = requireId('user_coupon_id', input.user_coupon_id);
    const row = await this.#db.selectFrom('user_coupons').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (viewer.role !== 'kefu' && row.owner_id !== viewer.userId))
      throw new AppError('notFound', 'coupon.notFound');
    const now = this.#now();
    const [coupon] = await this.#present([row], locale, now);
    const tasks = row.task_id === null ? new Map() : await this.#tasksOf([row.task_id]);
    return {
      coupon: coupon as CouponView,
      task: row.task_id === null ? null : (tasks.get(row.task_id) ?? null),
    };
  }
}
