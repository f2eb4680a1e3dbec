import { afterEach, describe, expect, test } from 'vitest';
import {
  backends,
  bearer,
  body,
  form,
  type SignedIn,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';
import { SandboxPayProvider } from '../../providers/pay.js';
import { freshKey } from '../orders/test-kit.js';
import { acceptedTask, taskRow, transition } from '../tasks/test-kit.js';
import { balances, ledgerProblems } from '../wallet/ledger.js';

interface Payment {
  payment_id: string;
  amount_fen: number;
  status: string;
  expires_at: number;
}

interface FeeTask {
  id: number;
  status: string;
  price_fen: number;
  payable_fen: number;
  fee_change: { price_fen: number; difference_fen: number; at: number } | null;
  actions: string[];
  rounds: { by: string; price_fen: number }[];
  log: { transition: string; actor_role: string; from: string; to: string; reason: string | null }[];
}

function payIn(t: TestApp, who: SignedIn, taskId: number, info: 'task' | 'topup', key = freshKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/m/api/order/pay_in.php',
    ...form({ id: taskId, info, idempotency_key: key }, bearer(who.token)),
  });
}

function notify(t: TestApp, payload: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    payload,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
  });
}

function paymentStatus(t: TestApp, who: SignedIn, paymentId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/pay/status?payment_id=${paymentId}`,
    headers: bearer(who.token),
  });
}

function detail(t: TestApp, who: SignedIn, id: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/goods_order_task/detail?id=${id}`,
    headers: bearer(who.token),
  });
}

async function escrow(t: TestApp, taskId: number, posterId: number) {
  const map = await balances(t.db, [`escrow:task:${taskId}`, `poster:${posterId}:payment`]);
  return { escrow: map.get(`escrow:task:${taskId}`), poster: map.get(`poster:${posterId}:payment`) };
}

