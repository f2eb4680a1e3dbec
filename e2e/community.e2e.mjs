// Journey (issue 12, the community): two people. The owner lists a business with a licence
// photo on businessList; customer service verifies it through the API (the seeded kefu
// account); the reader finds it nearest first from their location and opens it. The owner
// publishes an article with two photos on deliverArticle (its draft survives leaving the
// screen); the reader comments, the owner replies; each sees what they received on
// receivedRemark and the badges that lead there. Three people report the article: it is
// hidden for the reader, and its author reads why. Scripts in a title and a comment render as
// text.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { solidPng } from './lib/png.mjs';
import { registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** The seeded customer-service account (reference-app/server/src/db/seed.ts KEFU_PHONE). */
const KEFU_PHONE = '13800000000';
const SHOP = { longitude: 121.4737, latitude: 31.2304 };
const NEARBY = { longitude: 121.47, latitude: 31.23 };

let browser;
let owner;
let reader;
let kefu;

const png = solidPng;
const photo = (name, rgb) => ({ name, mimeType: 'image/png', buffer: png(rgb) });

/** A phone page signed in as `user`, located at `where`. */
async function signedInPage(user, where) {
  const page = await newPhonePage(browser);
  await page.context().grantPermissions(['geolocation'], { origin: baseUrl });
  await page.context().setGeolocation(where);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(user.tokenInfo)],
  );
  return page;
}

/** Waits until `n` photos are on the form and none is still uploading. */
async function photosUploaded(page, n) {
  await page
    .locator('.mp-cm-photo')
    .nth(n - 1)
    .waitFor();
  for (let i = 0; i < 150; i++) {
    if ((await page.locator('.mp-cm-photo progress').count()) === 0) break;
    await page.waitForTimeout(100);
  }
  assert.equal(await page.locator('.mp-cm-photo progress').count(), 0, 'photos uploaded');
  assert.equal(await page.getByText('Upload failed').count(), 0);
}

const open = (page, route, query = '') =>
  page.goto(`${baseUrl}/web/#/pagesCommunity/${route}/${route}${query}`);

/** Nothing injected: no dialog opened, the marker the payloads would set is unset. */
async function noScriptRan(page) {
  assert.equal(await page.evaluate(() => window.__mpXss), undefined);
}

before(async () => {
  browser = await launch();
  [owner, reader] = await Promise.all([registerViaApi(baseUrl), registerViaApi(baseUrl)]);
  kefu = await registerViaApi(baseUrl, KEFU_PHONE);
});

after(async () => {
  await browser?.close();
});

test('a business listed with its licence is verified by customer service and found by distance', async () => {
  const page = await signedInPage(owner, SHOP);
  page.on('dialog', () => assert.fail('a dialog opened'));
  await open(page, 'businessList');
  await (await see(page, 'List my business')).click();
  const name = `Li’s Bikes ${Date.now().toString(36)}`;
  await page.getByLabel('Business name').fill(name);
  await page.getByRole('button', { name: 'Home repair', exact: true }).click();
  await page.getByLabel('Description').fill('Tyres, brakes and chains. Quick fixes while you wait.');
  await page.getByLabel('Address').fill('12 Garden Road');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await see(page, `${SHOP.longitude.toFixed(5)}, ${SHOP.latitude.toFixed(5)}`);
  await page.getByLabel('Opening hours').fill('Mon-Sat 9:00-18:00');
  const pickers = page.getByLabel('Add photos');
  await pickers.first().setInputFiles([photo('shop.png', [30, 140, 90])]);
  await pickers.last().setInputFiles([photo('licence.png', [220, 200, 40])]);
  await photosUploaded(page, 2);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await see(page, 'Waiting for customer service to verify your business.');
  await shot(page, 'community-business-pending');

  // Not public yet: the reader does not find it.
  const before = await mustAs(reader, 'GET', '/api/community/business/list', {
    longitude: '121.47',
    latitude: '31.23',
  });
  assert.ok(!before.list.some((b) => b.name === name));
  // Customer service verifies it through the API.
  const queue = await mustAs(kefu, 'GET', '/api/kefu/community/businesses');
  const listed = queue.list.find((b) => b.name === name);
  assert.ok(listed, 'in the review queue');
  assert.match(listed.licence_pic, /\/uploads\/[0-9a-f]{32}\.png$/);
  await mustAs(kefu, 'POST', '/api/kefu/community/business/review', {
    id: String(listed.id),
    decision: 'verify',
    reason: 'The licence matches the name.',
  });

  const near = await signedInPage(reader, NEARBY);
  await open(near, 'businessList');
  await see(near, 'Nearest first');
  const card = near.getByRole('button', { name: new RegExp(name) });
  await card.waitFor();
  assert.match(await card.innerText(), /Home repair · \d{3} m/);
  await shot(near, 'community-business-list');
  await card.click();
  await see(near, 'Opening hours: Mon-Sat 9:00-18:00');
  await see(near, 'Reviews of the owner’s work');
  await near.context().close();
  await page.context().close();
});

