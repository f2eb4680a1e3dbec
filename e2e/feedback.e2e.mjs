// Journey (issue 12, feedback and files): a person complains about their order from its detail
// page (feedbackView opens pre-filled) with a photo and a script in the text; customer service
// answers through the API; the person sees the unread mark on the person center's entry, then
// the answer, the script shown as text. Then the attachment screens: a PDF uploaded on
// upLoadFile with progress, opened on downloadFile and downloaded byte for byte; a program
// renamed `.pdf` is refused by the screen and by the server.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { solidPng } from './lib/png.mjs';
import { randomIdNumber, registerViaApi } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

/** The seeded customer service account (reference-app/server/src/db/seed.ts, KEFU_PHONE). */
const KEFU_PHONE = '13800000000';
const SCRIPT = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let browser;
let person;
let kefu;
let orderId;

/** A small red PNG (16x16). */
const png = () => solidPng([220, 40, 40]);

/** A phone page signed in as `user`, trapping dialogs (a script that ran). */
async function pageOf(user) {
  const page = await newPhonePage(browser);
  page.ran = [];
  page.on('dialog', async (dialog) => {
    page.ran.push(dialog.message());
    await dialog.dismiss();
  });
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
  person = await registerViaApi(baseUrl);
  kefu = await registerViaApi(baseUrl, KEFU_PHONE);
  const taker = await registerViaApi(baseUrl);
  await mustAs(taker, 'POST', '/api/user/realName', { title: '李娜', sfzid: randomIdNumber() });
  const { id: addressId } = await mustAs(person, 'POST', '/api/address/save', {
    name: 'Han',
    tel: person.phone,
    region: 'Shanghai',
    detail: 'Road 1',
    longitude: '121.47',
    latitude: '31.23',
  });
  const order = await mustAs(person, 'POST', '/api/goods_order/create', {
    goods_categorize_id: '1',
    title: `Sofa ${Date.now().toString(36)}`,
    description: 'Carry a sofa upstairs.',
    address_id: String(addressId),
    service_time: String(Math.floor(Date.now() / 1000) + 86_400),
    headcount: '1',
    price_fen: '8000',
    pricing_mode: 'fixed',
    idempotency_key: `feedback-order-${Date.now()}`,
  });
  orderId = order.id;
  await mustAs(taker, 'POST', '/api/goods_order_task/apply', {
    goods_order_id: String(orderId),
    idempotency_key: `feedback-apply-${Date.now()}`,
  });
});

after(async () => {
  await browser?.close();
});

test('a complaint with a photo about an order is answered by kefu; the person sees the mark and the answer, the script as text', async () => {
  const page = await pageOf(person);
  await page.goto(`${baseUrl}/web/#/pages/orderDetail/orderDetail?id=${orderId}`);
  await (await see(page, 'Complain about this order')).click();
  await see(page, `About order #${orderId}`);
  assert.equal(await page.getByLabel('Complaint about an order').isChecked(), true);
  await page.getByLabel('Description').fill(`${SCRIPT} never came`);
  await page
    .getByLabel('Add pictures')
    .setInputFiles([{ name: 'door.png', mimeType: 'image/png', buffer: png() }]);
  await page.getByRole('img', { name: 'Picture 1' }).waitFor();
  await shot(page, 'feedback-form');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await see(page, 'You have not sent any feedback yet.').catch(() => {});
  await see(page, 'Waiting');

  // Customer service, through the API: the queue has it, with the photo and the device.
  const queue = await mustAs(kefu, 'GET', '/api/kefu/feedback/list', { status: 'pending' });
  const sent = queue.list.find((f) => f.user_id === person.user.id);
  assert.ok(sent, 'the complaint is in the queue');
  assert.equal(sent.type, 'complaint_order');
  assert.equal(sent.goods_order_id, orderId);
  assert.equal(sent.content, `${SCRIPT} never came`);
  assert.equal(sent.images.length, 1);
  assert.equal(sent.images[0].mime, 'image/png');
  assert.match(sent.device, /Chrome/);
  await mustAs(kefu, 'POST', '/api/kefu/feedback/take', { id: String(sent.id) });
  await mustAs(kefu, 'POST', '/api/kefu/feedback/answer', {
    id: String(sent.id),
    answer: 'We called the taker. <b>Sorry</b> for the trouble.',
  });

  const later = await pageOf(person);
  await later.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await see(later, 'Unread answers: 1');
  await shot(later, 'feedback-badge');
  await (await see(later, 'Feedback and complaints')).click();
  await (await see(later, 'My feedback')).click();
  await see(later, 'New answer');
  await (await see(later, `${SCRIPT} never came`)).click();
  await see(later, 'We called the taker. <b>Sorry</b> for the trouble.');
  await see(later, `${SCRIPT} never came`);
  await shot(later, 'feedback-answer');
  const injected = await later.evaluate(() => ({
    xss: window.__xss ?? null,
    scripts:
      document.querySelector('[data-marketplace], div')?.shadowRoot?.querySelectorAll('script').length ?? 0,
  }));
  assert.equal(injected.xss, null, 'no script ran');
  assert.deepEqual([...page.ran, ...later.ran], []);
  const unread = await mustAs(person, 'GET', '/api/feedback/unread');
  assert.equal(unread.count, 0, 'opening the answer cleared the mark');
});

test('a PDF uploaded on upLoadFile downloads on downloadFile byte for byte; a renamed program is refused', async () => {
  const page = await pageOf(person);
  await page.goto(`${baseUrl}/web/#/pages/upLoadFile/upLoadFile`);
  const input = page.getByLabel('Choose a file');
  await input.setInputFiles([
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 this is a program') },
  ]);
  await see(page, /Only PDF documents and pictures can be uploaded/);
  // The server refuses it too, whatever the screen does.
  const form = new FormData();
  form.append(
    'document',
    new Blob([Buffer.from('MZ\x90\x00 this is a program')], { type: 'application/pdf' }),
    'invoice.pdf',
  );
  const refused = await fetch(`${baseUrl}/api/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.tokenInfo.token}` },
    body: form,
  });
  assert.equal(refused.status, 415);

  await input.setInputFiles([{ name: 'Contract 合同.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await see(page, 'Uploaded.');
  await see(page, 'Contract 合同.pdf');
  await shot(page, 'upload-file');
  await (await see(page, 'View file')).click();
  await see(page, `PDF document · ${PDF.length} B`);
  await shot(page, 'download-file');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'Contract 合同.pdf');
  const saved = await readFile(await download.path());
  assert.ok(saved.equals(PDF), 'the downloaded bytes are the uploaded ones');
  await see(page, 'Downloaded');
});
