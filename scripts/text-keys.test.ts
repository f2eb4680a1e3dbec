// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the inputs are source text holding template literals
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, test } from 'vitest';
import {
  catalogKeys,
  collectTextKeys,
  compactTextKeys,
  compactTextKeysPlugin,
  dynamicKeyHeads,
} from './lib/text-keys';

const dir = mkdtempSync(join(tmpdir(), 'text-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tree(name: string, files: Record<string, string>): string {
  const root = join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('reading the sources', () => {
  test('a catalog defines the keys at the start of its lines, its values wrapped or not', () => {
    const source = `import orderCard from '../card';
const en: Catalog = {
  'orderDetail.title': 'Order details',
  "orderDetail.quote": "Guide price",
  'orderDetail.addressLater':
    'The exact address is shown to the provider once the customer has paid.',
  ...orderCard,
};`;
    expect(catalogKeys(source)).toEqual([
      'orderDetail.title',
      'orderDetail.quote',
      'orderDetail.addressLater',
    ]);
  });

  test('a key built at run time gives its head: before `${` with a dot, or before a +', () => {
    const source = [
      't(`lifecycle.task.${task.status}`)',
      't(`community.cat${cap(c)}`)',
      "t('kefu.status' + name)",
      'class={`mp-btn mp-btn--${kind}`}',
      'const path = `p${n}`',
    ].join('\n');
    expect(dynamicKeyHeads(source)).toEqual(['lifecycle.task.', 'community.cat', 'kefu.status']);
  });
});

describe('compacting', () => {
  const ids = new Map([
    ['orderDetail.title', '$0'],
    ['common.loading', '$1'],
  ]);

  test('every literal that is exactly a key, in any quotes, becomes its id', () => {
    const source = `t('orderDetail.title'); t("common.loading"); const k = \`orderDetail.title\`;
const en = { 'orderDetail.title': 'Order details' };`;
    expect(compactTextKeys(source, ids)).toBe(`t('$0'); t("$1"); const k = \`$0\`;
const en = { '$0': 'Order details' };`);
  });

  test('other literals, longer ones and keys it was not given stay as written', () => {
    const source = `t('orderDetail.titles'); t('orderDetail.fee'); import x from './styles.ts'; 'see orderDetail.title'`;
    expect(compactTextKeys(source, ids)).toBe(source);
  });
});

describe('collecting a tree', () => {
  test('keys from every i18n/en.ts, but those a run-time head builds, the rules and the tests', () => {
    const root = tree('collect', {
      'screens/a/i18n/en.ts': `const en = {\n  'a.title': 'A',\n  'a.stateOpen': 'Open',\n  'a.stateShut': 'Shut',\n};`,
      'screens/a/i18n/es.ts': `const es = {\n  'a.title': 'A',\n  'a.onlyInSpanish': 'X',\n};`,
      'screens/a/a.tsx': 't(`a.state${cap(s)}`); t("a.title")',
      'rules/i18n/en.ts': `const en = {\n  'rules.refused': 'No',\n};`,
      'screens/a/a.test.tsx': 't(`a.title${x}`)',
      'i18n/en.ts': `const en = {\n  'common.loading': 'loading',\n};`,
    });
    const { ids, dynamicHeads } = collectTextKeys(root);
    expect(dynamicHeads).toEqual(['a.state']);
    expect([...ids]).toEqual([
      ['a.title', '$0'],
      ['common.loading', '$1'],
    ]);
  });

  test('the widget: ids unique, and no key a run-time head builds is compacted', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '../sdk/src');
    const { ids, dynamicHeads } = collectTextKeys(src);
    expect(ids.size).toBeGreaterThan(500);
    expect(new Set(ids.values()).size).toBe(ids.size);
    expect(dynamicHeads).toContain('lifecycle.task.');
    for (const key of ids.keys()) expect(dynamicHeads.filter((head) => key.startsWith(head))).toEqual([]);
  });
});

test('the plugin: a bundle looks texts up by id, and a key built at run time still finds its text', async () => {
  const root = tree('bundle', {
    'src/i18n/en.ts': `export default {\n  'shop.title': 'Shop',\n  'shop.stateOpen': 'Open now',\n};`,
    'src/index.ts': `import en from './i18n/en';
const t = (key: string) => (en as Record<string, string>)[key] ?? key;
const state = 'Open';
export const shown = [t('shop.title'), t(\`shop.state\${state}\`)];`,
  });
  const out = await build({
    entryPoints: [join(root, 'src/index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    plugins: [compactTextKeysPlugin(join(root, 'src'))],
  });
  const code = out.outputFiles[0]?.text ?? '';
  expect(code).not.toContain('shop.title');
  expect(code).toContain('shop.stateOpen');
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  expect(module.shown).toEqual(['Shop', 'Open now']);
});
