// Journey (issue 15, "In the browser"): 1000 mount and unmount cycles of the whole marketplace
// on one partner page, each waiting until the widget is ready (its home screen loaded and its
// calls sent). After the last unmount and a garbage collection: the JS heap is where it was after
// the warm-up, DOM nodes and event listeners are back to the page's own, and no timer, window or
// document listener, event stream or request is left running.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { baseUrl, launch, newPhonePage, staticUrl } from './lib/browser.mjs';

const WARM_UP = 50;
const CYCLES = Number(process.env.MOUNT_CYCLES ?? 1000);
/** Heap growth allowed over 1000 cycles after collection: 8 bytes a cycle would show a leak. */
const HEAP_SLACK_BYTES = 1024 * 1024;

let browser;
let page;
let cdp;

// Counts what the page starts and stops, installed before any script of the page runs.
function installCounters() {
  const live = { intervals: new Set(), timeouts: new Set(), listeners: 0, streams: 0, requests: 0 };
  window.__live = live;
  const { setInterval: si, clearInterval: ci, setTimeout: st, clearTimeout: ct } = window;
  window.setInterval = (...args) => {
    const id = si(...args);
    live.intervals.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    live.intervals.delete(id);
    ci(id);
  };
  window.setTimeout = (fn, ms, ...rest) => {
    const id = st(
      (...a) => {
        live.timeouts.delete(id);
        if (typeof fn === 'function') fn(...a);
      },
      ms,
      ...rest,
    );
    live.timeouts.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    live.timeouts.delete(id);
    ct(id);
  };
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const seen = new Set();
    target.addEventListener = (type, fn, options) => {
      const key = `${type}`;
      if (!seen.has(fn) && !options?.signal?.aborted) {
        seen.add(fn);
        live.listeners++;
        // A listener added with a signal is removed when the signal aborts, without a call.
        options?.signal?.addEventListener('abort', () => {
          if (seen.delete(fn)) live.listeners--;
        });
      }
      add(type, fn, options);
      return key;
    };
    target.removeEventListener = (type, fn, options) => {
      if (seen.delete(fn)) live.listeners--;
      remove(type, fn, options);
    };
  }
  const NativeEventSource = window.EventSource;
  if (NativeEventSource) {
    window.EventSource = class extends NativeEventSource {
      constructor(...args) {
        super(...args);
        live.streams++;
      }
      close() {
        if (this.readyState !== 2) live.streams--;
        super.close();
      }
    };
  }
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (...args) => {
    live.requests++;
    return nativeFetch(...args).finally(() => {
      live.requests--;
    });
  };
}

async function collectedHeap() {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

function cycles(count) {
  return page.evaluate(
    async ({ count, server }) => {
      const { mountMarketplace } = await import(`${server}/web/sdk/index.js`);
      let shown = 0;
      for (let i = 0; i < count; i++) {
        const el = document.createElement('div');
        el.style.height = '400px';
        document.body.append(el);
        const handle = mountMarketplace(el, { apiBase: server, routing: 'memory', locale: 'en' });
        // Until the home screen shows (its chunk, texts and first calls sent), at most 5 s.
        const until = performance.now() + 5000;
        while (!el.shadowRoot?.textContent?.includes('Post a task') && performance.now() < until) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        if (el.shadowRoot?.textContent?.includes('Post a task')) shown++;
        handle.unmount();
        el.remove();
      }
      return shown;
    },
    { count, server: baseUrl },
  );
}

before(async () => {
  browser = await launch();
  page = await newPhonePage(browser);
  await page.addInitScript(installCounters);
  await page.goto(`${staticUrl}/two-instances.html?mount=0&server=${encodeURIComponent(baseUrl)}`);
  cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
});

after(async () => {
  await browser?.close();
});

test(`${CYCLES} mounts and unmounts leave the heap flat and nothing running`, async () => {
  const pageOnly = await collectedHeap();
  const listenersBefore = await page.evaluate(() => window.__live.listeners);
  assert.equal(await cycles(WARM_UP), WARM_UP, 'the home screen showed in every warm-up cycle');
  const warm = await collectedHeap();
  assert.equal(await cycles(CYCLES), CYCLES, 'the home screen showed in every cycle');
  // Debounced work of the last unmount (a toast's timer, a request's abort) settles first.
  await page.waitForTimeout(1500);
  const done = await collectedHeap();
  const live = await page.evaluate(() => ({
    intervals: window.__live.intervals.size,
    timeouts: window.__live.timeouts.size,
    listeners: window.__live.listeners,
    streams: window.__live.streams,
    requests: window.__live.requests,
    widgets: document.querySelectorAll('body > div').length,
  }));
  const growth = done.heap - warm.heap;
  console.log(
    `heap after warm-up ${warm.heap} B, after ${CYCLES} more cycles ${done.heap} B (${growth >= 0 ? '+' : ''}${growth} B); DOM nodes ${pageOnly.nodes} -> ${done.nodes}; listeners ${pageOnly.listeners} -> ${done.listeners}`,
  );
  assert.ok(growth < HEAP_SLACK_BYTES, `the heap grew by ${growth} B over ${CYCLES} cycles`);
  assert.equal(live.intervals, 0, 'intervals left running');
  assert.equal(live.timeouts, 0, 'timeouts left pending');
  assert.equal(live.listeners, listenersBefore, 'window or document listeners left');
  assert.equal(live.streams, 0, 'event streams left open');
  assert.equal(live.requests, 0, 'requests left in flight');
  assert.ok(done.nodes <= pageOnly.nodes + 50, `DOM nodes ${pageOnly.nodes} -> ${done.nodes}`);
  assert.ok(done.listeners <= pageOnly.listeners + 5, `listeners ${pageOnly.listeners} -> ${done.listeners}`);
});
