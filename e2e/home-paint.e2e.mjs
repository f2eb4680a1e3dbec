// Journey: home's first paint at /web/ (reference-app/web/build/paint-home.ts). The server sends
// the page of the browser's language, with home drawn in its HTML: with scripts off it is there,
// in that language, in the system's colours, inert. With scripts on, the widget takes its place
// once it shows home, and a tap made while the paint shows reaches the widget. A deep link never
// shows the paint, a widget in another language than the page drops it at once, and the CSP lets
// the paint's script run and nothing else inline.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { see } from './lib/widget.mjs';

let browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** What the element of the page holds at each frame: the paint's language, and the widget's title. */
function recordFrames() {
  window.__frames = [];
  const record = () => {
    const root = document.querySelector('.marketplace')?.shadowRoot;
    const paint = root?.querySelector('.mp-root[data-mp-paint]');
    const widget = root ? [...root.children].find((el) => el.matches('.mp-root:not([data-mp-paint])')) : null;
    const title = widget?.querySelector('.mp-stack-page:not([hidden]) .mp-nav__title')?.textContent ?? null;
    const frame = { at: Math.round(performance.now()), paint: paint?.getAttribute('lang') ?? null, title };
    const last = window.__frames.at(-1);
    if (!last || last.paint !== frame.paint || last.title !== frame.title) window.__frames.push(frame);
    requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
}

/** The text of the paint's root in the page's element, or null when there is none. */
const paintText = (page) =>
  page.evaluate(
    () =>
      document.querySelector('.marketplace')?.shadowRoot?.querySelector('[data-mp-paint].mp-root')
        ?.textContent ?? null,
  );

test('with scripts off, /web/ is home in the browser language and colours, and inert', async () => {
  for (const [locale, dark, title, shortcut] of [
    ['zh-CN', false, '首页', '发布任务'],
    ['es-ES', true, 'Inicio', 'Publicar una tarea'],
  ]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale,
      colorScheme: dark ? 'dark' : 'light',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/web/`);
    assert.match(String(response?.headers().vary), /accept-language/i);
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('.marketplace')?.shadowRoot;
      const paint = root?.querySelector('.mp-root[data-mp-paint]');
      return {
        lang: document.documentElement.lang,
        paintLang: paint?.getAttribute('lang'),
        inert: paint?.hasAttribute('inert'),
        title: root?.querySelector('.mp-nav__title')?.textContent,
        text: paint?.textContent ?? '',
        background: paint ? getComputedStyle(paint.querySelector('.mp-app')).backgroundColor : '',
      };
    });
    assert.equal(drawn.title, title);
    assert.ok(drawn.text.includes(shortcut), drawn.text);
    assert.equal(drawn.inert, true);
    assert.equal(drawn.lang, drawn.paintLang);
    // the standalone app follows the system: the dark palette's --mp-bg, or the light one's
    assert.equal(drawn.background, dark ? 'rgb(15, 17, 21)' : 'rgb(245, 246, 248)');
    await shot(page, `home-paint-no-script-${locale}${dark ? '-dark' : ''}`);
    await context.close();
  }
});

test('the widget takes over from the paint once it shows home, and a tap made on the paint reaches it', async () => {
  const page = await newPhonePage(browser, { locale: 'es-ES' });
  await page.addInitScript(recordFrames);
  // not waiting for the load event, by which the widget may have taken over already
  await page.goto(`${baseUrl}/web/`, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    document.querySelector('.marketplace')?.shadowRoot?.querySelector('[data-mp-paint]'),
  );
  // while the paint shows: its shortcut, which Playwright taps only once something takes the tap
  await page.getByText('Sobre nosotros', { exact: true }).first().click();
  // the tap opened the page: its route in the URL, its title in the widget's bar
  await page.waitForURL(/#\/pages\/aboutUs\/aboutUs/);
  await page.waitForFunction(() =>
    [
      ...(document
        .querySelector('.marketplace')
        ?.shadowRoot?.querySelectorAll(
          '.mp-root:not([data-mp-paint]) .mp-stack-page:not([hidden]) .mp-nav__title',
        ) ?? []),
    ].some((el) => el.textContent === 'Sobre nosotros'),
  );
  const frames = await page.evaluate(() => window.__frames);
  const painted = frames.find((frame) => frame.paint === 'es');
  const home = frames.find((frame) => frame.title === 'Inicio');
  assert.ok(painted, `the paint was drawn: ${JSON.stringify(frames)}`);
  assert.ok(home, `the widget drew home: ${JSON.stringify(frames)}`);
  assert.ok(painted.at <= home.at, 'the paint came first');
  // once the widget showed home the paint was gone, and it never came back
  const handedOver = frames.findIndex((frame) => frame.title === 'Inicio' && frame.paint === null);
  assert.ok(handedOver >= 0, JSON.stringify(frames));
  assert.ok(
    frames.slice(handedOver).every((frame) => frame.paint === null),
    JSON.stringify(frames),
  );
  assert.equal(await paintText(page), null);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a deep link never shows the paint: the page opens as it would without one', async () => {
  const page = await newPhonePage(browser);
  await page.addInitScript(recordFrames);
  await page.goto(`${baseUrl}/web/#/pages/aboutUs/aboutUs`);
  await see(page, 'About us');
  const frames = await page.evaluate(() => window.__frames);
  assert.ok(
    frames.every((frame) => frame.paint === null),
    `no frame showed home's paint: ${JSON.stringify(frames)}`,
  );
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a widget in another language than the page drops the paint at once, not after the wait', async () => {
  // the browser asks for English pages but its own language is French
  const page = await newPhonePage(browser, { locale: 'fr-FR' });
  await page.route(`${baseUrl}/web/`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'accept-language': 'en-US,en;q=0.9' } }),
  );
  await page.addInitScript(recordFrames);
  await page.goto(`${baseUrl}/web/`);
  await see(page, 'Publier une tâche');
  const frames = await page.evaluate(() => window.__frames);
  assert.ok(
    frames.some((frame) => frame.paint === 'en'),
    `the English page's paint came: ${JSON.stringify(frames)}`,
  );
  const french = frames.find((frame) => frame.title === 'Accueil');
  const gone = frames.findIndex(
    (frame) => frame.paint === null && frames.some((f) => f.paint === 'en' && f.at < frame.at),
  );
  assert.ok(french && gone >= 0, JSON.stringify(frames));
  assert.ok(frames[gone].at <= french.at, `the paint went before the widget drew: ${JSON.stringify(frames)}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the CSP lets the paint hand over and blocks any other inline script', async () => {
  const page = await newPhonePage(browser);
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${baseUrl}/web/`);
  await see(page, 'Post a task');
  await page.waitForFunction(
    () => !document.querySelector('.marketplace')?.shadowRoot?.querySelector('[data-mp-paint]'),
  );
  assert.deepEqual(violations, []);
  // an inline script the page did not ship does not run
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return window.__injected === true;
  });
  assert.equal(ran, false);
  await page.context().close();
});
