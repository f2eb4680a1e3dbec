// Journey (issue 17, notifications outside the app): the poster turns off "Payments" on the
// person center's Notifications row; the task they accepted is paid; the sandbox outbox then
// holds the payment notice for the taker (WeChat and SMS) and none for the poster, who still
// gets the kinds they kept on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

let browser;
let poster;
let taker;

async function outboxNotifications() {
  const response = await fetch(`${baseUrl}/dev/outbox`);
  const body = await response.json();
  return (body.data ?? body).notifications ?? [];
}

before(async () => {
  browser = await launch();
  poster = await registerViaApi(baseUrl);
  taker = await registerViaApi(baseUrl);
  await mustAs(taker, 'POST', '/api/user/realName', { title: '张伟', sfzid: randomIdNumber() });
});

after(async () => {
  await browser?.close();
});

test('the poster turns payment notices off in the person center; a paid task notifies only the taker of it', async () => {
  const page = await newPhonePage(browser);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(poster.tokenInfo)],
  );
  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await (await see(page, 'Notifications')).click();
  const payments = page.getByRole('switch', { name: /Payments/ });
  await payments.waitFor({ state: 'visible' });
  assert.equal(await payments.isChecked(), true, 'on by default');
  await payments.click();
  // Saved at once: the server has it.
  for (let i = 0; i < 50; i++) {
    const { list } = await mustAs(poster, 'GET', '/api/notification/settings');
    if (list.find((s) => s.kind === 'paid')?.enabled === false) break;
    await delay(100);
  }
  const { list } = await mustAs(poster, 'GET', '/api/notification/settings');
  assert.equal(list.find((s) => s.kind === 'paid')?.enabled, false);
  assert.equal(await payments.isChecked(), false);
  await shot(page, 'notifications-settings');

  const { id: addressId } = await mustAs(poster, 'POST', '/api/address/save', {
    name: 'Han',
    tel: poster.phone,
    region: 'Shanghai',
    detail: 'Road 1',
    longitude: '121.47',
    latitude: '31.23',
  });
  const title = `Notify ${Date.now().toString(36)}`;
  const order = await mustAs(poster, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title,
    description: 'A task to be paid.',
    address_id: String(addressId),
    service_time: String(Math.floor(Date.now() / 1000) + 86_400),
    headcount: '1',
    price_fen: '6000',
    pricing_mode: 'fixed',
    idempotency_key: `notify-order-${Date.now()}`,
  });
  const task = await mustAs(taker, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(order.id),
    idempotency_key: `notify-apply-${Date.now()}`,
  });
  await mustAs(poster, 'POST', '/api/goods_order_task/transition', {
    id: String(task.id),
    transition: 'accept',
    idempotency_key: `notify-accept-${Date.now()}`,
  });
  const payment = await mustAs(poster, 'POST', '/m/api/order/pay_in.php', {
    id: String(task.id),
    info: 'task',
    idempotency_key: `notify-pay-${Date.now()}`,
  });
  await fetch(`${baseUrl}/dev/pay/${payment.payment_id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'result=SUCCESS',
  });

  // The dispatcher sends after the commit (every second by default).
  const about = (n) => n.params?.title === title;
  let mine = [];
  for (let i = 0; i < 100; i++) {
    mine = (await outboxNotifications()).filter(about);
    if (mine.some((n) => n.user_id === taker.user.id && n.kind === 'paid' && n.channel === 'sms')) break;
    await delay(100);
  }
  const of = (userId) =>
    mine
      .filter((n) => n.user_id === userId)
      .map((n) => `${n.kind}/${n.channel}`)
      .sort();
  assert.deepEqual(of(taker.user.id), ['accepted/wechat', 'paid/sms', 'paid/wechat']);
  assert.deepEqual(of(poster.user.id), ['offer/wechat']);
});
