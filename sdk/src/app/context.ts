import type { Transport } from '../api/transport';
import type { I18n, TFunction } from '../i18n';
import type { Emitter } from '../lib/emitter';
import { useContext } from '../lib/preact';
import { useStore } from '../lib/use-store';
import type { PageEntry, Router } from '../router/router';
import type { Network } from '../stores/network';
import type { Polls } from '../stores/polls';
import type { Session } from '../stores/session';
import type { Toasts } from '../stores/toasts';
import type { Unread } from '../stores/unread';
import type { UserData } from '../stores/user-data';
import { InstanceContext, PageContext } from './contexts';
import type { MarketplaceEvents } from './events';
import type { ResolvedOptions } from './options';
import type { Sheet } from './sheets';

export { InstanceContext, PageContext };

export type EventEmitter = Emitter<MarketplaceEvents>;

/** One mounted instance: everything a screen can reach. Nothing here is shared between instances. */
export interface Instance {
  options: ResolvedOptions;
  router: Router;
  api: Transport;
  session: Session;
  i18n: I18n;
  /** Shows a toast for 2000 ms. */
  toast(text: string): void;
  emit: EventEmitter['emit'];
  /** Aborted on unmount. */
  signal: AbortSignal;
  /** Stores registered as user data are cleared on logout and token expiry. */
  userData: UserData;
  /** Polls that run while signed in (the unread poll registers here). */
  polls: Polls;
  /** The unread count shown on the messages tab. */
  unread: Unread;
  network: Network;
  toasts: Toasts;
  /** Adds CSS to this instance's shadow root, once per sheet id (see useStyles). */
  addStyles(...sheets: Sheet[]): void;
}

// useInstance and useRoute check nothing: every screen and kit component renders under the
// shell's providers (the launch popup and ui/test-utils give their own), and a message for the
// SDK bug of one that does not would cost every single view about 45 B gzip.

/** The instance this component belongs to. */
export function useInstance(): Instance {
  return useContext(InstanceContext) as Instance;
}

/** The translate function; the component re-renders when the locale switches. */
export const useT = (): TFunction => useStore(useInstance().i18n.$t);

/**
 * Adds the sheets this component's markup needs, once per instance, during render: the CSS is
 * in before the nodes are painted. List a sheet after the sheets it overrides.
 *
 * @example useStyles(buttonSheet, sheet); // the kit's button, then this screen's own CSS
 */
export function useStyles(...sheets: Sheet[]): void {
  useInstance().addStyles(...sheets);
}

export const useRouter = (): Router => useInstance().router;

export const useApi = (): Transport => useInstance().api;

/** The page this component is rendered in. */
export function useRoute(): PageEntry {
  return useContext(PageContext) as PageEntry;
}
