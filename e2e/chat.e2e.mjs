// Journey (e): two people chat in the standalone app, each in a browser context of their
// own: live delivery both ways, the unread badge, a message sent offline that arrives exactly
// once, and contact details refused before anything is sent. Then the chat-only example, a
// partner page that embeds the chat alone through a script tag.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

const chatUrl = (process.env.E2E_CHAT_URL ?? 'http://127.0.0.1:5174').replace(/\/$/, '');

let browser;
let alice;
let bob;
let aliceUser;
let bobUser;

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

/** The server's view of a conversation, newest first, as the given user. */
async function history(user, conversationId) {
  const response = await fetch(`${baseUrl}/m/api/chat/history.php`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.tokenInfo.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ conversation_id: String(conversationId), page: '1' }),
  });
  const body = await response.json();
  assert.equal(body.code, 1, body.msg);
  return body.data.list;
}

const composer = (page) => page.getByRole('textbox', { name: 'Message' }).filter({ visible: true });
const sendButton = (page) =>
  page.getByRole('button', { name: 'Send', exact: true }).filter({ visible: true });

before(async () => {
  browser = await launch();
  [aliceUser, bobUser] = await Promise.all([registerViaApi(baseUrl), registerViaApi(baseUrl)]);
  alice = await signedInPage(aliceUser);
  bob = await signedInPage(bobUser);
});

after(async () => {
  for (const page of [alice, bob]) {
    if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  }
  await browser?.close();
});

// Each step needs the one before; stop at the first failure so its screenshots tell the story.
const steps = { failed: false };
function step(name, fn) {
  test(name, { timeout: 60_000 }, async (t) => {
    if (steps.failed) return t.skip('an earlier step failed');
    try {
      await fn();
    } catch (error) {
      steps.failed = true;
      const slug = name.replace(/\W+/g, '-');
      await shot(alice, `chat-FAILED-${slug}-alice`).catch(() => {});
      await shot(bob, `chat-FAILED-${slug}-bob`).catch(() => {});
      throw error;
    }
  });
}

let conversationId = 0;

step('Bob waits on his empty message list', async () => {
  await bob.goto(`${baseUrl}/web/#/pages/messageCenter/messageCenter`);
  await see(bob, 'No conversations yet');
});

step('Alice opens a chat with Bob and sends a message', async () => {
  // Orders and talent pages will link here; until they land, the route is opened directly.
  await alice.goto(`${baseUrl}/web/#/pages/chatView/chatView?accept_id=${bobUser.user.id}`);
  await see(alice, 'No messages yet. Say hello!');
  await composer(alice).fill('Hello Bob, is Saturday morning fine for the move?');
  await sendButton(alice).click();
  await see(alice, 'Hello Bob, is Saturday morning fine for the move?');
  await shot(alice, 'chat-01-alice-sent');
  conversationId = Number(new URL(alice.url()).hash.match(/conversation_id=(\d+)/)?.[1] ?? 0);
});

step("Bob's list and unread badge follow without a reload", async () => {
  await see(bob, 'Hello Bob, is Saturday morning fine for the move?');
  const badge = tab(bob, /Messages/).locator('.mp-badge');
  await badge.waitFor();
  assert.equal((await badge.textContent())?.trim(), '1');
  await shot(bob, 'chat-02-bob-list-unread');
});

step('Bob opens the conversation and his reply reaches Alice live', async () => {
  await bob.getByText('Hello Bob, is Saturday morning fine for the move?').first().click();
  await see(bob, 'Hello Bob, is Saturday morning fine for the move?');
  await composer(bob).fill('Saturday at 9 works for me.');
  await sendButton(bob).click();
  await see(alice, 'Saturday at 9 works for me.');
  await shot(alice, 'chat-03-alice-got-reply');
});

step('contact details are refused on the device before sending, and nothing is stored', async () => {
  const before = await history(aliceUser, await conversationOf(aliceUser));
  await composer(alice).fill('加我 v 信 abc123，电话 １３８ ００１３ ８０００');
  await sendButton(alice).click();
  await see(alice, /before the task is paid/);
  await shot(alice, 'chat-04-refused');
  await delay(500);
  const afterwards = await history(aliceUser, await conversationOf(aliceUser));
  assert.equal(afterwards.length, before.length, 'a refused message was stored');
  await composer(alice).fill('');
});

