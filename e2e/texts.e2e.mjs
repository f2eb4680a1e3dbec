// Journey: every screen speaks, in the built widget. The build writes text keys as short ids
// (scripts/lib/text-keys.ts), so a key the code builds at run time that the build did not see
// would show as an id ("$4x") or as its key. Signed in at /web/, in English and in Simplified
// Chinese, each of the 62 routes is opened by its hash; once it has settled, nothing on the page
// (its text, labels, placeholders, titles) may read as an id or as a key of a catalog, and in
// Chinese the title in its bar is Chinese (a screen whose texts failed to load shows English).
// And in Spanish, offline, a page whose texts cannot be fetched offers to retry, then shows.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { baseUrl, launch, newPhonePage, shot } from './lib/browser.mjs';
import { registerViaApi } from './lib/sandbox.mjs';

const src = resolve(fileURLToPath(import.meta.url), '../../sdk/src');

/** The routes as the SDK's table lists them (sdk/src/router/routes.ts): `/group/name/name`. */
function routePaths() {
  const source = readFileSync(join(src, 'router/routes.ts'), 'utf8');
  const names = (block) => [...block.matchAll(/'(\w+)'/g)].map((m) => m[1]);
  const main = names(source.slice(source.indexOf('const MAIN = ['), source.indexOf('] as const;')));
  const groups = source.slice(source.indexOf('const GROUPS = {'));
  const paths = main.map((name) => `/pages/${name}/${name}`);
  for (const [, group, list] of groups.matchAll(/(pages\w+): \[([^\]]*)\]/g))
    for (const name of names(list)) paths.push(`/${group}/${name}/${name}`);
  return paths;
}

/** The first part of every catalog key (`orderDetail`, `common`, `lifecycle`...). */
function keyPrefixes() {
  const prefixes = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'en.ts' && path.includes('/i18n/'))
        for (const m of readFileSync(path, 'utf8').matchAll(/^\s*'(\w+)\.[\w.]+':/gm)) prefixes.add(m[1]);
    }
  };
  walk(src);
  return [...prefixes];
}

const paths = routePaths();
/** An id of the build (`$` and base 36 with a letter, so a price like "$12" is not one), or a key. */
const leftover = new RegExp(
  `(?:^|[^\\w$])(\\$[0-9a-z]*[a-z][0-9a-z]*|(?:${keyPrefixes().join('|')})\\.[a-zA-Z][\\w.]*)(?![\\w.])`,
);

let browser;
let user;

before(async () => {
  assert.equal(paths.length, 62, 'the route table lists the spec 62 routes');
  user = await registerViaApi(baseUrl);
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/** What the widget's visible page shows and says: its text and its labels, placeholders and titles. */
function pageText() {
  const root =
    document.querySelector('.marketplace')?.shadowRoot ?? document.querySelector('div')?.shadowRoot;
  const shown = root?.querySelector('.mp-stack-page:not([hidden])');
  if (!shown) return null;
  const spinning = !!shown.querySelector('.mp-spin');
  const words = [shown.innerText];
  for (const el of shown.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      if (el.getAttribute(name)) words.push(el.getAttribute(name));
  const bar = root.querySelector('.mp-tabbar');
  if (bar) words.push(bar.innerText);
  const title = shown.querySelector('.mp-nav__title')?.textContent ?? '';
  return { text: words.join('\n'), title, spinning };
}

for (const locale of ['en-US', 'zh-CN']) {
  test(`${locale}: each of the 62 routes shows its texts, no id and no key`, {
    timeout: 240_000,
  }, async () => {
    const page = await newPhonePage(browser, { locale });
    const { token, exp } = user.tokenInfo;
    await page.addInitScript((session) => {
      localStorage.setItem('mp:/web/:session', session);
    }, JSON.stringify({ token, exp }));
    const found = [];
    const english = [];
    try {
      for (const path of paths) {
        await page.goto(`${baseUrl}/web/#${path}`);
        // settled: the page is shown, and no spinner is left (or 5 s have passed)
        let shown = null;
        const deadline = Date.now() + 5_000;
        do {
          await page.waitForTimeout(150);
          shown = await page.evaluate(pageText);
        } while ((!shown || shown.spinning) && Date.now() < deadline);
        assert.ok(shown, `${path} shows a page`);
        // in Chinese, a title in its bar is Chinese: a screen whose texts did not load shows English
        if (locale === 'zh-CN' && shown.title && !/\p{Script=Han}/u.test(shown.title))
          english.push(`${path}: "${shown.title}"`);
        const match = leftover.exec(shown.text);
        if (match) {
          found.push(`${path}: "${match[1]}"`);
          await shot(page, `texts-FOUND-${locale}${path.replaceAll('/', '-')}`);
        }
      }
    } finally {
      await page.context().close();
    }
    assert.deepEqual(found, [], 'no page shows an id or a key');
    assert.deepEqual(english, [], 'no page titled in English in Chinese');
  });
}

test("es-ES: a page whose language's texts cannot be fetched offers to retry, and shows once they come", async () => {
  const page = await newPhonePage(browser, { locale: 'es-ES' });
  // pageText, in the page, for waitForFunction
  await page.addInitScript(`window.pageText = ${pageText.toString()}`);
  const shownText = async () => (await page.evaluate(pageText))?.text ?? '';
  try {
    await page.goto(`${baseUrl}/web/`);
    await page.waitForFunction(() => pageText()?.text.includes('Inicio'), null, { timeout: 15_000 });
    // every Spanish text file from now on fails, as offline: home's are in, the shared one is not
    const blocked = [];
    await page.route(/\/es-[\w-]+\.js(\?.*)?$/, (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.evaluate(() => {
      location.hash = '#/pages/aboutUs/aboutUs';
    });
    await page.waitForFunction(
      () => pageText()?.text.includes('Toca la pantalla para volver a intentarlo'),
      null,
      { timeout: 15_000 },
    );
    assert.ok(blocked.length > 0, 'the page asked for its Spanish texts');
    assert.ok(!(await shownText()).includes('aboutUs.'), 'no key shown');
    await shot(page, 'texts-es-offline-retry');
    await page.unroute(/\/es-[\w-]+\.js(\?.*)?$/);
    await page.evaluate(() => {
      const root = document.querySelector('.marketplace')?.shadowRoot;
      root?.querySelector('.mp-stack-page:not([hidden]) .mp-retry')?.click();
    });
    await page.waitForFunction(() => pageText()?.title === 'Sobre nosotros', null, { timeout: 15_000 });
    await page.waitForFunction(() => pageText()?.text.includes('Condiciones de uso'), null, {
      timeout: 15_000,
    });
    assert.ok(!/aboutUs\.|\$[0-9a-z]*[a-z]/.test(await shownText()), 'no key and no id shown');
  } finally {
    await page.context().close();
  }
});
