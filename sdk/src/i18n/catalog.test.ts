import { describe, expect, test } from 'vitest';
import downloadFileZhHans from '../screens/pages/downloadFile/i18n/zh-Hans';
import homeViewZhHans from '../screens/pages/homeView/i18n/zh-Hans';
import copyTextEn from '../ui/copy-text/i18n/en';
import commonEn from './common/en';
import commonEs from './common/es';
import commonFr from './common/fr';
import commonZhHans from './common/zh-Hans';
import commonZhHant from './common/zh-Hant';
import en from './en';
import es from './es';
import fr from './fr';
import type { Catalog } from './index';
import lifecycleEn from './lifecycle/en';
import lifecycleEs from './lifecycle/es';
import lifecycleFr from './lifecycle/fr';
import lifecycleZhHans from './lifecycle/zh-Hans';
import lifecycleZhHant from './lifecycle/zh-Hant';
import zhHans from './zh-Hans';
import zhHant from './zh-Hant';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Every screen's own catalogs, by screen folder: `screens/<group>/<name>/i18n/<locale>.ts`, and
// those of its lazy parts, checked as the screen's: `screens/<group>/<name>/<part>/i18n/<locale>.ts`.
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const screenFiles: Record<string, Catalog> = import.meta.glob(
  ['../screens/*/*/i18n/*.ts', '../screens/*/*/*/i18n/*.ts'],
  { import: 'default', eager: true },
);
// The kit's own catalogs, by component: `ui/<component>/i18n/<locale>.ts` (the order card's), and
// the router's pages', by page: `router/<page>/i18n/<locale>.ts` (the not-found page's).
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const kitFiles: Record<string, Catalog> = import.meta.glob(['../ui/*/i18n/*.ts', '../router/*/i18n/*.ts'], {
  import: 'default',
  eager: true,
});
const LOCALE_FILES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'];
const screenCatalogs = new Map<string, Record<string, Catalog>>();
for (const [file, catalog] of Object.entries(screenFiles)) {
  const [, screen, locale] = file.match(/\/screens\/\w+\/(\w+)\/(?:[\w-]+\/)?i18n\/([\w-]+)\.ts$/) ?? [];
  if (!screen || !locale) throw new Error(`unexpected catalog file ${file}`);
  const byLocale = screenCatalogs.get(screen);
  screenCatalogs.set(screen, { ...byLocale, [locale]: { ...byLocale?.[locale], ...catalog } });
}