step('a message written offline waits, then arrives exactly once', async () => {
  await alice.context().setOffline(true);
  await composer(alice).fill('Sent from the lift, no signal here');
  await sendButton(alice).click();
  await see(alice, 'Waiting to send');
  await shot(alice, 'chat-05-offline-waiting');
  await delay(1000);
  await alice.context().setOffline(false);
  await see(bob, 'Sent from the lift, no signal here');
  await delay(1500); // time for a duplicate to show up, if there were one
  const list = await history(bobUser, await conversationOf(bobUser));
  const copies = list.filter((m) => m.content === 'Sent from the lift, no signal here');
  assert.equal(copies.length, 1, 'the offline message was stored more or less than once');
  assert.equal(
    await bob.getByText('Sent from the lift, no signal here').filter({ visible: true }).count(),
    1,
  );
  await shot(bob, 'chat-06-bob-got-offline-message');
});

/** A call of the API as `user`; answers `data`. */
async function api(user, method, path, fields) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.tokenInfo.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
  const body = await response.json();
  assert.equal(body.code, 1, `${path}: ${body.msg}`);
  return body.data;
}

const key = () => `chat-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

step('an application shows up live as a system line and a card; Bob declines it with a reason', async () => {
  // Bob posts a task; Alice, verified, takes it at its price: the "applied" line reaches both chats.
  const address = await api(bobUser, 'POST', '/api/address/save', {
    name: 'Bob',
    tel: '13912345678',
    region: 'Shanghai Huangpu',
    detail: 'Nanjing East Road 100',
    longitude: '121.4737',
    latitude: '31.2304',
  });
  const order = await api(bobUser, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title: 'Carry boxes on Saturday',
    description: 'Ten boxes from the third floor to the van.',
    address_id: String(address.id),
    service_time: String(Math.floor(Date.now() / 1000) + 86_400),
    headcount: '1',
    price_fen: '8000',
    pricing_mode: 'fixed',
    idempotency_key: key(),
  });
  await api(aliceUser, 'POST', '/api/user/realName', { title: '李四', sfzid: randomIdNumber() });
  const task = await api(aliceUser, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(order.id),
    idempotency_key: key(),
  });
  await see(bob, 'The provider applied to take it at ¥80.00');
  await see(alice, 'The provider applied to take it at ¥80.00');
  // Alice sends her application as a card; Bob sees it with its state and a way to decline.
  await api(aliceUser, 'POST', '/m/api/chat/post.php', {
    conversation_id: String(await conversationOf(aliceUser)),
    goods_order_task_id: String(task.id),
    content: 'Here is my application',
    client_key: key(),
  });
  await see(bob, 'Here is my application');
  await see(bob, 'Awaiting reply');
  await shot(bob, 'chat-07-bob-task-card');
  await bob.getByRole('button', { name: 'Decline', exact: true }).filter({ visible: true }).click();
  const dialog = bob.getByRole('dialog');
  await see(dialog, 'Decline this application');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await see(dialog, 'Please give a reason');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sorry, a friend will help me');
  await shot(bob, 'chat-08-bob-declines');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await see(bob, 'The customer declined the application');
  await see(bob, 'Reason: Sorry, a friend will help me');
  // Alice hears it live, and her card shows the new state.
  await see(alice, 'The customer declined the application');
  await see(alice, 'Declined');
  await shot(alice, 'chat-09-alice-declined');
  const detail = await fetch(`${baseUrl}/api/goods_order_task/detail?id=${task.id}`, {
    headers: { authorization: `Bearer ${aliceUser.tokenInfo.token}` },
  }).then((r) => r.json());
  assert.equal(detail.data.status, 'rejected');
});

/** The conversation between Alice and Bob, as `user` sees it in their list. */
async function conversationOf(user) {
  if (conversationId) return conversationId;
  const response = await fetch(`${baseUrl}/m/api/chat/list.php`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.tokenInfo.token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ page: '1' }),
  });
  const body = await response.json();
  conversationId = body.data.list[0].conversation_id;
  return conversationId;
}

test('the chat-only example embeds the chat alone under its own styles', { timeout: 60_000 }, async () => {
  const page = await newPhonePage(browser);
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${chatUrl}/`);
  const widget = page.locator('#chat');
  await see(widget, 'Sign in to see your messages');
  assert.equal(await widget.locator('.mp-tabbar').count(), 0, 'a single view has no tab bar');
  // The page's own heading keeps the page's font; the widget's text does not take it.
  const pageFont = await page.locator('.side h1').evaluate((el) => getComputedStyle(el).fontFamily);
  const widgetFont = await widget
    .getByText('Sign in to see your messages')
    .evaluate((el) => getComputedStyle(el).fontFamily);
  assert.notEqual(widgetFont, pageFont);
  assert.equal(new URL(page.url()).hash, '', 'memory routing left the page URL alone');
  await shot(page, 'chat-10-chat-only-example');
  await page.context().close();
});
