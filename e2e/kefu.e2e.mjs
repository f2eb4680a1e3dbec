// Journey (issue 13, the customer service console): a poster opens a dispute; the seeded kefu
// agent finds it in the console's queue, splits it 60/40 with a reason, and both sides' money
// shows it to the fen, and both read the decision in their chat; the agent restricts the
// poster, who reads it in the chat and then cannot post; a refund above the supervisor
// threshold is refused to the agent; a feedback is answered right in its queue and leaves it;
// a non-kefu token gets 403 on every kefu call of the API description; the audit log holds
// each step.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { callAs, mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** The demo seed's kefu account (reference-app/server/src/db/seed.ts): an agent. */
const KEFU_PHONE = '13800000000';

let browser;
let poster;
let taker;
let kefu;
let run = 0;

/** A task of `price_fen` paid through the sandbox, delivered, then disputed by its poster. */
async function disputedTask(price_fen, title) {
  run += 1;
  const key = `kefu-${Date.now()}-${run}`;
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
    title,
    description: 'A task that ends in a dispute.',
    address_id: String(addressId),
    service_time: String(Math.floor(Date.now() / 1000) + 86_400),
    headcount: '1',
    price_fen: String(price_fen),
    pricing_mode: 'fixed',
    idempotency_key: `${key}-order`,
  });
  const task = await mustAs(taker, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(order.id),
    idempotency_key: `${key}-apply`,
  });
  const move = (who, transition, extra = {}) =>
    mustAs(who, 'POST', '/api/goods_order_task/transition', {
      id: String(task.id),
      transition,
      idempotency_key: `${key}-${transition}`,
      ...extra,
    });
  await move(poster, 'accept');
  const payment = await mustAs(poster, 'POST', '/m/api/order/pay_in.php', {
    id: String(task.id),
    info: 'task',
    idempotency_key: `${key}-pay`,
  });
  await fetch(`${baseUrl}/dev/pay/${payment.payment_id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=SUCCESS',
  });
  await move(taker, 'deliver', { note: 'Done.' });
  const disputed = await move(poster, 'dispute', { reason: 'The tap still leaks.' });
  assert.equal(disputed.status, 'disputed');
  return task;
}

async function signedIn(who) {
  const page = await newPhonePage(browser);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(who.tokenInfo)],
  );
  return page;
}

/** Opens the reason form of `action`, fills it, submits it. */
async function withReason(page, action, reason) {
  await page.getByRole('button', { name: action, exact: true }).first().click();
  await page.getByLabel('Reason (written to the audit log)').fill(reason);
  await page.getByRole('button', { name: action, exact: true }).first().click();
}

before(async () => {
  browser = await launch();
  poster = await registerViaApi(baseUrl);
  taker = await registerViaApi(baseUrl);
  await mustAs(taker, 'POST', '/api/user/realName', { title: '张伟', sfzid: randomIdNumber() });
  kefu = await registerViaApi(baseUrl, KEFU_PHONE);
});

after(async () => {
  await browser?.close();
});

test('an agent splits a dispute 60/40 from the queue; both sides show it to the fen; the audit holds it', async () => {
  const title = `Dispute ${Date.now().toString(36)}`;
  const task = await disputedTask(5000, title);
  const page = await signedIn(kefu);
  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await (await see(page, 'Customer service console')).click();
  await see(page, /Open disputes \(\d+\)/);
  const row = page.locator(`[data-queue-item="task-${task.id}"]`);
  await see(row, `#${task.id} ${title}`);
  await row.getByRole('button', { name: 'Open the task', exact: true }).click();
  await see(page, 'In dispute · ¥50.00');
  await page.getByRole('button', { name: 'Split the payment', exact: true }).click();
  await page.getByLabel('Provider’s part, in yuan (fee ¥50.00)').fill('30');
  await page.getByLabel('Reason (written to the audit log)').fill('Most of the work was done.');
  await shot(page, 'kefu-split-form');
  await page.getByRole('button', { name: 'Split the payment', exact: true }).click();
  await see(page, 'Settled by support · ¥50.00');

  // The taker's wallet: 3000 less the 15 % commission, pending; the poster gets 2000 back.
  const wallet = await mustAs(taker, 'GET', '/api/user.Wallet/index');
  assert.equal(wallet.pending_fen, 2550);
  await (await see(page, 'Transaction detail')).click();
  await see(page, new RegExp(`^poster:${poster.user.id}:payment resolve-split$`));
  const ledger = await mustAs(kefu, 'GET', '/api/kefu/trade', { goods_order_task_id: String(task.id) });
  const moved = (account) =>
    ledger.ledger
      .filter((e) => e.account === account && e.kind === 'resolve-split')
      .reduce((s, e) => s + e.amount_fen, 0);
  assert.equal(moved(`poster:${poster.user.id}:payment`), 2000);
  assert.equal(moved(`wallet:${taker.user.id}:pending`), 2550);
  await see(page, '¥20.00');
  await see(page, '¥25.50');
  await see(page, /task\.resolve-split/);
  await shot(page, 'kefu-trade', { fullPage: true });
  assert.deepEqual(
    ledger.audit.map((a) => [a.action, a.actor_id, a.reason]),
    [
      ['task.posting', kefu.user.id, ''],
      ['task.resolve-split', kefu.user.id, 'Most of the work was done.'],
    ],
  );
  assert.deepEqual(page.problems, []);

  // Both parties are told: the decision and its reason, in their conversation.
  for (const [who, peer] of [
    [poster, taker],
    [taker, poster],
  ]) {
    const chat = await signedIn(who);
    await chat.goto(`${baseUrl}/web/#/pages/chatView/chatView?accept_id=${peer.user.id}`);
    await see(chat, 'Support settled the dispute by splitting the payment');
    await see(chat, 'Reason: Most of the work was done.');
    await shot(chat, `kefu-told-${who === poster ? 'poster' : 'taker'}`);
    await chat.close();
  }
});

