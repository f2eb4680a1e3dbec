/**
 * `@marketplace/sdk/element`: importing it defines `<marketplace-view>`, mounting with the
 * core of `@marketplace/sdk` (the build imports `./index.js`, so both entries share one core).
 *
 * @example
 * import '@marketplace/sdk/element';
 * // <marketplace-view api-base="https://market.example.com" locale="en"></marketplace-view>
 */
import { mountMarketplace } from '../index';
import { defineMarketplaceView } from './view';

export type { MarketplaceViewEventMap, MarketplaceViewOptions } from './view';
export { MarketplaceViewElement } from './view';

defineMarketplaceView(mountMarketplace);
