// Journey (issue 11, people): a taker edits their profile on editInformation (nickname, a
// category, a photo), opens certificationView from the person center, has both sides of an ID
// card read by the sandbox OCR (the test pictures carry their fields in a PNG `tEXt` chunk
// `idcard`), checks the filled form and verifies. A poster finds them on talentList by that
// category, opens talentInformation (identity verified), saves them (myCollection lists them)
// and messages them. Between the two, the taker adds a certificate that customer service
// approves through the API: the poster sees it as a badge.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { pngChunk, solidPng } from './lib/png.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** JSON with every non-ASCII character escaped: a PNG tEXt chunk is Latin-1. */
const asciiJson = (value) =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A 16x16 solid PNG, with the sandbox OCR's `idcard` text chunk when a card is given. */
const png = (card) =>
  solidPng(
    [40, 120, 220],
    card ? [pngChunk('tEXt', Buffer.from(`idcard\0${asciiJson(card)}`, 'latin1'))] : [],
  );

let browser;
let taker;
let poster;
let category;
let kefu;
/** The seeded customer service account (reference-app/server/src/db/seed.ts, KEFU_PHONE). */
const KEFU_PHONE = '13800000000';
const nickname = `Mei${Date.now().toString(36)}`;
const idNumber = randomIdNumber();

async function pageOf(user) {
  const page = await newPhonePage(browser);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    ['mp:/web/:session', JSON.stringify(user.tokenInfo)],
  );
  return page;
}

before(async () => {
  browser = await launch();
  taker = await registerViaApi(baseUrl);
  poster = await registerViaApi(baseUrl);
  kefu = await registerViaApi(baseUrl, KEFU_PHONE);
  const categories = await mustAs(poster, 'GET', '/api/goods/categorize');
  category = categories[categories.length - 1];
});

after(async () => {
  await browser?.close();
});

test('a taker edits their profile with a photo, then has the ID card read and verifies', async () => {
  const page = await pageOf(taker);
  await page.goto(`${baseUrl}/web/#/pagesPerson/editInformation/editInformation`);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel(category.name, { exact: true }).check();
  await page.getByLabel('Years of experience').fill('6');
  await page
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'work.png', mimeType: 'image/png', buffer: png() }]);
  await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const profile = await (async () => {
    for (let i = 0; i < 50; i++) {
      const p = await mustAs(taker, 'GET', '/api/user/profile');
      if (p.categories.length) return p;
      await new Promise((r) => setTimeout(r, 100));
    }
    return mustAs(taker, 'GET', '/api/user/profile');
  })();
  assert.deepEqual(
    profile.categories.map((c) => c.id),
    [category.id],
  );
  assert.equal(profile.photos.length, 1);
  assert.equal(profile.experience_years, 6);

  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await (await see(page, 'Certifications')).click();
  await see(page, /Photograph or choose both sides of your ID card/);
  await page
    .getByLabel('Front (photo side)')
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png({ side: 'back', authority: 'x' }) },
    ]);
  await see(page, /front of an ID card could not be read/);
  await page.getByLabel('Front (photo side)').setInputFiles([
    {
      name: 'front.png',
      mimeType: 'image/png',
      buffer: png({
        side: 'front',
        name: '王芳',
        sex: '女',
        nation: '汉',
        birth: '1990-01-01',
        address: '北京',
        id_number: idNumber,
      }),
    },
  ]);
  await see(page, /Card read/);
  await page.getByLabel('Back (emblem side)').setInputFiles([
    {
      name: 'back.png',
      mimeType: 'image/png',
      buffer: png({ side: 'back', authority: '北京市公安局', valid_date: '2020.01.01-2040.01.01' }),
    },
  ]);
  await page
    .getByText(/Card read/)
    .nth(1)
    .waitFor();
  assert.equal(await page.getByLabel('Legal name').inputValue(), '王芳');
  assert.equal(await page.getByLabel('ID number').inputValue(), idNumber);
  await shot(page, 'people-certification-read');
  await page.getByRole('button', { name: 'Confirm and verify' }).click();
  await see(page, /Identity verified: 王芳/);
  await see(page, /No certificates yet/);
  await shot(page, 'people-certification-verified');

  // A certificate: photo, type and category; pending until customer service approves it.
  await page
    .getByLabel('Photo of the certificate')
    .setInputFiles([{ name: 'skill.png', mimeType: 'image/png', buffer: png() }]);
  await page.getByLabel('Type').selectOption({ label: 'Skill certificate' });
  await page.getByLabel('Category').selectOption({ label: category.name });
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await see(page, 'Under review');
  await see(page, `Skill certificate · ${category.name}`);
  await shot(page, 'people-certificate-pending');
  const queue = await mustAs(kefu, 'GET', '/api/kefu/certificate/list', { status: 'pending' });
  const mine = queue.list.find((c) => c.user_id === taker.user.id);
  assert.ok(mine, 'the certificate is in the review queue');
  await mustAs(kefu, 'POST', '/api/kefu/certificate/review', { id: String(mine.id), decision: 'approve' });
  await page.reload();
  await see(page, 'Approved');
  const me = await mustAs(taker, 'GET', '/api/user/personalInfo');
  assert.equal(me.smrz, 2);
});

test('a poster finds the taker by category, saves them and messages them', async () => {
  const page = await pageOf(poster);
  await page.goto(`${baseUrl}/web/#/pages/talentList/talentList`);
  await page.getByLabel('Category').selectOption({ label: category.name });
  await (await see(page, nickname)).click();
  await see(page, /ID verified/);
  await page
    .getByRole('list', { name: 'Certificates' })
    .getByText(/Skill certificate/)
    .waitFor();
  await page.getByRole('list', { name: 'Photos of past work' }).getByRole('img').first().waitFor();
  await shot(page, 'people-talent');
  await page.getByRole('button', { name: /Save/ }).click();
  await see(page, 'Saved to favourites');
  const saved = await mustAs(poster, 'GET', '/api/favourite/check', {
    kind: 'talent',
    target_id: String(taker.user.id),
  });
  assert.equal(saved.saved, true);

  const collection = await pageOf(poster);
  await collection.goto(`${baseUrl}/web/#/pagesPerson/myCollection/myCollection`);
  await collection.getByRole('tab', { name: 'Talents' }).click();
  await see(collection, nickname);
  await shot(collection, 'people-collection');

  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const text = `Hello ${nickname}, can you fix a tap tomorrow?`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await see(page, text);
  await shot(page, 'people-chat');
});
