import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bearer, body, form, type SignedIn, type TestApp, useTestApp } from '../../../test/helpers.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { apply, payAsSystem, type TaskShape, transition, verifiedTaker } from '../tasks/test-kit.js';
import { ledgerProblems } from './ledger.js';
import { cancelWithdrawal, DAY, payeeAnswers, type WithdrawalShape, walletOf, withdraw } from './test-kit.js';

/** What one step of a random history does. */
type Step =
  | { kind: 'pay'; price: number; coupon: boolean }
  | { kind: 'hold'; price: number }
  | { kind: 'confirm'; pick: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'clear' }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'payee'; result: 'SUCCESS' | 'FAIL' }
  | { kind: 'cancelWithdrawal' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    price: fc.integer({ min: 100, max: 20_000 }),
    coupon: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('hold' as const), price: fc.integer({ min: 100, max: 20_000 }) }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('clear' as const) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({
    kind: fc.constant('payee' as const),
    result: fc.constantFrom('SUCCESS' as const, 'FAIL' as const),
  }),
  fc.record({ kind: fc.constant('cancelWithdrawal' as const) }),
);

/** The taker's earnings of a fee at the default share (15 %), commission rounded half up. */
const earnings = (fee: number) => fee - Math.floor((fee * 1500 + 5000) / 10_000);

/** A coupon of 0.50 for every category, claimed by the poster as a step needs one. */
const COUPON_FEN = 50;

