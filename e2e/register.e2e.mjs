// Journey (a): a person registers with a phone in the standalone app at /web/, stays signed
// in across a reload, sees the home banners, and logs out.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { captchaAnswer, maskedPhonePattern, randomPhone, smsCode } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

let browser;
let page;

before(async () => {
  browser = await launch();
  page = await newPhonePage(browser);
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

// Each step needs the one before; stop at the first failure so its screenshot tells the story.
const steps = { failed: false };
function step(name, fn) {
  test(name, { timeout: 60_000 }, async (t) => {
    if (steps.failed) return t.skip('an earlier step failed');
    try {
      await fn();
    } catch (error) {
      steps.failed = true;
      await shot(page, `register-FAILED-${name.replace(/\W+/g, '-')}`).catch(() => {});
      throw error;
    }
  });
}

async function until(what, get, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await delay(50);
  }
}

const phone = randomPhone();
const captchaSessions = [];
let token = '';

step('opens the standalone app on the home page', async () => {
  page.on('response', async (response) => {
    if (!response.url().includes('/m/captcha/img64')) return;
    const body = await response.json().catch(() => null);
    if (body?.data?.session_id) captchaSessions.push(body.data.session_id);
  });
  await page.goto(`${baseUrl}/`);
  assert.match(page.url(), /\/web\//, '/ redirects to /web/');
  await tab(page, 'Me').waitFor();
  await shot(page, 'register-01-home');
});

step('goes to the person center, signed out, and on to the login screen', async () => {
  await tab(page, 'Me').click();
  await see(page, 'You are not signed in');
  assert.match(page.url(), /#\/pages\/personCenter\/personCenter/);
  await shot(page, 'register-02-person-center-signed-out');
  await page.getByRole('button', { name: 'Bind phone' }).click();
  await page.getByLabel('Mobile number', { exact: true }).waitFor();
  assert.match(page.url(), /#\/pages\/loginView\/loginView/);
});

step('fills the phone, the image code and the SMS code as a person would', async () => {
  await page.getByLabel('Mobile number', { exact: true }).pressSequentially(phone, { delay: 20 });
  // The image is loaded on entry; its session id came back in the captcha response. A
  // person reads the image; the journey reads the sandbox outbox for that session.
  await page
    .getByRole('button', { name: /^Image code/ })
    .locator('img')
    .waitFor();
  const sessionId = await until('the captcha response', () => captchaSessions.at(-1));
  const answer = await captchaAnswer(baseUrl, sessionId);
  await page.getByLabel('Image code', { exact: true }).pressSequentially(answer, { delay: 20 });
  await shot(page, 'register-03-login-filled');

  await page.getByRole('button', { name: 'Get code' }).click();
  await see(page, /Resend in \d+s|Code sent/);
  const code = await smsCode(baseUrl, phone);
  await page.getByLabel('SMS code', { exact: true }).pressSequentially(code, { delay: 20 });
  await page.getByRole('checkbox').check();
  await shot(page, 'register-04-login-ready');
});

step('submits and lands on the person center showing the masked phone', async () => {
  const registered = page.waitForResponse((r) => r.url().includes('/api/user/register'));
  await page.getByRole('button', { name: 'Bind and sign in' }).click();
  const body = await (await registered).json();
  assert.equal(body.code, 1, `register answered: ${body.msg}`);
  token = body.data.tokenInfo.token;
  await see(page, maskedPhonePattern(phone));
  assert.match(page.url(), /#\/pages\/personCenter\/personCenter/);
  assert.equal(await page.getByText(phone, { exact: false }).count(), 0, 'the full phone is never shown');
  await shot(page, 'register-05-signed-in');
});

step('is still signed in after a reload', async () => {
  await page.reload();
  await see(page, maskedPhonePattern(phone));
  await shot(page, 'register-06-after-reload');
});

step('home shows the banners', async () => {
  const expected = await (await fetch(`${baseUrl}/api/banner/info?position=home`)).json();
  assert.ok(expected.data.length > 0, 'the demo seed has home banners');
  await tab(page, 'Home').click();
  const carousel = page.getByRole('region', { name: 'Featured' });
  const first = carousel.getByRole('button', { name: expected.data[0].title });
  await first.waitFor();
  const loaded = await first.locator('img').evaluate((img) => img.complete && img.naturalWidth > 0);
  assert.ok(loaded, `the banner image ${expected.data[0].image} loaded`);
  await shot(page, 'register-07-home-banners');
});

step('logs out: the person center is signed out and the token is gone from storage', async () => {
  await tab(page, 'Me').click();
  await see(page, maskedPhonePattern(phone));
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await dialog.waitFor();
  await shot(page, 'register-08-logout-dialog');
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await tab(page, 'Me').click();
  await see(page, 'You are not signed in');
  await shot(page, 'register-09-logged-out');
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).map(([key, value]) => `${key}=${value}`),
  );
  assert.ok(token, 'the journey saw the token');
  assert.ok(!stored.some((entry) => entry.includes(token)), `localStorage still holds the token: ${stored}`);
});
