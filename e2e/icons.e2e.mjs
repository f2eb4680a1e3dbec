// Journey: the app looks like a product. Signed in to the standalone app at /web/, the tab bar,
// the home shortcuts, the person center rows and an empty list draw Lucide icons (inline SVG),
// and the category pictures the server serves are icons, not letters. The screenshots in
// .e2e-artifacts/icons-*.png are for a person to look at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { registerViaApi } from './lib/sandbox.mjs';
import { see, tab } from './lib/widget.mjs';

let browser;
let page;

before(async () => {
  const person = await registerViaApi(baseUrl);
  browser = await launch();
  page = await newPhonePage(browser);
  const { token, exp } = person.tokenInfo;
  await page.addInitScript((session) => {
    localStorage.setItem('mp:/web/:session', session);
  }, JSON.stringify({ token, exp }));
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

/** How many drawn icons (an svg with at least one shape) a locator holds. */
const drawn = (locator) =>
  locator.evaluateAll((svgs) => svgs.filter((s) => s.querySelector('path, circle, rect, line')).length);

test('home: an icon above each tab label and on each shortcut', { timeout: 60_000 }, async () => {
  await page.goto(`${baseUrl}/web/`);
  await tab(page, 'Me').waitFor({ timeout: 30_000 });
  // the tab icons come with the tab bar's chunk; the tabs keep their names (the icons are hidden)
  await page.locator('.mp-tab svg').nth(3).waitFor();
  assert.equal(await drawn(page.locator('.mp-tab svg')), 4);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  const entries = await shortcuts.getByRole('button').count();
  assert.ok(entries >= 5, `${entries} shortcuts`);
  assert.equal(await drawn(shortcuts.locator('svg')), entries, 'every shortcut has its icon');
  await page.getByRole('button', { name: 'Share' }).locator('svg').waitFor();
  await shot(page, 'icons-01-home');
});

test('task hall and person center draw their icons', { timeout: 60_000 }, async () => {
  await tab(page, 'Task hall').click();
  await see(page, 'Task hall');
  await shot(page, 'icons-02-task-hall');
  await tab(page, 'Me').click();
  await page.locator('.mp-cell__icon svg').nth(5).waitFor({ timeout: 15_000 });
  assert.ok((await drawn(page.locator('.mp-cell__icon svg'))) >= 6);
  await shot(page, 'icons-03-person-center', { fullPage: true });
});

test('an empty list shows its icon, and the back button is an icon', { timeout: 60_000 }, async () => {
  await page.goto(`${baseUrl}/web/#/pagesPerson/browseHistory/browseHistory`);
  await see(page, 'Orders you open will show up here.', 30_000);
  assert.equal(await drawn(page.locator('.mp-state__icon svg').filter({ visible: true })), 1);
  const back = page.getByRole('button', { name: 'Back', exact: true }).filter({ visible: true });
  assert.equal(await drawn(back.locator('svg')), 1);
  await shot(page, 'icons-04-empty-list');
});

test('the category pictures are Lucide icons on a coloured square', { timeout: 60_000 }, async () => {
  for (const slug of ['repair', 'cleaning', 'delivery', 'tutoring', 'design']) {
    const response = await fetch(`${baseUrl}/assets/categories/${slug}.svg`);
    assert.equal(response.status, 200, slug);
    const svg = await response.text();
    assert.match(svg, /<rect [^>]*rx="24"/);
    assert.match(svg, /stroke="#ffffff"[^>]*><(path|circle|rect|line)/);
    assert.doesNotMatch(svg, /<text/);
  }
  await page.goto(`${baseUrl}/web/#/pages/iconProject/iconProject`);
  await see(page, 'All services', 30_000);
  await page.locator('img[src*="/assets/categories/"]').first().waitFor({ timeout: 15_000 });
  await shot(page, 'icons-05-categories');
});
