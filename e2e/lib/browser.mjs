// One way to start the browser for every journey: Debian's chromium through playwright-core,
// with exactly the flags below and a fresh profile. Never `npx playwright install`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const artifacts = resolve(fileURLToPath(import.meta.url), '../../../.e2e-artifacts');

/** Base URL of the reference server the runner started (`e2e/run.mjs`). */
export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
/** Origin of the runner's static server for fixtures and examples: another origin than baseUrl. */
export const staticUrl = (process.env.E2E_STATIC_URL ?? 'http://127.0.0.1:8081').replace(/\/$/, '');

/**
 * Launches chromium with our flags only (Playwright's defaults are ignored, so the pipe it
 * talks over is added by hand) and a profile in a fresh temp folder, removed on close.
 *
 * @example
 * const browser = await launch();
 * const page = await browser.newPage();
 * await browser.close();
 */
export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'mp-e2e-profile-'));
  const browser = await chromium.launch({
    executablePath,
    ignoreDefaultArgs: true,
    args: [...flags, `--user-data-dir=${profile}`, '--remote-debugging-pipe', '--no-startup-window'],
    timeout: 60_000,
  });
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    rmSync(profile, { recursive: true, force: true });
  };
  return browser;
}

/** A phone-sized page whose console errors and failed requests are kept for the report. */
export async function newPhonePage(browser, { locale = 'en-US' } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale,
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.setDefaultTimeout(15_000);
  return page;
}

/** Saves a screenshot as `.e2e-artifacts/<name>.png` (the viewport unless `fullPage`). */
export async function shot(page, name, { fullPage = false } = {}) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage });
}
