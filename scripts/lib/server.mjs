// How to run the reference server from its TypeScript sources.

/**
 * Node flags that run a server entry (`reference-app/server/src/main.ts`) from source: tsx for
 * TypeScript, and the `marketplace-source` condition so that `@marketplace/sdk/rules` resolves to
 * `sdk/src/rules/` rather than a build that may be missing or stale (see docs/server-design.md).
 *
 * @example spawn(process.execPath, [...SERVER_NODE_FLAGS, 'reference-app/server/src/main.ts'])
 */
export const SERVER_NODE_FLAGS = ['--conditions=marketplace-source', '--import', 'tsx'];
