import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MY_ORDER_TABS,
  type MyOrderSide,
  ORDER_GROUPS,
  TASK_GROUPS,
  type TaskGroup,
} from '@marketplace/sdk/rules';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { caller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { field } from '../../http/form.js';
import { BEARER, replies } from '../../http/schemas.js';
import { invalidField } from '../../kernel/errors.js';
import { parseEnum } from '../../kernel/input.js';
import { MineCountsQuery } from './schemas.js';

/** The order states `status` takes besides the groups (docs/orders-api.md, orderList). */
const ORDER_STATES = ['open', 'full', 'completed', 'cancelled', 'expired', 'removed'] as const;
const STATUSES: readonly string[] = [...ORDER_STATES, 'active', 'done', ...Object.keys(TASK_GROUPS)];

type Orders = ExpressionBuilder<Database & { o: Database['goods_orders'] }, 'o'>;

const isTaskGroup = (status: string): status is TaskGroup => status in TASK_GROUPS;

/**
 * The condition of `GET /api/goods_order/mine`'s `status` on orders `o`: an order state,
 * `active` (open or full), `done` (closed), or a task group (`rules/my-orders.ts`): an order
 * with a task in the group's states, the caller's own task when they are its taker. Undefined
 * for no filter; 400 for anything else.
 */
export function statusFilter(status: string | undefined, side: MyOrderSide, userId: number) {
  if (status === undefined || status === 'all') return undefined;
  if (!STATUSES.includes(status)) throw invalidField('status');
  return (eb: Orders) => {
    if (status === 'active') return eb('o.status', 'in', ['open', 'full']);
    if (status === 'done') return eb('o.status', 'in', [...ORDER_GROUPS.done]);
    if (!isTaskGroup(status)) return eb('o.status', '=', status as (typeof ORDER_STATES)[number]);
    let tasks = eb
      .selectFrom('goods_order_tasks as g')
      .select('g.id')
      .whereRef('g.order_id', '=', 'o.id')
      .where('g.status', 'in', [...TASK_GROUPS[status]]);
    if (side === 'taker') tasks = tasks.where('g.taker_id', '=', userId);
    return eb.exists(tasks);
  };
}

/** orderCenter's counts (the service of `mine_counts`). */
export class MyOrderCounts {
  readonly #db: Db;

  constructor(deps: { db: Db }) {
    this.#db = deps.db;
  }

  /**
   * How many of the caller's orders (as poster, or of their tasks as taker) are in each tab of
   * the side (`MY_ORDER_TABS`), in one query.
   */
  async counts(userId: number, roleRaw: string | undefined): Promise<Record<string, number>> {
    const side = parseEnum('role', roleRaw, ['poster', 'taker'] as const);
    const mine =
      side === 'poster'
        ? sql`o.poster_id = ${userId}`
        : sql`exists (select 1 from goods_order_tasks t where t.order_id = o.id and t.taker_id = ${userId})`;
    const list = (states: readonly string[]) => sql.join(states.map((s) => sql.lit(s)));
    const taskIn = (states: readonly string[]) =>
      sql`exists (select 1 from goods_order_tasks g where g.order_id = o.id and g.status in (${list(states)})${
        side === 'taker' ? sql` and g.taker_id = ${userId}` : sql``
      })`;
    const columns = MY_ORDER_TABS[side].map((tab) => {
      const condition =
        tab === 'all'
          ? sql`true`
          : isTaskGroup(tab)
            ? taskIn(TASK_GROUPS[tab])
            : sql`o.status in (${list(ORDER_GROUPS[tab])})`;
      return sql`count(*) filter (where ${condition})::int as ${sql.ref(tab)}`;
    });
    const result = await sql<Record<string, number>>`
      select ${sql.join(columns)} from goods_orders o where ${mine}`.execute(this.#db);
    const row = result.rows[0] ?? {};
    return Object.fromEntries(MY_ORDER_TABS[side].map((tab) => [tab, Number(row[tab] ?? 0)]));
  }
}

/** `GET /api/goods_order/mine_counts` (`role`): orderCenter's counts by tab. */
export function registerMyOrderRoutes(app: FastifyInstance, ctx: AppContext, counts: MyOrderCounts): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/goods_order/mine_counts',
    {
      onRequest: ctx.authenticate,
      schema: {
        operationId: 'myOrderCounts',
        summary: 'orderCenter: the count of each tab of the side.',
        tags: ['orders'],
        security: BEARER,
        querystring: MineCountsQuery,
        response: replies(Type.Record(Type.String(), Type.Integer(), { description: '`{ <tab>: count }`' })),
      },
    },
    async (request) => ok(await counts.counts(caller(request).userId, field(request.query, 'role'))),
  );
}
