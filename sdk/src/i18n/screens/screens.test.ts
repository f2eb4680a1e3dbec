import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../config';
import type { Catalog, CatalogLoader, ScreenMessages } from '..';
import { screenTexts } from '.';

// Every screen beyond the first load shares one set of texts, one file per locale
// (i18n/screens/<locale>.ts), which spreads the catalogs of all those screens and of the kit.
// The screens a first load shows keep their English inline and their own files.

/** The folders (under sdk/src) whose screens keep their English inline: what a first load shows. */
const FIRST_LOAD_SCREENS = [
  'screens/pages/homeView',
  'screens/pages/taskCentered',
  'screens/pages/taskCentered/filters',
  'screens/pages/messageCenter',
  'screens/pages/messageCenter/confirm',
  'screens/pages/couponView',
];
/** Catalogs that are not a screen's or a kit part's: the core's, the page base's, the servers' rules. */
const NOT_SHARED = /^(i18n|i18n\/common|i18n\/screens|router\/not-found|rules)$/;

// @ts-expect-error ImportMeta.glob is declared by vite/client only
const catalogFiles: Record<string, Catalog> = import.meta.glob(
  ['../../**/i18n/*.ts', '../lifecycle/*.ts', '!**/*.test.ts'],
  {
    import: 'default',
    eager: true,
  },
);
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const sharedFiles: Record<string, Catalog> = import.meta.glob(['./*.ts', '!./*.test.ts', '!./index.ts'], {
  import: 'default',
  eager: true,
});
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const screenMessages: Record<string, ScreenMessages> = import.meta.glob('../../screens/**/messages.ts', {
  import: 'default',
  eager: true,
});

/** `../../screens/pages/aboutUs/i18n/es.ts` -> `screens/pages/aboutUs`; `../lifecycle/es.ts` -> `i18n/lifecycle`. */
function ownerOf(file: string): string {
  if (file.startsWith('../lifecycle/')) return 'i18n/lifecycle';
  if (file.startsWith('../common/')) return 'i18n/common';
  if (/^\.\.\/[^/]+\.ts$/.test(file)) return 'i18n';
  return file.replace(/^\.\.\/\.\.\//, '').replace(/\/?i18n\/[^/]+\.ts$/, '');
}
const localeOf = (file: string) => file.split('/').at(-1)?.replace(/\.ts$/, '');

const shared = Object.keys(catalogFiles).filter((file) => {
  const owner = ownerOf(file);
  return !NOT_SHARED.test(owner) && !FIRST_LOAD_SCREENS.includes(owner);
});

describe.each(LOCALES)('the shared file in %s', (locale) => {
  const catalogs = shared.filter((file) => localeOf(file) === locale);

  test('holds every catalog of the screens beyond the first load and of the kit, as written', () => {
    expect(catalogs.length).toBeGreaterThan(60);
    const expected: Catalog = Object.assign({}, ...catalogs.map((file) => catalogFiles[file]));
    expect(sharedFiles[`./${locale}.ts`]).toEqual(expected);
  });

  test('has no key that two catalogs give different texts', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of catalogs)
      for (const [key, text] of Object.entries(catalogFiles[file] ?? {})) {
        if (seen.has(key) && seen.get(key) !== text) clashes.push(`${key} (${ownerOf(file)})`);
        seen.set(key, text);
      }
    expect(clashes).toEqual([]);
  });

  test('is what its loader fetches', async () => {
    expect((await (screenTexts[locale] as CatalogLoader)()).default).toBe(sharedFiles[`./${locale}.ts`]);
  });
});

describe('the screens', () => {
  const byFolder = Object.entries(screenMessages).map(
    ([file, messages]) =>
      [file.replace(/^\.\.\/\.\.\//, '').replace(/\/messages\.ts$/, ''), messages] as const,
  );

  test('beyond the first load export the shared set', () => {
    const beyond = byFolder.filter(([folder]) => !FIRST_LOAD_SCREENS.includes(folder));
    expect(beyond.length).toBeGreaterThan(55);
    for (const [folder, messages] of beyond) expect(messages, folder).toBe(screenTexts);
  });

  test('of the first load keep their English inline', () => {
    for (const folder of FIRST_LOAD_SCREENS) {
      const messages = byFolder.find(([f]) => f === folder)?.[1];
      expect(typeof messages?.en, folder).toBe('object');
      expect(Object.keys(messages?.en ?? {}).length, folder).toBeGreaterThan(0);
    }
  });
});