/** The same checks for the core catalogs and for each screen's: keys, texts, placeholders. */
function checkCatalogs(scope: string, byLocale: Record<string, Catalog>, keyPattern: RegExp) {
  const reference = byLocale.en ?? {};
  const enKeys = Object.keys(reference).sort();
  describe.each(LOCALE_FILES)(`${scope} catalog %s`, (locale) => {
    const catalog = byLocale[locale] ?? {};
    test('has exactly the keys of en', () => {
      expect(enKeys.filter((k) => !(k in catalog))).toEqual([]);
      expect(Object.keys(catalog).filter((k) => !(k in reference))).toEqual([]);
    });

    test('has no empty text', () => {
      expect(Object.entries(catalog).filter(([, v]) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
    });

    test('uses the placeholders of en in every text', () => {
      const mismatched = enKeys.filter(
        (k) =>
          JSON.stringify(placeholders(catalog[k] ?? '')) !== JSON.stringify(placeholders(reference[k] ?? '')),
      );
      expect(mismatched).toEqual([]);
    });

    test(`uses keys of the form ${keyPattern}`, () => {
      expect(Object.keys(catalog).filter((k) => !keyPattern.test(k))).toEqual([]);
    });
  });
}

checkCatalogs('core', { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant }, /^(common|error)\.[a-zA-Z0-9]+$/);
checkCatalogs(
  'common',
  { en: commonEn, es: commonEs, fr: commonFr, 'zh-Hans': commonZhHans, 'zh-Hant': commonZhHant },
  /^common\.[a-zA-Z0-9]+$/,
);
checkCatalogs(
  'lifecycle',
  {
    en: lifecycleEn,
    es: lifecycleEs,
    fr: lifecycleFr,
    'zh-Hans': lifecycleZhHans,
    'zh-Hant': lifecycleZhHant,
  },
  /^lifecycle\.(task|order|action|event|role)\.[a-z_-]+$/,
);
const kitCatalogs = new Map<string, Record<string, Catalog>>();
for (const [file, catalog] of Object.entries(kitFiles)) {
  const [, component = '', locale = ''] = file.match(/\/(?:ui|router)\/([\w-]+)\/i18n\/([\w-]+)\.ts$/) ?? [];
  const scope = component.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  kitCatalogs.set(scope, { ...kitCatalogs.get(scope), [locale]: catalog });
}
for (const [scope, byLocale] of kitCatalogs)
  checkCatalogs(scope, byLocale, new RegExp(`^${scope}\\.[a-zA-Z0-9]+$`));
// A screen's catalogs may spread a kit component's (taskCentered spreads the order card's, so that
// its first load does without mergeMessages): those keys are the kit's, checked with it above.
const kitKeys = [...kitCatalogs.keys()].join('|');
for (const [screen, byLocale] of screenCatalogs) {
  checkCatalogs(screen, byLocale, new RegExp(`^(${screen}|${kitKeys})\\.[a-zA-Z0-9]+$`));
}
const kitEn: Catalog = Object.assign({}, ...[...kitCatalogs.values()].map((c) => c.en));

test('every screen with catalogs exports them as its messages', () => {
  // @ts-expect-error ImportMeta.glob is declared by vite/client only
  const sources: Record<string, string> = import.meta.glob('../screens/*/*/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const screensWithText = [...screenCatalogs.keys()];
  expect(screensWithText.length).toBeGreaterThan(5);
  for (const screen of screensWithText) {
    const source = Object.entries(sources).find(([file]) => file.endsWith(`/${screen}/${screen}.tsx`))?.[1];
    expect(source, screen).toContain("export { default as messages } from './messages';");
  }
});

test('a shared key lives in one catalog only: the core or the common one', () => {
  expect(Object.keys(commonEn).filter((k) => k in en)).toEqual([]);
});

test('en keeps the spec texts verbatim', () => {
  expect(en['error.network']).toBe('Network Error');
  expect(en['error.timeout']).toBe('timeout of {ms} ms exceeded');
  expect(en['error.aborted']).toBe('Request aborted');
  expect(en['error.connectionTimeout']).toBe('The connection timed out, click the screen to try again.');
  expect(copyTextEn['copyText.copied']).toBe('Content copied');
  expect(copyTextEn['copyText.failed']).toBe('Copy failed, please copy manually');
  expect([commonEn['common.loadMore'], en['common.loading'], commonEn['common.noMore']]).toEqual([
    'load more',
    'loading',
    'no more',
  ]);
  expect(homeViewZhHans['homeView.linkCopied']).toBe('链接已复制，请在浏览器中打开');
  expect(downloadFileZhHans['downloadFile.linkCopied']).toBe('链接已复制，请在浏览器中打开');
});

test('every literal key the kit and the screens translate exists in en: the core, the common or the screen own', () => {
  // Vite's import.meta.glob reads the sources as text; no vite types in this project.
  // @ts-expect-error ImportMeta.glob is declared by vite/client only
  const sources: Record<string, string> = import.meta.glob(
    [
      '../ui/**/*.{ts,tsx}',
      '../router/**/*.{ts,tsx}',
      '../app/**/*.{ts,tsx}',
      '../screens/**/*.{ts,tsx}',
      '!**/*.test.{ts,tsx}',
      '!**/i18n/*.ts',
    ],
    { query: '?raw', import: 'default', eager: true },
  );
  const missing = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    const screen = file.match(/\/screens\/\w+\/(\w+)\//)?.[1];
    const own = (screen && screenCatalogs.get(screen)?.en) || {};
    for (const line of text.split('\n')) {
      if (/^\s*(\*|\/\/)/.test(line)) continue; // doc examples
      for (const m of line.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9]+)'/g)) {
        if (!(m[1] && (m[1] in en || m[1] in commonEn || m[1] in own || m[1] in kitEn)))
          missing.add(`${file}: ${m[1]}`);
      }
    }
  }
  expect(Object.keys(sources).length).toBeGreaterThan(10);
  expect([...missing]).toEqual([]);
});
