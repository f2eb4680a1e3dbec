/**
 * The script-tag build (`marketplace.iife.js`, global `Marketplace`): the loader, and
 * `<marketplace-view>` defined at once, mounting through the loader (the core is fetched
 * when the first element is connected, and calls made before it arrives are queued).
 */
import { mountMarketplace } from '../app/loader';
import { defineMarketplaceView } from './view';

export { load, mountMarketplace } from '../app/loader';

defineMarketplaceView(mountMarketplace);
