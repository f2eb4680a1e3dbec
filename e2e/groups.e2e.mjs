// Journey: route groups load like the spec's subpackages. A page of the pagesPerson group opens
// from a cold start: by its hash in the standalone app at /web/ (signed in, it lists an order
// the person viewed), and through `navigate()` on the embed-full example's memory-routed widget.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

const embedUrl = (process.env.E2E_EMBED_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const stamp = Date.now().toString(36);
const title = `Hang two shelves ${stamp}`;

let browser;
let page;
let viewer;
/** Files the page fetched, by path: which chunks a cold start needed. */
const fetched = [];

/** Waits until `check()` holds (the page fetches some chunks in the background). */
async function waitUntil(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function api(method, path, token, fields = {}) {
  const query = method === 'GET' ? `?${new URLSearchParams(fields)}` : '';
  const response = await fetch(`${baseUrl}${path}${query}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : new URLSearchParams(fields),
  });
  const body = await response.json();
  if (body.code !== 1) throw new Error(`${method} ${path}: ${response.status} ${body.msg}`);
  return body.data;
}

before(async () => {
  // A neighbour posts a task; the viewer opens it once (orderDetail's call records the visit).
  const poster = await registerViaApi(baseUrl);
  const address = await api('POST', '/api/address/save', poster.tokenInfo.token, {
    name: 'Han Meimei',
    tel: '13912345678',
    region: 'Beijing Haidian',
    detail: 'Zhongguancun Street 1, flat 3',
    longitude: 116.31,
    latitude: 39.98,
  });
  const order = await api('POST', '/api/goods_order/create', poster.tokenInfo.token, {
    goods_categorize_id: 1,
    title,
    description: 'Two shelves and a drill; about an hour.',
    address_id: address.id,
    service_time: Math.floor(Date.now() / 1000) + 2 * 86_400,
    headcount: 1,
    price_fen: 6000,
    pricing_mode: 'fixed',
    idempotency_key: `groups-e2e-${stamp}`,
  });
  viewer = await registerViaApi(baseUrl);
  await api('GET', '/api/goods_order/detail', viewer.tokenInfo.token, { id: order.id });

  browser = await launch();
  page = await newPhonePage(browser);
  page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

test('hash routing: a cold start on #/pagesPerson/browseHistory/browseHistory lists the order viewed', {
  timeout: 60_000,
}, async () => {
  // Signed in as the standalone app keeps it: the session in localStorage under its base.
  const { token, exp } = viewer.tokenInfo;
  await page.addInitScript((session) => {
    localStorage.setItem('mp:/web/:session', session);
  }, JSON.stringify({ token, exp }));
  await page.goto(`${baseUrl}/web/#/pagesPerson/browseHistory/browseHistory`);
  await see(page, 'Browsing history', 30_000);
  await see(page, title);
  await shot(page, 'groups-01-browse-history-hash');
  assert.ok(
    fetched.some((path) => /\/pagesPerson-[\w-]+\.js$/.test(path)),
    'the pagesPerson table came as its own chunk',
  );
  assert.ok(
    !fetched.some((path) => /\/pages(Common|Manage|Community)-[\w-]+\.js$/.test(path)),
    'no other group was fetched',
  );
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await page.waitForURL(/#\/pages\/orderDetail\/orderDetail\?id=\d+$/);
  await see(page, 'Two shelves and a drill; about an hour.');
  await page.goBack();
  await see(page, title);
  assert.match(page.url(), /#\/pagesPerson\/browseHistory\/browseHistory$/);
});

test('entering Me preloads the pagesCommon table too and lists the browsing history, which opens', async () => {
  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`); // as an edited hash
  await tab(page, 'Me').waitFor();
  await see(page, 'My orders');
  const entry = page.getByRole('button', { name: 'Browsing history' });
  await entry.waitFor();
  await waitUntil(
    () => fetched.some((path) => /\/pagesCommon-[\w-]+\.js$/.test(path)),
    'the pagesCommon table',
  );
  await shot(page, 'groups-02-person-center');
  await entry.click();
  await page.waitForURL(/#\/pagesPerson\/browseHistory\/browseHistory$/);
  await see(page, title);
  await shot(page, 'groups-03-from-person-center');
});

test('hash routing: an unknown page of a known group shows the not-found page', async () => {
  await page.goto(`${baseUrl}/web/#/pagesPerson/noSuchPage/noSuchPage`);
  await page.reload(); // a cold start, not a hash change
  await see(page, 'Page not found', 30_000);
});

test("memory routing: the partner page's own link opens the group page with navigate()", {
  timeout: 60_000,
}, async () => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${embedUrl}/`);
  const before = page.url();
  const widget = page.locator('#marketplace');
  await see(widget, 'Home', 30_000);
  await page.getByRole('button', { name: 'Recently viewed' }).click();
  await see(widget, 'Browsing history');
  await see(widget, 'Sign in to see the orders you viewed.'); // the widget's session is its own
  assert.equal(page.url(), before, 'memory routing leaves the page address alone');
  await shot(page, 'groups-04-browse-history-memory');
});
