import { describe, expect, test } from 'vitest';
import en from './en';
import es from './es';
import fr from './fr';
import zhHans from './zh-Hans';
import zhHant from './zh-Hant';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const enKeys = Object.keys(en).sort();

describe.each([
  ['en', en],
  ['es', es],
  ['fr', fr],
  ['zh-Hans', zhHans],
  ['zh-Hant', zhHant],
] as const)('catalog %s', (_locale, catalog) => {
  test('has exactly the keys of en', () => {
    const keys = Object.keys(catalog).sort();
    expect(enKeys.filter((k) => !(k in catalog))).toEqual([]);
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });

  test('has no empty text', () => {
    expect(Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
  });

  test('uses the placeholders of en in every text', () => {
    const mismatched = enKeys.filter(
      (k) => JSON.stringify(placeholders(catalog[k] ?? '')) !== JSON.stringify(placeholders(en[k] ?? '')),
    );
    expect(mismatched).toEqual([]);
  });

  test('uses keys of the form screen.key, common.key or error.key', () => {
    expect(Object.keys(catalog).filter((k) => !/^[a-zA-Z]+\.[a-zA-Z0-9]+$/.test(k))).toEqual([]);
  });
});

test('en keeps the spec texts verbatim', () => {
  expect(en['error.network']).toBe('Network Error');
  expect(en['error.timeout']).toBe('timeout of {ms} ms exceeded');
  expect(en['error.aborted']).toBe('Request aborted');
  expect(en['error.connectionTimeout']).toBe('The connection timed out, click the screen to try again.');
  expect(en['error.unreadFailed']).toBe('failed to fetch unread messages');
  expect(en['common.copied']).toBe('Content copied');
  expect(en['common.copyFailed']).toBe('Copy failed, please copy manually');
  expect([en['common.loadMore'], en['common.loading'], en['common.noMore']]).toEqual([
    'load more',
    'loading',
    'no more',
  ]);
  expect(zhHans['common.linkCopied']).toBe('链接已复制，请在浏览器中打开');
});

test('every literal key the kit and the screens translate exists in en', () => {
  // Vite's import.meta.glob reads the sources as text; no vite types in this project.
  // @ts-expect-error ImportMeta.glob is declared by vite/client only
  const sources: Record<string, string> = import.meta.glob(
    ['../ui/**/*.{ts,tsx}', '../screens/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
    { query: '?raw', import: 'default', eager: true },
  );
  const missing = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const line of text.split('\n')) {
      if (/^\s*(\*|\/\/)/.test(line)) continue; // doc examples
      for (const m of line.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9]+)'/g)) {
        if (!(m[1] && m[1] in en)) missing.add(`${file}: ${m[1]}`);
      }
    }
  }
  expect(Object.keys(sources).length).toBeGreaterThan(10);
  expect([...missing]).toEqual([]);
});
