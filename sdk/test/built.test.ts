/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { demoOrder } from '../src/ui/demo-order';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const need = (file: string) => {
  const path = resolve(dist, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (npm run build -w sdk)`);
  return path;
};

/**
 * The chunks a mount fetches on its own after `ready` (home and its page base, the tab bar, the
 * coupon launch, the state icons, the dark sheet), imported here before the file ends: an import
 * of the same module still in flight then has finished too (under vitest, one loading after the
 * file ends fails with EnvironmentTeardownError; a fixed wait is not enough on a loaded machine).
 */
afterAll(async () => {
  const lazy = ['screens/pages/homeView', 'screens/pages/couponView', 'app', 'ui'];
  const files = lazy.flatMap((dir) =>
    readdirSync(resolve(dist, dir))
      .filter((f) => /^(homeView|couponView|page-base|tab-bar|dark|state-icons)-\w+\.js$/.test(f))
      .map((f) => resolve(dist, dir, f)),
  );
  await Promise.all(files.map((f) => import(/* @vite-ignore */ pathToFileURL(f).href)));
});

describe('the built package (sdk/dist)', () => {
  test('index.js exports mountMarketplace only, and it mounts', async () => {
    const mod = await import(/* @vite-ignore */ pathToFileURL(need('index.js')).href);
    expect(Object.keys(mod).sort()).toEqual(['mountMarketplace']);
    const el = document.createElement('div');
    const handle = mod.mountMarketplace(el, { apiBase: 'https://api.test' });
    expect(el.shadowRoot?.querySelector('style')).not.toBeNull();
    expect(Object.keys(handle).sort()).toEqual(['navigate', 'on', 'unmount', 'update']);
    handle.unmount();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
  });

  test('react.js exports Marketplace and keeps react external; index.d.ts and react.d.ts exist', () => {
    const react = readFileSync(need('react.js'), 'utf8');
    expect(react).toMatch(/from\s*"react"/);
    expect(readFileSync(need('index.d.ts'), 'utf8')).toContain('mountMarketplace');
    expect(readFileSync(need('react.d.ts'), 'utf8')).toContain('Marketplace');
  });

  test('rules.js is @marketplace/sdk/rules: one self-contained file with the exports of src/rules, and its types', async () => {
    const built = await import(/* @vite-ignore */ pathToFileURL(need('rules.js')).href);
    const source = await import('../src/rules/index');
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(built.isValidPhone('13812345678')).toBe(true);
    expect(built.checkText('加我微信 abc12345').ok).toBe(false);
    expect(readFileSync(need('rules.js'), 'utf8')).not.toMatch(/(?<![\w.$"'])(?:from|import)\s*\(?\s*"/);
    expect(readFileSync(need('rules.d.ts'), 'utf8')).toContain('checkText');
  });

  test('server.js is @marketplace/sdk/server: one self-contained file for Node that draws the hall and home, and its types', async () => {
    const built = await import(/* @vite-ignore */ pathToFileURL(need('server.js')).href);
    expect(Object.keys(built).sort()).toEqual([
      'fetchTaskHall',
      'renderHome',
      'renderTaskHall',
      'renderTaskHallWith',
    ]);
    const order = { ...demoOrder({ id: 3 }), title: 'Hang three shelves' };
    const html: string = await built.renderTaskHallWith(
      { orders: { list: [order], next_cursor: null, has_more: false }, categories: [] },
      { locale: 'fr', nonce: 'n1' },
    );
    expect(html).toMatch(/^<template shadowrootmode="open"><style data-mp-paint nonce="n1">/);
    expect(html).toContain('Hang three shelves');
    expect(html).toContain('Missions');
    // the hand-over, the built function's own source, runs as written in a page
    expect(html).toMatch(
      /<script nonce="n1">\(function[^<]*\)\(document\.currentScript\.parentElement,3000,30000\)<\/script>$/,
    );
    expect(readFileSync(need('server.js'), 'utf8')).not.toMatch(
      /(?<![\w.$"'])(?:from|import)\s*\(?\s*"(?!node:)/,
    );
    expect(readFileSync(need('server.d.ts'), 'utf8')).toContain('renderTaskHall');
    // home, in hash routing: the built check of the hash, then the built hand-over
    const home: string = await built.renderHome({ locale: 'zh-TW', routing: 'hash', colorScheme: 'auto' });
    expect(home).toContain('首頁');
    expect(home).toMatch(
      /<script>\(function[^<]*location\.hash[^<]*\)\(document\.currentScript\.parentElement,3000,30000,function[^<]*\)<\/script>$/,
    );
    expect(readFileSync(need('server.d.ts'), 'utf8')).toContain('renderHome');
  });

  test('no bare imports remain except react in react.js (preact and nanostores are bundled)', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f: string) =>
      f.endsWith('.js'),
    );
    for (const file of files) {
      const code = readFileSync(resolve(dist, file), 'utf8');
      // `from`/`import` as keywords only: not the end of a property or text key (`orderCard.from"`).
      const bare = [...code.matchAll(/(?<![\w.$"'])(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)].map(
        (m) => m[1],
      );
      expect({ file, bare }).toEqual({ file, bare: file === 'react.js' ? ['react'] : [] });
      expect(code).not.toMatch(/process\.env/);
    }
  });

  test('each built screen is its own chunk named after the screen', () => {
    const screens = readdirSync(resolve(dist, 'screens/pages'));
    for (const name of screens) {
      const files = readdirSync(resolve(dist, 'screens/pages', name));
      expect(files.some((f: string) => new RegExp(`^${name}-[A-Z0-9]+\\.js$`).test(f))).toBe(true);
    }
    expect(screens).toContain('homeView');
  });

  test('marketplace.iife.js defines the global Marketplace, queues calls and loads the ESM core beside it', async () => {
    const src = need('marketplace.iife.js');
    const code = readFileSync(src, 'utf8');
    const script = document.createElement('script');
    script.src = pathToFileURL(src).href;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    // Node cannot run import() inside eval'd code: route the loader's single import() through
    // this module (the real browser path is covered by the e2e journey).
    expect(code.match(/\bimport\(/g)).toHaveLength(1);
    const hooked = code.replace(/\bimport\(/, 'globalThis.__mpImport(');
    Object.assign(globalThis, { __mpImport: (url: string) => import(/* @vite-ignore */ url) });
    // biome-ignore lint/security/noGlobalEval: runs the built classic script as a browser would
    const runClassicScript = globalThis.eval; // indirect eval: global scope, like a <script>
    runClassicScript(`${hooked};globalThis.Marketplace=Marketplace;`);
    Reflect.deleteProperty(document, 'currentScript');
    type Queued = {
      ready: Promise<{ on: unknown }>;
      on(event: string, fn: () => void): () => void;
      navigate(target: string): void;
      unmount(): void;
    };
    const g = globalThis as unknown as {
      Marketplace: { mountMarketplace(el: HTMLElement, o: object): Queued; load(): Promise<unknown> };
    };
    expect(Object.keys(g.Marketplace).sort()).toEqual(['load', 'mountMarketplace']);
    const el = document.createElement('div');
    const queued = g.Marketplace.mountMarketplace(el, { apiBase: 'https://api.test' });
    const events: string[] = [];
    queued.on('ready', () => events.push('ready'));
    queued.navigate('aboutUs'); // queued until the core arrives
    const handle = await queued.ready;
    expect(el.shadowRoot?.querySelector('style')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual(['ready']);
    queued.unmount();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    expect(handle.on).toBeTypeOf('function');
  });

  test('marketplace.iife.js defines <marketplace-view>, mounting through the loader', async () => {
    // defined by the script evaluated in the test above
    const view = document.createElement('marketplace-view');
    view.setAttribute('api-base', 'https://api.test');
    const ready = new Promise((resolve) => view.addEventListener('marketplace-ready', resolve));
    document.body.append(view);
    await ready;
    expect(view.shadowRoot?.querySelector('style')).not.toBeNull();
    // the chunks a mount fetches after `ready` (the coupon launch) arrive before the file ends
    await new Promise((r) => setTimeout(r, 50));
    view.remove();
    expect(view.shadowRoot?.childNodes).toHaveLength(0);
  });

  test('element.js exports the element class, imports only the core beside it, and has its types', async () => {
    const code = readFileSync(need('element.js'), 'utf8');
    const imports = [...code.matchAll(/(?<![\w.$"'])(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(imports).toEqual(['./index.js']);
    const mod = await import(/* @vite-ignore */ pathToFileURL(need('element.js')).href);
    expect(Object.keys(mod)).toEqual(['MarketplaceViewElement']);
    // the script tag defined the element first: this second definition changed nothing
    expect(customElements.get('marketplace-view')).not.toBe(mod.MarketplaceViewElement);
    expect(readFileSync(need('element.d.ts'), 'utf8')).toContain('MarketplaceViewElement');
    const iifeTypes = readFileSync(need('marketplace.iife.d.ts'), 'utf8');
    expect(iifeTypes).toMatch(/declare global \{\s*\/\*\*[\s\S]*?\*\/\s*var Marketplace:/);
  });
});
