// Journey (issue 11, WeChat sign-in, teams and invitations), through the sandbox WeChat:
// 1. Official account in the browser: not bound -> bind a phone -> WeChat linked -> signed out,
//    WeChat signs the account in directly; refusing in WeChat is said in words.
// 2. Mini program: codes issued by the /dev/wechat page, not bound, then bound with a phone
//    code, then signed in directly; a used code is refused in the caller's language.
// 3. An invited person registers through the invitation link of myTeam's QR code and appears
//    in the inviter's team; they see their inviter on myPartner; nobody sees another's team.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { callAs, mustAs } from './lib/api.mjs';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { captchaAnswer, maskedPhonePattern, randomPhone, registerViaApi, smsCode } from './lib/sandbox.mjs';
import { see } from './lib/widget.mjs';

const SESSION_KEY = 'mp:/web/:session';

let browser;
const pages = [];

before(async () => {
  browser = await launch();
});

after(async () => {
  for (const page of pages)
    if (page.problems?.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

async function phonePage(options) {
  const page = await newPhonePage(browser, options);
  pages.push(page);
  return page;
}

// Each step needs the one before; stop at the first failure so its screenshot tells the story.
function journey(prefix) {
  const state = { failed: false, page: undefined };
  const step = (name, fn) =>
    test(`${prefix}: ${name}`, { timeout: 90_000 }, async (t) => {
      if (state.failed) return t.skip('an earlier step failed');
      try {
        await fn();
      } catch (error) {
        state.failed = true;
        if (state.page)
          await shot(state.page, `wechat-FAILED-${prefix}-${name.replace(/\W+/g, '-')}`).catch(() => {});
        throw error;
      }
    });
  return { state, step };
}

async function until(what, get, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await get();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    await delay(50);
  }
}

/** Fills loginView as a person would (image code and SMS code from the sandbox outbox) and submits. */
async function bindPhone(page, phone, captchaSessions) {
  await page.getByLabel('Mobile number', { exact: true }).waitFor();
  await page
    .getByRole('button', { name: /^Image code/ })
    .locator('img')
    .waitFor();
  const sessionId = await until('the captcha response', () => captchaSessions.at(-1));
  await page.getByLabel('Mobile number', { exact: true }).pressSequentially(phone, { delay: 10 });
  await page
    .getByLabel('Image code', { exact: true })
    .pressSequentially(await captchaAnswer(baseUrl, sessionId), { delay: 10 });
  await page.getByRole('button', { name: 'Get code' }).click();
  await see(page, /Resend in \d+s|Code sent/);
  await page
    .getByLabel('SMS code', { exact: true })
    .pressSequentially(await smsCode(baseUrl, phone), { delay: 10 });
  await page.getByRole('checkbox').check();
  const registered = page.waitForResponse((r) => r.url().includes('/api/user/register'));
  await page.getByRole('button', { name: 'Bind and sign in' }).click();
  const body = await (await registered).json();
  assert.equal(body.code, 1, `register answered: ${body.msg}`);
  return body.data;
}

function watchCaptchas(page) {
  const sessions = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/m/captcha/img64')) return;
    const body = await response.json().catch(() => null);
    if (body?.data?.session_id) sessions.push(body.data.session_id);
  });
  return sessions;
}

/** authorisationView (from the person center, signed out) -> the sandbox's OAuth page -> Allow (or Refuse) as `person`. */
async function throughWechat(page, person, choice = 'Allow') {
  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await (await see(page, 'Sign in with WeChat')).click();
  await page.waitForURL(/authorisationView/);
  await page.getByRole('button', { name: 'Continue with WeChat' }).click();
  await page.waitForURL(/\/dev\/wechat\/authorize/);
  if (choice === 'Allow') await page.getByLabel(/WeChat person/).fill(person);
  await page.getByRole('button', { name: choice }).click();
  // The callback's page goes on to the web app with the ticket (or the error).
  await page.waitForURL(/\/web\/#\/pages\/authorisationView\/authorisationView\?wechat_/);
}

// ---------------------------------------------------------------------------------------------
const official = journey('official account');
const person = `oa${Date.now().toString(36)}`;
const oaPhone = randomPhone();
let oaCaptchas;

official.step('refusing in WeChat comes back with the reason in words', async () => {
  const page = await phonePage();
  official.state.page = page;
  oaCaptchas = watchCaptchas(page);
  await throughWechat(page, person, 'Refuse');
  await see(page, 'You did not allow the sign-in in WeChat.');
  await shot(page, 'wechat-01-refused');
});

official.step('allowed, but this WeChat is not linked to an account yet', async () => {
  const page = official.state.page;
  await throughWechat(page, person);
  await see(page, 'This WeChat is not linked to an account yet');
  await shot(page, 'wechat-02-not-bound');
});

official.step('binds a phone with its SMS code and comes back: WeChat is linked', async () => {
  const page = official.state.page;
  await page.getByRole('button', { name: 'Bind phone' }).click();
  await bindPhone(page, oaPhone, oaCaptchas);
  await see(page, 'WeChat is now linked to your account');
  assert.match(page.url(), /authorisationView\?wechat_ticket=/);
  await shot(page, 'wechat-03-bound');
});

official.step('signed out, WeChat signs the same account in directly', async () => {
  const page = official.state.page;
  await page.getByRole('button', { name: 'Go to my page' }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out?' });
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY), null, 'signed out');
  await throughWechat(page, person);
  await see(page, maskedPhonePattern(oaPhone));
  assert.match(page.url(), /#\/pages\/personCenter\/personCenter/);
  await shot(page, 'wechat-04-signed-in-directly');
});

// ---------------------------------------------------------------------------------------------
const mini = journey('mini program');

/** A code from the sandbox's /dev/wechat page, as its form shows it. */
async function devCode(page, form, value) {
  await page.goto(`${baseUrl}/dev/wechat`);
  const section = page.locator('form').nth(form === 'login' ? 0 : 1);
  await section.locator('input:not([type=hidden])').fill(value);
  await section.getByRole('button').click();
  return (await page.locator('#code').textContent()).trim();
}

const post = async (path, fields, headers = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: await response.json() };
};