test('an article with photos, a comment and a reply, the badges, and three reports that hide it', async () => {
  const author = await signedInPage(owner, SHOP);
  author.on('dialog', () => assert.fail('a dialog opened'));
  await open(author, 'infoCommunity');
  await (await see(author, 'Publish')).click();
  await (await see(author, 'Events')).click();
  const title = `<script>alert(1)</script>Games ${Date.now().toString(36).slice(-4)}`;
  await author.getByLabel('Title').fill(title);
  // Leaving the screen keeps the draft on the server; coming back fills the form again.
  await see(author, 'Draft saved');
  await author.goBack();
  await see(author, 'Community');
  await (await see(author, 'Publish')).click();
  assert.equal(await author.getByLabel('Title').inputValue(), title);
  await author
    .getByLabel('What would you like to share?')
    .fill('Friday at 7 in the park. Rules: https://example.com/rules');
  await author
    .getByLabel('Add photos')
    .setInputFiles([photo('a.png', [200, 60, 40]), photo('b.png', [40, 120, 200])]);
  await photosUploaded(author, 2);
  await author.getByRole('button', { name: 'Publish' }).click();
  await author.getByRole('heading', { name: title }).waitFor();
  assert.equal(await author.locator('.mp-cm-pics img').count(), 2);
  await shot(author, 'community-article');
  const mine = await mustAs(owner, 'GET', '/api/community/article/list', { mine: '1' });
  const article = mine.list.find((a) => a.title === title);
  assert.ok(article, 'published');
  assert.equal(await mustAs(owner, 'GET', '/api/community/draft'), null, 'the draft is gone');

  const page = await signedInPage(reader, NEARBY);
  page.on('dialog', () => assert.fail('a dialog opened'));
  await open(page, 'infoCommunity');
  await page
    .getByRole('button', { name: new RegExp(title.slice(-4)) })
    .first()
    .click();
  await page.getByRole('heading', { name: title }).waitFor();
  const comment = 'Count me in <img src=x onerror="window.__mpXss=2">';
  await page.getByLabel('Your comment').fill(comment);
  await page.getByRole('button', { name: 'Send' }).click();
  await see(page, comment);

  // The author sees the comment on the person center's badge and on receivedRemark.
  await author.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await see(author, '1 new');
  await (await see(author, 'Comments received')).click();
  await see(author, comment);
  await see(author, 'New');
  await shot(author, 'community-received');
  await (await see(author, 'Open the post')).click();
  await author.getByRole('button', { name: `Reply to ${reader.user.s_username}` }).click();
  await author.getByLabel('Your reply').fill('See you there!');
  await author.getByRole('button', { name: 'Send' }).click();
  await see(author, 'See you there!');
  assert.equal((await mustAs(owner, 'GET', '/api/community/remark/unread')).count, 0, 'read once shown');

  // The reader's badge on the feed leads to the reply.
  await open(page, 'infoCommunity');
  await page.locator('.mp-cm-badge').filter({ hasText: '1' }).waitFor();
  await page.getByRole('button', { name: /^Comments/ }).click();
  await see(page, 'See you there!');
  await noScriptRan(page);
  await noScriptRan(author);

  // Three different people report it: hidden for the reader; its author reads why.
  for (let i = 0; i < 3; i++) {
    const reporter = await registerViaApi(baseUrl);
    await mustAs(reporter, 'POST', '/api/community/report', {
      kind: 'article',
      id: String(article.id),
      reason: 'spam',
    });
  }
  await open(page, 'communityDetail', `?id=${article.id}`);
  await see(page, 'This post does not exist or was removed.');
  await open(author, 'communityDetail', `?id=${article.id}`);
  // The author was on this very page: a fresh load reads it as it is now.
  await author.reload();
  await see(author, 'Hidden after reports (Spam or advertising) until customer service reviews it.');
  await shot(author, 'community-hidden');
  const queue = await mustAs(kefu, 'GET', '/api/kefu/community/reports');
  assert.ok(queue.list.some((item) => item.kind === 'article' && item.id === article.id));
  assert.deepEqual(
    page.problems.filter((p) => !p.includes('404')),
    [],
  );
});