describe.each(backends())('changing the fee on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });
  const signer = () => new SandboxPayProvider(t().config.paySandboxKey);

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  /** Pays the accepted task through the sandbox notification. */
  async function paidTask(price_fen = 10_000) {
    const setup = await acceptedTask(t(), { price_fen });
    const payment = body<Payment>(await payIn(t(), setup.p, setup.task.id, 'task')).data;
    const payload = JSON.stringify({
      payment_id: payment.payment_id,
      transaction_id: `sbx_${freshKey()}`,
      status: 'SUCCESS',
      amount_fen: payment.amount_fen,
    });
    expect((await notify(t(), payload, signer().sign(payload))).statusCode).toBe(200);
    expect((await taskRow(t(), setup.task.id)).status).toBe('paid');
    return setup;
  }

  test('before payment the new fee applies at once, and the payment to make follows it', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 10_000 });
    const first = body<Payment>(await payIn(t(), p, task.id, 'task')).data;
    expect(first.amount_fen).toBe(10_000);
    const changed = await transition(t(), p, {
      id: task.id,
      transition: 'modify-fee',
      price_fen: 8800,
      expected_state: 'awaiting_payment',
      reason: 'We agreed on less work',
      idempotency_key: freshKey(),
    });
    expect(changed.statusCode).toBe(200);
    expect(body<FeeTask>(changed).data).toMatchObject({
      status: 'awaiting_payment',
      price_fen: 8800,
      payable_fen: 8800,
      fee_change: null,
    });
    // The payment started for the old fee can no longer be paid; a new one is for the new fee.
    expect(body<{ status: string }>(await paymentStatus(t(), p, first.payment_id)).data.status).toBe(
      'expired',
    );
    const late = JSON.stringify({
      payment_id: first.payment_id,
      transaction_id: 'sbx_old_fee',
      status: 'SUCCESS',
      amount_fen: 10_000,
    });
    expect((await notify(t(), late, signer().sign(late))).statusCode).toBe(200);
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    const outcome = await t()
      .db.selectFrom('payment_notifications')
      .select('outcome')
      .where('transaction_id', '=', 'sbx_old_fee')
      .executeTakeFirstOrThrow();
    expect(outcome.outcome).toBe('refused');
    const second = body<Payment>(await payIn(t(), p, task.id, 'task')).data;
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(second.amount_fen).toBe(8800);
    // No top-up before payment.
    const topup = await payIn(t(), p, task.id, 'topup');
    expect(topup.statusCode).toBe(409);
    expect(body(topup).data).toMatchObject({ reason: 'task.wrongState' });
  });

  test('raising a paid task’s fee: a top-up paid once by two identical notifications', async () => {
    const { p, taker, task } = await paidTask(10_000);
    const raised = await transition(t(), p, {
      id: task.id,
      transition: 'modify-fee',
      price_fen: 12_500,
      expected_state: 'paid',
      reason: 'Two more rooms',
      idempotency_key: freshKey(),
    });
    expect(raised.statusCode).toBe(200);
    expect(body<FeeTask>(raised).data).toMatchObject({
      status: 'paid',
      price_fen: 10_000,
      fee_change: { price_fen: 12_500, difference_fen: 2500 },
    });
    // The taker sees the change too, but has nothing to answer: the poster pays the difference.
    const seen = body<FeeTask>(await detail(t(), taker, task.id)).data;
    expect(seen.fee_change).toMatchObject({ difference_fen: 2500 });
    expect(seen.actions).not.toContain('accept-fee-change');

    const byTaker = await payIn(t(), taker, task.id, 'topup');
    expect(byTaker.statusCode).toBe(403);
    const key = freshKey();
    const topup = body<Payment>(await payIn(t(), p, task.id, 'topup', key)).data;
    expect(topup).toMatchObject({ amount_fen: 2500, status: 'pending', expires_at: t().clock.unix() + 900 });
    expect(body<Payment>(await payIn(t(), p, task.id, 'topup', key)).data.payment_id).toBe(topup.payment_id);
    expect(body<Payment>(await payIn(t(), p, task.id, 'topup')).data.payment_id).toBe(topup.payment_id);

    const payload = JSON.stringify({
      payment_id: topup.payment_id,
      transaction_id: 'sbx_topup_twice',
      status: 'SUCCESS',
      amount_fen: 2500,
    });
    const forged = await notify(
      t(),
      payload,
      new SandboxPayProvider('not-the-server-key-at-all').sign(payload),
    );
    expect(forged.statusCode).toBe(401);
    expect((await taskRow(t(), task.id)).price_fen).toBe(10_000);

    const signature = signer().sign(payload);
    const answers = await Promise.all([notify(t(), payload, signature), notify(t(), payload, signature)]);
    for (const answer of answers) expect(answer.json()).toEqual({ code: 'SUCCESS' });
    const row = await taskRow(t(), task.id);
    expect(row.price_fen).toBe(12_500);
    expect(await escrow(t(), task.id, p.user.id)).toEqual({ escrow: 12_500, poster: -12_500 });
    const topups = await t()
      .db.selectFrom('ledger_transactions')
      .select('id')
      .where('task_id', '=', task.id)
      .where('kind', '=', 'top-up-paid')
      .execute();
    expect(topups).toHaveLength(1);
    const after = body<{ status: string; task: FeeTask }>(await paymentStatus(t(), p, topup.payment_id)).data;
    expect(after.status).toBe('succeeded');
    expect(after.task).toMatchObject({ price_fen: 12_500, fee_change: null, payable_fen: 12_500 });
    expect(after.task.log.map((r) => r.transition)).toEqual([
      'accept-at-price',
      'accept',
      'paid',
      'modify-fee',
      'top-up-paid',
    ]);
    // Nothing left to pay.
    const again = await payIn(t(), p, task.id, 'topup');
    expect(again.statusCode).toBe(409);
    expect(body(again).data).toMatchObject({ reason: 'task.noFeeChange' });

    // The settlement uses the new fee: 12 500 - 15 % = 10 625 to the taker.
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done' });
    await transition(t(), p, { id: task.id, transition: 'confirm', expected_state: 'delivered' });
    const wallet = await t().app.inject({
      method: 'GET',
      url: '/api/user.Wallet/index',
      headers: bearer(taker.token),
    });
    expect(body<{ pending_fen: number }>(wallet).data.pending_fen).toBe(10_625);
  });

  test('a new change replaces the open one, and the top-up of the old one is refused', async () => {
    const { p, task } = await paidTask(10_000);
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 11_000 });
    const old = body<Payment>(await payIn(t(), p, task.id, 'topup')).data;
    expect(old.amount_fen).toBe(1000);
    const same = await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 11_000 });
    expect(same.statusCode).toBe(400);
    expect(body(same).data).toMatchObject({ reason: 'task.samePrice' });
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 13_000 });
    expect(body<{ status: string }>(await paymentStatus(t(), p, old.payment_id)).data.status).toBe('expired');
    const payload = JSON.stringify({
      payment_id: old.payment_id,
      transaction_id: 'sbx_replaced',
      status: 'SUCCESS',
      amount_fen: 1000,
    });
    expect((await notify(t(), payload, signer().sign(payload))).statusCode).toBe(200);
    expect((await taskRow(t(), task.id)).price_fen).toBe(10_000);
    const fresh = body<Payment>(await payIn(t(), p, task.id, 'topup')).data;
    expect(fresh.amount_fen).toBe(3000);
    // Asking for the fee itself withdraws the change; its top-up is void too.
    const withdrawn = await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 10_000 });
    expect(body<FeeTask>(withdrawn).data).toMatchObject({ price_fen: 10_000, fee_change: null });
    expect(body<{ status: string }>(await paymentStatus(t(), p, fresh.payment_id)).data.status).toBe(
      'expired',
    );
    expect(await escrow(t(), task.id, p.user.id)).toEqual({ escrow: 10_000, poster: -10_000 });
  });

  test('the top-up through the sandbox page', async () => {
    const { p, task } = await paidTask(6000);
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 7000 });
    const topup = body<Payment>(await payIn(t(), p, task.id, 'topup')).data;
    const bridge = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/bridgeConfig',
      ...form({ id: topup.payment_id, info: 'jsapi' }, bearer(p.token)),
    });
    const url = new URL(body<{ sandbox_url: string }>(bridge).data.sandbox_url);
    const page = await t().app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('<strong>10.00</strong>');
    const paid = await t().app.inject({ method: 'POST', url: url.pathname, ...form({ result: 'SUCCESS' }) });
    expect(paid.body).toContain('<span id="status">succeeded</span>');
    expect((await taskRow(t(), task.id)).price_fen).toBe(7000);
  });

  test('lowering a paid task’s fee waits for the taker; accepted, the difference goes back', async () => {
    const { p, taker, task } = await paidTask(10_000);
    const asked = await transition(t(), p, {
      id: task.id,
      transition: 'modify-fee',
      price_fen: 7000,
      expected_state: 'paid',
      reason: 'Only the kitchen after all',
      idempotency_key: freshKey(),
    });
    expect(body<FeeTask>(asked).data).toMatchObject({
      price_fen: 10_000,
      fee_change: { price_fen: 7000, difference_fen: -3000 },
    });
    expect(await escrow(t(), task.id, p.user.id)).toEqual({ escrow: 10_000, poster: -10_000 });
    const topup = await payIn(t(), p, task.id, 'topup');
    expect(topup.statusCode).toBe(409);
    expect(body(topup).data).toMatchObject({ reason: 'task.noFeeChange' });

    const forTaker = body<FeeTask>(await detail(t(), taker, task.id)).data;
    expect(forTaker.actions).toEqual([
      'start',
      'deliver',
      'request-cancel',
      'accept-fee-change',
      'decline-fee-change',
    ]);
    const byPoster = await transition(t(), p, { id: task.id, transition: 'accept-fee-change' });
    expect(byPoster.statusCode).toBe(403);
    expect(body(byPoster).data).toMatchObject({ reason: 'task.wrongRole' });

    const key = freshKey();
    const accept = () =>
      transition(t(), taker, {
        id: task.id,
        transition: 'accept-fee-change',
        expected_state: 'paid',
        idempotency_key: key,
      });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect(body<FeeTask>(accepted).data).toMatchObject({
      price_fen: 7000,
      payable_fen: 7000,
      fee_change: null,
    });
    // The same key answers the task again and refunds nothing twice.
    expect((await accept()).statusCode).toBe(200);
    expect(await escrow(t(), task.id, p.user.id)).toEqual({ escrow: 7000, poster: -7000 });
    const lowered = await t()
      .db.selectFrom('ledger_transactions')
      .select('id')
      .where('task_id', '=', task.id)
      .where('kind', '=', 'accept-fee-change')
      .execute();
    expect(lowered).toHaveLength(1);
    const again = await transition(t(), taker, { id: task.id, transition: 'accept-fee-change' });
    expect(again.statusCode).toBe(409);
    expect(body(again).data).toMatchObject({ reason: 'task.noFeeChange' });
    expect(body(again).msg).toBe('No fee change is waiting for this.');
  });

  test('declined, the fee stays; the wrong state and a stale screen are refused', async () => {
    const { p, taker, task } = await paidTask(10_000);
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 9000 });
    const stale = await transition(t(), taker, {
      id: task.id,
      transition: 'decline-fee-change',
      expected_state: 'in_service',
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).data).toMatchObject({ reason: 'task.wrongState', task: { status: 'paid' } });
    const declined = await transition(t(), taker, {
      id: task.id,
      transition: 'decline-fee-change',
      expected_state: 'paid',
      reason: 'The price was fair',
    });
    expect(body<FeeTask>(declined).data).toMatchObject({ price_fen: 10_000, fee_change: null });
    expect(body<FeeTask>(declined).data.rounds.slice(-2)).toMatchObject([
      { by: 'poster', price_fen: 9000 },
      { by: 'taker', price_fen: 10_000 },
    ]);
    expect(await escrow(t(), task.id, p.user.id)).toEqual({ escrow: 10_000, poster: -10_000 });

    // A taker never changes the fee; a fee is a positive amount; a settled task's fee is final.
    const byTaker = await transition(t(), taker, {
      id: task.id,
      transition: 'modify-fee',
      price_fen: 12_000,
    });
    expect(byTaker.statusCode).toBe(403);
    const free = await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 0 });
    expect(free.statusCode).toBe(400);
    expect(body(free).data).toMatchObject({ reason: 'task.priceInvalid' });
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done' });
    await transition(t(), p, { id: task.id, transition: 'confirm' });
    const late = await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 12_000 });
    expect(late.statusCode).toBe(409);
    expect(body(late).data).toMatchObject({ reason: 'task.wrongState' });
  });

  test('a lowering left open when the task settles is moot: settlement pays the agreed fee', async () => {
    const { p, taker, task } = await paidTask(10_000);
    await transition(t(), p, { id: task.id, transition: 'modify-fee', price_fen: 8000 });
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done' });
    const done = await transition(t(), p, { id: task.id, transition: 'confirm' });
    expect(body<FeeTask>(done).data).toMatchObject({
      status: 'completed',
      price_fen: 10_000,
      fee_change: null,
    });
    const wallet = await t().app.inject({
      method: 'GET',
      url: '/api/user.Wallet/index',
      headers: bearer(taker.token),
    });
    expect(body<{ pending_fen: number }>(wallet).data.pending_fen).toBe(8500);
  });
});
