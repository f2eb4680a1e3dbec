import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const jsxFactory = fileURLToPath(new URL('./sdk/src/lib/jsx.ts', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          // as in the build (tsup.config.ts): react, react-dom and their subpaths -> @preact/compat
          alias: [{ find: /^react(-dom)?(?=\/|$)/, replacement: '@preact/compat' }],
        },
        // JSX as the build compiles it (sdk/tsconfig.build.json): h() calls, factory injected
        oxc: {
          jsx: { runtime: 'classic', pragma: '__jsxH', pragmaFrag: '__jsxFragment', development: false },
          jsxInject: `import { __jsxH, __jsxFragment } from '${jsxFactory}'`,
        },
        test: {
          name: 'sdk',
          environment: 'happy-dom',
          include: ['sdk/**/*.test.{ts,tsx}'],
          setupFiles: ['sdk/test/setup.ts'],
          // A test's own time on a loaded two-core CI machine, not a performance check (bench/ is).
          testTimeout: 20000,
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
