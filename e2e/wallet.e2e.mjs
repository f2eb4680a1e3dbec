// Journey (issue 10, wallet and cash-out): a taker earns from a paid, confirmed task (set up
// through the API); the sandbox server's clock moves 3 days so the clearance runs; in the
// browser the wallet shows the money available; cashOut withdraws part of it, the sandbox's
// confirmation page (a new tab) confirms receipt, and cashRecord shows it arrived. A second
// withdrawal fails on that page and a third is cancelled from cashRecord: both put the money
// back. The wallet and the ledger's entries are read back to the fen. contractList lists the
// paid task's service contract, which opens its text.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** The fee, and what the taker earns of it at the default share (15 %, rounded half up). */
const FEE_FEN = 11_000;
const EARNED_FEN = FEE_FEN - Math.floor((FEE_FEN * 1500 + 5000) / 10_000);
const CLEARANCE_SECONDS = 3 * 86_400;
const run = Date.now().toString(36);

let browser;
let page;
let poster;
let taker;

async function dev(path, fields) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  assert.equal(response.status, 200, `POST ${path}`);
}

async function until(what, check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await delay(100);
  }
}

const wallet = () => mustAs(taker, 'GET', '/api/user.Wallet/index');

/** A paid task the poster confirmed, all through the API and the sandbox payment page. */
async function earn() {
  const { id: addressId } = await mustAs(poster, 'POST', '/api/address/save', {
    name: 'Han',
    tel: poster.phone,
    region: 'Shanghai',
    detail: 'Road 1',
    longitude: '121.47',
    latitude: '31.23',
  });
  const order = await mustAs(poster, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title: `Wallet ${run}`,
    description: 'Hang two shelves in the study.',
    address_id: String(addressId),
    service_time: String(Math.floor(Date.now() / 1000) + 3600),
    headcount: '1',
    price_fen: String(FEE_FEN),
    pricing_mode: 'fixed',
    idempotency_key: `wallet-order-${run}`,
  });
  const task = await mustAs(taker, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(order.id),
    idempotency_key: `wallet-apply-${run}`,
  });
  const act = (who, transition, extra = {}) =>
    mustAs(who, 'POST', '/api/goods_order_task/transition', {
      id: String(task.id),
      transition,
      idempotency_key: `wallet-${transition}-${run}`,
      ...extra,
    });
  await act(poster, 'accept');
  const payment = await mustAs(poster, 'POST', '/m/api/order/pay_in.php', {
    id: String(task.id),
    info: 'task',
    idempotency_key: `wallet-pay-${run}`,
  });
  await dev(`/dev/pay/${payment.payment_id}`, { result: 'SUCCESS' });
  await act(taker, 'deliver', { note: 'Both shelves are up.' });
  const done = await act(poster, 'confirm');
  assert.equal(done.status, 'completed');
}

const button = (name) => page.getByRole('button', { name, exact: true }).filter({ visible: true });

/** cashOut: the amount typed, the confirm step, then the sandbox's confirmation page answered. */
async function cashOut(yuan, answer) {
  await page.goto(`${baseUrl}/web/#/pagesPerson/cashOut/cashOut`);
  await page.reload();
  await see(page, 'Left for today');
  await page.getByLabel('Amount (yuan)').fill(yuan);
  await button('Cash out').click();
  await see(page, `Withdraw ¥${yuan} to WeChat?`);
  await button('Confirm').click();
  await see(page, 'Withdrawal started.');
  if (!answer) return;
  const link = page.getByRole('link', { name: 'Open the confirmation page' }).filter({ visible: true });
  const [sandbox] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await sandbox.waitForLoadState();
  await see(sandbox, 'Sandbox transfer');
  await see(sandbox, new RegExp(`Amount: ${yuan}`));
  await shot(sandbox, `wallet-sandbox-${answer}`);
  await sandbox
    .getByRole('button', { name: answer === 'SUCCESS' ? 'Confirm receipt' : 'Fail', exact: true })
    .click();
  await see(sandbox, answer === 'SUCCESS' ? 'succeeded' : 'failed');
  await sandbox.close();
}

before(async () => {
  browser = await launch();
  poster = await registerViaApi(baseUrl);
  taker = await registerViaApi(baseUrl);
  await mustAs(taker, 'POST', '/api/user/realName', { title: '李娜', sfzid: randomIdNumber() });
  page = await newPhonePage(browser);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(taker.tokenInfo)],
  );
});

after(async () => {
  // Leave the shared sandbox server on the system's time for the journeys after this one.
  await fetch(`${baseUrl}/dev/clock/reset`, { method: 'POST' }).catch(() => undefined);
  await browser?.close();
});

