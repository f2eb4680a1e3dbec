import { bearer, body, form, registerUser, type SignedIn, type TestApp } from '../../../test/helpers.js';
import { transact } from '../../kernel/transaction.js';
import { createOrder, freshKey, poster } from '../orders/test-kit.js';

export interface TaskShape {
  id: number;
  status: string;
  price_fen: number;
  actions: string[];
  log: { transition: string; actor_role: string; from: string | null; to: string }[];
}

/** A signed-in user who passed real-name verification, as takers must. */
export async function verifiedTaker(t: TestApp): Promise<SignedIn> {
  const user = await registerUser(t);
  await t.db.updateTable('users').set({ smrz: 2 }).where('id', '=', user.user.id).execute();
  return user;
}

export function apply(
  t: TestApp,
  who: SignedIn,
  orderId: number,
  fields: Record<string, string | number> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/goods_order_task/apply',
    ...form({ goods_order_id: orderId, idempotency_key: freshKey(), ...fields }, bearer(who.token)),
  });
}

export function transition(t: TestApp, who: SignedIn, fields: Record<string, string | number>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/goods_order_task/transition',
    ...form(fields, bearer(who.token)),
  });
}

export async function taskRow(t: TestApp, id: number) {
  return t.db.selectFrom('goods_order_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A fixed-price order with one taker whose task the poster accepted: `awaiting_payment`. */
export async function acceptedTask(t: TestApp, fields: Record<string, string | number> = {}) {
  const p = await poster(t);
  const order = body<{ id: number }>(await createOrder(t, p, fields)).data;
  const taker = await verifiedTaker(t);
  const task = body<TaskShape>(await apply(t, taker, order.id)).data;
  const accepted = await transition(t, p, { id: task.id, transition: 'accept', expected_state: 'pending' });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { p, taker, order, task: body<TaskShape>(accepted).data };
}

/** The `paid` transition as a verified payment notification takes it (same code path). */
export async function payAsSystem(t: TestApp, taskId: number) {
  const row = await taskRow(t, taskId);
  await transact(t.db, (tx) =>
    t.context.services.tasks.takeAsSystem(tx, taskId, 'paid', {
      payment_fen: row.price_fen - row.coupon_fen,
    }),
  );
}
