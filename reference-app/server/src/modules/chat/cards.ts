import { PAID_STATES, transitionTarget } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';
import { AppError } from '../../kernel/errors.js';
import type { MessageRow } from './present.js';

/** Order and task ids are `integer` columns: larger ids exist nowhere (and must not reach SQL). */
const MAX_INT4 = 2_147_483_647;

function storable(ids: number[]): number[] {
  return ids.filter((id) => id > 0 && id <= MAX_INT4);
}

/** What a card shows, read when it is shown (the order and the task as they are now). */
export interface CardFacts {
  order_id: number;
  /** 0 on an order card. */
  task_id: number;
  title: string;
  pricing_mode: 'fixed' | 'quote';
  /** A task card: the task's fee (agreed, or last proposed); an order card: the order's price. */
  price_fen: number;
  /** A task card: the task's state; an order card: the order's state. */
  status: string;
  /** The order's first picture (`/uploads/...`), or "". */
  pic: string;
  poster_id: number;
  /** 0 on an order card. */
  taker_id: number;
}

/** The cards of `rows`, by `cardKey`. */
export type Cards = ReadonlyMap<string, CardFacts>;

export const NO_CARDS: Cards = new Map();

export function cardKey(orderId: number, taskId: number): string {
  return `${orderId}:${taskId}`;
}

/** Whether `viewerId` may decline the task card now: its poster, while `reject` leads somewhere. */
export function refusable(card: CardFacts, viewerId: number): boolean {
  return (
    card.task_id !== 0 &&
    card.poster_id === viewerId &&
    transitionTarget('reject', card.status as Parameters<typeof transitionTarget>[1]) !== null
  );
}

/** Reads the orders and tasks behind the card messages of `rows` (two queries at most). */
export async function loadCards(db: Db, rows: readonly (MessageRow | null)[]): Promise<Cards> {
  const orderIds = new Set<number>();
  const taskIds = new Set<number>();
  for (const row of rows) {
    if (row?.kind === 'order') orderIds.add(row.goods_order_id);
    if (row?.kind === 'task') taskIds.add(row.goods_order_task_id);
  }
  const cards = new Map<string, CardFacts>();
  if (taskIds.size > 0) {
    for (const card of await taskCards(db, [...taskIds]))
      cards.set(cardKey(card.order_id, card.task_id), card);
  }
  if (orderIds.size > 0) {
    for (const card of await orderCards(db, [...orderIds])) cards.set(cardKey(card.order_id, 0), card);
  }
  return cards;
}

function firstPic(pics: unknown): string {
  return Array.isArray(pics) && typeof pics[0] === 'string' ? pics[0] : '';
}

async function orderCards(db: Db, ids: number[]): Promise<CardFacts[]> {
  const wanted = storable(ids);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('goods_orders')
    .select(['id', 'title', 'pricing_mode', 'price_fen', 'status', 'pics', 'poster_id'])
    .where('id', 'in', wanted)
    .execute();
  return rows.map((o) => ({
    order_id: o.id,
    task_id: 0,
    title: o.title,
    pricing_mode: o.pricing_mode,
    price_fen: o.price_fen,
    status: o.status,
    pic: firstPic(o.pics),
    poster_id: o.poster_id,
    taker_id: 0,
  }));
}

async function taskCards(db: Db, ids: number[]): Promise<CardFacts[]> {
  const wanted = storable(ids);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('goods_order_tasks as t')
    .innerJoin('goods_orders as o', 'o.id', 't.order_id')
    .select([
      't.id',
      't.order_id',
      't.taker_id',
      't.status',
      't.price_fen',
      'o.title',
      'o.pricing_mode',
      'o.pics',
      'o.poster_id',
    ])
    .where('t.id', 'in', wanted)
    .execute();
  return rows.map((t) => ({
    order_id: t.order_id,
    task_id: t.id,
    title: t.title,
    pricing_mode: t.pricing_mode,
    price_fen: t.price_fen,
    status: t.status,
    pic: firstPic(t.pics),
    poster_id: t.poster_id,
    taker_id: t.taker_id,
  }));
}

/**
 * The card `sender` may post to `peer` (docs/chat.md, "Cards"), or an AppError (400) naming the
 * field:
 * - an order card: the order exists, is not removed, and is open in the hall or concerns one of
 *   the two (posted by one of them, or one of them has a task on it);
 * - a task card: the task exists and the two are its order's poster and its taker. Someone who
 *   is neither is told it does not exist (ids cannot be probed).
 */
export async function checkCard(
  db: Db,
  input: { orderId: number; taskId: number; sender: number; peer: number },
): Promise<CardFacts> {
  const { orderId, taskId, sender, peer } = input;
  if (taskId !== 0) {
    const [card] = await taskCards(db, [taskId]);
    const parties = card ? [card.poster_id, card.taker_id] : [];
    if (!card || !parties.includes(sender)) {
      throw new AppError('invalid', 'error.taskNotFound', { field: 'goods_order_task_id' });
    }
    if (!parties.includes(peer)) {
      throw new AppError('invalid', 'error.cardNotBetween', { field: 'goods_order_task_id' });
    }
    return card;
  }
  const [card] = await orderCards(db, [orderId]);
  if (!card || card.status === 'removed') {
    throw new AppError('invalid', 'error.orderNotFound', { field: 'goods_order_id' });
  }
  if (card.status !== 'open' && card.poster_id !== sender && card.poster_id !== peer) {
    const involved = await db
      .selectFrom('goods_order_tasks')
      .select('id')
      .where('order_id', '=', orderId)
      .where('taker_id', 'in', [sender, peer])
      .executeTakeFirst();
    if (!involved) throw new AppError('invalid', 'error.orderNotFound', { field: 'goods_order_id' });
  }
  return card;
}

/**
 * Whether two users may exchange contact details (phone, WeChat, QQ, Alipay, links, e-mail) in
 * chat: once one of them has paid a task the other takes, while that task is in a paid state
 * (`PAID_STATES`: paid, in service, delivered, cancellation requested, disputed, completed,
 * split). A task cancelled or refunded after payment no longer counts: the work did not happen.
 * Tasks between other people never unlock a pair.
 */
export async function contactAllowed(db: Db, userA: number, userB: number): Promise<boolean> {
  const row = await db
    .selectFrom('goods_order_tasks as t')
    .innerJoin('goods_orders as o', 'o.id', 't.order_id')
    .select('t.id')
    .where('t.status', 'in', [...PAID_STATES])
    .where((eb) =>
      eb.or([
        eb.and([eb('t.taker_id', '=', userA), eb('o.poster_id', '=', userB)]),
        eb.and([eb('t.taker_id', '=', userB), eb('o.poster_id', '=', userA)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A message's card, when it is one and its order still exists. */
export function cardOf(row: MessageRow, cards: Cards): CardFacts | undefined {
  if (row.kind === 'order') return cards.get(cardKey(row.goods_order_id, 0));
  if (row.kind === 'task') return cards.get(cardKey(row.goods_order_id, row.goods_order_task_id));
  return undefined;
}
