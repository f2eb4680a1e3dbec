// Journey (issue 3): a whole job between two people, each in a browser context of their own.
// The taker verifies their identity; the poster publishes a task with photos and an address;
// the taker finds it in the task hall and quotes; they bargain; the poster accepts and pays
// through the sandbox provider's confirmation step; the taker delivers, the poster asks for one
// change, the taker delivers again, the poster confirms; the taker's wallet holds the fee less
// the commission to the fen; both evaluate each other and see both evaluations.
// Refusal: a poster acting from a stale second tab sees the server's message, and the screen
// loads the task as it is now.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { solidPng } from './lib/png.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

const TITLE = `Fix the kitchen tap ${Date.now().toString(36)}`;
const DESCRIPTION = 'The kitchen tap drips all night. Please bring a new cartridge and fix it.';
/** The agreed fee in fen, and the commission at the default share 0.15, rounded half up. */
const FEE_FEN = 11_000;
const SHARE = 0.15;
const COMMISSION_FEN = Math.round(FEE_FEN * SHARE);

let browser;
let poster;
let taker;
let posterUser;
let takerUser;
let orderId = 0;
let taskId = 0;

const app = (path) => `${baseUrl}/web/#${path}`;

/**
 * Opens a screen by its link and loads the app afresh: a hash link to a page already in the
 * widget's stack goes back to that page instead of opening a new one.
 */
async function open(page, path) {
  await page.goto(app(path));
  await page.reload();
}

/** Opens the standalone app signed in: the hash-mode session lives in localStorage under the base. */
async function signedInPage(user) {
  const page = await newPhonePage(browser);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(user.tokenInfo)],
  );
  return page;
}

/** A call to the reference server as `user` (reading back results, never driving the job). */
const api = mustAs;

const png = solidPng;
const photo = (name, rgb) => ({ name, mimeType: 'image/png', buffer: png(rgb) });

before(async () => {
  browser = await launch();
  [posterUser, takerUser] = await Promise.all([registerViaApi(baseUrl), registerViaApi(baseUrl)]);
  poster = await signedInPage(posterUser);
  taker = await signedInPage(takerUser);
});

after(async () => {
  for (const [who, page] of [
    ['poster', poster],
    ['taker', taker],
  ]) {
    if (page?.problems.length) console.log(`${who} browser problems:\n  ${page.problems.join('\n  ')}`);
  }
  await browser?.close();
});

// Each step needs the one before; stop at the first failure so its screenshots tell the story.
const steps = { failed: false };
function step(name, fn, timeout = 60_000) {
  test(name, { timeout }, async (t) => {
    if (steps.failed) return t.skip('an earlier step failed');
    try {
      await fn();
    } catch (error) {
      steps.failed = true;
      const slug = name.replace(/\W+/g, '-').slice(0, 60);
      for (const page of poster.context().pages()) {
        await shot(page, `order-FAILED-${slug}-poster-${poster.context().pages().indexOf(page)}`).catch(
          () => {},
        );
      }
      for (const page of taker.context().pages()) {
        await shot(page, `order-FAILED-${slug}-taker-${taker.context().pages().indexOf(page)}`).catch(
          () => {},
        );
      }
      throw error;
    }
  });
}

/** A visible button by its accessible name (pages lower in the stack stay mounted, hidden). */
const button = (scope, name) =>
  scope
    .getByRole('button', { name, exact: typeof name === 'string' })
    .filter({ visible: true })
    .first();
/** A visible text box by its label. */
const box = (scope, label) => scope.getByLabel(label, { exact: true }).filter({ visible: true }).first();
/** The panel of a transition form (ui/popup: a dialog named by its title). */
const dialog = (scope, name) => scope.getByRole('dialog', { name }).filter({ visible: true }).first();

