/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime
// (126 B gzip); lazy code keeps the automatic runtime. Biome does not read the pragma.
// Preact itself, not lib/preact: that would bring preact/hooks into the core (lib/preact.ts).
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { Component, h } from 'preact';
import { PageView } from '../router/page-view';
import type { Instance } from './context';
import { InstanceContext } from './contexts';
import { TabBar } from './lazy-tab-bar';

/**
 * The whole widget: page stack, tab bar, toasts and the no-network banner. A class component,
 * like the page view and the tab bar, so the core carries no preact/hooks: it re-renders on a
 * change of any store it shows (useStore's work, for a class), the tab bar's unread count too.
 */
export class Shell extends Component<{ instance: Instance }> {
  declare unsubscribers: (() => void)[];

  // before the first render, so no change after it is missed
  override componentWillMount() {
    const { router, network, toasts, i18n, unread } = this.props.instance;
    this.unsubscribers = [router.$stack, network.$online, toasts.$toasts, i18n.$t, unread.$unread].map(
      (store) => store.listen(() => this.forceUpdate()),
    );
  }

  override componentWillUnmount() {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
  }

  override render({ instance }: { instance: Instance }) {
    const { router, options, network, toasts, i18n } = instance;
    const stack = router.$stack.get();
    const top = stack.at(-1);
    const t = i18n.$t.get();
    return (
      <InstanceContext.Provider value={instance}>
        <div class="mp-app">
          {!network.$online.get() && (
            <div class="mp-offline" role="alert">
              {t('common.noNetwork')}
            </div>
          )}
          <div class="mp-stack">
            {stack.map((entry) => (
              <PageView key={entry.key} entry={entry} hidden={entry !== top} router={router} t={t} />
            ))}
          </div>
          {!options.singleView && top && router.isTab(top.name) && (
            <TabBar current={top.name} instance={instance} t={t} />
          )}
          <div class="mp-toasts" role="status" aria-live="polite">
            {toasts.$toasts.get().map((toast) => (
              <div key={toast.id} class="mp-toast">
                {toast.text}
              </div>
            ))}
          </div>
        </div>
      </InstanceContext.Provider>
    );
  }
}
