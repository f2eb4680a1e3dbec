import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Text keys (`orderDetail.addressLater`) as short ids in the widget's build: `'$1x'`.
 *
 * A key is written twice in what a browser downloads: where the code asks for it (`t('...')`)
 * and in its catalog, once per locale fetched. Across 1,400 keys that is about 5 KB gzip of
 * English and as much again for each other locale's catalogs (bench/RESULTS.md). The build
 * replaces every string literal that is exactly a key, in the code and in the catalogs alike,
 * with an id made from the key's rank among all keys; the source, the tests and the server's
 * first paint keep the keys as written.
 *
 * A key the code builds at run time (`t(\`lifecycle.task.${status}\`)`) keeps its name: any key
 * that starts with the text before a template literal's first `${` (when that text holds a dot)
 * or before a `+`, is left as it is. That is the whole contract: build a key from a literal
 * head in one expression, or write it out.
 */

/** Catalogs whose keys are compacted: every `i18n/en.ts` of the widget but the rules' (servers read those). */
const CATALOG = /(^|\/)i18n\/(.+\/)?en\.ts$/;
const SKIPPED = /(^|\/)(rules|server)\/|\.test\.tsx?$/;

export interface TextKeys {
  /** Each compacted key and its id. */
  ids: Map<string, string>;
  /** The heads of keys the code builds at run time: keys starting with one keep their name. */
  dynamicHeads: string[];
}

function sourceFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    const rel = relative(root, path).split(sep).join('/');
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(rel) ? [rel] : [];
  });
}

/** The keys a catalog's source defines: `'screen.key':` at the start of a line. */
export function catalogKeys(source: string): string[] {
  return [...source.matchAll(/^\s*['"]([\w.-]+\.[\w.-]+)['"]\s*:/gm)].map((m) => m[1] as string);
}

/** The heads of keys built at run time: a template literal's text before `${`, a literal before `+`. */
export function dynamicKeyHeads(source: string): string[] {
  const heads = [
    ...[...source.matchAll(/`([\w.-]*)\$\{/g)].map((m) => m[1] as string),
    ...[...source.matchAll(/['"`]([\w.-]+)['"`]\s*\+/g)].map((m) => m[1] as string),
  ];
  return heads.filter((head) => head.includes('.'));
}

/** An id for the n-th key: `$` and base 36, which no key can be (keys hold a dot). */
const idOf = (n: number) => `$${n.toString(36)}`;

/** Reads the widget's sources under `srcDir`: its catalogs' keys, and the heads it builds keys from. */
export function collectTextKeys(srcDir: string): TextKeys {
  const keys = new Set<string>();
  const heads = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(join(srcDir, file), 'utf8');
    if (CATALOG.test(file)) for (const key of catalogKeys(source)) keys.add(key);
    for (const head of dynamicKeyHeads(source)) heads.add(head);
  }
  const dynamicHeads = [...heads].sort();
  const fixed = [...keys].filter((key) => !dynamicHeads.some((head) => key.startsWith(head))).sort();
  return { ids: new Map(fixed.map((key, n) => [key, idOf(n)])), dynamicHeads };
}

/** `source` with every string literal that is exactly a compacted key written as its id. */
export function compactTextKeys(source: string, ids: ReadonlyMap<string, string>): string {
  return source.replace(/(['"`])([\w.-]+\.[\w.-]+)\1/g, (literal, quote: string, key: string) => {
    const id = ids.get(key);
    return id ? `${quote}${id}${quote}` : literal;
  });
}

/**
 * The esbuild plugin: loads each of the widget's `.ts` and `.tsx` files under `srcDir` with its
 * keys compacted (`$` ids), but the rules' and the server entry's, which servers read as written.
 */
export function compactTextKeysPlugin(srcDir: string): Plugin {
  const { ids } = collectTextKeys(srcDir);
  const root = srcDir.split(sep).join('/');
  return {
    name: 'compact-text-keys',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const path = args.path.split(sep).join('/');
        if (!path.startsWith(`${root}/`) || SKIPPED.test(path.slice(root.length + 1))) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return { contents: compactTextKeys(source, ids), loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
