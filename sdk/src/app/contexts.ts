import { createContext } from '../lib/preact-core';
import type { PageEntry } from '../router/router';
import type { Instance } from './context';

/** The mounted instance, provided by the shell. Read it with `useInstance()` (./context.ts). */
export const InstanceContext = createContext<Instance | null>(null);
/** The page a component is rendered in (provided by the shell around each page of the stack). */
export const PageContext = createContext<PageEntry | null>(null);
