// Issue 14, partner sign-in: the embed-full page is Acme Neighbours, a site with its own
// accounts. A member signs in to Acme; the page mounts the widget with getToken, and Acme's
// backend (examples/embed-full/partner.mjs) signs a JWT for the member and exchanges it at
// POST /api/partner/token: the person is signed in to the marketplace without binding a phone.
// A replayed partner token is refused (through the API).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SignJWT } from 'jose';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { see, tab } from './lib/widget.mjs';

const embedUrl = (process.env.E2E_EMBED_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
// The sandbox's demo partner (docs/deployment.md, "Partner sign-in").
const DEMO_SECRET = new TextEncoder().encode('examples-demo-shared-secret-not-for-production');

let browser;
let page;
const exchanges = [];

before(async () => {
  browser = await launch();
  page = await newPhonePage(browser);
  await page.setViewportSize({ width: 1100, height: 900 });
  page.on('request', (request) => {
    if (request.url().includes('/partner/marketplace-token')) exchanges.push(request.url());
  });
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

test('a guest of the page browses signed out', { timeout: 60_000 }, async () => {
  await page.goto(`${embedUrl}/`);
  const widget = page.locator('#marketplace');
  await tab(widget, 'Me').click();
  await see(widget, 'You are not signed in');
  assert.equal(exchanges.length, 0, 'no getToken without an Acme member');
});

test('an Acme member is signed in to the marketplace by the page’s backend, no phone bound', {
  timeout: 60_000,
}, async () => {
  await page.getByRole('button', { name: 'Sign in to Acme' }).click();
  const status = page.locator('#account-status');
  await status.filter({ hasText: 'Acme member: Neighbour' }).waitFor({ timeout: 15_000 });
  const name = (await status.textContent()).replace('Acme member: ', '').trim();
  const widget = page.locator('#marketplace');
  await tab(widget, 'Me').click();
  // The person centre shows the account the partner's token mapped to, named by the partner.
  await widget.getByRole('heading', { name }).waitFor({ timeout: 15_000 });
  assert.equal(await widget.getByText('You are not signed in').count(), 0);
  assert.equal(exchanges.length, 1, 'getToken was called once, at mount');
  await shot(page, 'partner-01-signed-in');

  // The same member after a reload: a new exchange, the same marketplace account.
  await page.reload();
  await tab(page.locator('#marketplace'), 'Me').click();
  await page.locator('#marketplace').getByRole('heading', { name }).waitFor({ timeout: 15_000 });
  assert.equal(exchanges.length, 2);
});

test('a partner token is used once: a replay is refused through the API', async () => {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', kid: 'demo-2026' })
    .setIssuer('examples-demo')
    .setSubject(`e2e-${randomUUID()}`)
    .setAudience('marketplace')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setJti(randomUUID())
    .sign(DEMO_SECRET);
  const exchange = () =>
    fetch(`${baseUrl}/api/partner/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: jwt }),
    });
  const first = await exchange();
  const signedIn = await first.json();
  assert.equal(signedIn.code, 1, signedIn.msg);
  assert.equal(signedIn.data.user.tel, '');
  const replay = await exchange();
  assert.equal(replay.status, 401);
  const refused = await replay.json();
  assert.equal(refused.code, 0);
  assert.match(refused.msg, /already been used/);
});
