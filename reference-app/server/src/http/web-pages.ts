import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n/messages.js';

/** The web app's page in each locale as the build writes it (reference-app/web/build/paint-home.ts). */
const PAGE_FILES: Readonly<Record<Locale, string>> = {
  en: 'index.html',
  es: 'index.es.html',
  fr: 'index.fr.html',
  'zh-Hans': 'index.zh-Hans.html',
  'zh-Hant': 'index.zh-Hant.html',
};

interface WebPage {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

/**
 * The built web app's page, one per locale: each holds home's first paint in its language, so
 * the server sends the one Accept-Language asks for (the request's locale), English when the
 * build has no page for it. The paint's script is inline: `scriptHashes` lets it run under the
 * page's `script-src 'self'` by its hash, and nothing else inline.
 */
export interface WebPages {
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** `'sha256-…'` of every inline script of the pages, for the page's CSP. */
  scriptHashes: readonly string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The pages of the build in `webDist`; undefined when it has no `index.html` (not built). */
export function loadWebPages(webDist: string): WebPages | undefined {
  const pages = new Map<Locale, WebPage>();
  const scriptHashes = new Set<string>();
  for (const [locale, file] of Object.entries(PAGE_FILES) as [Locale, string][]) {
    const filePath = path.join(webDist, file);
    if (!existsSync(filePath)) continue;
    const html = readFileSync(filePath);
    const copy = (suffix: string) =>
      existsSync(filePath + suffix) ? readFileSync(filePath + suffix) : undefined;
    const br = copy('.br');
    const gzip = copy('.gz');
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    pages.set(locale, { html, etag, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) });
    for (const [, script = ''] of html.toString('utf8').matchAll(INLINE_SCRIPT))
      if (script.trim()) scriptHashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  const english = pages.get('en');
  if (!english) return undefined;
  return {
    scriptHashes: [...scriptHashes],
    send(request, reply) {
      const page = pages.get(request.locale) ?? english;
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const previous = reply.getHeader('vary');
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('ETag', page.etag)
        .header('Vary', [previous, 'Accept-Encoding', 'Accept-Language'].filter(Boolean).join(', '));
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      if (page.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
      if (page.gzip && /\bgzip\b/.test(accepted))
        return reply.header('Content-Encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    },
  };
}
