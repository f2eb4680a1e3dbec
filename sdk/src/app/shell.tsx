/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime;
// lazy code keeps the automatic runtime. Biome does not read the pragma. The core's components
// are classes, so the core needs no hooks either (lib/preact-core.ts).
import type { ReadableAtom } from 'nanostores';
import type { TFunction } from '../i18n';
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { Component, type ComponentType, h } from '../lib/preact-core';
import { LazyScreen } from '../router/page-view';
import { NOT_FOUND, type PageEntry } from '../router/router';
import type { Instance } from './context';
import { InstanceContext, PageContext } from './contexts';

interface PageProps {
  entry: PageEntry;
  /** The screen to show: the entry's, or the not-found page. */
  name: string;
  hidden: boolean;
  /** Re-render the page when the stack or the locale changes, not on a toast or the network. */
  stack: PageEntry[];
  t: TFunction;
}

/** One page of the stack; pages below the top stay mounted but hidden, keeping scroll and state. */
class Page extends Component<PageProps> {
  override shouldComponentUpdate(next: PageProps): boolean {
    return next.stack !== this.props.stack || next.t !== this.props.t;
  }

  override render({ entry, name, hidden }: PageProps) {
    return (
      <section class="mp-stack-page" hidden={hidden} aria-hidden={hidden ? 'true' : undefined}>
        <PageContext.Provider value={entry}>
          <LazyScreen name={name} />
        </PageContext.Provider>
      </section>
    );
  }
}

type TabBarType = ComponentType<{ current: string }>;
/** The tab bar once its chunk is in: a later mount shows it at once. */
let loadedTabBar: TabBarType | undefined;

/**
 * The whole widget: page stack, tab bar, toasts and the no-network banner. It re-renders on
 * a change of the stack, the toasts, the network or the locale.
 */
export class Shell extends Component<{ instance: Instance }, { TabBar?: TabBarType | undefined }> {
  override state = { TabBar: loadedTabBar };
  private offs: (() => void)[] = [];

  override componentDidMount(): void {
    const { router, toasts, network, i18n } = this.props.instance;
    const stores: ReadableAtom<unknown>[] = [router.$stack, toasts.$toasts, network.$online, i18n.$t];
    this.offs = stores.map((store) => store.listen(() => this.forceUpdate()));
    this.componentDidUpdate();
  }

  /**
   * The tab bar is a chunk of its own, fetched when a tab page first shows (single views
   * never do); a failed fetch is retried on the next update.
   */
  override componentDidUpdate(): void {
    if (this.tabs() && !this.state.TabBar) {
      import('./tab-bar').then((m) => {
        loadedTabBar = m.TabBar;
        this.setState({ TabBar: m.TabBar });
      }, console.error);
    }
  }

  override componentWillUnmount(): void {
    for (const off of this.offs) off();
  }

  /** The top page when it is a tab page of the full app. */
  tabs(): PageEntry | undefined {
    const { router, options } = this.props.instance;
    const top = router.$stack.get().at(-1);
    return !options.singleView && top && router.isTab(top.name) ? top : undefined;
  }

  override render({ instance }: { instance: Instance }) {
    const { router, toasts, network, i18n } = instance;
    const stack = router.$stack.get();
    const top = stack.at(-1);
    const t = i18n.$t.get();
    const tabs = this.tabs();
    const { TabBar } = this.state;
    return (
      <InstanceContext.Provider value={instance}>
        <div class="mp-app">
          {network.$online.get() ? null : (
            <div class="mp-offline" role="alert">
              {t('common.noNetwork')}
            </div>
          )}
          <div class="mp-stack">
            {stack.map((entry) => (
              <Page
                key={entry.key}
                entry={entry}
                name={router.route(entry.name) ? entry.name : NOT_FOUND}
                hidden={entry !== top}
                stack={stack}
                t={t}
              />
            ))}
          </div>
          {tabs && TabBar ? <TabBar current={tabs.name} /> : null}
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
