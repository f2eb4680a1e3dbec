import { createContext } from 'preact';
import type { PageEntry } from '../router/router';
import type { Instance } from './context';

// Apart from context.ts and its hooks, and from preact itself rather than lib/preact, so
// that the shell, which provides them, keeps preact/hooks out of the core (lib/preact.ts).

export const InstanceContext = createContext<Instance | null>(null);
/** The page a component is rendered in (provided by the shell around each page of the stack). */
export const PageContext = createContext<PageEntry | null>(null);
