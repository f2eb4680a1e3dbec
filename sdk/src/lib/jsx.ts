/**
 * The JSX factory. The build compiles JSX to calls of these two (classic runtime: esbuild's
 * `inject` in tsup.config.ts, oxc's `jsxInject` in vitest.config.ts), so no source file
 * imports them and the bundle carries no `preact/jsx-runtime`. `h(type, props, ...children)`
 * writes fewer bytes than `jsx(type, { ...props, children: [...] })`. The names are unusual on
 * purpose: a local variable of the same name (an `h` for hours) cannot shadow them.
 */
// From preact itself, not from ./preact: esbuild adds the inject to every module, preact's own
// included, and a path through preact/hooks here would evaluate the hooks before preact.
export { Fragment as __jsxFragment, h as __jsxH } from 'preact';
