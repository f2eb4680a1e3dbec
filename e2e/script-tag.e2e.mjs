// The script-tag (IIFE) flavour on a partner origin: the global loader fetches the ESM core
// from beside itself, renders home, queues calls made before the core arrived, and unmounts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot, staticUrl } from './lib/browser.mjs';
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

test('the script tag mounts the marketplace through the global Marketplace', {
  timeout: 60_000,
}, async () => {
  await page.goto(`${staticUrl}/script-tag.html?server=${encodeURIComponent(baseUrl)}`);
  const widget = page.locator('#marketplace');
  await tab(widget, 'Home').waitFor({ timeout: 30_000 });
  assert.equal(await page.evaluate(() => window.mp.loadError), undefined);
  await page.waitForFunction(() => window.mp.events.includes('ready'));
  await shot(page, 'script-tag-01-home');
});

test('the handle navigates and unmounts', async () => {
  await page.evaluate(() => window.mp.handle.navigate('aboutUs'));
  await see(page.locator('#marketplace'), 'About us');
  const left = await page.evaluate(() => {
    window.mp.handle.unmount();
    const el = document.getElementById('marketplace');
    return el.childNodes.length + (el.shadowRoot?.childNodes.length ?? 0);
  });
  assert.equal(left, 0);
});

test('the script tag defines <marketplace-view>: it mounts through the loader, sends its events and unmounts', async () => {
  await page.evaluate((apiBase) => {
    window.viewEvents = [];
    const view = document.createElement('marketplace-view');
    view.id = 'element';
    view.style.cssText = 'display:block;height:600px';
    view.setAttribute('api-base', apiBase);
    view.setAttribute('entry', 'aboutUs');
    for (const type of ['marketplace-ready', 'marketplace-navigate']) {
      view.addEventListener(type, (event) =>
        window.viewEvents.push(`${type} ${event.detail?.path ?? ''}`.trim()),
      );
    }
    document.body.append(view);
  }, baseUrl);
  const element = page.locator('#element');
  await see(element, 'About us');
  await page.waitForFunction(() => window.viewEvents.includes('marketplace-ready'));
  await page.evaluate(() => document.getElementById('element').navigate('homeView'));
  await tab(element, 'Home').waitFor();
  await page.waitForFunction(() =>
    window.viewEvents.includes('marketplace-navigate /pages/homeView/homeView'),
  );
  const left = await page.evaluate(() => {
    const view = document.getElementById('element');
    view.remove();
    return view.childNodes.length + (view.shadowRoot?.childNodes.length ?? 0);
  });
  assert.equal(left, 0);
});
