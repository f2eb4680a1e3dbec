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
import { createOrder, freshKey, poster } from '../orders/test-kit.js';
import {
  acceptedTask,
  apply,
  type TaskShape,
  taskRow,
  transition,
  verifiedTaker,
} from '../tasks/test-kit.js';
import { ledgerProblems } from '../wallet/ledger.js';

interface Payment {
  payment_id: string;
  amount_fen: number;
  status: string;
  expires_at: number;
  provider: string;
  next: string;
}

function payIn(t: TestApp, who: SignedIn, taskId: number, key = freshKey()) {
  return t.app.inject({
    method: 'POST',
    url: '/m/api/order/pay_in.php',
    ...form({ id: taskId, info: 'task', idempotency_key: key }, bearer(who.token)),
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

async function count(t: TestApp, taskId: number) {
  const paid = await t.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('task_id', '=', taskId)
    .where('kind', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(paid.n);
}

describe.each(backends())('payments on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });
  const signer = () => new SandboxPayProvider(t().config.paySandboxKey);

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('pay_in starts one payment per task and key; only the poster, only awaiting payment', async () => {
    const { p, taker, task } = await acceptedTask(t(), { price_fen: 5000 });
    const key = freshKey();
    const first = body<Payment>(await payIn(t(), p, task.id, key)).data;
    expect(first).toMatchObject({
      amount_fen: 5000,
      status: 'pending',
      provider: 'sandbox',
      next: 'sandbox',
    });
    expect(first.expires_at).toBe(t().clock.unix() + 900);
    expect(body<Payment>(await payIn(t(), p, task.id, key)).data.payment_id).toBe(first.payment_id);
    expect(body<Payment>(await payIn(t(), p, task.id)).data.payment_id).toBe(first.payment_id);
    const byTaker = await payIn(t(), taker, task.id);
    expect(byTaker.statusCode).toBe(403);
    const topup = await t().app.inject({
      method: 'POST',
      url: '/m/api/order/pay_in.php',
      ...form({ id: task.id, info: 'cash', idempotency_key: freshKey() }, bearer(p.token)),
    });
    expect(topup.statusCode).toBe(400);
    expect(body(topup).msg).toBe('Payment purpose is not valid.');
  });

  test('two identical notifications settle once; a different transaction for a paid payment changes nothing', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    const payment = body<Payment>(await payIn(t(), p, task.id)).data;
    const payload = JSON.stringify({
      payment_id: payment.payment_id,
      transaction_id: 'sbx_twice',
      status: 'SUCCESS',
      amount_fen: 5000,
    });
    const signature = signer().sign(payload);
    const answers = await Promise.all([notify(t(), payload, signature), notify(t(), payload, signature)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code: 'SUCCESS' });
    }
    const replay = await notify(t(), payload, signature);
    expect(replay.json()).toEqual({ code: 'SUCCESS' });
    const other = JSON.stringify({ ...JSON.parse(payload), transaction_id: 'sbx_other' });
    expect((await notify(t(), other, signer().sign(other))).statusCode).toBe(200);
    expect((await taskRow(t(), task.id)).status).toBe('paid');
    expect(await count(t(), task.id)).toBe(1);
    const status = await t().app.inject({
      method: 'GET',
      url: `/api/pay/status?payment_id=${payment.payment_id}`,
      headers: bearer(p.token),
    });
    expect(body<{ status: string; task: TaskShape }>(status).data).toMatchObject({
      status: 'succeeded',
      task: { id: task.id, status: 'paid' },
    });
  });

  test('a bad signature is refused with 401 and changes nothing', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    const payment = body<Payment>(await payIn(t(), p, task.id)).data;
    const payload = JSON.stringify({
      payment_id: payment.payment_id,
      transaction_id: 'sbx_forged',
      status: 'SUCCESS',
      amount_fen: 5000,
    });
    const forged = new SandboxPayProvider('a-key-that-is-not-the-servers').sign(payload);
    const refused = await notify(t(), payload, forged);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).msg).toBe('The payment notification could not be verified.');
    const tampered = await notify(t(), payload.replace('5000', '1'), signer().sign(payload));
    expect(tampered.statusCode).toBe(401);
    expect((await notify(t(), payload, '')).statusCode).toBe(401);
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    const rows = await t()
      .db.selectFrom('payment_notifications')
      .selectAll()
      .where('payment_id', '=', payment.payment_id)
      .execute();
    expect(rows).toEqual([]);
    expect(await count(t(), task.id)).toBe(0);
  });

  test('the whole job: quote, counter, accept, pay on the sandbox page, deliver twice, confirm', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(
      await createOrder(t(), p, { pricing_mode: 'quote', price_fen: 9000 }),
    ).data;
    const taker = await verifiedTaker(t());
    const task = body<TaskShape>(await apply(t(), taker, order.id, { price_fen: 9000 })).data;
    await transition(t(), p, {
      id: task.id,
      transition: 'counter',
      price_fen: 8000,
      expected_state: 'pending',
    });
    const accepted = await transition(t(), taker, {
      id: task.id,
      transition: 'accept',
      expected_state: 'countered',
    });
    expect(body<TaskShape>(accepted).data.status).toBe('awaiting_payment');

    const payment = body<Payment>(await payIn(t(), p, task.id)).data;
    expect(payment.amount_fen).toBe(8000);
    const bridge = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/bridgeConfig',
      ...form({ id: payment.payment_id, info: 'jsapi' }, bearer(p.token)),
    });
    const config = body<Record<string, string>>(bridge).data;
    expect(config).toMatchObject({
      appId: 'sandbox',
      package: `prepay_id=${payment.payment_id}`,
      signType: 'RSA',
    });
    const url = new URL(config.sandbox_url as string);
    expect(url.pathname).toBe(`/dev/pay/${payment.payment_id}`);

    const pageResponse = await t().app.inject({ method: 'GET', url: url.pathname });
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toContain('text/html');
    expect(pageResponse.headers['content-security-policy']).toContain("form-action 'self'");
    expect(pageResponse.headers['content-security-policy']).not.toContain('script-src');
    expect(pageResponse.body).toContain('>Pay</button>');
    expect(pageResponse.body).toContain('Fix a leaking tap');
    const paid = await t().app.inject({ method: 'POST', url: url.pathname, ...form({ result: 'SUCCESS' }) });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('<span id="status">succeeded</span>');

    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Fixed the tap.' });
    await transition(t(), p, {
      id: task.id,
      transition: 'request-changes',
      reason: 'It still drips a little.',
    });
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'New washer fitted.' });
    const done = await transition(t(), p, {
      id: task.id,
      transition: 'confirm',
      expected_state: 'delivered',
    });
    expect(body<TaskShape>(done).data.status).toBe('completed');

    const wallet = await t().app.inject({
      method: 'GET',
      url: '/api/user.Wallet/index',
      headers: bearer(taker.token),
    });
    // 8000 - 15 % commission (1200) = 6800, to the fen.
    expect(body(wallet).data).toEqual({
      available_fen: 0,
      pending_fen: 6800,
      frozen_fen: 0,
      income_total_fen: 6800,
    });
  });

  test('a failed payment leaves the task awaiting payment and a new payment can start', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 5000 });
    const payment = body<Payment>(await payIn(t(), p, task.id)).data;
    const failed = await t().app.inject({
      method: 'POST',
      url: `/dev/pay/${payment.payment_id}`,
      ...form({ result: 'FAIL' }),
    });
    expect(failed.body).toContain('<span id="status">failed</span>');
    expect((await taskRow(t(), task.id)).status).toBe('awaiting_payment');
    const next = body<Payment>(await payIn(t(), p, task.id)).data;
    expect(next.payment_id).not.toBe(payment.payment_id);
    expect(next.status).toBe('pending');
  });
});
