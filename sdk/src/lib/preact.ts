/**
 * The one file through which framework imports pass. Screens, ui and the shell import from
 * here, never from `preact` directly, so the framework can be swapped in one place.
 */

export type { ComponentChildren, ComponentType, FunctionComponent, JSX, VNode } from 'preact';
export { createContext, Fragment, h, render } from 'preact';
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