mini.step(
  'not bound, then bound with a phone code, then signed in directly; a used code refused in Chinese',
  async () => {
    const page = await phonePage();
    mini.state.page = page;
    const someone = `mini${Date.now().toString(36)}`;
    const phone = randomPhone();
    const code = await devCode(page, 'login', someone);
    const first = await post('/api/wechat.MiniProgram/login', { code });
    assert.equal(first.body.data.status, 'not_bound');
    const reused = await post('/api/wechat.MiniProgram/login', { code }, { 'accept-language': 'zh-CN' });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.msg, '微信授权已失效或已被使用，请重试');
    const registered = await post('/api/wechat.MiniProgram/register', {
      login_code: first.body.data.login_code,
      phone_code: await devCode(page, 'phone', phone),
    });
    assert.equal(registered.body.data.status, 'signed_in', registered.body.msg);
    assert.equal(registered.body.data.user.tel, phone);
    const again = await post('/api/wechat.MiniProgram/login', {
      code: await devCode(page, 'login', someone),
    });
    assert.equal(again.body.data.status, 'signed_in');
    assert.equal(again.body.data.user.id, registered.body.data.user.id);
    await shot(page, 'wechat-05-dev-page-code');
  },
);

// ---------------------------------------------------------------------------------------------
const invite = journey('invitation');
let inviter;
let link;
let invitee;

invite.step('the inviter opens my team: an invitation QR code and its link', async () => {
  inviter = await registerViaApi(baseUrl);
  const page = await phonePage();
  invite.state.page = page;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(inviter.tokenInfo)],
  );
  await page.goto(`${baseUrl}/web/#/pages/personCenter/personCenter`);
  await (await see(page, 'My team')).click();
  const code = page.getByRole('img', { name: 'Your invitation code' });
  await code.waitFor();
  assert.ok(await code.evaluate((img) => img.complete && img.naturalWidth > 100), 'the QR code image loaded');
  link = (await page.locator('.mp-invite__link').textContent()).trim();
  assert.match(link, new RegExp(`#/pages/loginView/loginView\\?captain_id=${inviter.user.id}$`));
  await see(page, 'Nobody has joined through your invitation yet.');
  await shot(page, 'wechat-06-my-team-empty');
});

invite.step('an invited person opens the link and registers with the inviter filled in', async () => {
  const page = await phonePage();
  invite.state.page = page;
  const captchas = watchCaptchas(page);
  await page.goto(link);
  const phone = randomPhone();
  const signedIn = await bindPhone(page, phone, captchas);
  invitee = { phone, ...signedIn };
  await see(page, maskedPhonePattern(phone));
  await page.goto(`${baseUrl}/web/#/pagesPerson/myPartner/myPartner`);
  await see(page, 'Invited by');
  await see(page, inviter.user.s_username);
  await shot(page, 'wechat-07-my-partner');
});

invite.step('the invitee appears, active, in the inviter’s team; nobody else sees them', async () => {
  const page = pages.find((p) => p !== invite.state.page && p.url().includes('myTeam'));
  invite.state.page = page;
  await page.reload();
  await see(page, invitee.user.s_username);
  await see(page, '1 joined · 1 active in the last 30 days');
  await see(page, 'Active');
  await shot(page, 'wechat-08-my-team');
  const stranger = await registerViaApi(baseUrl);
  const theirs = await mustAs(stranger, 'GET', '/api/distribution/myTeam');
  assert.deepEqual(theirs.list, []);
  const anonymous = await fetch(`${baseUrl}/api/distribution/myTeam`);
  assert.equal(anonymous.status, 401);
  const bad = await callAs(inviter, 'GET', '/api/distribution/myTeam', { page: 'x' });
  assert.equal(bad.status, 400);
});
