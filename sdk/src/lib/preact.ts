/**
 * The one file through which framework imports pass. Screens and ui import from here, never
 * from `preact` directly, so the framework can be swapped in one place. The exceptions are the
 * core's own components (app/shell, app/contexts, router/page-view, app/lazy-tab-bar and the
 * tab bar, app/mount; lib/jsx.ts too): importing this file brings preact/hooks along, whose
 * module installs itself into preact's options as it loads, so no bundler can leave it out.
 * They are class components taking `preact` alone, and the hooks come with the first screen.
 */

export type { ComponentChildren, ComponentType, FunctionComponent, JSX, VNode } from 'preact';
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
