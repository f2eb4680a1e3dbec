import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderHome } from '@marketplace/sdk/server';
import type { Plugin } from 'vite';
import { STANDALONE_THEME } from '../src/theme';

/** The locales the SDK ships, each with a page of its own; English is `index.html` itself. */
const PAGE_LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'] as const;

/** The built page of `locale`: `index.html` for English, `index.es.html` and so on. */
const pageFile = (locale: string) => (locale === 'en' ? 'index.html' : `index.${locale}.html`);

/**
 * Home's first paint in the HTML, one page per locale (the reference server sends the one the
 * browser's Accept-Language asks for): the element boot.ts mounts into, written into `<body>`
 * with home in its shadow root as declarative shadow DOM, so the browser draws home as the HTML
 * arrives, before any script (@marketplace/sdk/server, `renderHome`). Its script removes the
 * paint at once on a deep link (hash routing), or hands over to the widget once the widget has
 * drawn home. The reference server allows that script by its hash in the page's CSP.
 */
export function paintHome(): Plugin {
  let outDir = '';
  return {
    name: 'marketplace:paint-home',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const built = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        if (!built.includes('<div id="root">')) this.error('index.html has no <div id="root">');
        for (const locale of PAGE_LOCALES) {
          const paint = await renderHome({ locale, colorScheme: STANDALONE_THEME, routing: 'hash' });
          const page = built
            .replace('<html lang="en">', `<html lang="${locale}">`)
            .replace(
              '<div id="root">',
              `<div class="marketplace" data-mp-theme="${STANDALONE_THEME}">${paint}</div><div id="root">`,
            );
          writeFileSync(resolve(outDir, pageFile(locale)), page);
        }
      },
    },
  };
}
