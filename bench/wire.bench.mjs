// What a phone downloads: bytes on the wire for the first load of `/web/` home and of the task
// hall, as Chromium fetches them from the reference server (fresh profile, no cache), and what
// the same files weigh on a repeat visit. Builds the SDK and the web host when stale.
//
// Method: Chrome DevTools Protocol `Network.loadingFinished.encodedDataLength` (headers and
// body as they crossed the socket) summed over every request of the page until the network
// is idle, per resource type. Same run, same server: the figures differ only by what it sends.

import { launch } from '../e2e/lib/browser.mjs';
import { ensureBuilt } from '../scripts/lib/builds.mjs';
import { startServer } from './chat-lib.mjs';

const PAGES = [
  { name: '/web/ home', path: '/web/' },
  { name: '/web/ task hall', path: '/web/#/pages/taskCentered/taskCentered' },
];

/** Loads `url` in a fresh page and returns what crossed the wire, per request. */
async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      cacheControl: response.headers['cache-control'] ?? '',
      fromCache: response.fromDiskCache || response.fromMemoryCache,
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return [...requests.values()];
}

function summarise(list) {
  const total = list.reduce((sum, r) => sum + r.bytes, 0);
  const encoded = list.filter((r) => r.encoding).length;
  const scripts = list.filter((r) => r.type === 'Script');
  return {
    files: list.length,
    total,
    encoded,
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
    cachedOnRepeat: 0,
  };
}

ensureBuilt({ log: () => {} });
const server = await startServer();
const browser = await launch();
try {
  const base = `http://127.0.0.1:${server.port}`;
  console.log(`Node ${process.version}; Chromium via playwright-core; server on PGlite, sandbox on.\n`);
  console.log(
    '| page | files | bytes on the wire | compressed files | scripts | script bytes | repeat visit: bytes |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { name, path } of PAGES) {
    const context = await browser.newContext();
    const first = await measure(context, base + path);
    const repeat = await measure(context, base + path);
    const s = summarise(first);
    const repeatBytes = repeat.filter((r) => !r.fromCache).reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `| ${name} | ${s.files} | ${s.total.toLocaleString('en')} | ${s.encoded} | ${s.scripts} | ${s.scriptBytes.toLocaleString('en')} | ${repeatBytes.toLocaleString('en')} |`,
    );
    if (process.env.VERBOSE) {
      for (const r of first)
        console.error(r.bytes, r.encoding || '-', r.cacheControl, r.url.replace(base, ''));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
