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
        test: {
          name: 'server',
          environment: 'node',
          include: ['reference-app/server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
