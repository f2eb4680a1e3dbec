import type { MarketplaceOptions } from '@marketplace/sdk';
import { pickLocale } from './locale';
import { STANDALONE_THEME } from './theme';

/**
 * The standalone deployment's options, the same for the boot mount and for the React host
 * that adopts it: hash routing so links and the back button work, the browser's language
 * (read once: a standalone page does not follow it while open), colours following the system
 * (theme 'auto'). The SDK keeps the session itself; the host passes no token.
 */
export const standaloneOptions = {
  routing: 'hash',
  locale: pickLocale(navigator.language),
  theme: STANDALONE_THEME,
} as const satisfies MarketplaceOptions;

/** Screens already show request errors as toasts; the console keeps them for support. */
export function logError(payload: { kind: string; message: string }): void {
  console.warn('[marketplace]', payload.kind, payload.message);
}
