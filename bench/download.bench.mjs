// Everything one person can download from the SDK in one locale, every screen included: the
// ESM build (sdk/dist), each JavaScript file gzipped on its own (as a browser fetches them one
// by one), without the texts of the other four locales, the script-tag loader (a page loads
// either it or index.js) and the server-only rules entry. Reported per route group.
// English texts are inline in each chunk; a locale's own texts are the files under an `i18n/`
// folder named `<locale>-<hash>.js`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, root } from '../scripts/lib/builds.mjs';

const LOCALES = ['en', 'es', 'fr', 'zh-Hans', 'zh-Hant'];
const GROUPS = ['pages', 'pagesPerson', 'pagesCommunity', 'pagesManage', 'pagesCommon'];
const NOT_DOWNLOADED = new Set(['marketplace.iife.js', 'rules.js']);
const GOAL_BYTES = 200 * 1024;

ensureBuilt({ log: () => {} });
const dist = join(root, 'sdk', 'dist');
const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.js') && !NOT_DOWNLOADED.has(file));

/** The locale a file holds texts of, or null when it is code for every locale. */
function localeOf(file) {
  const parts = file.split(sep);
  if (!parts.includes('i18n')) return null;
  const name = parts.at(-1) ?? '';
  return (
    LOCALES.filter((locale) => name.startsWith(`${locale}-`)).sort((a, b) => b.length - a.length)[0] ?? null
  );
}

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

const sized = files.map((file) => ({
  file,
  locale: localeOf(file),
  group: groupOf(file),
  gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
}));

console.log(`sdk/dist, ${files.length} JavaScript files; each gzipped alone (level 9).\n`);
console.log(
  `| locale | ${['core and shared', ...GROUPS].join(' | ')} | everything | of the ${GOAL_BYTES / 1024} KB goal |`,
);
console.log(`|---|${['core and shared', ...GROUPS].map(() => '---:').join('|')}|---:|---:|`);
for (const locale of LOCALES) {
  const mine = sized.filter((f) => f.locale === null || f.locale === locale);
  const byGroup = ['core and shared', ...GROUPS].map((group) =>
    mine.filter((f) => f.group === group).reduce((sum, f) => sum + f.gzip, 0),
  );
  const total = byGroup.reduce((a, b) => a + b, 0);
  console.log(
    `| ${locale} | ${byGroup.map((n) => n.toLocaleString('en')).join(' | ')} | ${total.toLocaleString('en')} | ${((100 * total) / GOAL_BYTES).toFixed(0)} % |`,
  );
}
const screens = sized.filter((f) => f.file.startsWith(`screens${sep}`) && f.locale === null);
const routes = new Set(screens.map((f) => f.file.split(sep).slice(0, 3).join('/')));
console.log(`\n${routes.size} routes have a screen in this build; ${relative(root, dist)} as built now.`);