test('an agent restricts the poster, who then cannot post; a refund above the threshold is refused to the agent', async () => {
  const page = await signedIn(kefu);
  await page.goto(`${baseUrl}/web/#/pagesManage/kefuOperation/kefuOperation`);
  await page.getByLabel('Phone, id or title').fill(poster.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await (await see(page, new RegExp(`^User #${poster.user.id} `))).click();
  await see(page, `${poster.phone.slice(0, 3)}****${poster.phone.slice(-4)}`);
  await page.getByLabel('For how many days (empty: until lifted)').fill('3');
  await withReason(page, 'Stop posting orders', 'Posts spam orders.');
  await see(page, 'No posting');
  await shot(page, 'kefu-user-restricted', { fullPage: true });
  const refused = await callAs(poster, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title: 'One more',
    description: 'Should be refused.',
    address_id: '1',
    service_time: String(Math.floor(Date.now() / 1000) + 86_400),
    headcount: '1',
    price_fen: '1000',
    pricing_mode: 'fixed',
    idempotency_key: `kefu-refused-${Date.now()}`,
  });
  assert.equal(refused.status, 403);
  assert.match(
    refused.body.msg,
    /^Customer service has suspended your posting of orders until .+\. Reason: Posts spam orders\.$/,
  );
  // The poster reads it from the agent, in their conversation.
  const told = await signedIn(poster);
  await told.goto(`${baseUrl}/web/#/pages/chatView/chatView?accept_id=${kefu.user.id}`);
  await see(told, 'Support suspended posting orders on your account (for 3 days)');
  await see(told, 'Reason: Posts spam orders.');
  await shot(told, 'kefu-told-restricted');
  await told.close();
  const userAudit = await mustAs(kefu, 'GET', '/api/kefu/audit', {
    record_type: 'user',
    record_id: String(poster.user.id),
  });
  assert.deepEqual(
    userAudit.list.map((a) => [a.action, a.reason]),
    [['user.restrict-post', 'Posts spam orders.']],
  );

  // Lifted so the poster can open the second dispute; the lift is audited too.
  const [restriction] = (await mustAs(kefu, 'GET', '/api/kefu/user', { id: String(poster.user.id) }))
    .restrictions;
  await mustAs(kefu, 'POST', '/api/kefu/user/lift', {
    restriction_id: String(restriction.id),
    reason: 'Cleared up.',
  });
  const big = await disputedTask(60_000, `Big dispute ${Date.now().toString(36)}`);
  await page.goto(`${baseUrl}/web/#/pagesManage/kefuTask/kefuTask?id=${big.id}`);
  await see(page, 'In dispute · ¥600.00');
  await see(page, 'The fee is above ¥500.00: only a supervisor can release, refund or split it.');
  await withReason(page, 'Refund the customer', 'Nothing was done.');
  await see(page, 'A decision on more than 500.00 yuan needs a customer service supervisor.');
  await shot(page, 'kefu-refund-refused');
  const after = await mustAs(kefu, 'GET', '/api/kefu/trade', { goods_order_task_id: String(big.id) });
  assert.equal(after.task.status, 'disputed');
  assert.deepEqual(after.audit, []);
  const liftAudit = await mustAs(kefu, 'GET', '/api/kefu/audit', {
    record_type: 'user',
    record_id: String(poster.user.id),
  });
  assert.deepEqual(
    liftAudit.list.map((a) => a.action),
    ['user.lift-post', 'user.restrict-post'],
  );
});

test('a feedback is answered right in its queue and leaves it', async () => {
  const content = `The map is blank ${Date.now().toString(36)}.`;
  const created = await mustAs(poster, 'POST', '/api/feedback/create', {
    type: 'problem',
    content,
    idempotency_key: `kefu-feedback-${Date.now()}`,
  });
  const page = await signedIn(kefu);
  await page.goto(`${baseUrl}/web/#/pagesManage/kefuOperation/kefuOperation`);
  const row = page.locator(`[data-queue-item="feedback-${created.id}"]`);
  await see(row, content);
  await row.getByRole('button', { name: 'Answer', exact: true }).click();
  await row.getByLabel('Your answer (the person reads it)').fill('Fixed in the last update, thank you.');
  await shot(page, 'kefu-queue-answer');
  await row.getByRole('button', { name: 'Answer', exact: true }).click();
  await row.waitFor({ state: 'detached' });
  const detail = await mustAs(poster, 'GET', '/api/feedback/detail', { id: String(created.id) });
  assert.equal(detail.status, 'resolved');
  assert.deepEqual(page.problems, []);
});

test('a non-kefu token gets 403 on every kefu call of the API description', async () => {
  const doc = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const calls = Object.entries(doc.paths)
    .filter(
      ([path, ops]) =>
        path.startsWith('/api/kefu/') || Object.values(ops).some((op) => op.tags?.includes('kefu')),
    )
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => [method.toUpperCase(), path]));
  assert.ok(calls.length >= 20, `only ${calls.length} kefu calls described`);
  for (const [method, path] of calls) {
    const { status } = await callAs(poster, method, path, method === 'GET' ? {} : { id: '1', reason: 'x' });
    assert.equal(status, 403, `${method} ${path}`);
  }
});
