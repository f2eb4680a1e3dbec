import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          ],
        },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        test: {
          name: 'sdk',
          environment: 'happy-dom',
          include: ['sdk/**/*.test.{ts,tsx}'],
          setupFiles: ['sdk/test/setup.ts'],
        },
      },
      {
        // The server runs the SDK's shared rules from source (`@marketplace/sdk/rules`, see
        // sdk/package.json), so its tests never wait for an SDK build nor run a stale one.
        ssr: { resolve: { conditions: ['marketplace-source', ...defaultServerConditions] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['reference-app/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
