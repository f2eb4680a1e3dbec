import { pickLocale } from './locale';
import { Marketplace } from './marketplace';

// Read once: the SDK follows later changes only through `update()`, and a standalone page
// does not need to follow the browser's language while it is open.
const locale = pickLocale(navigator.language);

/**
 * The standalone deployment: the whole marketplace, full screen, with hash routing so links
 * and the back button work. The SDK keeps the session itself; the host passes no token. The
 * colours follow the system (theme 'auto': light or dark with prefers-color-scheme).
 */
export function App() {
  return (
    <Marketplace
      className="marketplace"
      routing="hash"
      locale={locale}
      theme="auto"
      onEvent={(name, payload) => {
        // Screens already show request errors as toasts; the console keeps them for support.
        if (name === 'error') console.warn('[marketplace]', payload.kind, payload.message);
      }}
    />
  );
}
