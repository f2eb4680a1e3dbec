import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page's own small files written into it: the host's style sheet (600 B brotli, most of it
 * the response's headers) as a `<style>` (the page's CSP allows inline styles), and the favicon
 * as a `data:` address (its 169 B brotli came with 760 B of headers, the CSP among them). A
 * first visit makes two requests fewer, one of them render-blocking; a later one revalidated
 * the favicon and the page alike.
 */
export function inlinePageAssets(): Plugin {
  let publicDir = '';
  return {
    name: 'marketplace:inline-page-assets',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const stylesheet = /<link rel="stylesheet"[^>]*href="\/web\/([^"]+\.css)"[^>]*>/;
        const sheet = html.match(stylesheet)?.[1];
        const asset = sheet ? bundle[sheet] : undefined;
        if (sheet && asset?.type === 'asset') {
          // The file stays: Vite lists it among the preloads of chunks that import the entry.
          html = html.replace(stylesheet, () => `<style>${String(asset.source).trim()}</style>`);
        }
        const icon = /(<link rel="icon" type="image\/svg\+xml" href=")\/web\/(favicon\.svg)"/;
        const name = html.match(icon)?.[2];
        if (name) {
          const svg = readFileSync(resolve(publicDir, name), 'utf8').trim();
          // an SVG needs only these escaped in an address: its quotes become single ones
          const data = svg.replaceAll('"', "'").replace(/[%#<>\n]/g, (c) => encodeURIComponent(c));
          html = html.replace(icon, (_, start: string) => `${start}data:image/svg+xml,${data}"`);
        }
        return html;
      },
    },
  };
}
