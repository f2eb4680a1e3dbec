// What a phone waits for: the first render of `/web/` home in Chromium at 4x CPU throttle,
// against a static HTML page of the same content and styles served from the same machine.
//
// Method: the static page is a snapshot of the rendered home (the widget's shadow root as
// declarative shadow DOM, with its style sheets and the host page's CSS; pictures by the same
// URLs), served compressed (brotli, as the reference server serves its build) by a plain Node
// server on another port. Each run opens a fresh browser context (empty cache), throttles the
// CPU 4x through DevTools, and records when the home's shortcuts ("Post a task") are first on
// screen (the first animation frame that finds the text, checked by the same script on both
// pages, installed before any script of the page). Runs alternate between the two pages; the
// figure is the ratio of the medians.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { launch } from '../e2e/lib/browser.mjs';
import { ensureBuilt } from '../scripts/lib/builds.mjs';
import { freePort, median, startServer } from './chat-lib.mjs';

const RUNS = Number(process.env.RUNS ?? 11);
const THROTTLE = 4;
const MARKER = 'Post a task';

/** Records, in `window.__firstRender`, the time of the first frame that shows the marker. */
function watchFirstRender(marker) {
  const shows = (root) => {
    if (root.textContent?.includes(marker)) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && shows(el.shadowRoot)) return true;
    return false;
  };
  const check = () => {
    if (document.body && shows(document.body)) window.__firstRender = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The rendered home as one static page: declarative shadow DOM with the widget's sheets. */
async function snapshot(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    (marker) =>
      [...document.querySelectorAll('*')].some((el) => el.shadowRoot?.textContent?.includes(marker)),
    MARKER,
  );
  const html = await page.evaluate(() => {
    const host = [...document.querySelectorAll('*')].find((el) => el.shadowRoot);
    const root = host.shadowRoot;
    const sheets = [...root.adoptedStyleSheets, ...document.adoptedStyleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const inline = [...root.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const pageCss = [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText);
        } catch {
          return [];
        }
      })
      .join('\n');
    const body = root.innerHTML.replace(/<style[\s\S]*?<\/style>/g, '');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Marketplace</title><style>${pageCss}</style></head><body><div id="root"><div class="${host.className}"><template shadowrootmode="open"><style>${sheets}\n${inline}</style>${body}</template></div></div></body></html>`;
  });
  await page.close();
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

async function firstRender(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(watchFirstRender, MARKER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.goto(url);
  const ms = await (
    await page.waitForFunction(() => window.__firstRender, null, { timeout: 60_000 })
  ).jsonValue();
  await context.close();
  return ms;
}

ensureBuilt({ log: () => {} });
const server = await startServer();
const browser = await launch();
try {
  const appUrl = `http://127.0.0.1:${server.port}/web/`;
  const staticPage = await serveStatic(await snapshot(browser, appUrl));
  // One run of each first, not counted: the server's first answers and Chromium's own start.
  await firstRender(browser, appUrl);
  await firstRender(browser, staticPage.url);
  const app = [];
  const still = [];
  for (let i = 0; i < RUNS; i++) {
    app.push(await firstRender(browser, appUrl));
    still.push(await firstRender(browser, staticPage.url));
  }
  await staticPage.close();
  const fmt = (values) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(
    `Chromium, CPU throttled ${THROTTLE}x, fresh context per run, ${RUNS} runs each, interleaved.\n`,
  );
  console.log('| page | median first render (ms) | runs (ms) |');
  console.log('|---|---:|---|');
  console.log(`| \`/web/\` home (the SDK in the React host) | ${median(app).toFixed(0)} | ${fmt(app)} |`);
  console.log(`| static HTML of the same content and styles | ${median(still).toFixed(0)} | ${fmt(still)} |`);
  console.log(`\nRatio of medians: ${(median(app) / median(still)).toFixed(2)} (goal: at most 1.5).`);
} finally {
  await browser.close();
  await server.stop();
}
