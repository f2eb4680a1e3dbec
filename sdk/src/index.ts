/**
 * @marketplace/sdk: the whole marketplace as an embeddable widget.
 *
 * @example
 * import { mountMarketplace } from '@marketplace/sdk';
 * const mp = mountMarketplace(document.getElementById('market')!, { token, locale: 'en' });
 */
export type { MarketplaceEventName, MarketplaceEvents } from './app/events';
export type { MarketplaceHandle } from './app/mount';
export { mountMarketplace } from './app/mount';
export type { ColorScheme, MarketplaceOptions, Routing } from './app/options';
export type { Locale } from './config';
