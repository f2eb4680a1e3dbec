import { afterEach, describe, expect, test } from 'vitest';
import { backends, bearer, body, form, registerUser, useTestApp } from '../../../test/helpers.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../providers/pay.js';
import {
  PayoutProviderError,
  SandboxPayoutProvider,
  type TransferBill,
  type TransferOrder,
} from '../../providers/payout.js';
import { freshKey } from '../orders/test-kit.js';
import { balances, ledgerProblems } from './ledger.js';
import {
  cancelWithdrawal,
  earned,
  payeeAnswers,
  type WithdrawalShape,
  walletOf,
  withdraw,
} from './test-kit.js';
import { chinaDayStart, QUERY_UNANSWERED_SECONDS } from './withdrawals.js';

describe.each(backends())('withdrawals on %s', (backend) => {
  const t = useTestApp(backend, { config: { jobIntervalMs: 0, withdrawalDailyMaxFen: 12_000 } });

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('a withdrawal freezes the amount; the payee confirms; success is applied once', async () => {
    const { taker } = await earned(t(), 10_000);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });

    const key = freshKey();
    const started = await withdraw(t(), taker, 3000, key);
    expect(started.statusCode).toBe(200);
    const withdrawal = body<WithdrawalShape>(started).data;
    expect(withdrawal).toMatchObject({ amount_fen: 3000, status: 'waiting', cancellable: true });
    expect(withdrawal.out_bill_no).toMatch(/^wd[0-9a-f]{28}$/);
    expect(withdrawal.sandbox_url).toMatch(new RegExp(`/dev/transfer/${withdrawal.out_bill_no}$`));
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 5500, frozen_fen: 3000 });

    // The same key again starts nothing new.
    const again = body<WithdrawalShape>(await withdraw(t(), taker, 3000, key)).data;
    expect(again.out_bill_no).toBe(withdrawal.out_bill_no);
    const requested = await t()
      .db.selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'withdrawal-requested')
      .execute();
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 5500, frozen_fen: 3000 });

    const page = await t().app.inject({ method: 'GET', url: `/dev/transfer/${withdrawal.out_bill_no}` });
    expect(page.body).toContain('Confirm receipt');
    const confirmed = await payeeAnswers(t(), withdrawal.out_bill_no, 'SUCCESS');
    expect(confirmed.body).toContain('<span id="status">succeeded</span>');
    expect(await walletOf(t(), taker)).toEqual({
      available_fen: 5500,
      pending_fen: 0,
      frozen_fen: 0,
      income_total_fen: 8500,
    });
    const payout = 'external:payout' as const;
    const before = (await balances(t().db, [payout])).get(payout);

    // The notification sent again (a replay) changes nothing; a second answer is refused.
    const row = await t()
      .db.selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', withdrawal.out_bill_no)
      .executeTakeFirstOrThrow();
    const replay = JSON.stringify({
      out_bill_no: row.id,
      transfer_bill_no: row.transfer_bill_no,
      state: 'FAIL',
      package_info: null,
      fail_reason: 'LATE',
    });
    const signer = new SandboxPayoutProvider(t().config.paySandboxKey);
    const late = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/transfer/notify/sandbox',
      payload: replay,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signer.sign(replay) },
    });
    expect(late.statusCode).toBe(200);
    expect((await balances(t().db, [payout])).get(payout)).toBe(before);
    expect((await payeeAnswers(t(), withdrawal.out_bill_no, 'FAIL')).statusCode).toBe(409);

    const log = await t().app.inject({
      method: 'POST',
      url: '/api/user.Wallet/withdrawBalanceLog',
      ...form({ page: 1 }, bearer(taker.token)),
    });
    expect(body<{ list: WithdrawalShape[] }>(log).data.list).toEqual([
      expect.objectContaining({
        out_bill_no: withdrawal.out_bill_no,
        status: 'succeeded',
        cancellable: false,
      }),
    ]);
    expect(requested.length).toBeGreaterThan(0);
    const kinds = await t()
      .db.selectFrom('ledger_entries')
      .select(['kind', 'account', 'amount_fen'])
      .where('account', 'in', [`wallet:${taker.user.id}:frozen`, payout])
      .where('kind', 'like', 'withdrawal-%')
      .orderBy('id')
      .execute();
    expect(kinds.filter((k) => k.account !== payout).map((k) => [k.kind, Number(k.amount_fen)])).toEqual([
      ['withdrawal-requested', 3000],
      ['withdrawal-succeeded', -3000],
    ]);
    // The person hears of it (withdrawalFinished) once.
    const told = await t()
      .db.selectFrom('notification_deliveries')
      .select(['kind', 'channel'])
      .where('event_key', '=', `withdrawal:${withdrawal.out_bill_no}`)
      .execute();
    expect(told.map((d) => d.kind)).toEqual(expect.arrayContaining(['withdrawalFinished']));
  });

  test('a failed transfer and a cancelled one put the money back', async () => {
    const { taker } = await earned(t(), 10_000);
    const first = body<WithdrawalShape>(await withdraw(t(), taker, 2000)).data;
    await payeeAnswers(t(), first.out_bill_no, 'FAIL');
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });

    const second = body<WithdrawalShape>(await withdraw(t(), taker, 1500)).data;
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 7000, frozen_fen: 1500 });
    const stranger = await registerUser(t());
    expect((await cancelWithdrawal(t(), stranger, second.out_bill_no)).statusCode).toBe(404);
    const cancelled = await cancelWithdrawal(t(), taker, second.out_bill_no);
    expect(body<WithdrawalShape>(cancelled).data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });
    const twice = await cancelWithdrawal(t(), taker, second.out_bill_no);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).msg).toBe('This withdrawal can no longer be cancelled.');
    // The payee can no longer confirm a cancelled transfer.
    expect((await payeeAnswers(t(), second.out_bill_no, 'SUCCESS')).statusCode).toBe(409);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });
  });

  test('refusals: amount, balance, one open at a time, daily maximum, real name, sign-in; nothing written', async () => {
    const { taker } = await earned(t(), 10_000);
    await earned(t(), 10_000, taker);
    expect((await walletOf(t(), taker)).available_fen).toBe(17_000);
    const count = async () =>
      Number(
        (
          await t()
            .db.selectFrom('withdrawals')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();

    const small = await withdraw(t(), taker, 9);
    expect(small.statusCode).toBe(400);
    expect(body(small).msg).toBe('The smallest withdrawal is 0.10 yuan.');
    const zh = await t().app.inject({
      method: 'GET',
      url: `/api/wechat.pay/transfer?amount=9&idempotency_key=${freshKey()}`,
      headers: { ...bearer(taker.token), 'accept-language': 'zh-CN' },
    });
    expect(body(zh).msg).toBe('单笔提现不能少于 0.10 元');
    expect((await withdraw(t(), taker, 'abc')).statusCode).toBe(400);
    const missing = await t().app.inject({
      method: 'GET',
      url: '/api/wechat.pay/transfer?amount=100',
      headers: bearer(taker.token),
    });
    expect(missing.statusCode).toBe(400);
    const tooMuch = await withdraw(t(), taker, 17_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(body(tooMuch).msg).toBe('You can withdraw at most your available balance, 170.00 yuan.');
    const overDaily = await withdraw(t(), taker, 12_001);
    expect(body(overDaily).msg).toBe(
      'You can withdraw at most 120.00 yuan a day; 120.00 yuan is left for today.',
    );
    expect(await count()).toBe(rows);

    const first = body<WithdrawalShape>(await withdraw(t(), taker, 10_000)).data;
    const second = await withdraw(t(), taker, 100);
    expect(second.statusCode).toBe(409);
    expect(body(second).msg).toBe(
      'A withdrawal is still in progress. Wait for it to finish, or cancel it first.',
    );
    await payeeAnswers(t(), first.out_bill_no, 'SUCCESS');
    const left = await withdraw(t(), taker, 2001);
    expect(body(left).msg).toBe('You can withdraw at most 120.00 yuan a day; 20.00 yuan is left for today.');
    const rules = await t().app.inject({
      method: 'GET',
      url: '/api/user.Wallet/withdrawRules',
      headers: bearer(taker.token),
    });
    expect(body(rules).data).toEqual({
      min_fen: 10,
      daily_max_fen: 12_000,
      today_left_fen: 2000,
      available_fen: 7000,
      provider: 'sandbox',
      open: null,
    });
    // The next China day starts afresh.
    t().clock.ms = (chinaDayStart(t().clock.unix()) + 86_400 + 60) * 1000;
    const nextDay = await withdraw(t(), taker, 7000);
    expect(body<WithdrawalShape>(nextDay).data.status).toBe('waiting');
    await cancelWithdrawal(t(), taker, body<WithdrawalShape>(nextDay).data.out_bill_no);

    await t().db.updateTable('users').set({ smrz: 0 }).where('id', '=', taker.user.id).execute();
    const unverified = await withdraw(t(), taker, 100);
    expect(unverified.statusCode).toBe(403);
    expect(body(unverified).msg).toBe('Please complete real-name verification before cashing out.');
    // 2,000 yuan and more needs the verified real name WeChat asks for; the sandbox keeps the rule.
    const large = await withdraw(t(), taker, 200_000);
    expect(large.statusCode).toBe(409);
    expect(body(large).msg).toBe(
      'Cash-outs of 2000.00 yuan or more need your verified real name: complete real-name verification first, or cash out less.',
    );
    await t().db.updateTable('users').set({ smrz: 2 }).where('id', '=', taker.user.id).execute();

    expect(
      (await t().app.inject({ method: 'GET', url: '/api/wechat.pay/transfer?amount=100' })).statusCode,
    ).toBe(401);
    expect((await t().app.inject({ method: 'POST', url: '/api/wechat.pay/transferCancel' })).statusCode).toBe(
      401,
    );
    expect(
      (await t().app.inject({ method: 'POST', url: '/api/user.Wallet/withdrawBalanceLog' })).statusCode,
    ).toBe(401);
  });

  test('POST is accepted for transfer, with the same rules', async () => {
    const { taker } = await earned(t(), 10_000);
    const started = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/transfer',
      ...form({ program: 1, amount: 500, idempotency_key: freshKey() }, bearer(taker.token)),
    });
    expect(body<WithdrawalShape>(started).data).toMatchObject({ amount_fen: 500, status: 'waiting' });
    await cancelWithdrawal(t(), taker, body<WithdrawalShape>(started).data.out_bill_no);
  });

  test('100 concurrent withdrawals on one wallet never take more than it holds', async () => {
    const { taker } = await earned(t(), 10_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(t(), taker, 5000)));
    const taken = answers.filter((a) => a.statusCode === 200);
    expect(taken).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(99);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 3500, frozen_fen: 5000 });
    await cancelWithdrawal(t(), taker, body<WithdrawalShape>(taken[0] as never).data.out_bill_no);

    // Sequentially, each one finished before the next: the wallet runs dry at exactly zero.
    const amounts = [4000, 4000, 4000];
    const outcomes: number[] = [];
    for (const amount of amounts) {
      const answer = await withdraw(t(), taker, amount);
      outcomes.push(answer.statusCode);
      if (answer.statusCode === 200)
        await payeeAnswers(t(), body<WithdrawalShape>(answer).data.out_bill_no, 'SUCCESS');
    }
    expect(outcomes).toEqual([200, 200, 409]);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 500, frozen_fen: 0 });
  });

  test('a notification with a bad signature is refused and changes nothing', async () => {
    const { taker } = await earned(t(), 10_000);
    const w = body<WithdrawalShape>(await withdraw(t(), taker, 1000)).data;
    const forged = JSON.stringify({ out_bill_no: w.out_bill_no, transfer_bill_no: 'x', state: 'SUCCESS' });
    const refused = await t().app.inject({
      method: 'POST',
      url: '/api/wechat.pay/transfer/notify/sandbox',
      payload: forged,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: '0'.repeat(64) },
    });
    expect(refused.statusCode).toBe(401);
    expect(await walletOf(t(), taker)).toMatchObject({ frozen_fen: 1000 });
    await cancelWithdrawal(t(), taker, w.out_bill_no);
  });
});

