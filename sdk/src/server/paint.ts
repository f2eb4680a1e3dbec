import { atom } from 'nanostores';
import type { Instance } from '../app/context';
import { darkSheet } from '../app/dark';
import { type ColorScheme, tokenName } from '../app/options';
import { pageSheet } from '../app/page-base';
import type { Sheet } from '../app/sheets';
import { shellSheet } from '../app/styles';
import type { I18n } from '../i18n';
import type { PageEntry } from '../router/router';

/** What every first paint takes, as the widget's options of the same names. */
export interface PaintOptions {
  /** The language, as the widget's `locale` (any BCP 47 tag; unknown ones are English). */
  locale?: string;
  /** The page's CSP nonce for styles and the hand-over script, as the widget's `nonce`. */
  nonce?: string;
  /** The `--mp-*` tokens, as the widget's `themeTokens` (`{ '--mp-primary': '#0f766e' }`). */
  themeTokens?: Record<string, string>;
  /**
   * The widget's colour scheme (`theme: 'dark' | 'auto'`; default light): the paint carries the
   * dark palette, which applies once the host element carries `data-mp-theme` with the same
   * value in the HTML, as the widget sets it when it mounts.
   */
  colorScheme?: ColorScheme;
}

/**
 * What a paint's components read of an instance while they render (nothing runs after), and
 * the sheets they add, the shell's and the page base's first.
 */
export function paintInstance(i18n: I18n, entry: PageEntry, colorScheme: ColorScheme = 'light') {
  const base = colorScheme === 'light' ? [shellSheet, pageSheet] : [shellSheet, pageSheet, darkSheet];
  const sheets = new Map<string, Sheet>(base.map((sheet) => [sheet.id, sheet]));
  const inert = () => undefined;
  const instance = {
    i18n,
    addStyles: (...added: Sheet[]) => {
      for (const sheet of added) sheets.set(sheet.id, sheet);
    },
    router: {
      $stack: atom([entry]),
      navigateTo: inert,
      navigateBack: inert,
    },
    unread: { $unread: atom(0) },
  } as unknown as Instance;
  return { instance, sheets };
}

/**
 * The paint as the host element's content: a `<template shadowrootmode="open">` holding its
 * sheet and `body` (its `.mp-root[data-mp-paint]`), which the browser draws as the HTML arrives,
 * before any script; then `script`, which runs as the HTML is parsed, the template before it
 * having become the host's shadow root (the script is the host's own child, and executes though
 * not drawn).
 */
export function paintMarkup({
  body,
  sheets,
  script,
  colorScheme,
  nonce,
  themeTokens = {},
}: {
  body: string;
  sheets: Iterable<Sheet>;
  script: string;
  colorScheme: ColorScheme;
  nonce?: string | undefined;
  themeTokens?: Record<string, string> | undefined;
}): string {
  // The tokens as the widget sets them on its root, but in the sheet: a style attribute would
  // need the page's CSP to allow inline styles. A value that could end the rule or the sheet is left out.
  let root = 'height:100%';
  for (const [key, value] of Object.entries(themeTokens))
    if (/^[\w-]+$/.test(key) && !/[<>{};]/.test(value)) root += `;${tokenName(key)}:${value}`;
  // The widget mounts beside the paint and stays hidden until it replaces it (./hand-over.ts).
  const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []));
  const css = [
    `.mp-root[data-mp-paint]{${root}}.mp-root:not([data-mp-paint]){display:none}`,
    ...[...sheets].map((sheet) => rulesFor(sheet.css.trim(), used, colorScheme)),
  ].join('\n');
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `<template shadowrootmode="open"><style data-mp-paint${nonceAttribute}>${css}</style>${body}</template><script${nonceAttribute}>${script}</script>`;
}

/**
 * The rules of `css` that can match the paint: a rule whose every selector names a class the
 * paint's markup does not carry, or another colour scheme than the host's `data-mp-theme`, is
 * left out (the paint never changes, so it never will), and an at-rule keeps what it holds of
 * those. The widget adds its own sheets whole.
 */
export function rulesFor(css: string, used: ReadonlySet<string>, colorScheme: ColorScheme): string {
  // a class under :not() is one the element must not carry: it does not keep a rule out
  const matches = (selector: string) =>
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].every((match) =>
      used.has(match[1] as string),
    ) && [...selector.matchAll(/\[data-mp-theme=(\w+)\]/g)].every((match) => match[1] === colorScheme);
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open === -1) break;
    const prelude = css.slice(at, open).trim();
    let depth = 1;
    let end = open + 1;
    for (; end < css.length && depth; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
    const block = css.slice(open + 1, end - 1);
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = rulesFor(block, used, colorScheme);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || prelude.split(',').some(matches)) out += `${prelude}{${block}}`;
    at = end;
  }
  return out;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
