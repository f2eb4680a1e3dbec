import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The modules the first screen (home) needs beyond the host's entry, by their source path. */
const FIRST_SCREEN = [/\/screens\/pages\/homeView\/homeView-[^/]+\.js$/, /\/app\/page-base-[^/]+\.js$/];

/**
 * What the mount asks for before home is drawn, besides home and the page base: the tab bar
 * and the hash history of `routing: 'hash'`.
 */
const FIRST_FRAME = [
  ...FIRST_SCREEN,
  /\/app\/tab-bar-[^/]+\.js$/,
  /\/router\/hash-history-[^/]+\.js$/,
  // and what it fetches right after: the dark sheet (`theme: 'auto'`), the loading state's icons
  /\/app\/dark-[^/]+\.js$/,
  /\/ui\/state-icons-[^/]+\.js$/,
];

/** couponView, whose launch rules the mount runs half a second after it starts. */
const LAUNCH = [/\/screens\/pages\/couponView\/couponView-[^/]+\.js$/];

/** The task hall, the second tab: its screen, its order cards and its filter panel. */
const HALL = [
  /\/screens\/pages\/taskCentered\/taskCentered-[^/]+\.js$/,
  /\/screens\/pages\/taskCentered\/filters\/filters-[^/]+\.js$/,
  /\/ui\/order-card-[^/]+\.js$/,
];

/** The first data home asks for, as the SDK's transport asks for it (same URL, cors, same-origin). */
const FIRST_DATA = ['/api/banner/info?position=home'];

/**
 * The chunks of the web host's own build, instead of the SDK's fine split (about 200 chunks,
 * one per set of screens sharing a module; right for a partner that loads one screen, not for
 * the standalone app's first visit), through Rolldown's `codeSplitting` groups:
 *
 * - `first-*.js`: home's first frame (home, the page base, the tab bar, the hash history, the
 *   dark sheet, the state icons) and every SDK module they import. The entry imports it
 *   statically, so Vite links it from the HTML. Measured on an idle machine at 4x CPU throttle
 *   (bench/RESULTS.md, 2026-11-27): 22 module requests took until 400 ms to arrive and run, one
 *   took until 220 ms, and home's median first render went from 853 ms to 549 ms.
 * - `launch-*.js`: couponView, which the mount fetches half a second after it starts, with what
 *   it shares with no first-frame module (before, eight requests).
 * - `hall-*.js`: the task hall, its cards and its filter panel (before, eight requests).
 *
 * Priorities put a module two groups share in the earlier one: the first frame, then the launch
 * (every visit loads both), then the hall. Bytes on the wire of a first visit (bench/RESULTS.md,
 * "Bytes on the wire"): home 106,888 -> 95,271 B, the hall 117,542 -> 98,512 B.
 */
const sdkModule = (patterns: RegExp[]) => (id: string) =>
  /[\\/]sdk[\\/]dist[\\/]/.test(id) && patterns.some((p) => p.test(id.replaceAll('\\', '/')));
const firstFrameChunk = {
  name: 'first',
  test: sdkModule(FIRST_FRAME),
  includeDependenciesRecursively: true,
  priority: 3,
};
const launchChunk = {
  name: 'launch',
  test: sdkModule(LAUNCH),
  includeDependenciesRecursively: true,
  priority: 2,
};
const hallChunk = { name: 'hall', test: sdkModule(HALL), includeDependenciesRecursively: true, priority: 1 };

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
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [firstFrameChunk, launchChunk, hallChunk] } } },
      },
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
