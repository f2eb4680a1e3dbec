/** @jsxRuntime classic */
/** @jsx h */
// Core JSX compiles to h() calls (classic runtime), so the core needs no preact/jsx-runtime
// (126 B gzip); lazy code keeps the automatic runtime. Biome does not read the pragma.
// biome-ignore lint/correctness/noUnusedImports: h is the JSX factory (pragma above)
import { h } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { LazyScreen } from '../router/page-view';
import type { PageEntry } from '../router/router';
import { type Instance, InstanceContext, PageContext, useInstance, useT } from './context';
import { TabBar } from './lazy-tab-bar';

/** One page of the stack; pages below the top stay mounted but hidden, keeping scroll and state. */
function Page({ entry, hidden }: { entry: PageEntry; hidden: boolean }) {
  return (
    <section class="mp-stack-page" hidden={hidden} aria-hidden={hidden ? 'true' : undefined}>
      <PageContext.Provider value={entry}>
        <LazyScreen path={entry.path} />
      </PageContext.Provider>
    </section>
  );
}

function Toasts() {
  const { toasts } = useInstance();
  const list = useStore(toasts.$toasts);
  return (
    <div class="mp-toasts" role="status" aria-live="polite">
      {list.map((toast) => (
        <div key={toast.id} class="mp-toast">
          {toast.text}
        </div>
      ))}
    </div>
  );
}

function OfflineBanner() {
  const { network } = useInstance();
  const t = useT();
  const online = useStore(network.$online);
  return online ? null : (
    <div class="mp-offline" role="alert">
      {t('common.noNetwork')}
    </div>
  );
}

function Frame() {
  const { router, options } = useInstance();
  const stack = useStore(router.$stack);
  const top = stack.at(-1);
  const showTabs = !options.singleView && !!top && router.isTab(top.name);
  return (
    <div class="mp-app">
      <OfflineBanner />
      <div class="mp-stack">
        {stack.map((entry) => (
          <Page key={entry.key} entry={entry} hidden={entry !== top} />
        ))}
      </div>
      {showTabs && top ? <TabBar current={top.name} /> : null}
      <Toasts />
    </div>
  );
}

/** The whole widget: page stack, tab bar, toasts and the no-network banner. */
export function Shell({ instance }: { instance: Instance }) {
  return (
    <InstanceContext.Provider value={instance}>
      <Frame />
    </InstanceContext.Provider>
  );
}
