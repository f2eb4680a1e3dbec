import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The partner's own build. `@marketplace/sdk/react` is bundled like any npm dependency: the
// SDK's screens stay lazy chunks of this build, fetched from this site when the hall needs them.
export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
