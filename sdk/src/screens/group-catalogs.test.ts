import { describe, expect, test } from 'vitest';
import type { Catalog } from '../i18n';

// A route group's screens come in one chunk, and their texts in each locale other than en in one
// file per locale: `screens/<group>/i18n/<locale>.ts`, which every screen of the group loads
// (its messages.ts). A screen the group file leaves out would show its English fallback there.
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const groupFiles: Record<string, Catalog> = import.meta.glob('./*/i18n/*.ts', {
  import: 'default',
  eager: true,
});
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const screenFiles: Record<string, Catalog> = import.meta.glob('./*/*/i18n/*.ts', {
  import: 'default',
  eager: true,
});
// @ts-expect-error ImportMeta.glob is declared by vite/client only
const messageSources: Record<string, string> = import.meta.glob('./*/*/messages.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const groups = [...new Set(Object.keys(groupFiles).map((file) => file.split('/')[1] as string))].sort();

test('the groups whose screens share their texts: pagesCommon, pagesManage, pagesPerson', () => {
  expect(groups).toEqual(['pagesCommon', 'pagesManage', 'pagesPerson']);
});

describe.each(groups)('%s', (group) => {
  const screens = Object.keys(messageSources)
    .filter((file) => file.startsWith(`./${group}/`))
    .map((file) => file.split('/')[2] as string);

  test.each(['es', 'fr', 'zh-Hans', 'zh-Hant'])(
    'its %s file holds every screen of the group, as written',
    (locale) => {
      const expected: Catalog = {};
      for (const screen of screens)
        Object.assign(expected, screenFiles[`./${group}/${screen}/i18n/${locale}.ts`]);
      expect(Object.keys(expected).length).toBeGreaterThan(screens.length);
      expect(groupFiles[`./${group}/i18n/${locale}.ts`]).toEqual(expected);
    },
  );

  test("each screen loads the group's file in every locale but en", () => {
    for (const screen of screens) {
      const source = messageSources[`./${group}/${screen}/messages.ts`] ?? '';
      for (const locale of ['es', 'fr', 'zh-Hans', 'zh-Hant'])
        expect(source, `${screen} ${locale}`).toContain(`import('../i18n/${locale}')`);
      expect(source, screen).not.toContain("import('./i18n/");
    }
  });
});
