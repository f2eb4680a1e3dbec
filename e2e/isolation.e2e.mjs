// Journey (b): two widgets on a partner page with hostile CSS, in memory mode. Styles do not
// cross the shadow boundary either way, the host URL never changes, each instance keeps its
// own session, and unmount leaves nothing behind.
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot, staticUrl } from './lib/browser.mjs';
import { maskedPhonePattern, registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

let browser;
let page;
let a;
let b;
let hostBefore;
let hrefBefore;
let historyBefore;

// Properties the hostile stylesheet sets, compared on host elements before and after mounting.
const watched = [
  'color',
  'font-size',
  'font-family',
  'line-height',
  'letter-spacing',
  'text-transform',
  'display',
  'margin-top',
  'padding-top',
  'border-top-style',
  'background-color',
  'box-sizing',
];

/** Computed styles of the host page's own elements, to compare before and after mounting. */
function snapshotHost() {
  return page.evaluate((props) => {
    const out = {};
    for (const el of document.querySelectorAll('body, h1, p, button, #outside-plain, .widgets')) {
      const style = getComputedStyle(el);
      out[el.id || el.className || el.tagName] = Object.fromEntries(
        props.map((p) => [p, style.getPropertyValue(p)]),
      );
    }
    out.documentStyles = document.styleSheets.length;
    out.adopted = document.adoptedStyleSheets.length;
    out.headChildren = document.head.children.length;
    out.bodyChildren = document.body.children.length;
    return out;
  }, watched);
}

before(async () => {
  browser = await launch();
  page = await newPhonePage(browser);
  await page.setViewportSize({ width: 1000, height: 900 });
  const fixture = `${staticUrl}/two-instances.html?server=${encodeURIComponent(baseUrl)}`;
  // The same page with nothing mounted: how the host looks without the SDK.
  await page.goto(`${fixture}&mount=0`);
  await page.waitForFunction(() => window.mp.ready);
  hostBefore = await snapshotHost();
  await page.goto(fixture);
  await page.waitForFunction(() => window.mp.ready || window.mp.loadError, null, { timeout: 30_000 });
  const loadError = await page.evaluate(() => window.mp.loadError);
  assert.equal(loadError, undefined, `the SDK did not load from ${baseUrl}`);
  a = page.locator('#instance-a');
  b = page.locator('#instance-b');
  hrefBefore = page.url();
  historyBefore = await page.evaluate(() => history.length);
});

// A failed test leaves a full-page screenshot named after it.
afterEach(async (t) => {
  if (!t.passed && page)
    await shot(page, `isolation-FAILED-${t.name.replace(/\W+/g, '-')}`, { fullPage: true });
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

test('both instances render home despite the hostile host CSS', { timeout: 60_000 }, async () => {
  await tab(a, 'Me').waitFor({ state: 'visible' });
  await tab(b, 'Me').waitFor({ state: 'visible' });
  await shot(page, 'isolation-01-two-instances');
});

test('host CSS does not reach into the shadow root', async () => {
  // Every visible element of the widget, checked against each hostile declaration.
  const leaks = await a.evaluate((host) => {
    const root = host.shadowRoot;
    if (!root) return ['no open shadow root on the element'];
    const hostile = {
      color: (v) => v === 'rgb(255, 0, 0)',
      'font-size': (v) => v === '40px',
      'font-family': (v) => /Comic Sans|cursive/.test(v),
      'text-transform': (v) => v === 'uppercase',
      'letter-spacing': (v) => v === '4px',
      'border-top-style': (v) => v === 'dashed',
      'background-color': (v) => v === 'rgb(255, 255, 0)',
    };
    const found = new Map();
    for (const el of root.querySelectorAll('*')) {
      // What a person sees: visible elements that hold text of their own, and buttons.
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (!el.checkVisibility() || !(hasText || el.matches('button'))) continue;
      const style = getComputedStyle(el);
      if (el.matches('button') && style.display === 'none') found.set('display: none on a button', el);
      for (const [prop, isHostile] of Object.entries(hostile)) {
        const value = style.getPropertyValue(prop);
        if (isHostile(value) && !found.has(`${prop}: ${value}`)) found.set(`${prop}: ${value}`, el);
      }
    }
    return [...found].map(
      ([what, el]) =>
        `${what}, first on <${el.tagName.toLowerCase()} class="${el.className}"> "${el.textContent.trim()}"`,
    );
  });
  assert.deepEqual(leaks, [], `host styles inherited into the widget:\n  ${leaks.join('\n  ')}`);
});

test('widget CSS does not leak out to the host page', async () => {
  assert.deepEqual(await snapshotHost(), hostBefore);
});

test('memory routing never touches the host URL', async () => {
  await tab(a, 'Me').click();
  await see(a, 'You are not signed in');
  await tab(b, 'Home').waitFor();
  assert.equal(await b.getByText('You are not signed in').count(), 0, "b followed a's navigation");
  assert.equal(page.url(), hrefBefore);
  assert.equal(await page.evaluate(() => history.length), historyBefore);
  await a.getByRole('button', { name: 'Bind phone' }).click();
  await a.getByLabel('Mobile number', { exact: true }).waitFor();
  assert.equal(page.url(), hrefBefore);
  assert.equal(await page.evaluate(() => history.length), historyBefore);
  // The handle navigates too, and reports where it went.
  await page.evaluate(() => window.mp.a.navigate('personCenter'));
  await see(a, 'You are not signed in');
  assert.equal(page.url(), hrefBefore);
  const navigations = await page.evaluate(() => window.mp.events.filter((e) => e.name === 'navigate'));
  assert.ok(
    navigations.some((e) => e.instance === 'a'),
    'instance a emitted navigate events',
  );
  assert.ok(
    !navigations.some((e) => e.instance === 'b' && /personCenter|loginView/.test(JSON.stringify(e.payload))),
  );
  await shot(page, 'isolation-02-memory-routing');
});

test('two instances keep separate sessions', { timeout: 60_000 }, async () => {
  const { phone, tokenInfo } = await registerViaApi(baseUrl);
  await page.evaluate((token) => window.mp.a.update({ token }), tokenInfo.token);
  await see(a, maskedPhonePattern(phone));
  await page.evaluate(() => window.mp.b.navigate('personCenter'));
  await see(b, 'You are not signed in');
  assert.equal(await b.getByText(maskedPhonePattern(phone)).count(), 0, "instance b shows a's user");
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  assert.ok(!stored.includes(tokenInfo.token), 'memory mode must not write the token to localStorage');
  await shot(page, 'isolation-03-separate-sessions');
});

test('unmount leaves no nodes behind', async () => {
  const left = await page.evaluate(() => {
    window.mp.a.unmount();
    window.mp.b.unmount();
    return ['a', 'b'].map((id) => {
      const el = document.getElementById(`instance-${id}`);
      return {
        id,
        children: el.childNodes.length,
        shadowNodes: el.shadowRoot ? el.shadowRoot.childNodes.length : 0,
        adopted: el.shadowRoot ? el.shadowRoot.adoptedStyleSheets.length : 0,
      };
    });
  });
  for (const instance of left) {
    assert.deepEqual(instance, { id: instance.id, children: 0, shadowNodes: 0, adopted: 0 });
  }
  assert.deepEqual(await snapshotHost(), hostBefore, 'the host page is as it was before mounting');
  await shot(page, 'isolation-04-unmounted');
});