async function couponCampaign(t: TestApp): Promise<number> {
  const row = await t.db
    .insertInto('coupon_templates')
    .values({
      names: JSON.stringify({ en: 'Half a yuan off' }),
      amount_fen: COUPON_FEN,
      min_spend_fen: 0,
      receive_type: 'claim',
      valid_days: 365,
      per_person_limit: 1000,
      created_at: t.clock.unix(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function claim(t: TestApp, who: SignedIn, campaign: number): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/coupon/getOrderCoupon',
    ...form({ coupon_id: campaign }, bearer(who.token)),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<{ id: number }>(answer).data.id;
}

/** The wallet as the model expects it, moved by each step the server took. */
interface Model {
  /** Paid tasks not settled yet; `coupon` the coupon that paid part of it. */
  paid: { id: number; price: number; coupon: number | null }[];
  /** Coupons used by tasks that were paid and not refunded, by task. */
  used: Map<number, number>;
  /** Coupons held by accepted tasks awaiting payment (their payment expires at the next clear). */
  held: number;
  available: number;
  pending: number;
  frozen: number;
  earned: number;
  open: WithdrawalShape | null;
}

async function run(
  t: TestApp,
  p: SignedIn & { addressId: number },
  taker: SignedIn,
  steps: Step[],
): Promise<void> {
  const model: Model = {
    paid: [],
    used: new Map(),
    held: 0,
    available: 0,
    pending: 0,
    frozen: 0,
    earned: 0,
    open: null,
  };
  const campaign = await couponCampaign(t);
  for (const s of steps) {
    switch (s.kind) {
      case 'pay':
      case 'hold': {
        const created = await createOrder(t, p, { price_fen: s.price });
        expect(created.statusCode, created.body).toBe(200);
        const order = body<{ id: number }>(created).data;
        const task = body<TaskShape>(await apply(t, taker, order.id)).data;
        const coupon = s.kind === 'hold' || s.coupon ? await claim(t, p, campaign) : null;
        const accepted = await transition(t, p, {
          id: task.id,
          transition: 'accept',
          expected_state: 'pending',
          ...(coupon ? { user_coupon_id: coupon } : {}),
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        if (s.kind === 'hold') {
          model.held += 1; // never paid: its payment expires and the coupon comes back
          break;
        }
        await payAsSystem(t, task.id);
        model.paid.push({ id: task.id, price: s.price, coupon });
        if (coupon) model.used.set(task.id, coupon);
        break;
      }
      case 'confirm':
      case 'refund': {
        if (model.paid.length === 0) break;
        const [task] = model.paid.splice(s.pick % model.paid.length, 1) as [
          { id: number; price: number; coupon: number | null },
        ];
        if (s.kind === 'confirm') {
          await transition(t, taker, { id: task.id, transition: 'deliver', note: 'Done.' });
          expect((await transition(t, p, { id: task.id, transition: 'confirm' })).statusCode).toBe(200);
          model.pending += earnings(task.price);
          model.earned += earnings(task.price);
        } else {
          await transition(t, taker, {
            id: task.id,
            transition: 'request-cancel',
            reason: 'Cannot come.',
            responsible: 'taker',
          });
          expect((await transition(t, p, { id: task.id, transition: 'accept-cancel' })).statusCode).toBe(200);
          model.used.delete(task.id); // a full refund returns the coupon
        }
        break;
      }
      case 'clear':
        t.clock.advance(3 * DAY + 1);
        await t.context.jobs.runDue();
        model.available += model.pending;
        model.pending = 0;
        model.held = 0; // the payments awaited expired: their coupons were released
        // The system's own timers ran too: a paid task not delivered by its service time was
        // refunded (no-delivery), which moves nothing in the taker's wallet.
        if (model.paid.length > 0) {
          const still = await t.db
            .selectFrom('goods_order_tasks')
            .select('id')
            .where(
              'id',
              'in',
              model.paid.map((task) => task.id),
            )
            .where('status', '=', 'paid')
            .execute();
          for (const task of model.paid) {
            if (!still.some((row) => row.id === task.id)) model.used.delete(task.id); // refunded: coupon back
          }
          model.paid = model.paid.filter((task) => still.some((row) => row.id === task.id));
        }
        break;
      case 'withdraw': {
        const answer = await withdraw(t, taker, s.amount);
        const expected = s.amount >= 10 && s.amount <= model.available && model.open === null;
        expect(answer.statusCode === 200, `withdraw ${s.amount} of ${model.available}`).toBe(expected);
        if (expected) {
          model.open = body<WithdrawalShape>(answer).data;
          model.available -= s.amount;
          model.frozen += s.amount;
        }
        break;
      }
      case 'payee':
      case 'cancelWithdrawal': {
        if (!model.open) break;
        const answer =
          s.kind === 'payee'
            ? await payeeAnswers(t, model.open.out_bill_no, s.result)
            : await cancelWithdrawal(t, taker, model.open.out_bill_no);
        expect(answer.statusCode).toBe(200);
        model.frozen -= model.open.amount_fen;
        if (s.kind === 'cancelWithdrawal' || s.result === 'FAIL') model.available += model.open.amount_fen;
        model.open = null;
        break;
      }
    }
    // Every transaction sums to zero and every balance equals its entries (ledgerProblems); no
    // wallet bucket is below zero; the wallet the API answers is the model's, to the fen.
    expect(await ledgerProblems(t.db)).toEqual([]);
    const wallet = await walletOf(t, taker);
    expect(Math.min(wallet.available_fen, wallet.pending_fen, wallet.frozen_fen)).toBeGreaterThanOrEqual(0);
    expect(wallet).toEqual({
      available_fen: model.available,
      pending_fen: model.pending,
      frozen_fen: model.frozen,
      income_total_fen: model.earned,
    });
    // No coupon used twice: each task holds or used at most one, each coupon is on at most one
    // task, and exactly the coupons of paid, unrefunded tasks are `used` (a refund returned them).
    const coupons = await t.db
      .selectFrom('user_coupons')
      .select(['id', 'state', 'task_id'])
      .where('owner_id', '=', p.user.id)
      .execute();
    const onTasks = coupons.filter((c) => c.state === 'used' || c.state === 'held');
    expect(new Set(onTasks.map((c) => c.task_id)).size).toBe(onTasks.length);
    expect(onTasks.every((c) => c.task_id !== null)).toBe(true);
    const used = coupons.filter((c) => c.state === 'used').map((c) => [c.task_id, c.id]);
    expect(new Map(used as [number, number][])).toEqual(model.used);
    expect(coupons.filter((c) => c.state === 'held')).toHaveLength(model.held);
  }
  const sums = await t.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<string>('amount_fen').as('sum'))
    .executeTakeFirstOrThrow();
  expect(Number(sums.sum ?? 0)).toBe(0);
}

describe('the ledger under random histories', () => {
  const t = useTestApp('pglite', { config: { jobIntervalMs: 0, withdrawalDailyMaxFen: 100_000_000 } });

  test('payments, coupon holds, cancellations, refunds, clearances and withdrawals keep every invariant', async () => {
    await fc.assert(
      // New people each run: the clock moves days forward, and sign-ins expire.
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 12 }), async (steps) => {
        await run(t(), await poster(t()), await verifiedTaker(t()), steps);
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
