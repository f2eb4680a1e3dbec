import { PAID_STATES } from '@marketplace/sdk/rules';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { backends, body, type SignedIn, type TestApp, useTestApp } from '../../../test/helpers.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { ledgerProblems } from '../wallet/ledger.js';
import { apply, payAsSystem, type TaskShape, transition, verifiedTaker } from './test-kit.js';

/** What one step of a random history of one order does. */
type Step =
  | { kind: 'apply' }
  | { kind: 'accept'; pick: number }
  | { kind: 'acceptTogether'; first: number; second: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'expirePayments' }
  | { kind: 'cancelPaid'; pick: number }
  | { kind: 'complete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('apply' as const) }),
  fc.record({ kind: fc.constant('accept' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('acceptTogether' as const), first: fc.nat(), second: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('expirePayments' as const) }),
  fc.record({ kind: fc.constant('cancelPaid' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('complete' as const), pick: fc.nat() }),
);

const MINUTE = 60;
const paidStates: ReadonlySet<string> = new Set(PAID_STATES);

interface Row {
  id: number;
  status: string;
  taker: SignedIn;
}

async function tasksOf(t: TestApp, orderId: number, takers: Map<number, SignedIn>): Promise<Row[]> {
  const rows = await t.db
    .selectFrom('goods_order_tasks')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, taker: takers.get(row.id) as SignedIn }));
}

function pickIn(rows: Row[], status: string, pick: number): Row | undefined {
  const candidates = rows.filter((row) => row.status === status);
  return candidates[pick % Math.max(candidates.length, 1)];
}

async function run(t: TestApp, headcount: number, steps: Step[]): Promise<void> {
  const p = await poster(t);
  const created = await createOrder(t, p, {
    headcount,
    price_fen: 3000,
    service_time: t.clock.unix() + 30 * 86_400,
  });
  expect(created.statusCode, created.body).toBe(200);
  const orderId = body<{ id: number }>(created).data.id;
  const takers = new Map<number, SignedIn>();
  const accept = (task: Row) =>
    transition(t, p, { id: task.id, transition: 'accept', expected_state: 'pending' });

  for (const s of steps) {
    const before = await tasksOf(t, orderId, takers);
    const order = await t.db
      .selectFrom('goods_orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const taken = before.filter((row) => paidStates.has(row.status) || row.status === 'awaiting_payment');
    const left = headcount - taken.length;
    switch (s.kind) {
      case 'apply': {
        const taker = await verifiedTaker(t);
        const answer = await apply(t, taker, orderId);
        expect(answer.statusCode === 200, answer.body).toBe(order.status === 'open');
        if (answer.statusCode === 200) takers.set(body<TaskShape>(answer).data.id, taker);
        break;
      }
      case 'accept': {
        const task = pickIn(before, 'pending', s.pick);
        if (!task) break;
        const answer = await accept(task);
        expect(answer.statusCode === 200, answer.body).toBe(order.status === 'open' && left > 0);
        break;
      }
      case 'acceptTogether': {
        // Two accepts of different takers sent at once: never more than the positions left.
        const pending = before.filter((row) => row.status === 'pending');
        if (pending.length < 2) break;
        const first = pending[s.first % pending.length] as Row;
        const others = pending.filter((row) => row !== first);
        const second = others[s.second % others.length] as Row;
        const answers = await Promise.all([accept(first), accept(second)]);
        const accepted = answers.filter((answer) => answer.statusCode === 200).length;
        expect(accepted).toBe(order.status === 'open' ? Math.min(2, left) : 0);
        break;
      }
      case 'pay': {
        const task = pickIn(before, 'awaiting_payment', s.pick);
        if (task) await payAsSystem(t, task.id);
        break;
      }
      case 'expirePayments':
        t.clock.advance(16 * MINUTE);
        await t.context.jobs.runDue();
        break;
      case 'cancelPaid': {
        const task = pickIn(before, 'paid', s.pick);
        if (!task) break;
        const asked = await transition(t, task.taker, {
          id: task.id,
          transition: 'request-cancel',
          reason: 'Cannot come.',
          responsible: 'taker',
        });
        expect(asked.statusCode, asked.body).toBe(200);
        const agreed = await transition(t, p, { id: task.id, transition: 'accept-cancel' });
        expect(agreed.statusCode, agreed.body).toBe(200);
        break;
      }
      case 'complete': {
        const task = pickIn(before, 'paid', s.pick);
        if (!task) break;
        const delivered = await transition(t, task.taker, {
          id: task.id,
          transition: 'deliver',
          note: 'Done.',
        });
        expect(delivered.statusCode, delivered.body).toBe(200);
        expect((await transition(t, p, { id: task.id, transition: 'confirm' })).statusCode).toBe(200);
        break;
      }
    }

    const after = await tasksOf(t, orderId, takers);
    const paid = after.filter((row) => paidStates.has(row.status)).length;
    const held = after.filter((row) => row.status === 'awaiting_payment').length;
    const { status } = await t.db
      .selectFrom('goods_orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    // Never oversold: paid and held positions together fit the headcount.
    expect(paid + held, `${paid} paid + ${held} held of ${headcount}`).toBeLessThanOrEqual(headcount);
    // The order is closed exactly when its paid tasks reach the headcount (the service time is
    // a month away); a closed order has no task still waiting to be chosen or paid.
    expect(status === 'open', `order ${status} with ${paid} paid of ${headcount}`).toBe(paid < headcount);
    if (status !== 'open') {
      expect(
        after.filter((row) => ['pending', 'countered', 'awaiting_payment'].includes(row.status)),
      ).toEqual([]);
    }
    expect(await ledgerProblems(t.db)).toEqual([]);
  }
}

// On PostgreSQL the two accepts sent at once really run side by side.
describe.each(backends())('positions under random histories on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  test('applies, accepts (two at once too), payments, expiries, cancellations and completions never oversell an order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(step, { minLength: 6, maxLength: 16 }),
        async (headcount, steps) => {
          // Every history applies at least as many takers as there are positions, first.
          const opening: Step[] = Array.from({ length: headcount + 1 }, () => ({ kind: 'apply' }));
          await run(t(), headcount, [...opening, ...steps]);
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