test('earned money clears after 3 days on the server clock, then shows available in walletView', async () => {
  await earn();
  assert.deepEqual(await wallet(), {
    available_fen: 0,
    pending_fen: EARNED_FEN,
    frozen_fen: 0,
    income_total_fen: EARNED_FEN,
  });
  await dev('/dev/clock/advance', { seconds: String(CLEARANCE_SECONDS + 60) });
  await until('the clearance', async () => (await wallet()).available_fen === EARNED_FEN);

  await page.goto(`${baseUrl}/web/#/pagesPerson/walletView/walletView`);
  await see(page, 'Available to withdraw');
  await see(page, '¥93.50');
  await see(page, /^Cleared · available/);
  await shot(page, 'wallet-1-available');
});

test('cash out ¥30.00, confirm receipt on the sandbox page: cashRecord shows it arrived', async () => {
  await cashOut('30.00', undefined);
  assert.deepEqual(await wallet(), {
    available_fen: EARNED_FEN - 3000,
    pending_fen: 0,
    frozen_fen: 3000,
    income_total_fen: EARNED_FEN,
  });
  await shot(page, 'wallet-2-started');
  const link = page.getByRole('link', { name: 'Open the confirmation page' }).filter({ visible: true });
  const [sandbox] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await sandbox.waitForLoadState();
  await see(sandbox, /Amount: 30\.00/);
  await sandbox.getByRole('button', { name: 'Confirm receipt', exact: true }).click();
  await see(sandbox, 'succeeded');
  await sandbox.close();

  await button('Withdrawal records').click();
  await see(page, 'Arrived');
  await see(page, '¥30.00');
  await shot(page, 'wallet-3-arrived');
  assert.deepEqual(await wallet(), {
    available_fen: EARNED_FEN - 3000,
    pending_fen: 0,
    frozen_fen: 0,
    income_total_fen: EARNED_FEN,
  });
});

test('a failed transfer and a cancelled one put the money back', async () => {
  await cashOut('20.00', 'FAIL');
  await button('Withdrawal records').click();
  await see(page, 'Failed');
  assert.equal((await wallet()).available_fen, EARNED_FEN - 3000);

  await cashOut('10.00', undefined);
  assert.equal((await wallet()).frozen_fen, 1000);
  await button('Withdrawal records').click();
  await see(page, 'Waiting for your confirmation');
  await button('Cancel').click();
  await see(page, 'Cancel this withdrawal?');
  await button('Confirm').click();
  await see(page, 'Cancelled');
  await shot(page, 'wallet-4-records');
  const records = await mustAs(taker, 'POST', '/api/user.Wallet/withdrawBalanceLog', { page: '1' });
  assert.deepEqual(
    records.list.map((w) => [w.amount_fen, w.status]),
    [
      [1000, 'cancelled'],
      [2000, 'failed'],
      [3000, 'succeeded'],
    ],
  );

  // The wallet and the ledger's entries agree to the fen.
  const final = await wallet();
  assert.deepEqual(final, {
    available_fen: EARNED_FEN - 3000,
    pending_fen: 0,
    frozen_fen: 0,
    income_total_fen: EARNED_FEN,
  });
  const entries = (await mustAs(taker, 'POST', '/api/user.Wallet/incomeRecord', { page: '1' })).list;
  const sum = (bucket) => entries.filter((e) => e.bucket === bucket).reduce((a, e) => a + e.amount_fen, 0);
  assert.deepEqual([sum('available'), sum('pending'), sum('frozen')], [final.available_fen, 0, 0]);
  assert.deepEqual(
    entries.filter((e) => e.bucket === 'frozen').map((e) => [e.transition, e.amount_fen]),
    [
      ['withdrawal-cancelled', -1000],
      ['withdrawal-requested', 1000],
      ['withdrawal-failed', -2000],
      ['withdrawal-requested', 2000],
      ['withdrawal-succeeded', -3000],
      ['withdrawal-requested', 3000],
    ],
  );

  await page.goto(`${baseUrl}/web/#/pagesPerson/walletView/walletView`);
  await page.reload();
  await see(page, '¥63.50');
  await shot(page, 'wallet-5-final');
});

test('contractList: the sign-up agreements and the service contract of the paid task, which opens its text', async () => {
  await page.goto(`${baseUrl}/web/#/pagesPerson/contractList/contractList`);
  await page.reload();
  await see(page, 'Service contracts');
  const row = page.getByRole('button', { name: new RegExp(`Wallet ${run}`) }).filter({ visible: true });
  await row.waitFor();
  const text = await row.textContent();
  assert.match(text, /¥110\.00/);
  assert.match(text, new RegExp(`Client: ${poster.user.s_username} · Provider: ${taker.user.s_username}`));
  assert.match(text, /You are the provider/);
  await shot(page, 'wallet-6-contracts');
  await row.click();
  await see(page, /^Last updated:/);
  await shot(page, 'wallet-7-contract-text');
});
