import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { compactTextKeysPlugin } from './scripts/lib/text-keys';

const root = dirname(fileURLToPath(import.meta.url));
const sdk = (p: string) => resolve(root, 'sdk', p);

/**
 * Code is written against `react` and compiled against `@preact/compat`, the alias package
 * Preact publishes (it re-exports `preact/compat` of our one preact): `react/jsx-runtime` ->
 * `@preact/compat/jsx-runtime`, `react-dom/client` -> `@preact/compat/client`. Only the React
 * adapter (react.tsx) keeps the host's real React, as an external peer.
 */
const reactToPreactCompat: Plugin = {
  name: 'react-to-preact-compat',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, async (args) => {
      if (args.importer.endsWith('react.tsx')) return { path: args.path, external: true };
      const subpath = args.path.replace(/^react(-dom)?/, '');
      return build.resolve(`@preact/compat${subpath}`, { resolveDir: args.resolveDir, kind: args.kind });
    });
  },
};

/** redaxios's own ES2015 source (published beside its ES5 build): arrow functions, 26 B gzip less. */
const redaxiosSource: Plugin = {
  name: 'redaxios-source',
  setup(build) {
    build.onResolve({ filter: /^redaxios$/ }, (args) =>
      build.resolve('redaxios/src/index.js', { resolveDir: args.resolveDir, kind: args.kind }),
    );
  },
};

/**
 * The element entry imports the core as `./index.js`, the ESM build's own file beside it:
 * one core per page however the host imports the SDK, and the core's chunks stay as they are.
 */
const coreBesideIt: Plugin = {
  name: 'core-beside-it',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: './index.js', external: true }));
  },
};

/**
 * Chunk names carry four characters of esbuild's content hash, not eight: `homeView-Y4KJ.js`.
 * The core spells out the name of every lazy chunk it may fetch (56 of them: screens, locales,
 * group tables, lazy parts), and random characters do not compress: each one left out of a
 * name takes about 0.6 B gzip off the core, 250 B for the four. Four base32 characters (one
 * in a million that a changed chunk keeps its name) are enough for caches to tell builds
 * apart; a name that would clash with another in its directory keeps the eight. Runs on the
 * files in memory (tsup writes them after), renaming each chunk and its references at once.
 */
const shortChunkHashes: Plugin = {
  name: 'short-chunk-hashes',
  setup(build) {
    build.onEnd((result) => {
      const files = result.outputFiles;
      if (!files) return;
      const hashed = /-([A-Z2-7]{8})\.js$/;
      const taken = new Set(files.map((file) => file.path));
      const shortOf = new Map<string, string>();
      for (const file of files) {
        const hash = hashed.exec(basename(file.path))?.[1];
        if (!hash) continue;
        const shortPath = file.path.replace(hashed, `-${hash.slice(0, 4)}.js`);
        if (taken.has(shortPath)) continue;
        taken.add(shortPath);
        shortOf.set(hash, hash.slice(0, 4));
      }
      if (!shortOf.size) return;
      const reference = new RegExp(`-(${[...shortOf.keys()].join('|')})\\.js`, 'g');
      const rename = (text: string) =>
        text.replace(reference, (_, hash: string) => `-${shortOf.get(hash)}.js`);
      result.outputFiles = files.map((file) => {
        if (!file.path.endsWith('.js')) return file;
        const text = rename(file.text);
        return { path: rename(file.path), text, contents: new TextEncoder().encode(text), hash: file.hash };
      });
    });
  },
};

/**
 * JSX compiles to h() calls (classic runtime) rather than jsx() of preact/jsx-runtime: no
 * children arrays in the props and no runtime module (see src/lib/jsx.ts).
 */
function classicJsx(options: BuildOptions): void {
  options.tsconfig = sdk('tsconfig.build.json');
  options.inject = [sdk('src/lib/jsx.ts')];
}

/** Text keys as short ids in what browsers download (scripts/lib/text-keys.ts); the server's paint keeps them. */
const compactTextKeys = compactTextKeysPlugin(sdk('src'));

const common: Options = {
  platform: 'browser',
  target: 'es2021',
  env: { NODE_ENV: 'production' },
  minify: true,
  sourcemap: false,
  tsconfig: sdk('tsconfig.json'),
  outDir: sdk('dist'),
  esbuildPlugins: [reactToPreactCompat, redaxiosSource, compactTextKeys],
  // Preact, nanostores and redaxios are bundled, never shared with the host page.
  noExternal: [/^preact(\/|$)/, 'nanostores', 'redaxios'],
};

