import { bearer, body, form, type SignedIn, type TestApp } from '../../../test/helpers.js';
import { createOrder, freshKey, poster } from '../orders/test-kit.js';
import { apply, payAsSystem, type TaskShape, transition, verifiedTaker } from '../tasks/test-kit.js';

export const DAY = 86_400;

export interface WalletShape {
  available_fen: number;
  pending_fen: number;
  frozen_fen: number;
  income_total_fen: number;
}

export interface WithdrawalShape {
  out_bill_no: string;
  amount_fen: number;
  status: string;
  cancellable: boolean;
  package_info: string | null;
  sandbox_url?: string;
}

/**
 * A taker (a new verified one, or `taker`) who earned a task's fee less the commission and
 * waited out the clearance: the money is available (a fee of 10000 fen leaves 8500).
 */
export async function earned(t: TestApp, priceFen: number, taker?: SignedIn) {
  const p = await poster(t);
  const order = body<{ id: number }>(await createOrder(t, p, { price_fen: priceFen })).data;
  const earner = taker ?? (await verifiedTaker(t));
  const task = body<TaskShape>(await apply(t, earner, order.id)).data;
  const accepted = await transition(t, p, { id: task.id, transition: 'accept', expected_state: 'pending' });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  await payAsSystem(t, task.id);
  await transition(t, earner, { id: task.id, transition: 'deliver', note: 'Done.' });
  const confirmed = await transition(t, p, { id: task.id, transition: 'confirm' });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  t.clock.advance(3 * DAY + 1);
  await t.context.jobs.runDue();
  return { taker: earner, task, poster: p };
}

export async function walletOf(t: TestApp, who: SignedIn): Promise<WalletShape> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user.Wallet/index',
    headers: bearer(who.token),
  });
  return body<WalletShape>(response).data;
}

export function withdraw(t: TestApp, who: SignedIn, amount: number | string, key = freshKey()) {
  return t.app.inject({
    method: 'GET',
    url: `/api/wechat.pay/transfer?${new URLSearchParams({ program: '0', amount: String(amount), idempotency_key: key })}`,
    headers: bearer(who.token),
  });
}

export function cancelWithdrawal(t: TestApp, who: SignedIn, outBillNo: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wechat.pay/transferCancel',
    ...form({ out_bill_no: outBillNo }, bearer(who.token)),
  });
}

/** The payee's answer on the sandbox page: `SUCCESS` confirms, `FAIL` fails. */
export function payeeAnswers(t: TestApp, outBillNo: string, result: 'SUCCESS' | 'FAIL') {
  return t.app.inject({
    method: 'POST',
    url: `/dev/transfer/${outBillNo}`,
    ...form({ result }),
  });
}
