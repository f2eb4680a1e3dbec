/**
 * The one file through which framework imports pass. Screens, ui and the shell import from
 * here, never from `preact` directly, so the framework can be swapped in one place. The core
 * imports from ./preact-core, the same without the hooks.
 */

export type { ComponentChildren, ComponentType, FunctionComponent, JSX, VNode } from 'preact';
// from preact itself, not `export *` from ./preact-core: that would be a chunk of its own (empty)
export { Component, createContext, Fragment, h, render } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
