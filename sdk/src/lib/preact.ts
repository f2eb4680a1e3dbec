/**
 * The one file through which framework imports pass. Screens, ui and the shell import from
 * here, never from `preact` directly, so the framework can be swapped in one place. (The
 * core's own components import ./preact-core.ts, the same without the hooks.)
 */

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
export * from './preact-core';
