import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          // as in the build (tsup.config.ts): react, react-dom and their subpaths -> @preact/compat
          alias: [{ find: /^react(-dom)?(?=\/|$)/, replacement: '@preact/compat' }],
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
