import { afterEach, describe, expect, test } from 'vitest';
import { backends, bearer, body, type SignedIn, type TestApp, useTestApp } from '../../../test/helpers.js';
import { acceptedTask, payAsSystem, taskRow, transition } from '../tasks/test-kit.js';
import { balances, ledgerProblems } from './ledger.js';

const DAY = 86_400;

interface Wallet {
  available_fen: number;
  pending_fen: number;
  frozen_fen: number;
  income_total_fen: number;
}

interface Income {
  list: {
    bucket: string;
    amount_fen: number;
    transition: string;
    goods_order_task_id: number;
    title: string;
  }[];
  has_more: boolean;
}

async function wallet(t: TestApp, who: SignedIn): Promise<Wallet> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user.Wallet/index',
    headers: bearer(who.token),
  });
  return body<Wallet>(response).data;
}

async function income(t: TestApp, who: SignedIn): Promise<Income> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user.Wallet/incomeRecord',
    payload: 'page=1',
    headers: { ...bearer(who.token), 'content-type': 'application/x-www-form-urlencoded' },
  });
  return body<Income>(response).data;
}

describe.each(backends())('the ledger on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0 } });

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('a confirmed task pays the taker fee - commission into pending; clearance makes it available', async () => {
    const { p, taker, task } = await acceptedTask(t(), { price_fen: 5000 });
    await payAsSystem(t(), task.id);
    const escrow = `escrow:task:${task.id}` as const;
    expect((await balances(t().db, [escrow])).get(escrow)).toBe(5000);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    const confirmed = await transition(t(), p, { id: task.id, transition: 'confirm' });
    expect(body<{ status: string }>(confirmed).data.status).toBe('completed');

    expect(await wallet(t(), taker)).toEqual({
      available_fen: 0,
      pending_fen: 4250,
      frozen_fen: 0,
      income_total_fen: 4250,
    });
    const accounts = [escrow, `poster:${p.user.id}:payment`, 'platform:commission'] as const;
    const sums = await balances(t().db, [...accounts]);
    expect([...accounts].map((a) => sums.get(a))).toEqual([0, -5000, 750]);

    t().clock.advance(3 * DAY);
    await t().context.jobs.runDue();
    expect(await wallet(t(), taker)).toMatchObject({
      available_fen: 4250,
      pending_fen: 0,
      income_total_fen: 4250,
    });
    const record = await income(t(), taker);
    expect(record.list.map((r) => [r.bucket, r.amount_fen, r.transition])).toEqual([
      ['available', 4250, 'wallet-clearance'],
      ['pending', -4250, 'wallet-clearance'],
      ['pending', 4250, 'confirm'],
    ]);
    expect(record.list[2]).toMatchObject({ goods_order_task_id: task.id, title: 'Fix a leaking tap' });
    // The clearance ran once: running again moves nothing.
    t().clock.advance(DAY);
    await t().context.jobs.runDue();
    expect((await income(t(), taker)).list.length).toBe(3);
  });

  test('commission rounds half up on the taker share to the fen', async () => {
    const { p, taker, task } = await acceptedTask(t(), { price_fen: 333 });
    await t().db.updateTable('users').set({ share_bp: 1500 }).where('id', '=', taker.user.id).execute();
    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    await transition(t(), p, { id: task.id, transition: 'confirm' });
    expect((await wallet(t(), taker)).pending_fen).toBe(283);
  });

  test('an accepted cancellation refunds the poster in full', async () => {
    const { p, taker, task } = await acceptedTask(t(), { price_fen: 8000 });
    await payAsSystem(t(), task.id);
    await transition(t(), taker, {
      id: task.id,
      transition: 'request-cancel',
      reason: 'Sick today.',
      responsible: 'taker',
    });
    const accepted = await transition(t(), p, { id: task.id, transition: 'accept-cancel' });
    expect(body<{ status: string }>(accepted).data.status).toBe('cancelled');
    const account = `poster:${p.user.id}:payment` as const;
    expect((await balances(t().db, [account])).get(account)).toBe(0);
    expect(await wallet(t(), taker)).toMatchObject({ pending_fen: 0, income_total_fen: 0 });
  });

  test('an unanswered cancellation request is accepted by the system after 48 hours', async () => {
    const { p, task } = await acceptedTask(t(), { price_fen: 6000 });
    await payAsSystem(t(), task.id);
    await transition(t(), p, {
      id: task.id,
      transition: 'request-cancel',
      reason: 'Plans changed.',
      responsible: 'poster',
    });
    t().clock.advance(2 * DAY);
    await t().context.jobs.runDue();
    expect((await taskRow(t(), task.id)).status).toBe('cancelled');
  });

  test('the wallet needs a signed-in caller', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/user.Wallet/index' });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(backends())('a configured clearance period on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0, walletClearanceSeconds: DAY } });

  async function settled() {
    const { p, taker, task } = await acceptedTask(t(), { price_fen: 5000 });
    await payAsSystem(t(), task.id);
    await transition(t(), taker, { id: task.id, transition: 'deliver', note: 'Done.' });
    await transition(t(), p, { id: task.id, transition: 'confirm' });
    return { taker, task };
  }

  test('earnings clear after WALLET_CLEARANCE_SECONDS, not the default 3 days', async () => {
    const { taker } = await settled();
    t().clock.advance(DAY - 1);
    await t().context.jobs.runDue();
    expect(await wallet(t(), taker)).toMatchObject({ available_fen: 0, pending_fen: 4250 });
    t().clock.advance(1);
    await t().context.jobs.runDue();
    expect(await wallet(t(), taker)).toMatchObject({ available_fen: 4250, pending_fen: 0 });
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('a clearance scheduled under another period still runs, once', async () => {
    const { taker, task } = await settled();
    // As if the task had settled while the period was 3 days.
    await t()
      .db.updateTable('jobs')
      .set((eb) => ({ due_at: eb('due_at', '+', 2 * DAY) }))
      .where('task_id', '=', task.id)
      .where('transition', '=', 'wallet-clearance')
      .execute();
    t().clock.advance(DAY);
    await t().context.jobs.runDue();
    expect((await wallet(t(), taker)).available_fen).toBe(0);
    t().clock.advance(2 * DAY);
    await t().context.jobs.runDue();
    expect(await wallet(t(), taker)).toMatchObject({ available_fen: 4250, pending_fen: 0 });
    expect((await income(t(), taker)).list.length).toBe(3);
  });
});
