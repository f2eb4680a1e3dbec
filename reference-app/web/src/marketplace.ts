import { type MarketplaceProps, Marketplace as SdkMarketplace } from '@marketplace/sdk/react';
import type { ReactElement } from 'react';

/**
 * The SDK's React adapter, typed for React. Workaround: sdk/dist/react.d.ts declares the
 * component's return type as a Preact VNode (the SDK type-checks against preact/compat), which
 * React's JSX rejects. The runtime is React's own createElement; remove this cast once the
 * declaration says ReactElement.
 */
export const Marketplace = SdkMarketplace as unknown as (props: MarketplaceProps) => ReactElement;
export type { MarketplaceProps };
