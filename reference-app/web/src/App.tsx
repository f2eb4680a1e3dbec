import { takeBootMount } from './boot';
import { Marketplace } from './marketplace';
import { logError, standaloneOptions } from './standalone';

// Taken once, when this module loads: the boot module mounted the marketplace before React.
const bootMount = takeBootMount();

/**
 * The standalone deployment: the whole marketplace, full screen, with hash routing so links
 * and the back button work. It adopts the mount `boot.ts` made before React loaded (one
 * instance; unmounted with this component), with the same options.
 */
export function App() {
  return (
    <Marketplace
      className="marketplace-frame"
      adopt={bootMount}
      {...standaloneOptions}
      onEvent={(name, payload) => {
        if (name === 'error') logError(payload);
      }}
    />
  );
}