/** A sandbox provider whose transfer call gets no answer the first `silent` times. */
class UnansweredProvider extends SandboxPayoutProvider {
  silent = 1;
  override async transfer(order: TransferOrder): Promise<TransferBill> {
    if (this.silent > 0) {
      this.silent -= 1;
      throw new PayoutProviderError('unavailable', 'timed out');
    }
    return super.transfer(order);
  }
}

describe('the payout job', () => {
  const provider = new UnansweredProvider('sandbox-development-key-not-secret');
  const t = useTestApp('pglite', { config: { jobIntervalMs: 0 }, deps: { payout: provider } });

  afterEach(async () => {
    expect(await ledgerProblems(t().db)).toEqual([]);
  });

  test('a transfer without an answer stays pending, frozen, and is asked about until final', async () => {
    const { taker } = await earned(t(), 10_000);
    const w = body<WithdrawalShape>(await withdraw(t(), taker, 2000)).data;
    expect(w.status).toBe('pending');
    expect(await walletOf(t(), taker)).toMatchObject({ frozen_fen: 2000 });
    // Not due yet: nothing asked.
    expect(await t().context.services.withdrawals.runDue()).toBe(0);
    t().clock.advance(QUERY_UNANSWERED_SECONDS);
    // The provider does not know the bill: it is sent again under the same out_bill_no.
    expect(await t().context.services.withdrawals.runDue()).toBe(1);
    const row = await t()
      .db.selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', w.out_bill_no)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('waiting');
    expect(row.query_attempts).toBe(1);
    // The payee fails it; the next query finds it final and moves nothing more.
    provider.finish(w.out_bill_no, 'FAIL');
    t().clock.advance(86_400);
    expect(await t().context.services.withdrawals.runDue()).toBe(1);
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });
    t().clock.advance(86_400);
    expect(await t().context.services.withdrawals.runDue()).toBe(0);
  });

  test('a refused transfer fails at once and gives the money back', async () => {
    const { taker } = await earned(t(), 10_000);
    const refusing = provider.transfer.bind(provider);
    provider.transfer = async () => {
      throw new PayoutProviderError('refused', 'NOT_ENOUGH');
    };
    try {
      const refused = await withdraw(t(), taker, 2000);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).msg).toBe('WeChat refused this transfer. The amount is back in your balance.');
    } finally {
      provider.transfer = refusing;
    }
    expect(await walletOf(t(), taker)).toMatchObject({ available_fen: 8500, frozen_fen: 0 });
  });
});
