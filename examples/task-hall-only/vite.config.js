import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The hall's own modules (the SDK's lazy chunks), by their path in the SDK package. */
const HALL_MODULES = [
  /\/screens\/pages\/taskCentered\/taskCentered-[^/]+\.js$/,
  /\/app\/page-base-[^/]+\.js$/,
  // the order cards, which the hall fetches with its first page of orders, and the icons of
  // the loading state it shows while that page comes
  /\/ui\/order-card-[^/]+\.js$/,
  /\/ui\/state-icons-[^/]+\.js$/,
];

/**
 * One chunk (`hall-*.js`) for the hall's first frame: its screen, the page base, the order
 * cards, the state icons and every SDK module they import, instead of the twenty-odd chunks
 * the SDK's build splits them into, each a request and a module to instantiate
 * (bench/RESULTS.md, "First render", 2026-11-27). The entry imports it statically, so Vite
 * links it; preloadHall below then finds little or nothing left to link.
 */
const hallChunk = {
  name: 'hall',
  test: (id) => HALL_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/'))),
  includeDependenciesRecursively: true,
};

/**
 * `<link rel="modulepreload">` for the hall's screen, the page base and every chunk they
 * import, so they arrive with the entry instead of after the SDK asks for them. The entry and
 * its static imports are linked by Vite itself.
 */
function preloadHall() {
  return {
    name: 'handy-street:preload-hall',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (names, into = new Set()) => {
          for (const name of names) {
            if (into.has(name)) continue;
            into.add(name);
            closure(byName.get(name)?.imports ?? [], into);
          }
          return into;
        };
        const linked = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const hall = closure(
          chunks
            .filter((chunk) => HALL_MODULES.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')))
            .map((chunk) => chunk.fileName),
        );
        return [...hall]
          .filter((name) => !linked.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${name}`, crossorigin: '' },
            injectTo: 'head',
          }));
      },
    },
  };
}

// The partner's own build. `@marketplace/sdk` is bundled like any npm dependency: the SDK's
// screens stay lazy chunks of this build, fetched from this site when the hall needs them;
// the hall's are preloaded from the HTML (src/boot.js mounts it before React loads).
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  plugins: [react(), preloadHall()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: [hallChunk] } } },
  },
});
