// Journey: examples/vue-host, a partner's Vue 3 page on its own origin under a strict CSP, with
// two <marketplace-view> elements (the whole marketplace, and the task hall alone) bundled from
// `@marketplace/sdk/element`. Attributes set the options and a changed one applies without a
// remount; the elements' marketplace-* events drive the page; removing an element leaves no
// node behind; the two keep separate state.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

const vueUrl = (process.env.E2E_VUE_URL ?? 'http://127.0.0.1:5176').replace(/\/$/, '');
const stamp = randomBytes(3).toString('hex');
const title = `Water the allotment ${stamp}`;

let browser;
let page;
let order;
const cspViolations = [];

async function api(method, path, token, fields) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`${method} ${path}: ${response.status} ${body.msg}`);
  return body.data;
}

const market = () => page.locator('marketplace-view.market');
const hall = () => page.locator('marketplace-view.hall');
const status = (name) => page.getByRole('status', { name });

before(async () => {
  // A neighbour posts a task through the API, so the hall has something to show.
  const poster = await registerViaApi(baseUrl);
  const token = poster.tokenInfo.token;
  const address = await api('POST', '/api/address/save', token, {
    name: 'Han Mei',
    tel: '13912345678',
    region: 'Beijing Haidian',
    detail: 'Riverside Road 3',
    longitude: 116.3,
    latitude: 39.96,
  });
  order = await api('POST', '/api/goods_order/create', token, {
    goods_categorize_id: 1,
    title,
    description: 'Twice a week while we are away; the can is in the shed.',
    address_id: address.id,
    service_time: Math.floor(Date.now() / 1000) + 3 * 86_400,
    headcount: 1,
    price_fen: 6000,
    pricing_mode: 'fixed',
    idempotency_key: `vue-e2e-${stamp}`,
  });
  browser = await launch();
  page = await newPhonePage(browser);
  await page.setViewportSize({ width: 1100, height: 1000 });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

test('two elements render from their attributes and properties, and report ready', {
  timeout: 90_000,
}, async () => {
  await page.goto(`${vueUrl}/`);
  await page.getByRole('heading', { name: 'The neighbourhood board' }).waitFor();
  await tab(market(), 'Home').waitFor({ state: 'visible', timeout: 30_000 });
  await see(hall(), title, 30_000);
  await see(status('Marketplace status'), 'Ready on the home page');
  await see(status('Task hall status'), 'Ready on the task hall');

  const look = (host) => {
    const root = host.shadowRoot;
    return {
      tabBar: !!root?.querySelector('.mp-tabbar'),
      primary: root?.querySelector('.mp-root')?.style.getPropertyValue('--mp-primary'),
      nonces: [...(root?.querySelectorAll('style') ?? [])].every((style) => style.nonce !== ''),
      lightChildren: host.childNodes.length,
    };
  };
  // entry="taskHall" (an attribute): a single view, no tab bar; themeTokens (a property) themed each
  assert.deepEqual(await market().evaluate(look), {
    tabBar: true,
    primary: '#1d4ed8',
    nonces: true,
    lightChildren: 0,
  });
  assert.deepEqual(await hall().evaluate(look), {
    tabBar: false,
    primary: '#047857',
    nonces: true,
    lightChildren: 0,
  });
  await shot(page, 'vue-01-two-elements', { fullPage: true });
});

test('a changed locale attribute re-renders both in place, without a remount', async () => {
  await tab(market(), 'Me').click();
  await see(market(), 'You are not signed in');
  const containers = [
    await market().evaluateHandle((host) => host.shadowRoot.querySelector('.mp-root')),
    await hall().evaluateHandle((host) => host.shadowRoot.querySelector('.mp-root')),
  ];

  await page.getByLabel('Language').selectOption('fr');
  await tab(market(), 'Moi').waitFor();
  await tab(market(), 'Accueil').waitFor();
  // Vue sets a binding as a property when the element has one (`locale` here)
  assert.equal(await market().evaluate((host) => host.locale), 'fr');
  await see(hall(), title); // the hall keeps its list, in French
  for (const container of containers) {
    assert.equal(await container.evaluate((node) => node.isConnected), true, 'the same widget, updated');
  }
  await shot(page, 'vue-02-french', { fullPage: true });

  await page.getByLabel('Language').selectOption('en');
  await tab(market(), 'Me').waitFor();
  await see(market(), 'You are not signed in'); // still on the personal centre
});

test('marketplace-navigate events drive the page; navigate() is forwarded; the elements keep separate state', async () => {
  await tab(market(), 'Home').click();
  await see(status('Marketplace status'), 'Showing the home page');
  await tab(market(), 'Me').click();
  await see(status('Marketplace status'), 'Showing the personal centre');
  const log = page.getByRole('list', { name: 'Event log' });
  await see(log, 'marketplace: marketplace-navigate {"path":"/pages/personCenter/personCenter","query":{}}');

  // the hall did not move, and the marketplace's page is its own
  await see(status('Task hall status'), 'Ready on the task hall');
  assert.equal(await hall().getByText('You are not signed in').count(), 0);

  await hall()
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await see(hall(), 'Order details');
  await see(status('Task hall status'), 'Showing a task');
  await see(
    log,
    new RegExp(
      `^task hall: marketplace-navigate \\{"path":"/pages/orderDetail/orderDetail","query":\\{"id":"?${order.id}"?\\}\\}$`,
    ),
  );
  await see(status('Marketplace status'), 'Showing the personal centre');
  await see(market(), 'You are not signed in');

  // the page's own button calls the element's navigate()
  await page.getByRole('button', { name: 'About the marketplace' }).click();
  await see(status('Marketplace status'), 'Showing the about page');
  await see(hall(), 'Order details');
  await shot(page, 'vue-03-events', { fullPage: true });
});

test('taking the element out of the page unmounts it and leaves no node; putting it back starts afresh', async () => {
  const removed = await market().elementHandle();
  const url = page.url();
  await page.getByRole('button', { name: 'Hide the marketplace' }).click();
  await see(status('Marketplace status'), 'Taken out of the page');
  assert.equal(await market().count(), 0);
  const left = await removed.evaluate((host) => ({
    connected: host.isConnected,
    shadowNodes: host.shadowRoot?.childNodes.length,
    lightNodes: host.childNodes.length,
  }));
  assert.deepEqual(left, { connected: false, shadowNodes: 0, lightNodes: 0 });
  await see(page, 'The marketplace is hidden. Show it again to start afresh.');
  await see(hall(), 'Order details'); // the other element is untouched
  await shot(page, 'vue-04-hidden', { fullPage: true });

  await page.getByRole('button', { name: 'Show the marketplace' }).click();
  await tab(market(), 'Home').waitFor({ state: 'visible' });
  await see(status('Marketplace status'), 'Ready on the home page');
  assert.equal(await market().count(), 1);
  assert.equal(page.url(), url, 'memory routing: the page address never changed');
  await shot(page, 'vue-05-shown-again', { fullPage: true });
});

test('the strict Content-Security-Policy is honoured without violations, and nothing failed', async () => {
  assert.deepEqual(cspViolations, []);
  assert.deepEqual(
    page.problems.filter((problem) => !/Failed to load resource/.test(problem)),
    [],
  );
});