export default defineConfig([
  {
    ...common,
    // ESM: the core entry, the React adapter, one chunk per screen and per locale.
    entry: { index: sdk('src/index.ts'), react: sdk('src/react.tsx') },
    format: ['esm'],
    splitting: true,
    // no `clean`: both builds write to dist/ in parallel, and a clean in one could delete the
    // other's output; the build script empties dist/ first.
    clean: false,
    dts: {
      entry: { index: sdk('src/index.ts'), react: sdk('src/react.tsx') },
      compilerOptions: { ignoreDeprecations: '6.0' },
    },
    external: ['react'],
    esbuildPlugins: [...(common.esbuildPlugins ?? []), shortChunkHashes],
    esbuildOptions(options) {
      // screens land in dist/screens/<group>/<route>/<route>-<hash>.js, locales in dist/i18n/
      options.chunkNames = '[dir]/[name]-[hash]';
      options.outbase = sdk('src');
      // Class fields as written (Chrome 72, Firefox 69, Safari 14): lowered to es2020 they need
      // esbuild's __publicField helper, a shared chunk that every chunk imports, the core's
      // first load included (one request and 0.17 KB gzip more for code the core never runs).
      options.supported = { ...options.supported, 'class-field': true };
      // Text as written, in UTF-8, not as `\uXXXX` escapes: a Chinese character is 3 bytes
      // rather than 6, and compresses better (the zh-Hans and zh-Hant catalogs, the blocked-word
      // list and its table of traditional characters). Module scripts are always read as UTF-8.
      options.charset = 'utf8';
      // Preact's internal fields (`__k`, `__e`, `__`...), 323 uses in the core, get one-letter
      // names: 70 B gzip less. The same names everywhere, since all chunks are one build; the
      // bundled preact is ours alone, so nothing outside reads them.
      options.mangleProps = /^__[a-zA-Z]?$/;
      classicJsx(options);
    },
  },
  {
    ...common,
    // <script> flavour: a small loader exposing the global `Marketplace` and defining
    // <marketplace-view>; it imports the ESM build above from its own directory, so screens
    // stay lazy (see app/loader.ts). Its types are built with the element's, below.
    entry: { marketplace: sdk('src/element/iife.ts') },
    format: ['iife'],
    globalName: 'Marketplace',
    splitting: false,
    clean: false,
    dts: false,
    outExtension: () => ({ js: '.iife.js' }),
    esbuildOptions(options) {
      // the element's class fields as written, as in the ESM build (no __publicField helper)
      options.supported = { ...options.supported, 'class-field': true };
    },
  },
  {
    ...common,
    // `@marketplace/sdk/element`: defines <marketplace-view> on import. Its own build (a third
    // entry in the first one would re-split the core's chunks), importing the core beside it.
    // The types of the script-tag global are built here too, so both share one declaration of
    // the element.
    entry: { element: sdk('src/element/index.ts') },
    format: ['esm'],
    clean: false,
    esbuildPlugins: [coreBesideIt],
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'class-field': true };
    },
    dts: {
      entry: { element: sdk('src/element/index.ts'), 'marketplace.iife': sdk('src/element/global.ts') },
      compilerOptions: { ignoreDeprecations: '6.0' },
    },
  },
  {
    ...common,
    // `@marketplace/sdk/server`, the first paint a host page's server renders (Node): one file
    // with its own Preact and preact-render-to-string, built apart like the rules, for Node, with
    // Preact's fields as published (the renderer reads them; the widget's build renames them).
    entry: { server: sdk('src/server/index.ts') },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    clean: false,
    noExternal: [...(common.noExternal ?? []), 'preact-render-to-string'],
    esbuildPlugins: [reactToPreactCompat, redaxiosSource],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    esbuildOptions(options) {
      options.charset = 'utf8';
      classicJsx(options);
    },
  },
  {
    ...common,
    // `@marketplace/sdk/rules`, the rules servers share: built apart, so that a third entry in
    // the build above does not re-split the widget's chunks.
    entry: { rules: sdk('src/rules/index.ts') },
    format: ['esm'],
    // One file: the per-locale messages the widget fetches one by one (`loadBlockedWordsMessages`)
    // are inlined here, where servers take them all.
    splitting: false,
    clean: false,
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  },
]);
