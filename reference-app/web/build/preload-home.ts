import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The modules the first screen (home) needs beyond the host's entry, by their source path. */
const FIRST_SCREEN = [/\/screens\/pages\/homeView\/homeView-[^/]+\.js$/, /\/app\/page-base-[^/]+\.js$/];

/**
 * What the mount asks for before home is drawn, besides home and the page base: the tab bar
 * and the hash history of `routing: 'hash'`. With those two, they and everything they import
 * make one chunk.
 */
const FIRST_FRAME = [...FIRST_SCREEN, /\/app\/tab-bar-[^/]+\.js$/, /\/router\/hash-history-[^/]+\.js$/];

/** The first data home asks for, as the SDK's transport asks for it (same URL, cors, same-origin). */
const FIRST_DATA = ['/api/banner/info?position=home'];

/**
 * One chunk for home's first frame (`first-*.js`): home's screen, the page base, the tab bar,
 * the hash history and every SDK module they import, instead of the 22 chunks the SDK's build
 * splits them into. The entry imports it statically, so Vite links it from the HTML. Measured
 * on an idle machine at 4x CPU throttle (bench/RESULTS.md, 2026-11-27): 22 module requests
 * took until 400 ms to arrive and run, one took until 220 ms, and the first render of home
 * went from 853 ms to 549 ms (median of 9). A deep link to another screen loads this chunk
 * with the core (about 13 KB gzip) and its own chunks after.
 */
const firstFrameChunk = {
  name: 'first',
  test: (id: string) =>
    /[\\/]sdk[\\/]dist[\\/]/.test(id) && FIRST_FRAME.some((p) => p.test(id.replaceAll('\\', '/'))),
  includeDependenciesRecursively: true,
};

/**
 * Removes the waterfall of a first visit to home (HTML, then the host bundle, then the SDK's
 * home chunk and the page base, then their shared chunks, then the banners): `index.html`
 * asks for all of them at once. `<link rel="modulepreload">` for the home screen's chunk, the
 * page base and every chunk they import (the entry excepted, it is loaded anyway), and
 * `<link rel="preload" as="fetch">` for the banner call, which the SDK's fetch then takes from
 * the preload cache. A deep link to another screen fetches these few KB for nothing. The
 * entry (`src/boot.ts`: the SDK's core, which mounts at once) and its static imports are
 * linked by Vite itself; React's host is a lazy chunk the boot loads later.
 */
export function preloadHome(): Plugin {
  return {
    name: 'marketplace:preload-home',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [firstFrameChunk] } } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The entry and what it imports statically: Vite links those already.
        const linked = new Set<string>();
        const link = (fileName: string) => {
          if (linked.has(fileName)) return;
          linked.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) link(imported);
        };
        if (entry) link(entry.fileName);
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName) || linked.has(fileName)) return;
          wanted.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) {
          if (FIRST_SCREEN.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) visit(chunk.fileName);
        }
        const base = ctx.server ? '/' : '/web/';
        const modules: HtmlTagDescriptor[] = [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${fileName}`, crossorigin: '' },
          injectTo: 'head',
        }));
        const data: HtmlTagDescriptor[] = FIRST_DATA.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' },
          injectTo: 'head',
        }));
        return [...data, ...modules];
      },
    },
  };
}
