// What a phone waits for: the first render in Chromium at 4x CPU throttle of `/web/` home and
// of the task hall alone in examples/task-hall-only, each against a static HTML page of the
// same content and styles served from the same machine.
//
// Method: each static page is a snapshot of the rendered page (the host page's CSS inlined,
// each shadow root as declarative shadow DOM with its style sheets, no script, pictures by the
// same URLs), served compressed (brotli, as the reference server serves its build) by a plain
// Node server on another port. Each run opens a fresh browser context (empty cache), throttles
// the CPU 4x through DevTools, and records when the page's marker is first in the document
// (home's shortcuts, "Post a task"; the hall's first order, posted through the API first): the
// first animation frame that finds the text, checked by the same script on both pages,
// installed before any script of the page. Runs alternate between a page and its snapshot; the
// figure is the ratio of the medians. Each page is served as its server serves it, with its
// first paint in the HTML (@marketplace/sdk/server: home's written into `/web/`'s pages by the
// web build, the hall's by its partner server on each request): the same script records when
// the widget itself shows the marker, once that paint is handed over.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { launch } from '../e2e/lib/browser.mjs';
import { postNeighbourTasks } from '../e2e/lib/neighbour.mjs';
import { ensureBuilt } from '../scripts/lib/builds.mjs';
import { freePort, median, root, startServer } from './chat-lib.mjs';

const RUNS = Number(process.env.RUNS ?? 11);
const THROTTLE = 4;
// What each page shows once its first screen is there: home's shortcuts, the hall's first order.
const HOME_MARKER = 'Post a task';
const HALL_MARKER = 'Hang three shelves';

/**
 * Records, in `window.__firstRender`, the time of the first frame that shows the marker, and in
 * `window.__widgetRender` the first frame where the widget itself shows it: a first paint from
 * the page's server (`data-mp-paint`) is gone by then, handed over to the widget.
 */
function watchFirstRender(marker) {
  const shows = (root) => {
    if (root.textContent?.includes(marker)) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && shows(el.shadowRoot)) return true;
    return false;
  };
  const painted = (root) =>
    !!root.querySelector('[data-mp-paint]') ||
    [...root.querySelectorAll('*')].some((el) => el.shadowRoot && painted(el.shadowRoot));
  const check = () => {
    if (document.body && shows(document.body)) {
      window.__firstRender ??= performance.now();
      if (!painted(document.body)) {
        window.__widgetRender = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The rendered page as one static page: the host page's CSS inlined, each shadow root as
 * declarative shadow DOM holding its sheets (adopted or `<style>`), no script; `<base>` keeps
 * pictures on the same URLs.
 */
async function snapshot(browser, target) {
  const context = await browser.newContext({ viewport: target.viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(target.url, { waitUntil: 'networkidle' });
  // the widget's own page: the marker shown, and no first paint left
  await page.waitForFunction(
    (marker) =>
      [...document.querySelectorAll('*')].some(
        (el) =>
          el.shadowRoot?.textContent?.includes(marker) && !el.shadowRoot.querySelector('[data-mp-paint]'),
      ),
    target.marker,
  );
  const html = await page.evaluate(() => {
    const rulesOf = (sheets) =>
      sheets
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => rule.cssText);
          } catch {
            return [];
          }
        })
        .join('\n');
    const roots = [...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []));
    for (const root of roots) {
      const inline = [...root.querySelectorAll('style')];
      const style = document.createElement('style');
      style.textContent = `${rulesOf([...root.adoptedStyleSheets, ...document.adoptedStyleSheets])}\n${inline.map((s) => s.textContent).join('\n')}`;
      for (const element of inline) element.remove();
      root.prepend(style);
    }
    for (const script of document.body.querySelectorAll('script')) script.remove();
    const pageCss = rulesOf([...document.styleSheets]);
    const body = document.body.getHTML({ shadowRoots: roots });
    const attributes = [...document.body.attributes].map((a) => ` ${a.name}="${a.value}"`).join('');
    return `<!doctype html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base href="${location.origin}/"><title>${document.title}</title><style>${pageCss}</style></head><body${attributes}>${body}</body></html>`;
  });
  await context.close();
  return html;
}

async function serveStatic(html) {
  const port = await freePort();
  const brotli = brotliCompressSync(html);
  const server = createServer((request, response) => {
    const br = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    response.end(br ? brotli : html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * `url`'s page as its server sends it, less the first paint in its HTML (the element the paint
 * is written into, as build/paint-home.ts writes it): what the widget alone does, for comparison.
 */
async function servedWithoutPaint(page, url) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const withoutPaint = html.replace(/<div class="marketplace"[^>]*><template[\s\S]*?<\/script><\/div>/, '');
    if (withoutPaint === html) throw new Error(`no first paint found in ${url}`);
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: withoutPaint });
  });
}

