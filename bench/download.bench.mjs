// Everything one person can download from the SDK in one locale, every screen included: the
// ESM build (sdk/dist), each JavaScript file gzipped on its own (as a browser fetches them one
// by one), without the texts of the other four locales and the entries only servers import
// (rules.js, server.js). A page embeds the widget one way: the core alone (index.js), or
// through the React adapter (react.js), the element (element.js) or the script-tag loader
// (marketplace.iife.js), each of which loads the core; the largest of the three is counted.
// Reported per route group.
// A locale's texts are the files under an `i18n/` folder named `<locale>-<hash>.js`, English
// included (the shared file of every screen beyond the first load, i18n/screens/en-<hash>.js);
// the screens of a first load also carry their English inline.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from '../scripts/lib/builds.mjs';

const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'];
const GROUPS = ['pages', 'pagesPerson', 'pagesCommunity', 'pagesManage', 'pagesCommon'];
const NOT_DOWNLOADED = new Set(['rules.js', 'server.js']);
/** The ways in beside the core, one per page: only the largest of them is counted. */
const WRAPPERS = ['react.js', 'element.js', 'marketplace.iife.js'];
const GOAL_BYTES = 200 * 1024;

ensureBuilt({ log: () => {} });
const dist = join(root, 'sdk', 'dist');
const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js') && !NOT_DOWNLOADED.has(file));

/** The locale of a text file by its name (`.../i18n/<locale>-<hash>.js`), or null. */
function namedLocaleOf(file) {
  const parts = file.split(sep);
  if (!parts.includes('i18n')) return null;
  const name = parts.at(-1) ?? '';
  return (
    LOCALES.filter((locale) => name.startsWith(`${locale}-`)).sort((a, b) => b.length - a.length)[0] ?? null
  );
}

/** The files a file imports statically (`import ... from "./x.js"`, `import "./x.js"`), relative to dist. */
function staticImportsOf(file) {
  const text = readFileSync(join(dist, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)].map((m) => join(dirname(file), m[1]));
}

/**
 * The locale each file holds texts of, or null when it is code for every locale. A shared chunk
 * that only one locale's texts import (a kit part's catalog that a screen's catalog merges, as
 * the hall's takes the order card's) is that locale's too, whatever its name.
 */
function localesOf(all) {
  const locale = new Map(all.map((file) => [file, namedLocaleOf(file)]));
  const importers = new Map(all.map((file) => [file, []]));
  for (const file of all) for (const imported of staticImportsOf(file)) importers.get(imported)?.push(file);
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of all) {
      if (locale.get(file) !== null) continue;
      const from = new Set(importers.get(file)?.map((importer) => locale.get(importer)));
      const [only] = from;
      if (from.size === 1 && only) {
        locale.set(file, only);
        changed = true;
      }
    }
  }
  return locale;
}
const localeOfFile = localesOf(files);
const localeOf = (file) => localeOfFile.get(file) ?? null;

/** The route group a file belongs to: its screen's folder or its group table; else the core and shared chunks. */
function groupOf(file) {
  const parts = file.split(sep);
  if (parts[0] === 'screens' && GROUPS.includes(parts[1] ?? '')) return parts[1];
  if (parts[0] === 'router' && parts[1] === 'groups') {
    const table = GROUPS.find((group) => (parts[2] ?? '').startsWith(`${group}-`));
    if (table) return table;
  }
  return 'core and shared';
}

const gzipped = files.map((file) => ({
  file,
  locale: localeOf(file),
  group: groupOf(file),
  gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
}));
const wrappers = gzipped.filter((f) => WRAPPERS.includes(f.file));
const largestWrapper = wrappers.reduce((a, b) => (b.gzip > a.gzip ? b : a));
const sized = gzipped.filter((f) => !WRAPPERS.includes(f.file) || f === largestWrapper);

console.log(`sdk/dist, ${files.length} JavaScript files; each gzipped alone (level 9).`);
console.log(
  `Ways in beside the core: ${wrappers.map((f) => `${f.file} ${f.gzip.toLocaleString('en')} B`).join(', ')}; the largest counted.\n`,
);
console.log(
  `| locale | ${['core and shared', ...GROUPS].join(' | ')} | everything | of the ${GOAL_BYTES / 1024} KB goal |`,
);
console.log(`|---|${['core and shared', ...GROUPS].map(() => '---:').join('|')}|---:|---:|`);
const totals = new Map();
for (const locale of LOCALES) {
  const mine = sized.filter((f) => f.locale === null || f.locale === locale);
  const byGroup = ['core and shared', ...GROUPS].map((group) =>
    mine.filter((f) => f.group === group).reduce((sum, f) => sum + f.gzip, 0),
  );
  const total = byGroup.reduce((a, b) => a + b, 0);
  totals.set(locale, total);
  console.log(
    `| ${locale} | ${byGroup.map((n) => n.toLocaleString('en')).join(' | ')} | ${total.toLocaleString('en')} | ${((100 * total) / GOAL_BYTES).toFixed(0)} % |`,
  );
}
// Routes with a screen, from the source (a group's screens are one chunk with its table).
const screenSources = join(root, 'sdk', 'src', 'screens');
const routes = GROUPS.flatMap((group) =>
  readdirSync(join(screenSources, group), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(join(screenSources, group, entry.name, `${entry.name}.tsx`)),
    )
    .map((entry) => `${group}/${entry.name}`),
);
console.log(`\n${routes.length} routes have a screen in this build; ${relative(root, dist)} as built now.`);

// `--check` (npm run test:size): every locale must keep meeting the goal.
if (process.argv.includes('--check')) {
  const over = LOCALES.filter((locale) => (totals.get(locale) ?? 0) > GOAL_BYTES);
  for (const locale of over)
    console.error(
      `\nEverything one person downloads in ${locale} is ${totals.get(locale).toLocaleString('en')} B, above the ${GOAL_BYTES.toLocaleString('en')} B goal: find the bytes before adding them.`,
    );
  if (over.length) process.exit(1);
  console.log(`\nEvery locale within ${GOAL_BYTES.toLocaleString('en')} B, checked.`);
}
