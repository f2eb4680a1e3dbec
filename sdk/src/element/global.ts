/**
 * Types of the script-tag build (`@marketplace/sdk/iife`, built as `marketplace.iife.d.ts`):
 * the global `Marketplace` and `<marketplace-view>` in `HTMLElementTagNameMap`.
 *
 * @example
 * /// <reference types="@marketplace/sdk/iife" />
 * const mp = Marketplace.mountMarketplace(el, { apiBase: 'https://market.example.com' });
 * document.querySelector('marketplace-view')?.navigate('aboutUs');
 */
import type { QueuedHandle } from '../app/loader';
import type { MarketplaceHandle } from '../app/mount';
import type { MarketplaceOptions } from '../app/options';

export type { MarketplaceEventName, MarketplaceEvents } from '../app/events';
export type { QueuedHandle } from '../app/loader';
export type { MarketplaceHandle } from '../app/mount';
export type { ColorScheme, MarketplaceOptions, Routing } from '../app/options';
export type { MarketplaceViewElement, MarketplaceViewEventMap, MarketplaceViewOptions } from './view';

declare global {
  /** The script-tag build's global: `mountMarketplace` (calls queued until the core loads) and `load`. */
  var Marketplace: {
    mountMarketplace(el: HTMLElement, options?: MarketplaceOptions): QueuedHandle;
    /** Loads the core (`index.js` beside the script, or the script's `data-core`) once. */
    load(): Promise<{ mountMarketplace(el: HTMLElement, options?: MarketplaceOptions): MarketplaceHandle }>;
  };
}