async function firstRender(browser, url, target) {
  const context = await browser.newContext({ viewport: target.viewport, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(watchFirstRender, target.marker);
  if (target.withoutPaint && url === target.url) await servedWithoutPaint(page, url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(url);
  const [first, widget] = await (
    await page.waitForFunction(
      () => window.__widgetRender && [window.__firstRender, window.__widgetRender],
      null,
      {
        timeout: 60_000,
      },
    )
  ).jsonValue();
  await context.close();
  return { first, widget };
}

/**
 * examples/task-hall-only as its own server builds and serves it (Vite, then the partner
 * server), pointed at the marketplace server `marketplaceUrl`.
 */
async function startHallExample(port, marketplaceUrl) {
  const child = spawn(process.execPath, [join(root, 'examples/task-hall-only/server.mjs')], {
    env: { ...process.env, PORT: String(port), MARKETPLACE_URL: marketplaceUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the task-hall-only example exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the task-hall-only example did not start');
    await delay(200);
  }
  return { url, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

/** Runs of `target` and of its static snapshot, interleaved (a first run of each not counted). */
async function measure(browser, target) {
  const staticPage = await serveStatic(await snapshot(browser, target));
  try {
    // One run of each first, not counted: the servers' first answers and Chromium's own start.
    await firstRender(browser, target.url, target);
    await firstRender(browser, staticPage.url, target);
    const app = [];
    const widget = [];
    const still = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await firstRender(browser, target.url, target);
      app.push(run.first);
      widget.push(run.widget);
      still.push((await firstRender(browser, staticPage.url, target)).first);
    }
    return { app, widget, still };
  } finally {
    await staticPage.close();
  }
}

ensureBuilt({ log: () => {} });
const hallPort = await freePort();
// The hall's page is a partner site on its own origin: the marketplace must allow it (CORS).
process.env.CORS_ORIGINS = `http://127.0.0.1:${hallPort}`;
const server = await startServer();
const baseUrl = `http://127.0.0.1:${server.port}`;
let hall;
const browser = await launch();
try {
  // A neighbour's open tasks: what the hall lists first.
  await postNeighbourTasks(
    baseUrl,
    [HALL_MARKER, 'Carry a sofa upstairs', 'Maths lesson on Saturday'],
    'first-render',
  );
  hall = await startHallExample(hallPort, baseUrl);
  const targets = [
    {
      name: '`/web/` home (the SDK in the React host)',
      url: `${baseUrl}/web/`,
      marker: HOME_MARKER,
      viewport: { width: 390, height: 844 },
    },
    {
      name: '`/web/` home without its first paint (stripped from the HTML: the widget alone)',
      url: `${baseUrl}/web/`,
      marker: HOME_MARKER,
      viewport: { width: 390, height: 844 },
      withoutPaint: true,
    },
    {
      name: 'the task hall alone in `examples/task-hall-only` (React 19 page)',
      url: hall.url,
      marker: HALL_MARKER,
      viewport: { width: 1100, height: 900 },
    },
  ];
  const fmt = (values) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`Chromium, CPU throttled ${THROTTLE}x, fresh context per run, ${RUNS} runs each, interleaved.`);
  console.log(
    `Load average at the start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}.\n`,
  );
  console.log(
    "| page | marker | median first render (ms) | static page, median (ms) | ratio | runs (ms) | static runs (ms) | the widget's own, median (ms) | its runs (ms) |",
  );
  console.log('|---|---|---:|---:|---:|---|---|---:|---|');
  for (const target of targets) {
    const { app, widget, still } = await measure(browser, target);
    const ratio = median(app) / median(still);
    console.log(
      `| ${target.name} | "${target.marker}" | ${median(app).toFixed(0)} | ${median(still).toFixed(0)} | ${ratio.toFixed(2)} | ${fmt(app)} | ${fmt(still)} | ${median(widget).toFixed(0)} | ${fmt(widget)} |`,
    );
  }
  console.log(
    `\nGoal: a ratio of medians of at most 1.5 for each. The widget's own: when the widget itself shows the marker, its first paint from the page's server handed over. Home without its first paint is for comparison (what the widget alone does), not a goal. Load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}.`,
  );
} finally {
  await browser.close();
  await hall?.stop();
  await server.stop();
}
