// Journey (c): the embed-full example, a partner page on its own origin under a strict CSP
// (no inline scripts, a style nonce), loads the SDK from the reference server and renders home.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch, newPhonePage, shot } from './lib/browser.mjs';
import { see, tab } from './lib/widget.mjs';

const embedUrl = (process.env.E2E_EMBED_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');

let browser;
let page;
const cspViolations = [];

before(async () => {
  browser = await launch();
  page = await newPhonePage(browser);
  await page.setViewportSize({ width: 1100, height: 900 });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
});

after(async () => {
  if (page?.problems.length) console.log(`browser problems:\n  ${page.problems.join('\n  ')}`);
  await browser?.close();
});

test('the embed-full example renders the marketplace home', { timeout: 60_000 }, async () => {
  await page.goto(`${embedUrl}/`);
  const widget = page.locator('#marketplace');
  await tab(widget, 'Home').waitFor({ state: 'visible', timeout: 30_000 });
  await tab(widget, 'Me').waitFor({ state: 'visible' });
  assert.equal(await page.getByRole('alert').filter({ hasText: 'Could not load' }).count(), 0);
  await widget.getByRole('region', { name: 'Featured' }).getByRole('button').first().waitFor();
  await shot(page, 'embed-01-home');
});

test('its page styles stay out and the --mp-* theme gets in', async () => {
  const styles = await page.locator('#marketplace').evaluate((host) => {
    const button = host.shadowRoot?.querySelector('button');
    const style = button && getComputedStyle(button);
    return style && { fontFamily: style.fontFamily, borderRadius: style.borderTopLeftRadius };
  });
  assert.ok(styles, 'the widget rendered a button in its shadow root');
  assert.doesNotMatch(styles.fontFamily, /Georgia/, 'the page font reached the widget');
});

test('the language switcher re-renders the widget through update()', async () => {
  await page.getByLabel('Language').selectOption('fr');
  await see(page.locator('#marketplace'), 'Accueil');
  await tab(page.locator('#marketplace'), 'Moi').waitFor();
  await shot(page, 'embed-02-french');
  await page.getByLabel('Language').selectOption('en');
  await tab(page.locator('#marketplace'), 'Home').waitFor();
});

test('memory routing keeps the page URL while the widget navigates', async () => {
  const before = page.url();
  await tab(page.locator('#marketplace'), 'Me').click();
  await see(page.locator('#marketplace'), 'You are not signed in');
  assert.equal(page.url(), before);
});

test('the strict Content-Security-Policy is honoured without violations', async () => {
  assert.deepEqual(cspViolations, []);
});