/** Waits until `check()` is true (polling), or fails with `what`. */
async function until(what, check, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Confirms a transition's panel (ui/task-action) and waits for it to close. */
async function confirmIn(panel) {
  await button(panel, 'Confirm').click();
  await panel.waitFor({ state: 'hidden' });
}

/** The task card of the order detail: the taker's own ("Your application") or, for the poster, the taker's. */
const taskCard = (page, heading) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .filter({ visible: true })
    .first();

const ADDRESS = {
  name: '王先生',
  region: '上海市徐汇区',
  detail: '漕溪路88号 3楼 302室',
  longitude: '121.4370',
  latitude: '31.1830',
};

step('the poster publishes a task with photos and an address on deliverOrder', async () => {
  await poster.goto(app('/pages/deliverOrder/deliverOrder'));
  // First use: the posting guide.
  const guide = dialog(poster, 'Posting a task');
  await guide.waitFor();
  await button(guide, 'Got it').click();
  await guide.waitFor({ state: 'hidden' });

  await button(poster, /^Category/).click();
  await see(poster, 'Choose a category');
  await button(poster, 'Home repair').click();
  await see(poster, 'Home repair');

  await box(poster, 'Title').fill(TITLE);
  await box(poster, 'Description').fill(DESCRIPTION);
  await poster
    .getByLabel('Add photos')
    .filter({ visible: true })
    .first()
    .setInputFiles([photo('tap.png', [200, 60, 40]), photo('sink.png', [40, 120, 200])]);
  await poster.getByRole('img', { name: 'Photo 2' }).filter({ visible: true }).waitFor();

  // The address: manageAddress in pick mode, a new one on editAddress, its point on selectMap.
  await button(poster, /^Address/).click();
  await see(poster, 'No addresses yet');
  await button(poster, 'Add address').click();
  await see(poster, 'New address');
  await box(poster, 'Contact name').fill(ADDRESS.name);
  await box(poster, 'Mobile number').fill(posterUser.phone);
  await button(poster, 'Pick the place on the map').click();
  await see(poster, 'Choose a location');
  // No tiles are configured here: the picker takes typed coordinates.
  const typeInstead = button(poster, 'Enter coordinates instead');
  if (await typeInstead.isVisible()) await typeInstead.click();
  await box(poster, 'Longitude').fill(ADDRESS.longitude);
  await box(poster, 'Latitude').fill(ADDRESS.latitude);
  await button(poster, 'Go').click();
  await shot(poster, 'order-02-poster-select-map');
  await button(poster, 'Use this location').click();
  await see(poster, 'New address');
  await box(poster, 'Area').fill(ADDRESS.region);
  await box(poster, 'Street and number').fill(ADDRESS.detail);
  await shot(poster, 'order-03-poster-edit-address');
  await button(poster, 'Save').click();
  await see(poster, 'Tap an address to use it.');
  await button(poster, new RegExp(ADDRESS.name)).click();
  await see(poster, 'Post a task');
  await button(poster, new RegExp(`^Address.*${ADDRESS.detail}`)).waitFor();

  // Tomorrow (the form's default day) at 14:30, one person, quotes from ¥100.
  const time = poster.getByRole('group', { name: 'Service time' }).filter({ visible: true }).first();
  await time.getByLabel('Hour').selectOption('14');
  await time.getByLabel('Minute').selectOption('30');
  await box(poster, 'People needed').fill('1');
  await poster
    .getByRole('radio', { name: /^Accept quotes/ })
    .filter({ visible: true })
    .check();
  await box(poster, 'Starting price (yuan)').fill('100');
  // Both photos uploaded before publishing.
  await until(
    'the photos finish uploading',
    async () =>
      (await poster.getByRole('progressbar').filter({ visible: true }).count()) === 0 &&
      (await poster.getByText('Waiting…').filter({ visible: true }).count()) === 0,
  );
  await shot(poster, 'order-04-poster-form');
  await button(poster, 'Publish').click();

  await see(poster, 'Order details');
  await see(poster, TITLE);
  orderId = Number(new URL(poster.url()).hash.match(/[?&]id=(\d+)/)?.[1] ?? 0);
  assert.ok(orderId > 0, `orderDetail has the order's id: ${poster.url()}`);
  await see(poster, 'Reference price, open to quotes');
  await shot(poster, 'order-05-poster-order-detail');

  const order = await api(posterUser, 'GET', '/api/goods_order/detail', { id: String(orderId) });
  assert.equal(order.title, TITLE);
  assert.equal(order.pics.length, 2);
  assert.equal(order.pricing_mode, 'quote');
  assert.equal(order.price_fen, 10_000);
  assert.equal(order.headcount, 1);
  assert.equal(order.category_name, 'Home repair');
  assert.equal(new Date(order.service_time * 1000).getHours(), 14);
  assert.equal(new Date(order.service_time * 1000).getMinutes(), 30);
});

step('the taker finds the task in the task hall, is asked to verify, verifies on realName', async () => {
  await taker.goto(app('/pages/homeView/homeView'));
  await tab(taker, 'Task hall').click();
  await see(taker, 'Task hall');
  await taker
    .getByRole('button', { name: new RegExp(TITLE) })
    .filter({ visible: true })
    .first()
    .click();
  await see(taker, 'Order details');
  await see(taker, TITLE);
  await see(taker, 'The exact address is shown to the provider once the customer has paid.');
  await button(taker, 'Send a quote').click();
  const gate = dialog(taker, 'Send a quote');
  await see(gate, 'Only real-name verified users can take tasks. It takes a minute.');
  await shot(taker, 'order-06-taker-asked-to-verify');
  await button(gate, 'Verify now').click();

  await see(taker, 'Real-name verification');
  await box(taker, 'Legal name').fill('李四');
  await box(taker, 'ID number').fill(randomIdNumber());
  await button(taker, 'Verify').click();
  await see(taker, 'You are verified');
  await shot(taker, 'order-07-taker-verified');
  const me = await api(takerUser, 'GET', '/api/user/personalInfo');
  assert.equal(me.smrz, 2);
});

step('the taker quotes ¥120', async () => {
  await taker.getByRole('button', { name: /back/i }).filter({ visible: true }).first().click();
  await see(taker, TITLE);
  await button(taker, 'Send a quote').click();
  const form = dialog(taker, 'Send a quote');
  await box(form, 'Your quote (¥)').fill('120');
  await box(form, 'Note to the customer (optional)').fill('I can bring the cartridge.');
  await confirmIn(form);
  const mine = taskCard(taker, 'Your application');
  await see(mine, 'Awaiting reply');
  await see(mine, '¥120.00');
  await mine.scrollIntoViewIfNeeded();
  await shot(taker, 'order-08-taker-quoted');
  taskId = (await api(takerUser, 'GET', '/api/goods_order/detail', { id: String(orderId) })).my_task.id;
  assert.ok(taskId > 0);
});

/** Two tabs of the poster on the same bargaining: the second goes stale when the first accepts. */
let staleTab;

step('they bargain: the poster counters ¥100, the taker counters back ¥110', async () => {
  await poster.reload();
  await see(poster, TITLE);
  await button(poster, /^Quotes/).click();
  await see(poster, 'Quotes');
  await button(poster, 'See the offers').click();
  await see(poster, 'Bargaining');
  await see(poster, 'Your move: ¥120.00 is on the table.');
  await button(poster, 'Counter-offer').click();
  const counter = dialog(poster, 'Counter-offer');
  await box(counter, 'Your price (¥)').fill('100');
  await confirmIn(counter);
  await see(poster, 'Waiting for an answer from: Provider.');
  await shot(poster, 'order-09-poster-countered');

  await taker.reload();
  const mine = taskCard(taker, 'Your application');
  await see(mine, '¥100.00');
  await button(mine, 'See the offers').click();
  await see(taker, 'Bargaining');
  await see(taker, 'Your move: ¥100.00 is on the table.');
  await button(taker, 'Counter-offer').click();
  const back = dialog(taker, 'Counter-offer');
  await box(back, 'Your price (¥)').fill('110');
  await confirmIn(back);
  await see(taker, 'Waiting for an answer from: Customer.');
  await see(taker, 'Counter-offers used: 2 of 5.');
  await shot(taker, 'order-10-taker-countered');
  // Back on the order, the card shows the counter-offer without a reload.
  await taker.getByRole('button', { name: /back/i }).filter({ visible: true }).first().click();
  await see(mine, '¥110.00');
  await see(mine, 'Awaiting reply');
});

step(
  'the poster accepts ¥110 in one tab; a stale second tab that declines is refused and refreshes',
  async () => {
    await poster.reload();
    await see(poster, 'Your move: ¥110.00 is on the table.');
    staleTab = await poster.context().newPage();
    await staleTab.goto(poster.url());
    await see(staleTab, 'Your move: ¥110.00 is on the table.');

    await button(poster, 'Accept').click();
    const accept = dialog(poster, 'Accept');
    await see(accept, /Accept ¥110.00\?/);
    await confirmIn(accept);

    await button(staleTab, 'Decline').click();
    const decline = dialog(staleTab, 'Decline');
    await box(decline, 'Reason (optional)').fill('Too expensive after all');
    await button(decline, 'Confirm').click();
    await see(staleTab, 'This task changed in the meantime; here is where it stands now.');
    await shot(staleTab, 'order-11-stale-tab-refused');
    await see(staleTab, 'The bargaining is over: Awaiting payment.');
    await shot(staleTab, 'order-12-stale-tab-refreshed');
    await staleTab.close();
    const task = await api(posterUser, 'GET', '/api/goods_order_task/detail', { id: String(taskId) });
    assert.equal(task.status, 'awaiting_payment');
    assert.equal(task.price_fen, FEE_FEN);
  },
);

step('the poster pays with the sandbox provider; the money is held', async () => {
  await see(poster, 'Payment');
  await see(poster, '¥110.00');
  await button(poster, 'Pay ¥110.00').click();
  const confirmStep = poster.getByRole('link', { name: 'Open the payment page' }).filter({ visible: true });
  await confirmStep.waitFor();
  await shot(poster, 'order-13-poster-pay-confirm-step');
  const [sandbox] = await Promise.all([poster.context().waitForEvent('page'), confirmStep.click()]);
  await sandbox.waitForLoadState();
  await see(sandbox, 'Sandbox payment');
  await see(sandbox, /Amount: 110\.00/);
  await shot(sandbox, 'order-14-sandbox-confirmation');
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();
  await see(sandbox, 'succeeded');
  await sandbox.close();

  // orderPay notices the payment and opens the order.
  await see(poster, 'Payment received', 30_000);
  await see(poster, 'Order details');
  const card = taskCard(poster, takerUser.user.s_username);
  await see(card, 'Paid, to start');
  await card.scrollIntoViewIfNeeded();
  await shot(poster, 'order-15-poster-paid');

  const task = await api(posterUser, 'GET', '/api/goods_order_task/detail', { id: String(taskId) });
  assert.equal(task.status, 'paid');
  const order = await api(takerUser, 'GET', '/api/goods_order/detail', { id: String(orderId) });
  assert.equal(order.status, 'full');
  assert.match(order.address, /漕溪路88号/);
});

step('the taker delivers with a photo and a note', async () => {
  await open(taker, `/pages/orderDetail/orderDetail?id=${orderId}`);
  await see(taker, /漕溪路88号/);
  await deliver(taker, 'Replaced the cartridge; no more drips.', [90, 180, 90]);
  const mine = taskCard(taker, 'Your application');
  await see(mine, 'Delivered, to confirm');
  await mine.scrollIntoViewIfNeeded();
  await shot(taker, 'order-16-taker-delivered');
});

async function deliver(page, note, rgb) {
  const mine = taskCard(page, 'Your application');
  await button(mine, 'Deliver').click();
  const form = dialog(page, 'Deliver');
  await box(form, 'Note').fill(note);
  await form.getByLabel('Add photos').setInputFiles([photo('done.png', rgb)]);
  await form.getByRole('img', { name: 'Photo 1' }).waitFor();
  await until('the delivery photo uploads', async () => (await form.getByText('%').count()) === 0);
  await confirmIn(form);
}

step('the poster asks for one change with a reason', async () => {
  await poster.reload();
  const card = taskCard(poster, takerUser.user.s_username);
  await see(card, 'Delivered, to confirm');
  await see(card, /Replaced the cartridge/);
  await button(card, 'Ask for changes').click();
  const form = dialog(poster, 'Ask for changes');
  await box(form, 'Reason').fill('The tap still drips a little at night.');
  await confirmIn(form);
  await see(card, 'In progress');
  await card.scrollIntoViewIfNeeded();
  await shot(poster, 'order-17-poster-asked-for-changes');
});

step('the taker delivers again', async () => {
  await taker.reload();
  const mine = taskCard(taker, 'Your application');
  await see(mine, /The tap still drips a little at night\./);
  await deliver(taker, 'Tightened the seal too; checked for an hour, dry.', [90, 90, 180]);
  await see(mine, 'Delivered, to confirm');
});

step('the poster confirms completion', async () => {
  await poster.reload();
  const card = taskCard(poster, takerUser.user.s_username);
  await see(card, /Tightened the seal/);
  await button(card, 'Confirm completion').click();
  const form = dialog(poster, 'Confirm completion');
  await see(form, /¥110\.00 is released to the provider/);
  await confirmIn(form);
  // The finished task stays with its review button; the order's state follows without a reload.
  await see(card, 'Completed');
  await button(card, 'Leave a review').waitFor();
  await see(poster.locator('.mp-od__head'), 'Completed');
  await button(poster, /^Takers\s*1$/).waitFor();
  assert.equal(await poster.getByText('No one has applied yet.').filter({ visible: true }).count(), 0);
  await card.scrollIntoViewIfNeeded();
  await shot(poster, 'order-18-poster-confirmed');
  const task = await api(posterUser, 'GET', '/api/goods_order_task/detail', { id: String(taskId) });
  assert.equal(task.status, 'completed');
});

step("the taker's wallet holds the fee less the commission; the log lists every transition", async () => {
  const wallet = await api(takerUser, 'GET', '/api/user.Wallet/index');
  assert.equal(COMMISSION_FEN, 1650);
  assert.equal(wallet.pending_fen, FEE_FEN - COMMISSION_FEN);
  assert.equal(wallet.income_total_fen, FEE_FEN - COMMISSION_FEN);
  const income = await api(takerUser, 'POST', '/api/user.Wallet/incomeRecord', { page: '1' });
  const entry = income.list.find((e) => e.goods_order_task_id === taskId);
  assert.ok(entry, 'incomeRecord lists the task');
  assert.equal(entry.amount_fen, FEE_FEN - COMMISSION_FEN);
  assert.equal(entry.bucket, 'pending');
  assert.equal(entry.transition, 'confirm');

  const task = await api(takerUser, 'GET', '/api/goods_order_task/detail', { id: String(taskId) });
  assert.equal(task.commission_fen, COMMISSION_FEN);
  assert.equal(task.payout_fen, FEE_FEN - COMMISSION_FEN);
  assert.deepEqual(
    task.log.map((r) => `${r.transition}:${r.actor_role}:${r.from ?? ''}->${r.to}`),
    [
      'quote:taker:->pending',
      'counter:poster:pending->countered',
      'counter:taker:countered->pending',
      'accept:poster:pending->awaiting_payment',
      'paid:system:awaiting_payment->paid',
      'deliver:taker:paid->delivered',
      'request-changes:poster:delivered->in_service',
      'deliver:taker:in_service->delivered',
      'confirm:poster:delivered->completed',
    ],
  );
  // The same history on the taker's screen.
  await taker.reload();
  const mine = taskCard(taker, 'Your application');
  await button(mine, 'History').click();
  const history = taker.getByRole('list', { name: 'History' }).filter({ visible: true });
  await see(history, 'Confirmed completion');
  assert.equal(await history.getByRole('listitem').count(), 9);
  await history.scrollIntoViewIfNeeded();
  await shot(taker, 'order-19-taker-history');
});

const TAKER_REVIEW = 'Clear instructions, paid at once. Would work for them again.';
const POSTER_REVIEW = 'Fixed the tap properly and came back to finish it. Recommended.';

/** Taps the n-th star (the radio itself is visually hidden inside its star). */
async function rate(page, n) {
  const radio = page.getByRole('radio', { name: `${n} out of 5 stars` });
  await page.locator('label', { has: radio }).filter({ visible: true }).click();
  assert.ok(await radio.isChecked(), `${n} stars chosen`);
}

/** Opens the task's evaluation from its card on the order detail ("Leave a review"). */
async function leaveReview(page, heading) {
  const card = taskCard(page, heading);
  await button(card, 'Leave a review').click();
  await see(page, 'Service evaluation');
}

step('the taker evaluates the customer on evaluateServer; it stays hidden from them for now', async () => {
  await open(taker, `/pages/orderDetail/orderDetail?id=${orderId}`);
  await leaveReview(taker, 'Your application');
  await see(taker, `How was working for ${posterUser.user.s_username}?`);
  await rate(taker, 5);
  await box(taker, 'What went well, what could be better (optional)').fill(TAKER_REVIEW);
  await shot(taker, 'order-20-taker-evaluating');
  await button(taker, 'Send evaluation').click();
  await see(taker, 'Your evaluation');
  await see(taker, TAKER_REVIEW);
  await see(taker, new RegExp(`${posterUser.user.s_username} has not evaluated you yet`));
  await shot(taker, 'order-21-taker-evaluated');
});

step('the poster evaluates the provider: double-blind until now, then both show', async () => {
  await open(poster, `/pages/orderDetail/orderDetail?id=${orderId}&task=${taskId}`);
  await leaveReview(poster, takerUser.user.s_username);
  await see(poster, `How did ${takerUser.user.s_username} do?`);
  await see(poster, new RegExp(`${takerUser.user.s_username} has already evaluated you`));
  assert.equal(
    await poster.getByText(TAKER_REVIEW).count(),
    0,
    "the taker's evaluation shows before the poster's",
  );
  await rate(poster, 4);
  await box(poster, 'What went well, what could be better (optional)').fill(POSTER_REVIEW);
  await button(poster, 'Send evaluation').click();
  await see(poster, 'Your evaluation');
  await see(poster, POSTER_REVIEW);
  await see(poster, TAKER_REVIEW);
  await shot(poster, 'order-22-poster-evaluated');
  await button(poster, 'See both evaluations').click();
  await see(poster, 'Evaluations');
  await see(poster, `Your evaluation of ${takerUser.user.s_username}`);
  await see(poster, POSTER_REVIEW);
  await see(poster, `${takerUser.user.s_username}’s evaluation of you`);
  await see(poster, TAKER_REVIEW);
  await shot(poster, 'order-23-poster-evaluate-detail');
});

step('the taker sees both evaluations on evaluateDetail', async () => {
  await taker.reload();
  await see(taker, TAKER_REVIEW);
  await button(taker, 'See both evaluations').click();
  await see(taker, 'Evaluations');
  await see(taker, `Your evaluation of ${posterUser.user.s_username}`);
  await see(taker, TAKER_REVIEW);
  await see(taker, `${posterUser.user.s_username}’s evaluation of you`);
  await see(taker, POSTER_REVIEW);
  await shot(taker, 'order-24-taker-evaluate-detail');

  const pair = await api(takerUser, 'GET', '/api/evaluate/detail', { goods_order_task_id: String(taskId) });
  assert.equal(pair.visible, true);
  assert.equal(pair.mine.stars, 5);
  assert.equal(pair.theirs.stars, 4);
  assert.equal(pair.theirs.content, POSTER_REVIEW);
});
