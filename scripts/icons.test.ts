import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CATEGORIES, ICONS, outputs } from './icons.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const iconDir = join(root, 'sdk/src/ui/icons');

/** Self-closed SVG shape elements with quoted attributes, nothing else (no script, no text). */
const SHAPES =
  /^(?:<(?:path|circle|rect|line|polyline|polygon|ellipse)(?: [a-z][a-z0-9-]*="[-0-9a-zA-Z., ]*")+\/>)+$/;

describe('npm run icons', () => {
  test('the generated files are up to date (re-running the script changes nothing)', () => {
    for (const [path, content] of outputs()) {
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path, 'utf8'), path).toBe(content);
    }
  });

  test('the icons folder holds only the listed icons and the licence', () => {
    const expected = [...Object.keys(ICONS).map((n) => `${n}.ts`), 'LICENSE.md'].sort();
    expect(readdirSync(iconDir).sort()).toEqual(expected);
    const licence = readFileSync(join(iconDir, 'LICENSE.md'), 'utf8');
    expect(licence).toContain('ISC');
    for (const name of Object.keys(ICONS)) expect(licence).toContain(`\`${name}\``);
  });

  test.each(Object.keys(ICONS))('%s exports the inner elements of a 24x24 SVG', async (name) => {
    const mod = (await import(pathToFileURL(join(iconDir, `${name}.ts`)).href)) as { default: unknown };
    expect(typeof mod.default).toBe('string');
    expect(mod.default).toMatch(SHAPES);
    // every path starts with a move
    for (const [, d] of (mod.default as string).matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^[Mm]/);
  });

  test.each(Object.keys(CATEGORIES))(
    'the %s category picture is the square with a white Lucide icon',
    (slug) => {
      const svg = readFileSync(join(root, 'reference-app/server/assets/categories', `${slug}.svg`), 'utf8');
      const label = (CATEGORIES as Record<string, [string, string, string]>)[slug]?.[2];
      expect(svg).toContain(`aria-label="${label}"`);
      expect(svg).not.toContain('<text');
      const inner = /<g [^>]*stroke="#ffffff"[^>]*>(.*)<\/g>/.exec(svg)?.[1] ?? '';
      expect(inner).toMatch(SHAPES);
    },
  );
});
