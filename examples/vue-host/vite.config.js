import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The partner's own build. `<marketplace-view>` is a custom element, not a Vue component: Vue
// leaves it to the browser, passing its bindings as properties and listening to its DOM events.
// `@marketplace/sdk/element` is bundled like any npm dependency; the screens stay lazy chunks.
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'marketplace-view' } },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
});
