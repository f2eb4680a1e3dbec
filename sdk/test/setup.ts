import { afterEach } from 'vitest';
import { unmountAll } from './mounted';

// Loads the core's lazy chunks before each test file. A mount starts importing them (live
// chat for a signed-in mount, guide flags, the page base, locales) and may be unmounted
// before they arrive, which is harmless in a browser; under vitest an import still loading
// when a file ends fails with EnvironmentTeardownError. Loaded here, they resolve from the
// module cache at once. Screens are not listed (tests use fake routes or await them); the
// chunks screens load on their own are.
await Promise.all([
  import('../src/stores/live'),
  import('../src/stores/guides'),
  import('../src/app/page-base'),
  import('../src/api/xhr-upload'),
  import('../src/router/not-found'),
  import('../src/i18n/es'),
  import('../src/i18n/fr'),
  import('../src/i18n/zh-Hans'),
  import('../src/i18n/zh-Hant'),
  import('../src/i18n/common/es'),
  import('../src/i18n/common/fr'),
  import('../src/i18n/common/zh-Hans'),
  import('../src/i18n/common/zh-Hant'),
  import('../src/rules/blocked-words'),
  import('../src/rules/blocked-words.messages'),
  import('../src/screens/pages/chatView/decline'),
  import('../src/screens/pages/chatView/cards/cards'),
  import('../src/ui/task-action'),
  import('../src/screens/pages/orderDetail/order-actions'),
  import('../src/screens/pages/orderDetail/timeline'),
  import('../src/screens/pages/orderDetail/viewer/viewer'),
  import('../src/ui/order-form'),
  import('../src/ui/map'),
  import('../src/screens/pages/taskCentered/filters/filters'),
  // after `ready`, a full mount fetches couponView for the launch rules (app/mount.ts)
  import('../src/screens/pages/couponView/couponView'),
  import('../src/ui/state-icons'),
  import('../src/app/tab-bar'),
  import('../src/app/dark'),
]);

// Every harness still mounted is unmounted after its test (test/mounted.ts).
afterEach(unmountAll);
